package datagen

import (
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestParseVariants(t *testing.T) {
	for _, all := range []string{"all", " all "} {
		if vs, err := ParseVariants(all); err != nil || !slices.Equal(vs, engine.Variants[:]) {
			t.Errorf("%q: %v %v", all, vs, err)
		}
	}
	for _, empty := range []string{"", "  "} {
		if _, err := ParseVariants(empty); err == nil || !strings.Contains(err.Error(), "empty") {
			t.Errorf("%q: %v, want an error that says it is empty", empty, err)
		}
	}
	vs, err := ParseVariants("kete, kujifunza,kete")
	if err != nil || !slices.Equal(vs, []engine.Variant{engine.Kete, engine.Kujifunza}) {
		t.Errorf("kete, kujifunza,kete: %v %v", vs, err)
	}
	if _, err := ParseVariants("kete,chess"); err == nil {
		t.Error("chess: no error")
	}
}

func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		s      string
		lo, hi int
	}{{"4-12", 4, 12}, {"7", 7, 7}, {" 0 - 3 ", 0, 3}} {
		if lo, hi, err := ParseRange(c.s); err != nil || lo != c.lo || hi != c.hi {
			t.Errorf("%q: %d-%d %v, want %d-%d", c.s, lo, hi, err, c.lo, c.hi)
		}
	}
	for _, bad := range []string{"", "x", "5-3", "-1", "1-x"} {
		if _, _, err := ParseRange(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestTexts(t *testing.T) {
	if got := VariantsText([]engine.Variant{engine.Kiswahili, engine.Kete}); got != "kiswahili, kete" {
		t.Errorf("VariantsText: %q", got)
	}
	for _, c := range []struct {
		depth int
		nodes uint64
		want  string
	}{{6, 0, "depth 6"}, {0, 5000, "5000 nodes"}, {6, 5000, "depth 6 or 5000 nodes"}} {
		if got := BudgetText(c.depth, c.nodes); got != c.want {
			t.Errorf("BudgetText(%d, %d) = %q, want %q", c.depth, c.nodes, got, c.want)
		}
	}
}
