package rulesapi

import (
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestReasonCode reads every reason engine.Rules.Outcome gives (a side's
// name and one of three endings) as its code and side; a reason it does
// not know gives no code, and the page shows its words as they are.
func TestReasonCode(t *testing.T) {
	for _, s := range []engine.Side{engine.South, engine.North} {
		want := map[engine.Side]string{engine.South: "S", engine.North: "N"}[s]
		for why, code := range map[string]string{
			s.Name() + "'s front row is empty":       "frontEmpty",
			s.Name() + " cannot move":                "cannotMove",
			s.Name() + " played a never-ending move": "endless",
		} {
			if c, side := reasonCode(why); c != code || side != want {
				t.Errorf("reasonCode(%q) = %q, %q; want %q, %q", why, c, side, code, want)
			}
		}
	}
	for _, why := range []string{"", "resigned", "East cannot move", "South's front row"} {
		if c, side := reasonCode(why); c != "" || side != "" {
			t.Errorf("reasonCode(%q) = %q, %q; want none", why, c, side)
		}
	}
	if got := ReasonCodes(); len(got) != 3 {
		t.Errorf("ReasonCodes() = %v, want the three codes", got)
	}
}
