package play

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestParseSide(t *testing.T) {
	for name, want := range map[string]engine.Side{"south": engine.South, "S": engine.South, "North": engine.North, "n": engine.North} {
		if got, err := ParseSide(name, 0); err != nil || got != want {
			t.Errorf("ParseSide(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := ParseSide("east", 0); err == nil || err.Error() != `side "east": want south, north or random` {
		t.Errorf("east: %v", err)
	}
	seen := map[engine.Side]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		a, err := ParseSide("random", seed)
		b, _ := ParseSide("random", seed)
		if err != nil || a != b {
			t.Fatalf("random with seed %d: %v and %v, %v; want the same side twice", seed, a, b, err)
		}
		seen[a] = true
	}
	if len(seen) != 2 {
		t.Errorf("20 seeds drew only %v", seen)
	}
}
