package engine

import (
	"strings"
	"testing"
)

// Each rule option of rules.md section 9 changes the outcome in a position
// built to show it. Positions marked "found" were found by random play
// with the option flipped and then frozen here.

type optionCase struct {
	name  string
	v     Variant
	bfen  string
	set   map[string]string // the option(s) flipped
	base  map[string]string // options both sides of the comparison share
	check func(t *testing.T, def, alt *Rules, p *Position)
}

// childOf plays tok under r and returns the BFEN after it.
func childOf(t *testing.T, r *Rules, p *Position, tok string) string {
	t.Helper()
	m, err := r.ParseMove(p, tok)
	if err != nil {
		t.Fatalf("%s: %v", tok, err)
	}
	q, err := r.Play(p, m)
	if err != nil {
		t.Fatalf("%s: %v", tok, err)
	}
	return q.String()
}

func field(bfen string, i int) string { return strings.Fields(bfen)[i] }

func TestRuleOptionsChangeOutcomes(t *testing.T) {
	cases := []optionCase{
		{
			name: "mtajiNyumbaOwnership=emptied (found)", v: Kiswahili,
			bfen: "2,0,1,1,0,1,1,0/0,3,1,16,1,1,3,0/1,0,4,1,0,3,1,0/0,5,1,3,1,3,4,6 0,0 N N - 45",
			set:  map[string]string{"mtajiNyumbaOwnership": "emptied"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// North's capture a2R ends the first mtaji capture: by
				// default both nyumbas are lost; under emptied North keeps a5.
				if got := field(childOf(t, def, p, "a2R"), 3); got != "-" {
					t.Errorf("default houses %s, want -", got)
				}
				if got := field(childOf(t, alt, p, "a2R"), 3); got != "N" {
					t.Errorf("emptied houses %s, want N", got)
				}
			},
		},
		{
			name: "mtajiNyumbaOwnership=ownCapture (found)", v: Kiswahili,
			bfen: "4,3,2,1,0,1,1,1/3,3,3,24,1,1,4,1/0,0,0,0,3,0,0,1/2,0,2,0,2,0,1,0 0,0 S N - 44",
			set:  map[string]string{"mtajiNyumbaOwnership": "ownCapture"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// South captures; North keeps his nyumba only when
				// ownership ends with the owner's own first capture.
				if got := field(childOf(t, def, p, "A5R"), 3); got != "-" {
					t.Errorf("default houses %s, want -", got)
				}
				if got := field(childOf(t, alt, p, "A5R"), 3); got != "N" {
					t.Errorf("ownCapture houses %s, want N", got)
				}
			},
		},
		{
			name: "mtajiNyumbaStops (found)", v: Kiswahili,
			bfen: "0,1,1,1,1,1,1,1/0,5,1,5,1,0,0,0/1,1,0,1,29,2,0,2/2,2,1,1,1,1,0,1 0,0 S S - 48",
			set:  map[string]string{"mtajiNyumbaStops": "true"},
			base: map[string]string{"mtajiNyumbaOwnership": "emptied"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				if got := legalText(def, p); got != "A6L B1L" {
					t.Errorf("default legal %s", got)
				}
				// The capture B1L reaches South's owned nyumba: stop or safari.
				if got := legalText(alt, p); got != "A6L B1L B1L+" {
					t.Errorf("mtajiNyumbaStops legal %s", got)
				}
			},
		},
		{
			name: "dormantNyumbaIsNyumba (found)", v: Kiswahili,
			bfen: "2,3,2,1,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,5,1,1,0/0,0,0,1,1,0,2,3 18,18 S SN - 8",
			set:  map[string]string{"dormantNyumbaIsNyumba": "true"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// A5 is owned with 5 seeds. As an ordinary hole it is the
				// only one with 2 or more; as a nyumba the singletons open.
				if got := legalText(def, p); got != "A5L A5R" {
					t.Errorf("default legal %s", got)
				}
				if got := legalText(alt, p); got != "A6L A6R A7L A7R" {
					t.Errorf("dormantNyumbaIsNyumba legal %s", got)
				}
			},
		},
		{
			name: "takasia", v: Kiswahili,
			bfen: "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 0,0 S - -",
			set:  map[string]string{"takasia": "false"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				if got := field(childOf(t, def, p, "A7L"), 4); got != "a4" {
					t.Errorf("default takasia %s, want a4", got)
				}
				if got := field(childOf(t, alt, p, "A7L"), 4); got != "-" {
					t.Errorf("takasia off: %s, want -", got)
				}
			},
		},
		{
			name: "takasiaSingletonExempt (found)", v: Kiswahili,
			bfen: "3,1,0,3,1,3,2,8/0,7,6,1,7,0,1,2/0,0,0,0,1,1,0,0/3,1,5,3,2,0,1,2 0,0 N - - 77",
			set:  map[string]string{"takasiaSingletonExempt": "false"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// North's takata threatens only the singleton A5.
				if got := field(childOf(t, def, p, "a1R"), 4); got != "-" {
					t.Errorf("default takasia %s, want - (A5 is a singleton)", got)
				}
				if got := field(childOf(t, alt, p, "a1R"), 4); got != "A5" {
					t.Errorf("singletons not exempt: takasia %s, want A5", got)
				}
			},
		},
		{
			name: "takasiaFirstLapException (constructed)", v: Kiswahili,
			// North owns a5 (2 seeds) and is blocked at a7; a5R's first
			// lap ends in a7.
			bfen: "0,0,0,28,0,0,0,0/0,3,1,2,0,0,0,1/0,0,0,0,0,2,0,0/0,0,0,0,27,0,0,0 0,0 N N a7",
			set:  map[string]string{"takasiaFirstLapException": "true"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				if got := legalText(def, p); got != "a5L a5R" {
					t.Errorf("legal %s", got)
				}
				if got := field(childOf(t, def, p, "a5R"), 0); got != "0,0,0,28,0,0,0,0/0,4,2,0,0,0,0,1/0,0,0,0,0,2,0,0/0,0,0,0,27,0,0,0" {
					t.Errorf("default a5R: %s (want the stop in a7)", got)
				}
				if got := field(childOf(t, alt, p, "a5R"), 0); got != "1,1,1,28,0,0,0,0/1,0,2,0,0,0,0,1/0,0,0,0,0,2,0,0/0,0,0,0,27,0,0,0" {
					t.Errorf("exception a5R: %s (want the relay on from a7)", got)
				}
			},
		},
		{
			name: "takasiaMustCapture (found)", v: Kiswahili,
			bfen: "1,0,1,3,0,3,2,0/3,7,0,0,2,2,1,1/1,0,0,0,0,2,13,1/4,1,5,4,2,3,1,1 0,0 S - a8 50",
			set:  map[string]string{"takasiaMustCapture": "true"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				if got := legalText(def, p); got != "A6R B4L B6R" {
					t.Errorf("default legal %s", got)
				}
				// Only B4L captures the reserved a8.
				if got := legalText(alt, p); got != "B4L" {
					t.Errorf("takasiaMustCapture legal %s", got)
				}
			},
		},
		{
			name: "keteFloorOnlyIfHadMore (constructed)", v: Kete,
			bfen: "0,0,0,0,0,0,0,32/0,0,0,6,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 10,10 S SN -",
			set:  map[string]string{"keteFloorOnlyIfHadMore": "true"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// The kuu still holds its original 6: the floor empties it
				// by default, the literal reading taxes it down to 5.
				if got := childOf(t, def, p, "A5L"); !strings.Contains(got, "/1,1,1,1,0,0,0,0/") || field(got, 3) != "N" {
					t.Errorf("default: %s", got)
				}
				if got := childOf(t, alt, p, "A5L"); !strings.Contains(got, "/0,0,1,1,5,0,0,0/") || field(got, 3) != "SN" {
					t.Errorf("had-more reading: %s", got)
				}
			},
		},
		{
			name: "infiniteMove", v: Kiswahili,
			bfen: "0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -",
			set:  map[string]string{"infiniteMove": "loses"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				if strings.Contains(legalText(def, p), "A3L") || !strings.Contains(legalText(alt, p), "A3L") {
					t.Errorf("A3L: default %s, loses %s", legalText(def, p), legalText(alt, p))
				}
			},
		},
		{
			name: "infiniteMoveLapLimit", v: Kiswahili,
			bfen: "0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -",
			set:  map[string]string{"infiniteMoveLapLimit": "20"},
			check: func(t *testing.T, def, alt *Rules, p *Position) {
				// A6L ends after 48 laps: legal by default, never-ending
				// under a limit of 20 laps.
				if got := legalText(alt, p); got != "A2L A2R A3R A6R A7L A7R" {
					t.Errorf("limit 20: %s", got)
				}
			},
		},
	}
	seenOption := map[string]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			def := DefaultRules(c.v)
			for k, v := range c.base {
				if err := def.Set(k, v); err != nil {
					t.Fatal(err)
				}
			}
			alt := def
			for k, v := range c.set {
				if err := alt.Set(k, v); err != nil {
					t.Fatal(err)
				}
				seenOption[strings.ToLower(k)] = true
			}
			p, err := ParsePosition(c.bfen, c.v)
			if err != nil {
				t.Fatal(err)
			}
			c.check(t, &def, &alt, &p)
		})
	}
	for _, o := range RuleOptions {
		if !seenOption[strings.ToLower(o.Name)] {
			t.Errorf("rule option %s has no test case", o.Name)
		}
	}
}

func TestRulesSetGet(t *testing.T) {
	r := DefaultRules(Kete)
	if !r.TakasiaMustCapture || !r.Takasia {
		t.Fatal("Kete defaults")
	}
	if k := DefaultRules(Kujifunza); k.Takasia || k.TakasiaMustCapture {
		t.Fatal("Kujifunza defaults")
	}
	for _, o := range RuleOptions {
		v, err := r.Get(o.Name)
		if err != nil {
			t.Fatalf("Get(%s): %v", o.Name, err)
		}
		if err := r.Set(strings.ToUpper(o.Name), v); err != nil {
			t.Fatalf("Set(%s, %s): %v", o.Name, v, err)
		}
		if err := r.Set(o.Name, "banana"); err == nil || !strings.Contains(err.Error(), o.Name) {
			t.Fatalf("Set(%s, banana): %v", o.Name, err)
		}
	}
	if err := r.Set("noSuchOption", "true"); err == nil {
		t.Fatal("unknown option accepted")
	}
	if got := r.NonDefault(); len(got) != 0 {
		t.Fatalf("NonDefault of defaults: %v", got)
	}
	_ = r.Set("takasia", "false")
	if got := r.NonDefault(); len(got) != 1 || got[0] != [2]string{"takasia", "false"} {
		t.Fatalf("NonDefault: %v", got)
	}
}
