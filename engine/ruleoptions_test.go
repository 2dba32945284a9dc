package engine

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// TestDefaultRulesPerVariant: the defaults DefaultRules derives from the
// table are the ones rules.md section 9 documents (docs/tables_test.go
// compares that table with RuleOptions), written out field by field.
func TestDefaultRulesPerVariant(t *testing.T) {
	want := map[Variant]Rules{
		Kiswahili: {Variant: Kiswahili, MtajiNyumbaOwnership: FirstCapture, Takasia: true, TakasiaSingletonExempt: true,
			InfiniteMove: InfiniteIllegal, InfiniteMoveLapLimit: 100000},
		Kete: {Variant: Kete, MtajiNyumbaOwnership: FirstCapture, Takasia: true, TakasiaSingletonExempt: true,
			TakasiaMustCapture: true, InfiniteMove: InfiniteIllegal, InfiniteMoveLapLimit: 100000},
		Kujifunza: {Variant: Kujifunza, MtajiNyumbaOwnership: FirstCapture, TakasiaSingletonExempt: true,
			InfiniteMove: InfiniteIllegal, InfiniteMoveLapLimit: 100000},
	}
	for _, v := range Variants {
		if got := DefaultRules(v); got != want[v] {
			t.Errorf("DefaultRules(%v) = %+v, want %+v", v, got, want[v])
		}
	}
}

// TestRuleOptionTable: every entry is well formed (a name, a help line,
// values that fit its type, defaults that parse), and every value it
// allows round-trips through Set and Get in any case, changes only its
// own field, and shows in NonDefault exactly when it differs from the
// variant's default.
func TestRuleOptionTable(t *testing.T) {
	seen := map[string]bool{}
	for _, o := range RuleOptions {
		t.Run(o.Name, func(t *testing.T) {
			if o.Name == "" || o.Help == "" || seen[strings.ToLower(o.Name)] || strings.EqualFold(o.Name, "variant") {
				t.Fatalf("name %q, help %q: want a new name and a help line", o.Name, o.Help)
			}
			seen[strings.ToLower(o.Name)] = true
			var values []string
			switch o.Type {
			case BoolRule:
				if strings.Join(o.Values, ",") != "false,true" && strings.Join(o.Values, ",") != "true,false" {
					t.Errorf("boolean values %v", o.Values)
				}
				values = o.Values
			case ChoiceRule:
				if len(o.Values) < 2 {
					t.Errorf("choice values %v", o.Values)
				}
				values = o.Values
			case NumberRule:
				if o.Values != nil || o.Min > o.Max || o.UntrustedMax < 0 || o.UntrustedMax > o.Max {
					t.Errorf("number: values %v, bounds %d..%d, untrusted %d", o.Values, o.Min, o.Max, o.UntrustedMax)
				}
				values = []string{strconv.Itoa(o.Min), strconv.Itoa(o.Max), strconv.Itoa(o.MaxFor(Untrusted)), strconv.Itoa((o.Min + o.Max) / 2)}
			default:
				t.Fatalf("type %v", o.Type)
			}
			if o.Type != NumberRule && (o.Min != 0 || o.Max != 0 || o.UntrustedMax != 0) {
				t.Errorf("bounds %d..%d, untrusted %d on a %v option", o.Min, o.Max, o.UntrustedMax, o.Type)
			}
			for _, v := range Variants {
				def := DefaultRules(v)
				if got, err := def.Get(o.Name); err != nil || got != o.Default(v) {
					t.Errorf("%v: default %q (%v), the table's %q", v, got, err, o.Default(v))
				}
				for _, x := range values {
					r := def
					if err := r.Set(strings.ToUpper(o.Name), strings.ToUpper(x)); err != nil {
						t.Fatalf("%v: Set(%s, %s): %v", v, strings.ToUpper(o.Name), strings.ToUpper(x), err)
					}
					if got, err := r.Get(strings.ToLower(o.Name)); err != nil || got != x {
						t.Errorf("%v: Get(%s) after Set(%s) = %q, %v", v, o.Name, x, got, err)
					}
					nd := r.NonDefault()
					if x == o.Default(v) {
						if len(nd) != 0 || r != def {
							t.Errorf("%v: %s=%s (the default): NonDefault %v", v, o.Name, x, nd)
						}
					} else if len(nd) != 1 || nd[0] != [2]string{o.Name, x} {
						t.Errorf("%v: %s=%s: NonDefault %v, want only this option", v, o.Name, x, nd)
					}
				}
			}
		})
	}
}

// TestChoiceValuesNameTheConstants: a choice option's Values are the
// names its field's constants give themselves, in their order.
func TestChoiceValuesNameTheConstants(t *testing.T) {
	for _, o := range RuleOptions {
		if o.Type != ChoiceRule {
			continue
		}
		for i, x := range o.Values {
			r := DefaultRules(Kiswahili)
			o.field.set(&r, i)
			var name string
			switch o.Name {
			case "mtajiNyumbaOwnership":
				name = r.MtajiNyumbaOwnership.String()
			case "infiniteMove":
				name = r.InfiniteMove.String()
			default:
				t.Fatalf("choice option %s: add its constants to this test", o.Name)
			}
			if name != x {
				t.Errorf("%s: value %d is %q in the table, %q as a constant", o.Name, i, x, name)
			}
		}
	}
}

// TestNewRules: the constructor applies settings in order over the
// variant's defaults, bounds a number option by the caller's trust, and
// names the setting at fault, the option and the value in every error.
func TestNewRules(t *testing.T) {
	lap := func(v string) []RuleSetting { return []RuleSetting{{"infiniteMoveLapLimit", v}} }
	good := []struct {
		variant  string
		settings []RuleSetting
		trust    Trust
		check    func(r Rules) bool
	}{
		{"kete", nil, Untrusted, func(r Rules) bool { return r == DefaultRules(Kete) }},
		{"KUJIFUNZA", []RuleSetting{{"TAKASIA", "True"}}, Trusted, func(r Rules) bool { return r.Variant == Kujifunza && r.Takasia }},
		{"kiswahili", []RuleSetting{{"takasia", "false"}, {"takasia", "true"}}, Trusted, func(r Rules) bool { return r.Takasia }},
		{"kiswahili", []RuleSetting{{"infiniteMove", "LOSES"}, {"mtajiNyumbaOwnership", "ownCapture"}}, Untrusted,
			func(r Rules) bool { return r.InfiniteMove == InfiniteLoses && r.MtajiNyumbaOwnership == OwnCapture }},
		{"kiswahili", lap("1073741824"), Trusted, func(r Rules) bool { return r.InfiniteMoveLapLimit == 1<<30 }},
		{"kiswahili", lap("100000"), Untrusted, func(r Rules) bool { return r.InfiniteMoveLapLimit == 100000 }},
		{"kiswahili", lap("50"), Untrusted, func(r Rules) bool { return r.InfiniteMoveLapLimit == 50 }},
	}
	for _, c := range good {
		r, err := NewRules(c.variant, c.settings, c.trust)
		if err != nil || !c.check(r) {
			t.Errorf("NewRules(%s, %v, %v) = %+v, %v", c.variant, c.settings, c.trust, r, err)
		}
	}
	bad := []struct {
		variant  string
		settings []RuleSetting
		trust    Trust
		index    int
		name     string
		want     []string // in the message
	}{
		{"bao", nil, Trusted, -1, "variant", []string{`variant "bao"`, "kiswahili, kete or kujifunza"}},
		{"kete", []RuleSetting{{"takasia", "true"}, {"takasia", "maybe"}}, Trusted, 1, "takasia",
			[]string{"rule option takasia", `value "maybe"`, "true or false"}},
		{"kete", []RuleSetting{{"MTAJINYUMBAOWNERSHIP", "never"}}, Trusted, 0, "mtajiNyumbaOwnership",
			[]string{"rule option mtajiNyumbaOwnership", `value "never"`, "firstCapture, emptied or ownCapture"}},
		{"kete", []RuleSetting{{"noSuchOption", "true"}}, Trusted, 0, "noSuchOption", []string{`"noSuchOption"`, "unknown"}},
		{"kete", []RuleSetting{{"Variant", "kete"}}, Trusted, 0, "variant", []string{"variant", "its own field"}},
		{"kiswahili", lap("100001"), Untrusted, 0, "infiniteMoveLapLimit",
			[]string{"rule option infiniteMoveLapLimit", "value 100001", "from 1 to 100000", "at most 100000"}},
		{"kiswahili", lap("1073741824"), Untrusted, 0, "infiniteMoveLapLimit", []string{"value 1073741824", "at most 100000"}},
		{"kiswahili", lap("1073741825"), Trusted, 0, "infiniteMoveLapLimit", []string{`value "1073741825"`, "from 1 to 1073741824"}},
		{"kiswahili", lap("0"), Trusted, 0, "infiniteMoveLapLimit", []string{`value "0"`, "from 1 to 1073741824"}},
		{"kiswahili", lap("1e3"), Untrusted, 0, "infiniteMoveLapLimit", []string{`value "1e3"`, "from 1 to 100000"}},
		{"kiswahili", lap(strings.Repeat("9", 1000)), Trusted, 0, "infiniteMoveLapLimit", []string{`value "` + strings.Repeat("9", 40) + `"`}},
	}
	for _, c := range bad {
		_, err := NewRules(c.variant, c.settings, c.trust)
		var se *SettingError
		if !errors.As(err, &se) || se.Index != c.index || se.Name != c.name {
			t.Errorf("NewRules(%s, %v, %v): error %#v, want setting %d (%s)", c.variant, c.settings, c.trust, err, c.index, c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("NewRules(%s, %v, %v): %q, want %q in it", c.variant, c.settings, c.trust, err, w)
			}
		}
		if len(err.Error()) > 200 {
			t.Errorf("NewRules(%s, …): a %d-byte message", c.variant, len(err.Error()))
		}
	}
}

// TestUntrustedBoundOnlyForUntrusted: every number option's UntrustedMax
// binds an untrusted caller and no other; the other options take the
// same values whoever sets them.
func TestUntrustedBoundOnlyForUntrusted(t *testing.T) {
	for _, o := range RuleOptions {
		if o.Type != NumberRule || o.UntrustedMax == 0 {
			continue
		}
		above := []RuleSetting{{o.Name, strconv.Itoa(o.UntrustedMax + 1)}}
		if _, err := NewRules("kiswahili", above, Trusted); err != nil {
			t.Errorf("%s: trusted caller refused %s: %v", o.Name, above[0].Value, err)
		}
		if _, err := NewRules("kiswahili", above, Untrusted); err == nil {
			t.Errorf("%s: untrusted caller allowed %s", o.Name, above[0].Value)
		}
		r := DefaultRules(Kiswahili)
		if err := r.Set(o.Name, above[0].Value); err != nil {
			t.Errorf("%s: Set (trusted) refused %s: %v", o.Name, above[0].Value, err)
		}
	}
	if got := FindRuleOption("INFINITEMOVELAPLIMIT"); got == nil || got.MaxFor(Untrusted) != DefaultLapLimit || got.MaxFor(Trusted) != 1<<30 {
		t.Errorf("lap limit bounds: %+v", got)
	}
	if o := FindRuleOption("takasia"); o.MaxFor(Untrusted) != o.MaxFor(Trusted) {
		t.Errorf("takasia has an untrusted bound")
	}
}
