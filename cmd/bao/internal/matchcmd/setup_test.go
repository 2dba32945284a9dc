package matchcmd

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match"
)

// testSetup is a valid setup of two built-in players.
func testSetup() setup {
	return setup{
		Config: match.Config{Rules: engine.DefaultRules(engine.Kiswahili), Games: 2, Rounds: 1, Concurrency: 1,
			Seed: 1, Event: "bao match", Ready: 10 * time.Second, Hang: time.Minute},
		Engines:  []string{"builtin=greedy", "builtin=random name=rnd"},
		Openings: "builtin",
	}
}

func TestSetupBuild(t *testing.T) {
	s := testSetup()
	s.Each = "nodes=100"
	s.Resign, s.SPRT, s.Shard = "movecount=3 score=1000", "elo0=0 elo1=5", "2/4"
	c, err := s.build(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Engines) != 2 || c.Engines[0].Name != "greedy" || c.Engines[1].Name != "rnd" || c.Engines[1].Limits.Nodes != 100 {
		t.Errorf("engines %+v", c.Engines)
	}
	if len(c.Openings) == 0 || !c.RandomOrder || c.Resign.Moves != 3 || c.SPRT == nil || c.SPRT.Elo1 != 5 || c.Shard.Index != 2 || c.Shard.Count != 4 {
		t.Errorf("%d openings, random order %v, resign %+v, SPRT %+v, shard %+v", len(c.Openings), c.RandomOrder, c.Resign, c.SPRT, c.Shard)
	}
	if c.PGN == nil || c.Date == "" {
		t.Error("build did not Check the config (no defaults)")
	}
	if len(s.Config.Engines) != 0 {
		t.Error("build changed the setup's Config")
	}
}

func TestSetupBuildErrors(t *testing.T) {
	for _, c := range []struct {
		change func(*setup)
		want   string
	}{
		{func(s *setup) { s.Games = 0 }, "match: --games 0: want 1 or more"},
		{func(s *setup) { s.Rounds = -1 }, "match: --rounds -1: want 1 or more"},
		{func(s *setup) { s.Concurrency = maxConcurrency + 1 }, "match: --concurrency 257: want 1..256"},
		{func(s *setup) { s.RatingInterval = -1 }, "match: --ratinginterval -1: want 0 (only at the end) or more"},
		{func(s *setup) { s.Ready = 0 }, "match: --ready-timeout 0s: want more than 0"},
		{func(s *setup) { s.Hang = -time.Second }, "match: --hang-timeout -1s: want more than 0"},
		{func(s *setup) { s.Games = 1000; s.Rounds = 1001 }, "match: --games 1000, --rounds 1001, 1 pairing(s): at most 1000000 games in all"},
		{func(s *setup) {
			s.Engines = []string{"builtin=greedy", "builtin=random", "builtin=greedy", "builtin=random"}
			s.Games, s.Gauntlet = 400_000, true
		}, "3 pairing(s)"},
		{func(s *setup) { s.Each = "colour=blue" }, "--each: "},
		{func(s *setup) { s.Each = "name=foo depth=2" }, "--each: name=: every engine needs a name of its own"},
		{func(s *setup) { s.Engines = s.Engines[:1] }, "match: give at least two --engine"},
		{func(s *setup) { s.Engines[1] = "speed=9" }, "--engine 2: "},
		{func(s *setup) { s.Engines[0] = "name=x" }, "--engine 1 (name=x): no cmd= or builtin= given"},
		{func(s *setup) { s.Openings = "none.txt" }, "--openings: "},
		{func(s *setup) { s.Resign = "movecount=0 score=5" }, "--resign: "},
		{func(s *setup) { s.SPRT = "elo0=5 elo1=0" }, "--sprt: "},
		{func(s *setup) { s.Shard = "3/2" }, "--shard: "},
		{func(s *setup) { s.MaxPlies = -1 }, "match: maxplies -1"},
	} {
		s := testSetup()
		c.change(&s)
		if _, err := s.build(nil); err == nil || !strings.HasPrefix(err.Error(), c.want) && !strings.Contains(err.Error(), c.want) {
			t.Errorf("want %q, got %v", c.want, err)
		}
	}
}

// TestSetupBuildRules: the rules come from the function, after the
// numbers are checked and before the engines are read.
func TestSetupBuildRules(t *testing.T) {
	kete := func() (engine.Rules, error) { return engine.DefaultRules(engine.Kete), nil }
	s := testSetup()
	c, err := s.build(kete)
	if err != nil || c.Rules.Variant != engine.Kete {
		t.Fatalf("rules %v, %v", c.Rules.Variant, err)
	}
	bad := errors.New("--variant: unknown")
	failing := func() (engine.Rules, error) { return engine.Rules{}, bad }
	s.Engines = nil
	if _, err := s.build(failing); err != bad {
		t.Errorf("rules failing, no engines: %v, want the rules' error", err)
	}
	s.Games = 0
	if _, err := s.build(failing); err == nil || !strings.HasPrefix(err.Error(), "match: --games 0") {
		t.Errorf("rules failing, no games: %v, want the games' error", err)
	}
}
