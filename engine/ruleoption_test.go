package engine

import (
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
