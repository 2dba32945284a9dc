//go:build unix

package match

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
)

// TestCrashWithChildHoldingOutput: an engine run by a wrapper script
// whose child keeps the engine's output open (a helper, a "sleep &")
// crashes at its third search. The crash is seen when the engine exits
// and the game is lost by a crash; it was seen only when the wait for
// bestmove ran out, and recorded as a stall (depth=, at the hang
// timeout) or as a time forfeit (st=).
func TestCrashWithChildHoldingOutput(t *testing.T) {
	wrapper := filepath.Join(t.TempDir(), "gc.sh")
	text := "#!/bin/sh\nsleep 300 &\nexec " + bin(t, "crash") + "\n"
	if err := os.WriteFile(wrapper, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	c, pgn := testConfig(t, 2, "builtin=greedy", "cmd="+wrapper+" name=gc-depth depth=1", "cmd="+wrapper+" name=gc-st st=1")
	c.Openings = []openings.Opening{{Start: engine.StartPosition(engine.Kiswahili), Label: "start"}}
	c.Gauntlet = true
	c.Hang = time.Minute
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games != 4 {
		t.Fatalf("%d games, want 4", tally.Games)
	}
	for _, g := range replayAll(t, pgn.Bytes()) {
		if got := classify(g.Result, g.Termination); got != ReasonCrash {
			t.Errorf("reason %v (%q), want a crash", got, g.Termination)
		}
	}
}
