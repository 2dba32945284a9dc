package matchcmd

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/judge/match"
	"github.com/baoengine/bao/openings"
)

// Bounds of a setup's numbers: the schedule is built whole in memory, and
// every game at once runs two engine processes.
const (
	maxGames       = 1_000_000
	maxConcurrency = 256
)

// setup is a match as "bao match" takes it: match.Config's numbers and
// rules, set directly by the flags, and the settings that are text, which
// build parses. Its errors name the settings by their flags (--games,
// --engine 2, ...): every one is a mistake in the command line.
type setup struct {
	match.Config
	Engines  []string // one "cmd=PATH name=NAME tc=10+0.1 ..." per engine (match.ParseEngineSpec)
	Each     string   // settings every engine takes unless it gives its own
	Openings string   // "builtin" or "FILE [order=random|sequential] [plies=N]" (openings.ParseSpec)
	Resign   string   // "movecount=N score=CP [twosided=true]" (match.ParseResign); "" never
	SPRT     string   // "elo0=0 elo1=5 [alpha=0.05 beta=0.05]" (match.ParseSPRT); "" none
	Shard    string   // "I/N" (shard.Parse); "" the whole schedule
}

// build checks the numbers, sets the rules, parses the text settings
// (completing each engine with Each) and returns the match.Config,
// checked. rules, if not nil, gives the rules (in place of Config.Rules);
// its error is returned as it is. The settings are read in the order of
// bao match's flags, so that of several mistakes the first is reported.
func (s *setup) build(rules func() (engine.Rules, error)) (*match.Config, error) {
	if err := s.checkNumbers(); err != nil {
		return nil, err
	}
	c := s.Config
	if rules != nil {
		var err error
		if c.Rules, err = rules(); err != nil {
			return nil, err
		}
	}
	eachSpec, err := match.ParseEngineSpec(s.Each)
	if err != nil {
		return nil, fmt.Errorf("--each: %w", err)
	}
	if eachSpec.Name != "" {
		return nil, errors.New("--each: name=: every engine needs a name of its own; give name= in each --engine")
	}
	if len(s.Engines) < 2 {
		return nil, errors.New("match: give at least two --engine (e.g. --engine \"cmd=./bao\" --engine builtin=random)")
	}
	for i, text := range s.Engines {
		sp, err := match.ParseEngineSpec(text)
		if err != nil {
			return nil, fmt.Errorf("--engine %d: %w", i+1, err)
		}
		sp = sp.WithDefaults(eachSpec)
		if err := sp.Complete(); err != nil {
			return nil, fmt.Errorf("--engine %d (%s): %w", i+1, text, err)
		}
		c.Engines = append(c.Engines, sp)
	}
	osp, err := openings.ParseSpec(s.Openings)
	if err != nil {
		return nil, fmt.Errorf("--openings: %w", err)
	}
	if c.Openings, err = match.LoadOpenings(osp, &c.Rules); err != nil {
		return nil, fmt.Errorf("--openings: %w", err)
	}
	c.RandomOrder = osp.Order == "random"
	c.OpeningsFile = osp.File
	if s.Resign != "" {
		if c.Resign, err = match.ParseResign(s.Resign); err != nil {
			return nil, fmt.Errorf("--resign: %w", err)
		}
	}
	if c.SPRT, err = match.ParseOptionalSPRT(s.SPRT); err != nil {
		return nil, fmt.Errorf("--sprt: %w", err)
	}
	if s.Shard != "" {
		if c.Shard, err = shard.Parse(s.Shard); err != nil {
			return nil, fmt.Errorf("--shard: %w", err)
		}
	}
	if err := c.Check(); err != nil {
		return nil, err
	}
	return &c, nil
}

// checkNumbers refuses numbers out of range: a timeout or report period
// below zero (which would otherwise mean the default or nothing,
// silently), a concurrency that would start thousands of processes, a
// schedule too large to hold in memory.
func (s *setup) checkNumbers() error {
	switch {
	case s.Games < 1:
		return fmt.Errorf("match: --games %d: want 1 or more", s.Games)
	case s.Rounds < 1:
		return fmt.Errorf("match: --rounds %d: want 1 or more", s.Rounds)
	case s.Concurrency < 1 || s.Concurrency > maxConcurrency:
		return fmt.Errorf("match: --concurrency %d: want 1..%d", s.Concurrency, maxConcurrency)
	case s.RatingInterval < 0:
		return fmt.Errorf("match: --ratinginterval %d: want 0 (only at the end) or more", s.RatingInterval)
	case s.Ready <= 0:
		return fmt.Errorf("match: --ready-timeout %v: want more than 0", s.Ready)
	case s.Hang <= 0:
		return fmt.Errorf("match: --hang-timeout %v: want more than 0", s.Hang)
	}
	engines := len(s.Engines)
	pairings := max(engines*(engines-1)/2, 1)
	if s.Gauntlet {
		pairings = max(engines-1, 1)
	}
	if total := uint64(s.Games) * uint64(s.Rounds) * uint64(pairings); s.Games > maxGames || s.Rounds > maxGames || total > maxGames {
		return fmt.Errorf("match: --games %d, --rounds %d, %d pairing(s): at most %d games in all", s.Games, s.Rounds, pairings, maxGames)
	}
	return nil
}
