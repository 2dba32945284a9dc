package match

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Score counts wins, losses and draws from one engine's view.
type Score struct{ W, L, D int }

// Games returns the number of games counted.
func (s Score) Games() int { return s.W + s.L + s.D }

// Points returns the score per game, 0 with no games.
func (s Score) Points() float64 {
	if s.Games() == 0 {
		return 0
	}
	return (float64(s.W) + 0.5*float64(s.D)) / float64(s.Games())
}

// add counts one game with the result r for the engine playing side me.
func (s *Score) add(r engine.Result, me engine.Side) float64 {
	switch {
	case r == engine.Draw:
		s.D++
		return 0.5
	case r == engine.Winner(me):
		s.W++
		return 1
	}
	s.L++
	return 0
}

// Pairing is the statistics of two engines' games against each other,
// from A's view (A is the engine given first).
type Pairing struct {
	A, B    int
	Score   Score
	AsSouth Score // A's games as South
	AsNorth Score // A's games as North
	Penta   Penta
	pending map[int]float64 // pair number -> A's score in the pair's first finished game
}

// Tally is the running statistics of a match: per pairing, per engine,
// and the ways games ended.
type Tally struct {
	Names        []string
	Pairings     []*Pairing
	Totals       []Score // per engine, against all
	Terminations map[string]int
	Games        int
	Interrupted  bool   // the run was stopped by a signal
	SPRTResult   string // AcceptH0 or AcceptH1 when the SPRT stopped the run
}

// NewTally returns an empty tally for engines with these names.
func NewTally(names []string) *Tally {
	return &Tally{Names: names, Totals: make([]Score, len(names)), Terminations: map[string]int{}}
}

// index returns the engine index of name, adding it if new.
func (t *Tally) index(name string) int {
	for i, n := range t.Names {
		if n == name {
			return i
		}
	}
	t.Names = append(t.Names, name)
	t.Totals = append(t.Totals, Score{})
	return len(t.Names) - 1
}

// pairing returns the pairing of engines a and b (in either order),
// creating it with the lower index as A.
func (t *Tally) pairing(a, b int) *Pairing {
	if a > b {
		a, b = b, a
	}
	for _, p := range t.Pairings {
		if p.A == a && p.B == b {
			return p
		}
	}
	p := &Pairing{A: a, B: b, pending: map[int]float64{}}
	t.Pairings = append(t.Pairings, p)
	return p
}

// Add counts one finished game: its players, result, reason for the
// tally of terminations, and its pair number for the pentanomial counts.
func (t *Tally) Add(south, north string, r engine.Result, reason Reason, pair int) {
	si, ni := t.index(south), t.index(north)
	t.Games++
	t.Terminations[reason.String()]++
	t.Totals[si].add(r, engine.South)
	t.Totals[ni].add(r, engine.North)
	p := t.pairing(si, ni)
	aSide := engine.South
	if p.A == ni {
		aSide = engine.North
	}
	sc := p.Score.add(r, aSide)
	if aSide == engine.South {
		p.AsSouth.add(r, aSide)
	} else {
		p.AsNorth.add(r, aSide)
	}
	if first, ok := p.pending[pair]; ok {
		delete(p.pending, pair)
		p.Penta.Add(first, sc)
	} else {
		p.pending[pair] = sc
	}
}

// Main returns the pairing of the first two engines, or nil.
func (t *Tally) Main() *Pairing {
	for _, p := range t.Pairings {
		if p.A == 0 && p.B == 1 {
			return p
		}
	}
	return nil
}

// ScoreLine is the one-line progress summary of a pairing, as
// cutechess-cli prints it: "Score of A vs B: 10 - 3 - 2  [0.733] 15".
func (t *Tally) ScoreLine(p *Pairing) string {
	s := p.Score
	return fmt.Sprintf("Score of %s vs %s: %d - %d - %d  [%.3f] %d", t.Names[p.A], t.Names[p.B], s.W, s.L, s.D, s.Points(), s.Games())
}

// SPRTLine is the progress line of an SPRT on pairing p.
func SPRTLine(s SPRT, p *Pairing) string {
	return fmt.Sprintf("SPRT: LLR %.2f (%.2f, %.2f) [%g, %g] pairs %d: %s", s.LLR(p.Penta), s.LowerBound(), s.UpperBound(),
		s.Elo0, s.Elo1, p.Penta.Pairs(), s.Status(s.LLR(p.Penta)))
}

// Write writes the full summary: for each pairing, the score (by colour
// too), Elo with its 95% interval, LOS, draw ratio, the pentanomial counts
// and, when sprt is not nil, the SPRT of the first pairing; with more than
// two engines, a ranking against the field; and the terminations.
func (t *Tally) Write(w io.Writer, sprt *SPRT) {
	var b strings.Builder
	fmt.Fprintf(&b, "Games: %d\n", t.Games)
	for _, p := range t.Pairings {
		b.WriteString(t.ScoreLine(p) + "\n")
		fmt.Fprintf(&b, "...      %s playing South: %d - %d - %d  [%.3f] %d\n", t.Names[p.A], p.AsSouth.W, p.AsSouth.L, p.AsSouth.D, p.AsSouth.Points(), p.AsSouth.Games())
		fmt.Fprintf(&b, "...      %s playing North: %d - %d - %d  [%.3f] %d\n", t.Names[p.A], p.AsNorth.W, p.AsNorth.L, p.AsNorth.D, p.AsNorth.Points(), p.AsNorth.Games())
		elo, m := Elo(p.Score.W, p.Score.L, p.Score.D)
		fmt.Fprintf(&b, "Elo difference: %s, LOS: %.1f %%, DrawRatio: %.1f %%\n", eloText(elo, m),
			100*LOS(p.Score.W, p.Score.L), 100*DrawRatio(p.Score.W, p.Score.L, p.Score.D))
		pe, pm := p.Penta.Elo()
		fmt.Fprintf(&b, "Pentanomial [LL, LD, DD+WL, WD, WW]: %v, pairs %d, Elo (pairs): %s\n", [5]int(p.Penta), p.Penta.Pairs(), eloText(pe, pm))
		if sprt != nil && p.A == 0 && p.B == 1 {
			b.WriteString(SPRTLine(*sprt, p) + "\n")
		}
	}
	if len(t.Names) > 2 {
		t.writeRanking(&b)
	}
	var reasons []string
	for k := range t.Terminations {
		reasons = append(reasons, k)
	}
	sort.Strings(reasons)
	b.WriteString("Terminations:")
	for _, k := range reasons {
		fmt.Fprintf(&b, " %s %d,", k, t.Terminations[k])
	}
	s := strings.TrimSuffix(b.String(), ",") + "\n"
	if t.SPRTResult != "" {
		s += "SPRT stopped the match: " + t.SPRTResult + "\n"
	}
	if t.Interrupted {
		s += "Interrupted: the summary covers the finished games only.\n"
	}
	io.WriteString(w, s)
}

// writeRanking writes each engine's Elo against the field, best first.
func (t *Tally) writeRanking(b *strings.Builder) {
	idx := make([]int, len(t.Names))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return t.Totals[idx[i]].Points() > t.Totals[idx[j]].Points() })
	fmt.Fprintf(b, "%-4s %-24s %18s %6s %7s %6s\n", "Rank", "Name", "Elo", "Games", "Score", "Draw")
	for r, i := range idx {
		s := t.Totals[i]
		elo, m := Elo(s.W, s.L, s.D)
		fmt.Fprintf(b, "%-4d %-24s %18s %6d %6.1f%% %5.1f%%\n", r+1, t.Names[i], eloText(elo, m), s.Games(),
			100*s.Points(), 100*DrawRatio(s.W, s.L, s.D))
	}
}

// eloText formats an Elo and its margin: "107.5 +/- 35.2", with "inf"
// for the infinite values of one-sided results.
func eloText(elo, margin float64) string {
	f := func(x float64) string {
		switch {
		case math.IsInf(x, 1):
			return "inf"
		case math.IsInf(x, -1):
			return "-inf"
		case math.IsNaN(x):
			return "nan"
		}
		return fmt.Sprintf("%.1f", x)
	}
	return f(elo) + " +/- " + f(margin)
}
