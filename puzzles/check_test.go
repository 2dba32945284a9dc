package puzzles

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// The acceptance tests of the checker: a good file (the shipped one)
// broken in each way the rules forbid, and the checker refusing it with
// an error that names the puzzle and the rule.

// renumber gives puzzles the ids 1, 2, ... of their places.
func renumber(ps []Puzzle) []Puzzle {
	for i := range ps {
		ps[i].ID = i + 1
	}
	return ps
}

// clonePuzzle copies a puzzle deeply enough to change it.
func clonePuzzle(p *Puzzle) Puzzle {
	q := *p
	q.Wins, q.Line, q.Themes = slices.Clone(p.Wins), slices.Clone(p.Line), slices.Clone(p.Themes)
	q.Refute = maps.Clone(p.Refute)
	q.Refutes = nil
	for _, m := range p.Refutes {
		q.Refutes = append(q.Refutes, maps.Clone(m))
	}
	return q
}

// refuses runs Check on ps (re-proving only the puzzles of the ids
// reprove, or every step-th) and fails the test unless some fault names
// want and each of the words.
func refuses(t *testing.T, ps []Puzzle, std *Standard, step int, want ...string) {
	t.Helper()
	rep := Check(context.Background(), ps, CheckConfig{Threads: 2, Step: step, Standard: std})
	for _, err := range rep.Failed {
		ok := true
		for _, w := range want {
			ok = ok && strings.Contains(err.Error(), w)
		}
		if ok {
			return
		}
	}
	t.Errorf("the checker did not refuse with %q:\n%v", want, rep)
}

// relaxed is a standard for a few puzzles: the shares and counts off.
var relaxed = Standard{MinPuzzles: 1, MaxGreedy: 1000, MaxLevelShare: 1000, MaxGzipBytes: MaxGzipBytes}

// TestCheckShipped: the good file passes the rules of the whole file
// (the re-proofs are TestShippedPuzzlesReproven's), so that each test
// below refuses it for the one fault it makes.
func TestCheckShipped(t *testing.T) {
	ps := shipped(t)
	if rep := Check(context.Background(), ps, CheckConfig{Step: len(ps)}); len(rep.Failed) > 0 {
		t.Fatalf("the shipped file: %v", rep)
	}
}

// TestCheckRefusesSecondWinAtAnAskedTurn: a puzzle that asks one turn
// more, where two moves win, is refused naming that turn.
func TestCheckRefusesSecondWinAtAnAskedTurn(t *testing.T) {
	for _, p := range shipped(t) {
		if 2*p.Asked >= p.Plies {
			continue // the line ends with the turns asked
		}
		q := clonePuzzle(&p)
		// The turn after those asked, with a legal reply to every other
		// move so that the form is right: only the proof can refuse it.
		r, _ := q.rules()
		pos, _ := engine.ParsePosition(q.BFEN, r.Variant)
		for _, tok := range q.Line[:2*q.Asked] {
			pos, _ = r.Play(&pos, mustMove(&r, &pos, tok))
		}
		win := q.Line[2*q.Asked]
		refute := map[string]string{}
		var ch, gch engine.Children
		r.Generate(&pos, &ch)
		for i := 0; i < ch.N; i++ {
			if m := ch.List[i].Move.String(); m != win {
				r.Generate(&ch.List[i].Pos, &gch)
				refute[m] = gch.List[0].Move.String()
			}
		}
		q.Refutes = append(q.Refutes, refute)
		q.Asked++
		q.Difficulty = DifficultyOf(q.Depth, q.Asked, q.Legal)
		q.Rating = RatingOf(q.Difficulty)
		q.Themes, _ = themesFor(&q)
		if err := q.Validate(); err != nil {
			t.Fatalf("puzzle %d asking one turn more: %v", p.ID, err)
		}
		field := "field line[" + itoa(2*(q.Asked-1)) + "]"
		refuses(t, renumber([]Puzzle{q}), &relaxed, 1, "puzzle 1", field, "more than one move wins", "at a turn asked")
		return
	}
	t.Fatal("no puzzle whose line goes on after the turns asked")
}

// TestCheckRefusesOneWinNotAsked: a puzzle that asks one turn fewer than
// its line's turns with one winning move is refused.
func TestCheckRefusesOneWinNotAsked(t *testing.T) {
	for _, p := range shipped(t) {
		if p.Asked < 2 {
			continue
		}
		q := clonePuzzle(&p)
		q.Asked--
		q.Refutes = q.Refutes[:len(q.Refutes)-1]
		q.Difficulty = DifficultyOf(q.Depth, q.Asked, q.Legal)
		q.Rating = RatingOf(q.Difficulty)
		if q.Themes, _ = themesFor(&q); q.Validate() != nil {
			t.Fatalf("puzzle %d asking one turn fewer: %v", p.ID, q.Validate())
		}
		refuses(t, renumber([]Puzzle{q}), &relaxed, 1, "puzzle 1", "field asked", "one move alone is proven to win")
		return
	}
	t.Fatal("no puzzle asking two turns or more")
}

// themesFor recomputes a puzzle's themes from its line (for a test that
// changes the turns asked).
func themesFor(p *Puzzle) ([]string, error) {
	r, _ := p.rules()
	pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
	line := make([]engine.Move, len(p.Line))
	q := pos
	for i, tok := range p.Line {
		line[i] = mustMove(&r, &q, tok)
		q, _ = r.Play(&q, line[i])
	}
	return themesOf(&r, pos, line, p.Asked)
}

// TestCheckRefusesGreedyShare: the good file with non-greedy puzzles left
// out until more than a fifth are greedy is refused by the greedy rule.
func TestCheckRefusesGreedyShare(t *testing.T) {
	ps := shipped(t)
	greedy := 0
	for _, p := range ps {
		if p.Greedy {
			greedy++
		}
	}
	var out []Puzzle
	others := 0
	for _, p := range ps {
		if p.Greedy || others < 3*greedy { // a quarter greedy
			if !p.Greedy {
				others++
			}
			out = append(out, p)
		}
	}
	std := DefaultStandard()
	std.MinPuzzles = 1
	refuses(t, renumber(out), &std, len(out), "rule greedy", "solved by the move that captures the most seeds", "want at most 20.0%")
}

// TestCheckRefusesDifficultyShare: the good file with puzzles of other
// difficulties left out until level 1 holds more than 35% is refused.
func TestCheckRefusesDifficultyShare(t *testing.T) {
	ps := shipped(t)
	var ones, others []Puzzle
	for _, p := range ps {
		if p.Difficulty == 1 {
			ones = append(ones, p)
		} else {
			others = append(others, p)
		}
	}
	out := append(ones, others[:min(len(others), len(ones))]...) // half at level 1
	std := DefaultStandard()
	std.MinPuzzles, std.MinKiswahili, std.MinNamua, std.MaxGreedy = 1, 0, 0, 1000
	refuses(t, renumber(out), &std, len(out), "rule difficulty", "have difficulty 1", "want at most 35.0% at each level")
}

// TestCheckRefusesShares: the good file with Bao la Kiswahili puzzles, or
// namua ones, left out until their share is under the standard's, or with
// too few puzzles, or above a size, is refused by that rule.
func TestCheckRefusesShares(t *testing.T) {
	ps := shipped(t)
	// keepFew keeps every puzzle that drop does not match and, of those it
	// matches, a third as many as the others.
	keepFew := func(drop func(*Puzzle) bool) []Puzzle {
		var out, few []Puzzle
		for _, p := range ps {
			if drop(&p) {
				few = append(few, p)
			} else {
				out = append(out, p)
			}
		}
		return renumber(append(out, few[:min(len(few), len(out)/3)]...))
	}
	std := DefaultStandard()
	std.MinPuzzles, std.MaxGreedy, std.MaxLevelShare = 1, 1000, 1000
	kiswahili := keepFew(func(p *Puzzle) bool { return p.Variant == engine.Kiswahili.String() })
	refuses(t, kiswahili, &std, len(kiswahili), "rule kiswahili", "are Bao la Kiswahili: want at least 70.0%")
	namua := keepFew(func(p *Puzzle) bool { return p.Stage == StageNamua })
	refuses(t, namua, &std, len(namua), "rule namua", "are from the namua stage: want at least 30.0%")
	std = DefaultStandard()
	few := renumber(slices.Clone(ps[:MinPuzzles-1]))
	refuses(t, few, &std, len(few), "rule count", "999 puzzles: want at least 1000")
	std.MaxGzipBytes = 1000
	refuses(t, ps, &std, len(ps), "rule size", "gzipped: want at most 1000 gzipped")
}

// transform returns p under a symmetry of the board (symmetry.go): every
// position and move mapped.
func transform(t *testing.T, p *Puzzle, s symmetry) Puzzle {
	t.Helper()
	q := clonePuzzle(p)
	r, _ := p.rules()
	move := func(m engine.Move) string {
		if s&mirrorLR != 0 {
			m = mirrorMove(m)
		}
		if s&colourSwap != 0 {
			m = flipMove(m)
		}
		return m.String()
	}
	parse := func(bfen string) engine.Position {
		pos, err := engine.ParsePosition(bfen, r.Variant)
		if err != nil {
			t.Fatal(err)
		}
		return pos
	}
	turn := func(pos *engine.Position, refute map[string]string) map[string]string {
		out := map[string]string{}
		for m, reply := range refute {
			mv := mustMove(&r, pos, m)
			c, _ := r.Play(pos, mv)
			out[move(mv)] = move(mustMove(&r, &c, reply))
		}
		return out
	}
	before, pos := parse(p.Before), parse(p.BFEN)
	q.Last = move(mustMove(&r, &before, p.Last))
	b, a := image(&before, s), image(&pos, s)
	q.Before, q.BFEN = b.String(), a.String()
	q.Refute = turn(&pos, p.Refute)
	q.Refutes = nil
	cur := pos
	for i, tok := range p.Line {
		m := mustMove(&r, &cur, tok)
		if i%2 == 0 && i > 0 && i/2 < p.Asked {
			q.Refutes = append(q.Refutes, turn(&cur, p.Refutes[i/2-1]))
		}
		q.Line[i] = move(m)
		cur, _ = r.Play(&cur, m)
	}
	q.Wins = []string{q.Line[0]}
	return q
}

// TestCheckRefusesDuplicates: the good file with a puzzle added again
// mirrored left to right (one with no nyumba owned), or with the colours
// swapped, is refused naming the copy, the puzzle it copies and how.
func TestCheckRefusesDuplicates(t *testing.T) {
	ps := shipped(t)
	for _, s := range []symmetry{mirrorLR, colourSwap} {
		found := false
		for i := range ps {
			p := &ps[i]
			r, _ := p.rules()
			before, _ := engine.ParsePosition(p.Before, r.Variant)
			if s&mirrorLR != 0 && !mirrorable(&before) {
				continue // the mirror of the position before needs no nyumba owned too
			}
			q := transform(t, p, s)
			if err := q.Validate(); err != nil {
				t.Fatalf("puzzle %d %v: %v", p.ID, s, err)
			}
			out := append(slices.Clone(ps), q)
			refuses(t, renumber(out), nil, len(out), "puzzle "+itoa(len(out)), "rule duplicate", "the position of puzzle "+itoa(p.ID), s.String())
			// The copy alone is a good puzzle: only the duplicate is wrong.
			if err := CheckOne(&q, 0); err != nil {
				t.Errorf("puzzle %d %v alone: %v", p.ID, s, err)
			}
			found = true
			break
		}
		if !found {
			t.Errorf("no puzzle to copy %v", s)
		}
	}
}

// TestCheckRefusesPuzzleOnALine: a puzzle made of the position two plies
// into another's line (the second turn asked, its one winning move and
// its refutations) is refused naming both puzzles.
func TestCheckRefusesPuzzleOnALine(t *testing.T) {
	ps := shipped(t)
	for i := range ps {
		p := &ps[i]
		if p.Asked < 2 || p.Plies-2 < MinPlies {
			continue
		}
		r, _ := p.rules()
		pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
		before, _ := r.Play(&pos, mustMove(&r, &pos, p.Line[0]))
		at, _ := r.Play(&before, mustMove(&r, &before, p.Line[1]))
		var ch engine.Children
		r.Generate(&at, &ch)
		q := Puzzle{Variant: p.Variant, Rules: p.Rules, Before: before.String(), Last: p.Line[1], BFEN: at.String(),
			Stage: stageOf(&at), Wins: []string{p.Line[2]}, Legal: ch.N, Plies: p.Plies - 2, Line: slices.Clone(p.Line[2:]),
			Asked: p.Asked - 1, Refute: p.Refutes[0], Refutes: slices.Clone(p.Refutes[1:]), Depth: p.Depth,
			Source: Source{Game: p.Source.Game, Levels: p.Source.Levels, Ply: int(at.Ply)}}
		var err error
		if q.Themes, err = themesFor(&q); err != nil {
			t.Fatal(err)
		}
		w := slices.IndexFunc(ch.List[:ch.N], func(c engine.Child) bool { return c.Move.String() == q.Wins[0] })
		q.Greedy, _ = greedy(&r, &at, &ch, ch.List[w].Move)
		q.Difficulty = DifficultyOf(q.Depth, q.Asked, q.Legal)
		q.Rating, q.RD = RatingOf(q.Difficulty), StartRD
		if q.Validate() != nil {
			continue // too few moves there, or a trivial win: not a puzzle of its own
		}
		out := append(slices.Clone(ps), q)
		refuses(t, renumber(out), nil, len(out), "puzzle "+itoa(len(out)), "rule line", "lies on the line of puzzle "+itoa(p.ID), "after line[1]")
		return
	}
	t.Fatal("no puzzle whose second turn asked makes a puzzle of its own")
}

// TestCheckRefusesFalseClaims changes a good puzzle's claims so that its
// form stays valid but the proofs disagree: a reply that does not refute
// its move. Check reports it with its field.
func TestCheckRefusesFalseClaims(t *testing.T) {
	for _, p := range shipped(t) {
		r, _ := p.rules()
		pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
		for _, lose := range sortedKeys(p.Refute) {
			c, _ := r.Play(&pos, mustMove(&r, &pos, lose))
			var ml engine.MoveList
			r.Legal(&c, &ml)
			for _, reply := range ml.Moves[:ml.N] {
				q := clonePuzzle(&p)
				q.Refute[lose] = reply.String()
				err := CheckOne(&q, CheckNodes)
				var fe *FieldError
				if errors.As(err, &fe) && fe.Field == "refute."+lose && strings.Contains(err.Error(), "the reply "+reply.String()+" is not proven to win") {
					return
				}
			}
		}
	}
	t.Fatal("no puzzle with a reply that does not refute its move")
}

func itoa(n int) string { return strconv.Itoa(n) }
