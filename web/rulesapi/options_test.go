package rulesapi

import (
	"slices"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestOptionsCarryTheRulesTable: /api/options gives, per rule option, its
// type, its values or bounds (the page's, and the rules' own for a
// trusted caller), the bound for an untrusted caller and the default in
// each variant, so that the page and the npm package take them from the
// rules' table.
func TestOptionsCarryTheRulesTable(t *testing.T) {
	status, v := answer(t, "/api/options", "")
	if status != 200 {
		t.Fatalf("options: %d %v", status, v)
	}
	opts, _ := v["options"].([]any)
	if len(opts) != len(engine.RuleOptions) {
		t.Fatalf("%d options, the rules have %d", len(opts), len(engine.RuleOptions))
	}
	num := func(o map[string]any, key string) int {
		f, _ := o[key].(float64)
		return int(f)
	}
	for i, x := range opts {
		o, _ := x.(map[string]any)
		ro := engine.RuleOptions[i]
		if o["name"] != ro.Name {
			t.Errorf("option %d: %v, want %s", i, o["name"], ro.Name)
			continue
		}
		wantType := map[engine.RuleOptionType]string{engine.BoolRule: "boolean", engine.ChoiceRule: "choice", engine.NumberRule: "number"}[ro.Type]
		if o["type"] != wantType || o["help"] != ro.Help {
			t.Errorf("%s: type %v, help %v; want %s, %q", ro.Name, o["type"], o["help"], wantType, ro.Help)
		}
		var values []string
		for _, s := range asSlice(o["values"]) {
			values = append(values, s.(string))
		}
		if !slices.Equal(values, ro.Values) {
			t.Errorf("%s: values %v, want %v", ro.Name, values, ro.Values)
		}
		defaults, _ := o["defaults"].(map[string]any)
		for _, variant := range engine.Variants {
			r := engine.DefaultRules(variant)
			want, _ := r.Get(ro.Name)
			if defaults[variant.String()] != want {
				t.Errorf("%s: default for %v %v, want %q", ro.Name, variant, defaults[variant.String()], want)
			}
		}
		if ro.Type != engine.NumberRule {
			for _, key := range []string{"min", "max", "rulesMax", "untrustedMax"} {
				if _, ok := o[key]; ok {
					t.Errorf("%s: a %s option with %s", ro.Name, wantType, key)
				}
			}
			continue
		}
		if num(o, "min") != ro.Min || num(o, "max") != ro.MaxFor(engine.Untrusted) || num(o, "rulesMax") != ro.Max || num(o, "untrustedMax") != ro.UntrustedMax {
			t.Errorf("%s: bounds %v..%v, rules' max %v, untrusted max %v", ro.Name, o["min"], o["max"], o["rulesMax"], o["untrustedMax"])
		}
	}
	// The lap limit, the option with an untrusted bound: a page may lower
	// it, not raise it above the default.
	for _, x := range opts {
		if o, _ := x.(map[string]any); o["name"] == "infiniteMoveLapLimit" &&
			(num(o, "min") != 1 || num(o, "max") != 100000 || num(o, "untrustedMax") != 100000 || num(o, "rulesMax") != 1<<30) {
			t.Errorf("lap limit: %v", o)
		}
	}
}

// asSlice is x as a JSON array, or nil.
func asSlice(x any) []any {
	s, _ := x.([]any)
	return s
}
