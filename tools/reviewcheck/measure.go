package main

import (
	"fmt"
	"io"
	"math"
	"time"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// truth is the reference's verdict on one move: the mover's chance with
// the reference's best move and with the move played, and whether the
// move is a mistake (analysis.Mark gives "?" or "??").
type truth struct {
	best          string
	before, after float64
	mark          string
}

// mistake reports whether the reference marks the move.
func (t truth) mistake() bool { return t.mark == "?" || t.mark == "??" }

// drop is the reference's cost of the move.
func (t truth) drop() float64 { return max(t.before-t.after, 0) }

// The reference's ways to judge a move.
const (
	refRoot = "root" // the best move and the move played, each searched from the position before it
	refNext = "next" // the position before the move and the position after it, each searched whole
)

// judgeByReference is the reference's verdict on move i of g, by kind
// (refRoot or refNext).
func judgeByReference(ref *reference, g *game, i int, kind string) (truth, error) {
	w, err := ref.whole(g, i)
	if err != nil {
		return truth{}, err
	}
	t := truth{best: w.Best, before: search.WinChance(g.variant, w.Score)}
	played := g.moves[i]
	if played.String() == w.Best {
		t.after, t.mark = t.before, "="
		return t, nil
	}
	if kind == refNext {
		t.after, err = nextChance(ref, g, i+1)
	} else {
		var sc = w.Score
		sc, err = ref.move(g, i, played)
		t.after = search.WinChance(g.variant, sc)
	}
	if err != nil {
		return truth{}, err
	}
	t.mark = analysis.Mark(t.before, t.after)
	return t, nil
}

// nextChance is the chance, by the reference's whole search, of the
// player who moved into position i of g: from the rules when the game is
// over there.
func nextChance(ref *reference, g *game, i int) (float64, error) {
	r := g.rules()
	p := g.positions[i]
	if res, _ := r.Outcome(&p); res != engine.NoResult {
		if res == engine.Winner(p.Side) {
			return 0, nil
		}
		return 1, nil
	}
	w, err := ref.whole(g, i)
	if err != nil {
		return 0, err
	}
	return 1 - search.WinChance(g.variant, w.Score), nil
}

// referees are the searches a plan is measured against: the reference,
// and the deeper one (nil: none) that judges again every better move
// that is not the reference's best.
type referees struct {
	ref, confirm *reference
}

// betterMistake is the mark (of analysis.Mark) that referee r gives the
// better move m at move i of g: the drop from the chance with r's best
// move to the chance with m, each searched from the position before it.
func betterMistake(r *reference, g *game, i int, m engine.Move) (string, error) {
	w, err := r.whole(g, i)
	if err != nil {
		return "", err
	}
	sc, err := r.move(g, i, m)
	if err != nil {
		return "", err
	}
	return analysis.Mark(search.WinChance(g.variant, w.Score), search.WinChance(g.variant, sc)), nil
}

// tally is a plan's counts against the reference.
type tally struct {
	plan                       plan
	moves, mistakes            int // moves reviewed; the reference's mistakes among them
	marked, right              int // the plan's marks; those the reference marks too
	blunders, blundersRight    int // the plan's "??" marks; those the reference marks
	errors, errorsRight        int // the plan's "?" marks; ...
	found                      int // the reference's mistakes the plan marks
	betterBest, betterMistake  int // marks whose better move is the reference's best; is a mistake by it
	betterJudged, betterDeeper int // marks whose better move is not the reference's best, judged by the deeper referee; those it marks a mistake
	dropError                  float64
	decided, decidedRight      int           // marks in a game decided before the move; those the reference marks
	checked                    int           // moves judged again
	nodes, oneSide             uint64        // all the plan's nodes; those of the first pass and the checks of one side's moves (South's and North's in turn)
	elapsed                    time.Duration // the processor time of the plan's searches (the wall clock's where it is not known)
	games                      int
}

// measure runs plan p over games and counts its verdicts against the
// truths (truths[g][i] of move i of game g), searching the reference for
// the better moves it proposes (and the deeper referee, when there is
// one, for those that are not the reference's best); list, when not nil,
// gets a line per move the plan or the reference marks.
func measure(p plan, games []*game, truths [][]truth, refs referees, hashMiB int, list io.Writer) (tally, error) {
	o, err := reviewOptions(p.review, hashMiB)
	if err != nil {
		return tally{}, err
	}
	s := search.New(o)
	tl := tally{plan: p, games: len(games)}
	for gi, g := range games {
		wall := time.Now()
		cpu, ok := cpuTime()
		vds, c := p.verdicts(g, s)
		if cpuEnd, _ := cpuTime(); ok {
			tl.elapsed += cpuEnd - cpu
		} else {
			tl.elapsed += time.Since(wall)
		}
		tl.nodes += c.first + c.checks[0] + c.checks[1]
		tl.oneSide += c.first + c.checks[gi%2]
		for i, vd := range vds {
			t := truths[gi][i]
			tl.moves++
			if vd.Checks > 0 {
				tl.checked++
			}
			if t.mistake() {
				tl.mistakes++
				if vd.Marked() {
					tl.found++
				}
			}
			if !vd.Marked() {
				if list != nil && t.mistake() {
					fmt.Fprintf(list, "%s: game %d ply %d %v: missed (plan %.0f%%->%.0f%% depth %d%s; reference %s %.0f%%->%.0f%%)\n",
						p.name, g.index+1, i+1, g.moves[i], 100*vd.Before, 100*vd.After, vd.Depth, checkedText(vd), t.mark, 100*t.before, 100*t.after)
				}
				continue
			}
			tl.marked++
			if vd.Mark == "??" {
				tl.blunders++
			} else {
				tl.errors++
			}
			if t.mistake() {
				tl.right++
				if vd.Mark == "??" {
					tl.blundersRight++
				} else {
					tl.errorsRight++
				}
			}
			if vd.Decided != analysis.Open {
				tl.decided++
				if t.mistake() {
					tl.decidedRight++
				}
			}
			tl.dropError += math.Abs(vd.Drop - t.drop())
			bad := ""
			if vd.Best.String() == t.best {
				tl.betterBest++
			} else {
				m, err := betterMistake(refs.ref, g, i, vd.Best)
				if err != nil {
					return tl, err
				}
				if m == "?" || m == "??" {
					tl.betterMistake++
					bad = ", better move a mistake " + m
				}
				if refs.confirm != nil {
					deeper, err := betterMistake(refs.confirm, g, i, vd.Best)
					if err != nil {
						return tl, err
					}
					tl.betterJudged++
					if deeper == "?" || deeper == "??" {
						tl.betterDeeper++
						bad += fmt.Sprintf(", a mistake at depth %d %s", refs.confirm.file.Depth, deeper)
					} else {
						bad += fmt.Sprintf(", no mistake at depth %d", refs.confirm.file.Depth)
					}
				}
			}
			if list != nil {
				verdict := "right"
				if !t.mistake() {
					verdict = "wrong"
				}
				fmt.Fprintf(list, "%s: game %d ply %d %v%s: %s (plan %.0f%%->%.0f%% better %v depth %d%s; reference %s%.0f%%->%.0f%% best %s%s)\n",
					p.name, g.index+1, i+1, g.moves[i], vd.Mark, verdict, 100*vd.Before, 100*vd.After, vd.Best, vd.Depth, checkedText(vd),
					t.mark, 100*t.before, 100*t.after, t.best, bad)
			}
		}
	}
	return tl, nil
}

// checkedText notes a verdict judged again.
func checkedText(vd analysis.Verdict) string {
	if vd.Checks > 0 {
		return fmt.Sprintf(", checked %d", vd.Checks)
	}
	return ""
}

// pct is part of whole as a percentage with one decimal ("-" for none).
func pct(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(part)/float64(whole))
}

// The WebAssembly engine runs at 0.3 to 0.5 of native speed
// (docs/ledger.md, "The engine in the browser"); a phone is taken as a
// 4x CPU slow-down of it.
const (
	wasmSlow, wasmFast = 0.3, 0.5
	phoneSlowdown      = 4
)

// writeTable writes the plans' numbers as a Markdown table; confirm is
// the deeper referee's depth (0: none, its column "-"): its column counts
// the marks whose better move it marks a mistake, a share of all marks,
// and how many it judged (those whose better move is not the
// reference's best; the others agree with the reference).
func writeTable(w io.Writer, ts []tally, confirm int) {
	fmt.Fprintln(w, "| plan | marks | precision | ?? precision | ? precision | recall | better = best | better a mistake | better a mistake at the deeper depth (judged) | drop error (points) | decided (precision) | checked | nodes/game | CPU s/game | phone s/game | phone s/game, one side checked |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, t := range ts {
		secs := t.elapsed.Seconds() / float64(max(t.games, 1))
		dropErr := "-"
		if t.marked > 0 {
			dropErr = fmt.Sprintf("%.1f", 100*t.dropError/float64(t.marked))
		}
		confirmed := "-"
		if confirm > 0 {
			confirmed = fmt.Sprintf("%s at depth %d (%d of %d judged)", pct(t.betterDeeper, t.marked), confirm, t.betterDeeper, t.betterJudged)
		}
		one := secs * float64(t.oneSide) / float64(max(t.nodes, 1))
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %d (%s) | %d | %d | %.2f | %.0f-%.0f | %.0f-%.0f |\n",
			t.plan.name, t.marked, pct(t.right, t.marked), pct(t.blundersRight, t.blunders), pct(t.errorsRight, t.errors),
			pct(t.found, t.mistakes), pct(t.betterBest, t.marked), pct(t.betterMistake, t.marked), confirmed, dropErr,
			t.decided, pct(t.decidedRight, t.decided), t.checked,
			t.nodes/uint64(max(t.games, 1)), secs, secs*phoneSlowdown/wasmFast, secs*phoneSlowdown/wasmSlow,
			one*phoneSlowdown/wasmFast, one*phoneSlowdown/wasmSlow)
	}
}
