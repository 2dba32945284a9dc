package solvecmd

import (
	"fmt"
	"os"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

// runVerify checks a proof file. With want (the command line named a
// variant or rule options), the proof must be one for exactly those rules.
func runVerify(e *cli.Env, file string, want *engine.Rules) error {
	fh, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("solve --verify: %w", err)
	}
	defer fh.Close()
	start := time.Now()
	rep, err := solve.Verify(fh)
	if err != nil {
		return fmt.Errorf("solve --verify %s: %w", file, err)
	}
	if want != nil && rep.Rules != *want {
		return fmt.Errorf("solve --verify %s: the proof is for %s, not for the %s asked for", file, rep.Rules.Describe(), want.Describe())
	}
	first := "none (the loser moves first)"
	if rep.FirstMove != engine.NoMove {
		first = rep.FirstMove.String()
	}
	fmt.Fprintf(e.Stdout, "proof OK: %s wins (%s) from %s\n", rep.Winner.Name(), rep.Rules.Describe(), rep.Root.String())
	fmt.Fprintf(e.Stdout, "positions: %d, lines: %d, longest line: %d plies, first move: %s, checked in %.3f s\n",
		rep.Positions, rep.Lines, rep.Plies, first, time.Since(start).Seconds())
	return nil
}
