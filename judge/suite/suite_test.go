package suite

import (
	"bytes"
	"context"
	"io/fs"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// TestBuiltinSuites checks the committed suite files: every line parses
// with consistent labels (Parse checks that the winning and losing
// moves are disjoint, both present and together the legal moves), every
// position is unique and of its file's variant, at most half of its moves
// win, and the header names the command that built it.
func TestBuiltinSuites(t *testing.T) {
	for _, v := range engine.Variants {
		entries, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) < 100 {
			t.Errorf("%s: %d positions, want at least 100", v, len(entries))
		}
		seen := map[uint64]bool{}
		for _, e := range entries {
			if e.Variant != v {
				t.Errorf("%s suite line %d: variant %s", v, e.Line, e.Variant)
			}
			if seen[e.Pos.Key] {
				t.Errorf("%s suite line %d: position repeated", v, e.Line)
			}
			seen[e.Pos.Key] = true
			if 2*len(e.Win) > len(e.Win)+len(e.Lose) {
				t.Errorf("%s suite line %d: %d of %d moves win", v, e.Line, len(e.Win), len(e.Win)+len(e.Lose))
			}
		}
		b, err := fs.ReadFile(files, File(v))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "# Built by: bao datagen suite --variant "+v.String()) {
			t.Errorf("%s: the header does not name the command that built it", v)
		}
	}
}

// TestBuiltinSuiteLabelsBySolver re-proves a sample of each suite with a
// fresh solver: the position is won, each winning move's child is lost for
// the opponent and each losing move's child won for him.
func TestBuiltinSuiteLabelsBySolver(t *testing.T) {
	if testing.Short() {
		t.Skip("re-solves suite positions")
	}
	for _, v := range engine.Variants {
		entries, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.DefaultRules(v)
		for i := 0; i < len(entries); i += max(1, len(entries)/4) {
			e := &entries[i]
			opt := solve.DefaultOptions()
			opt.HashMiB = 32
			s, err := solve.New(&r, opt)
			if err != nil {
				t.Fatal(err)
			}
			lim := solve.Limits{Nodes: 2_000_000}
			if res := s.Solve(e.Pos, lim, solve.Hooks{}); res.Value != solve.Win {
				t.Errorf("%s line %d: %v, want win", v, e.Line, res.Value)
			}
			check := func(m engine.Move, want solve.Value) {
				p, err := r.Play(&e.Pos, m)
				if err != nil {
					t.Fatal(err)
				}
				s.Clear()
				if res := s.Solve(p, lim, solve.Hooks{}); res.Value != want {
					t.Errorf("%s line %d: after %v the opponent's value is %v, want %v", v, e.Line, m, res.Value, want)
				}
			}
			check(e.Win[0], solve.Loss)
			check(e.Lose[len(e.Lose)-1], solve.Win)
		}
	}
}

func TestParseSuiteRejectsBadLines(t *testing.T) {
	good := "0,0,4,1,3,1,2,5/8,3,0,5,2,1,1,1/0,0,0,1,0,3,6,1/0,4,1,0,1,2,1,7 0,0 S - - 14 | kujifunza | A7L | A6L A6R A7R"
	entries, err := Parse(strings.NewReader("# c\n\n"+good+"\n"), "t")
	if err != nil || len(entries) != 1 || entries[0].Line != 3 || entries[0].String() != good {
		t.Fatalf("good line: %v %+v", err, entries)
	}
	bad := map[string]string{
		"fields":      "a | b | c",
		"variant":     strings.Replace(good, "kujifunza", "chess", 1),
		"bfen":        strings.Replace(good, "0,0,4,1", "0,0,4,9", 1),
		"no winners":  strings.Replace(good, "| A7L |", "| |", 1),
		"no losers":   strings.Replace(good, "A6L A6R A7R", "", 1),
		"illegal":     strings.Replace(good, "A6L A6R", "A6L B1R", 1),
		"token":       strings.Replace(good, "A6L A6R", "A6L Z6R", 1),
		"twice":       strings.Replace(good, "| A7L |", "| A7L A6L |", 1),
		"unlabelled":  strings.Replace(good, "A6L A6R A7R", "A6L A6R", 1),
		"in bad form": strings.Replace(good, "S - - 14", "X - - 14", 1),
	}
	for name, line := range bad {
		if _, err := Parse(strings.NewReader(good+"\n"+line+"\n"), "t"); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%s: %v, want an error naming line 2", name, err)
		}
	}
	// A move in both lists is said to be in both; one in a list twice,
	// to be there twice.
	for line, want := range map[string]string{
		strings.Replace(good, "| A7L |", "| A7L A6L |", 1):         "A6L is listed both as a winning and as a losing move",
		strings.Replace(good, "A6L A6R A7R", "A6L A6R A6R A7R", 1): "losing moves: A6R is listed twice",
	} {
		if _, err := Parse(strings.NewReader(line+"\n"), "t"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", line, err, want)
		}
	}
}

func TestMeasureSuite(t *testing.T) {
	entries, err := Builtin(engine.Kujifunza)
	if err != nil {
		t.Fatal(err)
	}
	best := Measure(entries, func(e *Entry) (engine.Move, score.Score) { return e.Win[0], 0 })
	worst := Measure(entries, func(e *Entry) (engine.Move, score.Score) { return e.Lose[0], 0 })
	if best.Rate() != 1 || worst.Rate() != 0 || best.Positions != len(entries) {
		t.Fatalf("oracle %.3f, anti-oracle %.3f over %d positions", best.Rate(), worst.Rate(), best.Positions)
	}
	if r := best.RandomRate(); r <= 0 || r > 0.5 {
		t.Fatalf("random rate %.3f: at most half the moves win", r)
	}
	lying := Measure(entries, func(e *Entry) (engine.Move, score.Score) { return e.Lose[0], score.WinIn(5) })
	if lying.FalseClaims != len(entries) {
		t.Fatalf("a proven-win score with a losing move: %d false claims, want %d", lying.FalseClaims, len(entries))
	}
	// The searcher agrees with the solver: whenever it claims a proven
	// result, it is a win with a winning move.
	for _, v := range engine.Variants {
		entries, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, lim := range []search.Limits{{Depth: 1}, {Depth: 3}, {Nodes: 300}} {
			sc := Measure(entries, SearchChooser(search.DefaultOptions(), lim))
			if sc.FalseClaims != 0 || sc.LossClaims != 0 {
				t.Errorf("%s %+v: the search contradicts the proofs: %+v", v, lim, sc)
			}
			t.Logf("%s depth %d nodes %d: %d/%d winning moves (%.1f%%; random %.1f%%), %d proven by the search",
				v, lim.Depth, lim.Nodes, sc.Hits, sc.Positions, 100*sc.Rate(), 100*sc.RandomRate(), sc.Claimed)
		}
	}
}

// TestSearchAgreesWithTheProofs searches every suite position deep enough
// for the search to prove some wins, and checks each proven score against
// the solver's labels.
func TestSearchAgreesWithTheProofs(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 600 positions with 20,000 nodes")
	}
	for _, v := range engine.Variants {
		entries, err := Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		sc := Measure(entries, SearchChooser(search.DefaultOptions(), search.Limits{Nodes: 20000}))
		if sc.FalseClaims != 0 || sc.LossClaims != 0 || sc.Claimed == 0 {
			t.Errorf("%s: %+v: want proven wins, all with winning moves", v, sc)
		}
		t.Logf("%s 20000 nodes: %.1f%% winning moves, %d proven wins by the search", v, 100*sc.Rate(), sc.Claimed)
	}
}

// TestBuildSuiteSmall builds a few Kujifunza positions twice: the same
// settings give the same suite, and it survives a write and a parse.
func TestBuildSuiteSmall(t *testing.T) {
	cfg := DefaultConfig(engine.Kujifunza)
	cfg.Count, cfg.Nodes, cfg.SolveNodes, cfg.HashMiB = 4, 500, 50_000, 8
	a, st, err := Build(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 4 || st.Kept != 4 || st.Tried < 4 || st.Games == 0 {
		t.Fatalf("%d positions, stats %+v", len(a), st)
	}
	b, _, err := Build(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, []string{"test"}, a); err != nil {
		t.Fatal(err)
	}
	back, err := Parse(&buf, "t")
	if err != nil || len(back) != len(a) {
		t.Fatalf("read back: %v, %d entries", err, len(back))
	}
	for i := range a {
		if a[i].String() != b[i].String() || a[i].String() != back[i].String() {
			t.Fatalf("entry %d: %s / %s / %s", i, a[i].String(), b[i].String(), back[i].String())
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got, _, err := Build(ctx, cfg); err != nil || len(got) != 0 {
		t.Fatalf("cancelled build: %d entries, %v", len(got), err)
	}
	cfg.Count = 0
	if _, _, err := Build(context.Background(), cfg); err == nil {
		t.Fatal("count 0 accepted")
	}
}
