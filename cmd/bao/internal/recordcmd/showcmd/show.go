package showcmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// showOptions says which game of a file show prints, and how.
type showOptions struct {
	// Game is the game's number in the file, from 1, bad games counted
	// (as record.EachGame numbers them).
	Game int
	// Ply is the only position shown, after that many plies (0: the
	// start position); -1 shows the start and every ply.
	Ply int
	// Stdin is read for the file "-".
	Stdin io.Reader
}

// show writes to w one game of the file path: a heading (players,
// variant, plies, result, termination and a few tags), then, for the
// position after opts.Ply or for every position, the move that led to it
// with its comment, its diagram and its BFEN.
func show(w io.Writer, path string, opts showOptions) error {
	var found *record.FileGame
	seen := 0
	if _, err := record.EachGame(path, opts.Stdin, func(v *record.FileGame) error {
		seen = v.N
		if v.N == opts.Game {
			found = v
			return record.ErrStopGames
		}
		return nil
	}); err != nil {
		return err
	}
	if found == nil {
		return fmt.Errorf("%s holds %d game(s), not %d", path, seen, opts.Game)
	}
	if found.Err != nil {
		return found.Problem()
	}
	g := found.Game
	rules, positions, err := record.Replay(g)
	if err != nil {
		return fmt.Errorf("%s game %d: %w", path, opts.Game, err)
	}
	if opts.Ply > len(g.Moves) {
		return fmt.Errorf("game %d has %d plies, not %d", opts.Game, len(g.Moves), opts.Ply)
	}
	writeGameHeading(w, found, &rules)
	if opts.Ply >= 0 {
		writePly(w, g, positions, opts.Ply)
		return nil
	}
	for i := range positions {
		writePly(w, g, positions, i)
	}
	return nil
}

// writeGameHeading describes a game in a few lines.
func writeGameHeading(w io.Writer, v *record.FileGame, r *engine.Rules) {
	g := v.Game
	tag := func(name string) string {
		s, _ := g.Tag(name)
		if s == "" {
			return "?"
		}
		return s
	}
	fmt.Fprintf(w, "Game %d of %s (line %d): %s (South) vs %s (North)\n", v.N, v.File, v.Line, tag("South"), tag("North"))
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
	fmt.Fprint(w, engine.Diagram(p))
	fmt.Fprintf(w, "Fen: %s\n\n", p.String())
}
