package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
)

func runRecordShow(e *env) error {
	fs := newFlags(e, "record show",
		"Print one game of a file: its players, variant, result and termination, then the\n"+
			"board diagram (North on top, as the protocol's \"d\") and BFEN after ply K with\n"+
			"--ply, or the start position and the position after every ply, each under its\n"+
			"move and comment. Ply 0 is the start position. Games are numbered from 1 in\n"+
			"file order, bad games included (as \"bao record check\" numbers them).\n"+
			"Usage: bao record show [flags] FILE",
		"  bao record show game.pgn\n  bao record show games.pgn --game 12 --ply 40\n  bao record show games.jsonl --game 2 --ply 0\n")
	gameNo := fs.Int("game", 1, "which game of the file (1 = the first)")
	ply := fs.Int("ply", -1, "show only the position after this ply (0 = the start; default: every ply)")
	files, err := parseFileFlags(fs, e.args)
	if err != nil {
		return err
	}
	switch {
	case len(files) != 1:
		return usagef("record show: give one file, not %d", len(files))
	case *gameNo < 1:
		return usagef("record show: --game %d: want 1 or more", *gameNo)
	case *ply < -1:
		return usagef("record show: --ply %d: want 0 or more", *ply)
	}
	var found *gameVisit
	seen := 0
	if _, err := eachGame(e, files[0], func(v *gameVisit) error {
		seen = v.n
		if v.n == *gameNo {
			found = v
			return errStopGames
		}
		return nil
	}); err != nil {
		return fmt.Errorf("record show: %w", err)
	}
	if found == nil {
		return fmt.Errorf("record show: %s holds %d game(s), not %d", files[0], seen, *gameNo)
	}
	if found.err != nil {
		return fmt.Errorf("record show: %s", found.problem())
	}
	g := found.game
	rules, positions, err := record.Replay(g)
	if err != nil {
		return fmt.Errorf("record show: %s game %d: %w", files[0], *gameNo, err)
	}
	if *ply > len(g.Moves) {
		return fmt.Errorf("record show: game %d has %d plies, not %d", *gameNo, len(g.Moves), *ply)
	}
	w := e.stdout
	writeGameHeading(w, found, &rules)
	if *ply >= 0 {
		writePly(w, g, positions, *ply)
		return nil
	}
	for i := range positions {
		writePly(w, g, positions, i)
	}
	return nil
}

// writeGameHeading describes a game in a few lines.
func writeGameHeading(w io.Writer, v *gameVisit, r *engine.Rules) {
	g := v.game
	tag := func(name string) string {
		s, _ := g.Tag(name)
		if s == "" {
			return "?"
		}
		return s
	}
	fmt.Fprintf(w, "Game %d of %s (line %d): %s (South) vs %s (North)\n", v.n, v.file, v.line, tag("South"), tag("North"))
	fmt.Fprintf(w, "Variant %v", r.Variant)
	if nd := r.NonDefault(); len(nd) > 0 {
		parts := make([]string, len(nd))
		for i, kv := range nd {
			parts[i] = kv[0] + "=" + kv[1]
		}
		fmt.Fprintf(w, " (%s)", strings.Join(parts, " "))
	}
	fmt.Fprintf(w, ", %d plies, result %s", len(g.Moves), g.Result.Score())
	if g.Termination != "" {
		fmt.Fprintf(w, " (%s)", g.Termination)
	}
	fmt.Fprintln(w)
	for _, name := range []string{"Event", "Date", "TimeControl", "Opening"} {
		if s, ok := g.Tag(name); ok && s != "?" && s != "????.??.??" {
			fmt.Fprintf(w, "%s: %s\n", name, s)
		}
	}
	if g.PreComment != "" {
		fmt.Fprintf(w, "{%s}\n", g.PreComment)
	}
	fmt.Fprintln(w)
}

// writePly writes the move that led to positions[ply] (none for the
// start), then its diagram and BFEN.
func writePly(w io.Writer, g *record.Game, positions []engine.Position, ply int) {
	p := &positions[ply]
	if ply == 0 {
		fmt.Fprintf(w, "Start position, %s to move\n", p.Side.Name())
	} else {
		mover := positions[ply-1].Side
		e := g.Moves[ply-1]
		n := (ply - 1 + int(positions[0].Side)) / 2
		dots := "."
		if mover == engine.North {
			dots = "..."
		}
		fmt.Fprintf(w, "Ply %d: %d%s %s", ply, n+1, dots, e.Text)
		if e.Comment != "" {
			fmt.Fprintf(w, " {%s}", e.Comment)
		}
		fmt.Fprintf(w, " (%s)\n", mover.Name())
	}
	fmt.Fprint(w, protocol.Diagram(p))
	fmt.Fprintf(w, "Fen: %s\n\n", p.String())
}
