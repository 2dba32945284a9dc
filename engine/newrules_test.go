package engine

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

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
