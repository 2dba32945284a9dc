package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestCandidates checks that every line is a Go literal of a valid
// position of its variant, and that every category finds positions.
func TestCandidates(t *testing.T) {
	var out strings.Builder
	candidates(&out)
	line := regexp.MustCompile(`^\t\{"([^"]+)", engine\.(Kiswahili|Kete|Kujifunza), "([^"]+)"\},$`)
	variants := map[string]engine.Variant{"Kiswahili": engine.Kiswahili, "Kete": engine.Kete, "Kujifunza": engine.Kujifunza}
	categories := map[string]int{}
	for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		m := line.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q is not a bench.Position literal", l)
		}
		if _, err := engine.ParsePosition(m[3], variants[m[2]]); err != nil {
			t.Errorf("line %q: %v", l, err)
		}
		categories[m[1]]++
	}
	if len(categories) != 12 {
		t.Errorf("%d categories found, want 12: %v", len(categories), categories)
	}
}
