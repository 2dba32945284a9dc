package analysis

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// finishedKujifunza is a whole Kujifunza game that South wins by emptying
// North's front row with the last move.
const finishedKujifunza = "A3R b7R A4R a8L A6L a7L B1L b2R B7R b3L B2L b6R A2R b5R B1L b7L A2L b1L A4L b6L A5R"

// testSearcher is a quick searcher with multipv lines and a small table.
func testSearcher(multipv int) *search.Searcher {
	opts := search.DefaultOptions()
	opts.HashMiB, opts.MultiPV, opts.MoveOverhead = 1, multipv, 0
	return search.New(opts)
}

// testOutput writes the analysis to out and notes to notes.
func testOutput(out, notes *strings.Builder, asJSON bool) Output {
	return Output{W: out, Notes: notes, JSON: asJSON}
}

// gameAfter is a game of variant v after the moves.
func gameAfter(t *testing.T, v engine.Variant, moves string) *engine.Game {
	t.Helper()
	r := engine.DefaultRules(v)
	g := engine.NewGame(&r, engine.StartPosition(v))
	for _, tok := range strings.Fields(moves) {
		if _, err := g.PlayToken(tok); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestPositionHuman(t *testing.T) {
	var out, notes strings.Builder
	g := gameAfter(t, engine.Kiswahili, "A7L a5R")
	err := Position(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 3}, g, 1)
	if err != nil {
		t.Fatal(err)
	}
	diagram := engine.Diagram(g.Current())
	lines := strings.Split(strings.TrimSuffix(strings.TrimPrefix(out.String(), diagram), "\n"), "\n")
	if !strings.HasPrefix(out.String(), diagram) || !strings.HasPrefix(lines[0], "Fen: ") || lines[1] != "Variant: kiswahili  Side to move: South" {
		t.Errorf("head:\n%s", out.String())
	}
	if n := strings.Count(out.String(), "\ndepth "); n != 3 || strings.Contains(out.String(), " line ") {
		t.Errorf("%d iteration lines, want 3 without line numbers:\n%s", n, out.String())
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "bestmove ") || !strings.Contains(last, " depth 3 ") || !strings.Contains(last, "%") {
		t.Errorf("last line %q", last)
	}
	if notes.Len() != 0 {
		t.Errorf("notes %q", notes.String())
	}
}

// TestPositionJSONAndFewerLines: three lines asked for in a position of
// two legal moves: FewerLines hears of it before the search.
func TestPositionJSONAndFewerLines(t *testing.T) {
	var out, notes strings.Builder
	o := testOutput(&out, &notes, true)
	asked, legal := 0, 0
	o.FewerLines = func(a, l int) {
		if out.Len() != 0 {
			t.Errorf("FewerLines called after the search began: %q", out.String())
		}
		asked, legal = a, l
	}
	err := Position(context.Background(), o, testSearcher(3), search.Limits{Depth: 2}, gameAfter(t, engine.Kiswahili, "A7L"), 3)
	if err != nil {
		t.Fatal(err)
	}
	if asked != 3 || legal != 2 || notes.Len() != 0 {
		t.Errorf("FewerLines(%d, %d), notes %q; want FewerLines(3, 2) and no notes", asked, legal, notes.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	for i, l := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("line %d not JSON: %q", i, l)
		}
		if _, ok := v["win_probability"]; !ok {
			t.Errorf("line %d without win_probability: %s", i, l)
		}
		if last := i == len(lines)-1; last != (v["bestmove"] != nil) {
			t.Errorf("line %d: bestmove only on the last line: %s", i, l)
		}
	}
}

// TestPositionGameOver: a finished game is not searched; the output says
// who won and why.
func TestPositionGameOver(t *testing.T) {
	game := gameAfter(t, engine.Kujifunza, finishedKujifunza)
	var out, notes strings.Builder
	if err := Position(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 2}, game, 1); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "\ngame over: South wins: North's front row is empty\n") || strings.Contains(out.String(), "bestmove") {
		t.Errorf("output:\n%s", out.String())
	}
	out.Reset()
	if err := Position(context.Background(), testOutput(&out, &notes, true), testSearcher(1), search.Limits{Depth: 2}, game, 1); err != nil {
		t.Fatal(err)
	}
	want := `{"game_over":true,"reason":"North's front row is empty","result":"South wins: North's front row is empty","winner":"S"}` + "\n"
	if out.String() != want {
		t.Errorf("JSON %q, want %q", out.String(), want)
	}
}

// TestPositionCancelled: a search under a cancelled context still writes
// its best line, marked as interrupted.
func TestPositionCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, notes strings.Builder
	if err := Position(ctx, testOutput(&out, &notes, true), testSearcher(1), search.Limits{Depth: 50}, gameAfter(t, engine.Kiswahili, ""), 1); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var v map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &v); err != nil || v["interrupted"] != true {
		t.Errorf("last line %q (%v): want interrupted", lines[len(lines)-1], err)
	}
}

// finalLine is the part of analyze's JSON lines that says what a score is.
type finalLine struct {
	BestMove string   `json:"bestmove"`
	Score    int      `json:"score"`
	Bound    string   `json:"bound"`
	Depth    int      `json:"depth"`
	PV       []string `json:"pv"`
}

// cutIteration finds a node limit that stops the search of Kujifunza's
// start position inside an iteration that has already found a better
// move than the last complete one, and returns the limit, the last
// complete iteration's line and the final line of Position's JSON. On
// the way it checks that a search ending on a complete iteration gives
// that iteration's exact score and depth.
func cutIteration(t *testing.T) (search.Limits, finalLine, finalLine) {
	t.Helper()
	g := gameAfter(t, engine.Kujifunza, "")
	for nodes := uint64(4000); nodes <= 20000; nodes += 250 {
		lim := search.Limits{Nodes: nodes}
		var out, notes strings.Builder
		if err := Position(context.Background(), testOutput(&out, &notes, true), testSearcher(1), lim, g, 1); err != nil {
			t.Fatal(err)
		}
		var last, final finalLine
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var v finalLine
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("nodes %d: %q: %v", nodes, l, err)
			}
			switch {
			case v.BestMove != "":
				final = v
			case v.Bound == "exact":
				last = v
			}
		}
		if final.BestMove != last.PV[0] {
			return lim, last, final
		}
		if final.Bound != "exact" || final.Depth != last.Depth || final.Score != last.Score {
			t.Fatalf("nodes %d: the last complete iteration (depth %d, %d) chose %s; final line %+v, want its exact score and depth",
				nodes, last.Depth, last.Score, last.PV[0], final)
		}
	}
	t.Fatal("no node limit from 4000 to 20000 stopped an iteration after it had found a better move: choose other limits")
	return search.Limits{}, finalLine{}, finalLine{}
}

// TestPositionBoundOfCutIteration: a limit that stops the search inside
// an iteration that has already found a better move than the last
// complete one plays that move; the last line and its JSON give its
// score as what it is, a lower bound at the unfinished depth, not as the
// exact score of the depth before.
func TestPositionBoundOfCutIteration(t *testing.T) {
	lim, last, final := cutIteration(t)
	if final.Bound != "lowerbound" || final.Depth != last.Depth+1 {
		t.Fatalf("nodes %d: the last complete iteration (depth %d) chose %s, the cut one %s; final line %+v, want a lower bound at depth %d",
			lim.Nodes, last.Depth, last.PV[0], final.BestMove, final, last.Depth+1)
	}
	var out, notes strings.Builder
	if err := Position(context.Background(), testOutput(&out, &notes, false), testSearcher(1), lim, gameAfter(t, engine.Kujifunza, ""), 1); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := fmt.Sprintf("bestmove %s score >=%s win ", final.BestMove, score.Score(final.Score).Text())
	if got := lines[len(lines)-1]; !strings.HasPrefix(got, want) || !strings.Contains(got, fmt.Sprintf(" depth %d ", last.Depth+1)) {
		t.Errorf("nodes %d: last line %q, want it to start %q and say depth %d", lim.Nodes, got, want, last.Depth+1)
	}
}
