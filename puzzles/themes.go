package puzzles

import (
	"fmt"
	"slices"

	"github.com/baoengine/bao/engine"
)

// The themes of a puzzle, each read off the rules' sowing traces of its
// line (engine.Rules.Trace, rules.md 6) and the positions along it, never
// guessed. "The asked part" is the person's moves that the puzzle asks
// (line[0], line[2], ... line[2*(asked-1)]); "the first move" is line[0];
// "the last move" is the line's last, which ends the game.
const (
	// ThemeTakata: the first move captures nothing (no capture event).
	ThemeTakata = "takata"
	// ThemeChain: the first move captures in two laps or more (two
	// capture events or more).
	ThemeChain = "chain"
	// ThemeKichwa: the first move is a namua capture from a central hole
	// (A3..A6), where the mover chooses the kichwa the captured seeds enter
	// by the move's letter (rules.md 2.4): its trace starts with the seed
	// from hand in a central hole and a capture.
	ThemeKichwa = "kichwa"
	// ThemeNyumba: a move of the asked part stops in the mover's nyumba
	// (a stop-nyumba event) or captures the opponent's nyumba while he
	// owns it (a capture event at his nyumba).
	ThemeNyumba = "nyumba"
	// ThemeSafari: a move of the asked part goes on from the nyumba (a
	// safari event).
	ThemeSafari = "safari"
	// ThemeTakasia: the puzzle's position names a takasia hole (a hole of
	// the side to move blocked, or in Bao la Kete the hole he must capture),
	// or a move of the asked part leaves a hole of the opponent takasia'd
	// (the position after it names one in its takasia field, rules.md 2.8).
	ThemeTakasia = "takasia"
	// ThemeBackRow: the first move starts from the back row (a lift event
	// at a B hole first).
	ThemeBackRow = "backRow"
	// ThemeFrontEmptied: the last move empties the opponent's front row (a
	// game-over event, rules.md 2.9 item 1).
	ThemeFrontEmptied = "frontEmptied"
	// ThemeNoMove: the line ends with the opponent unable to move (no
	// game-over event; rules.md 2.9 item 2).
	ThemeNoMove = "noMove"
	// ThemeMkononi: the last move is a namua move (its trace starts with
	// the seed from hand): the game is won with seeds still in hand.
	ThemeMkononi = "mkononi"
	// ThemeLong: the line is LongLine plies or longer.
	ThemeLong = "long"
)

// Themes lists the themes in the order a puzzle lists them.
var Themes = []string{ThemeTakata, ThemeChain, ThemeKichwa, ThemeNyumba, ThemeSafari, ThemeTakasia,
	ThemeBackRow, ThemeFrontEmptied, ThemeNoMove, ThemeMkononi, ThemeLong}

// LongLine is the length from which a line is long (ThemeLong): the
// solver plays ten moves or more (a tenth of the puzzles or so; most
// lines are 11 to 17 plies).
const LongLine = 19

// themesOf returns the themes of the line from pos whose first asked moves
// the person plays, in the order of Themes.
func themesOf(r *engine.Rules, pos engine.Position, line []engine.Move, asked int) ([]string, error) {
	has := map[string]bool{}
	if len(line) == 0 {
		return nil, fmt.Errorf("an empty line")
	}
	if pos.Blocked != engine.NoPit {
		has[ThemeTakasia] = true
	}
	q := pos
	var last *engine.Trace
	lastNamua := false
	for i, m := range line {
		next, tr, err := r.Trace(&q, m)
		if err != nil {
			return nil, fmt.Errorf("line[%d] %v: %w", i, m, err)
		}
		me := q.Side
		ev := tr.Events
		captures := 0
		for _, e := range ev {
			if e.Kind == engine.EventCapture {
				captures++
			}
		}
		if i == 0 {
			has[ThemeTakata] = captures == 0
			has[ThemeChain] = captures >= 2
			has[ThemeKichwa] = len(ev) >= 2 && ev[0].Kind == engine.EventHand && central(ev[0].Hole) && ev[1].Kind == engine.EventCapture
			has[ThemeBackRow] = len(ev) > 0 && ev[0].Kind == engine.EventLift && !ev[0].Hole.Front()
		}
		if i%2 == 0 && i/2 < asked {
			nyumba := engine.MakePit(me.Other(), 4)
			for _, e := range ev {
				switch {
				case e.Kind == engine.EventStopNyumba:
					has[ThemeNyumba] = true
				case e.Kind == engine.EventCapture && e.Hole == nyumba && q.Owns(me.Other()):
					has[ThemeNyumba] = true
				case e.Kind == engine.EventSafari:
					has[ThemeSafari] = true
				}
			}
			if next.Blocked != engine.NoPit && next.Blocked.Side() == next.Side {
				has[ThemeTakasia] = true
			}
		}
		last, lastNamua = tr, len(ev) > 0 && ev[0].Kind == engine.EventHand
		q = next
	}
	over := slices.ContainsFunc(last.Events, func(e engine.Event) bool { return e.Kind == engine.EventGameOver })
	has[ThemeFrontEmptied] = over
	has[ThemeNoMove] = !over
	has[ThemeMkononi] = lastNamua
	has[ThemeLong] = len(line) >= LongLine
	var out []string
	for _, t := range Themes {
		if has[t] {
			out = append(out, t)
		}
	}
	return out, nil
}

// central reports whether a front hole is one of the four central holes
// (A3..A6, a3..a6), where a namua capture chooses its kichwa.
func central(p engine.Pit) bool {
	l := p.Local()
	return l >= 2 && l <= 5
}
