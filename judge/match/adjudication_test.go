package match

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
)

// TestMoveLimit: at --maxplies the game is a draw by adjudication, and the
// record says that Bao has no draw rule.
func TestMoveLimit(t *testing.T) {
	c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
	c.MaxPlies = 12
	tl, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	games := replayAll(t, pgn.Bytes())
	if tl.Main().Score.D != 4 || len(games) != 4 {
		t.Fatalf("%+v, %d records", tl.Main().Score, len(games))
	}
	for _, g := range games {
		if g.Result != engine.Draw || len(g.Moves) != 12 || !strings.Contains(g.Termination, "Bao has no draw rule") {
			t.Errorf("%v after %d plies: %q", g.Result, len(g.Moves), g.Termination)
		}
	}
}

// TestResign: a player whose score stays below the threshold resigns; the
// record replays with the resignation as its reason.
func TestResign(t *testing.T) {
	c, pgn := testConfig(t, 2, "cmd="+bin(t, "bao")+" depth=3 name=bao", "cmd="+bin(t, "bao")+" depth=1 name=weak")
	c.Resign = Resign{Moves: 2, Score: 300}
	tl, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tl.Terminations["resignation"] == 0 {
		t.Fatalf("no resignation: %v", tl.Terminations)
	}
	for _, g := range replayAll(t, pgn.Bytes()) {
		if classify(g.Result, g.Termination) == ReasonResign && !strings.Contains(g.Termination, " resigns (score at most -3.00 for 2 moves)") {
			t.Errorf("termination %q", g.Termination)
		}
	}
}

// TestClockForfeit: with a clock, an engine that thinks past its time
// (plus the margin) loses on time; the other games are unaffected.
func TestClockForfeit(t *testing.T) {
	c, pgn := testConfig(t, 2, "builtin=greedy", "cmd="+bin(t, "slow")+" tc=1+0.1 timemargin=100")
	c.Openings = []openings.Opening{{Start: engine.StartPosition(engine.Kiswahili), Label: "start"}}
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	// The slow fake sleeps 2 s at its process's third search, with about
	// 1.1 s allowed: its move comes within the runner's grace of a second
	// ("took 2.004s with ...", or "took 2s" when it came on the
	// millisecond) or, on a loaded machine, after it ("no bestmove within
	// 2.1s ..."; then the process is restarted and loses the next game the
	// same way). The first game is lost on time; a game without the long
	// search ends by the rules.
	lostOnTime := regexp.MustCompile(`^time forfeit: slow (took 2(\.[0-9]+)?s |no bestmove within 2\.)`)
	games := replayAll(t, pgn.Bytes())
	for i, g := range games {
		forfeit := lostOnTime.MatchString(g.Termination)
		if i == 0 && !forfeit || !forfeit && classify(g.Result, g.Termination) != ReasonRules {
			t.Errorf("game %d: termination %q", i+1, g.Termination)
		}
	}
}

// TestVariant: the engines are told the variant; records carry it and
// replay under its rules.
func TestVariant(t *testing.T) {
	for _, v := range []engine.Variant{engine.Kete, engine.Kujifunza} {
		c, pgn := testConfig(t, 2, "cmd="+bin(t, "bao")+" depth=2 name=bao", "builtin=random")
		c.Rules = engine.DefaultRules(v)
		ops, err := LoadOpenings(openings.Spec{}, &c.Rules)
		if err != nil {
			t.Fatal(err)
		}
		c.Openings = ops
		tl, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		if tl.Terminations["rules"] != 2 {
			t.Errorf("%v: %v", v, tl.Terminations)
		}
		for _, g := range replayAll(t, pgn.Bytes()) {
			if tag, _ := g.Tag("Variant"); tag != v.String() {
				t.Errorf("Variant tag %q, want %v", tag, v)
			}
		}
	}
}
