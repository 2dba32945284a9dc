package match

import (
	"context"
	"strings"
	"testing"
)

// TestOptionMistakesStopTheRun: an option the engine does not declare
// (a misspelling) and one it answers with "info string error" (a net
// file that is missing) stop the run before any game, with an error
// naming the engine and the option; they were silent, and an SPRT
// compared an engine with itself. A declared option spelt in another
// case is accepted, as UCI names are case-insensitive.
func TestOptionMistakesStopTheRun(t *testing.T) {
	bao := bin(t, "bao")
	for _, c := range []struct{ spec, want string }{
		{"option.Hsh=64", `engine new (cmd=` + bao + `): option.Hsh: the engine declares no option "Hsh"`},
		{"option.EvalFile=/missing.net", `engine new (cmd=` + bao + `): its answer to the options (option.EvalFile=/missing.net): "info string error: setoption: option EvalFile: load net: open /missing.net`},
	} {
		cfg, pgn := testConfig(t, 4, "cmd="+bao+" name=new depth=1 "+c.spec, "cmd="+bao+" name=old depth=1")
		tally, err := Run(context.Background(), cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.spec, err, c.want)
		}
		if tally == nil || tally.Games != 0 || pgn.Len() != 0 {
			t.Errorf("%s: games were played and recorded (%d bytes)", c.spec, pgn.Len())
		}
	}
	cfg, _ := testConfig(t, 2, "cmd="+bao+" depth=1 option.hash=8 option.moveoverhead=10", "builtin=random")
	if tally, err := Run(context.Background(), cfg); err != nil || tally.Games != 2 {
		t.Errorf("options in lower case: %v", err)
	}
}
