package match

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/openings"
)

// Bounds of a Setup's numbers: the schedule is built whole in memory, and
// every game at once runs two engine processes.
const (
	MaxGames       = 1_000_000
	MaxConcurrency = 256
)

// Setup is a match as "bao match" takes it: Config's numbers and rules,
// set directly, and the settings that are text, which Build parses. Its
// errors name the settings by their flags (--games, --engine 2, ...):
// every one is a mistake in the command line.
type Setup struct {
	Config
	Engines  []string // one "cmd=PATH name=NAME tc=10+0.1 ..." per engine (ParseEngineSpec)
	Each     string   // settings every engine takes unless it gives its own
	Openings string   // "builtin" or "FILE [order=random|sequential] [plies=N]" (openings.ParseSpec)
	Resign   string   // "movecount=N score=CP [twosided=true]" (ParseResign); "" never
	SPRT     string   // "elo0=0 elo1=5 [alpha=0.05 beta=0.05]" (ParseSPRT); "" none
	Shard    string   // "I/N" (shard.Parse); "" the whole schedule
}

// Build checks the numbers, sets the rules, parses the text settings
// (completing each engine with Each) and returns the Config, checked.
// rules, if not nil, gives the rules (in place of Config.Rules); its error
// is returned as it is. The settings are read in the order of bao match's
// flags, so that of several mistakes the first is reported.
func (s *Setup) Build(rules func() (engine.Rules, error)) (*Config, error) {
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
	eachSpec, err := ParseEngineSpec(s.Each)
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
		sp, err := ParseEngineSpec(text)
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
	if c.Openings, err = LoadOpenings(osp, &c.Rules); err != nil {
		return nil, fmt.Errorf("--openings: %w", err)
	}
	c.RandomOrder = osp.Order == "random"
	c.OpeningsFile = osp.File
	if s.Resign != "" {
		if c.Resign, err = ParseResign(s.Resign); err != nil {
			return nil, fmt.Errorf("--resign: %w", err)
		}
	}
	if c.SPRT, err = ParseOptionalSPRT(s.SPRT); err != nil {
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

// ParseOptionalSPRT is ParseSPRT of a setting that may be absent: "" is
// no test (nil).
func ParseOptionalSPRT(text string) (*SPRT, error) {
	if text == "" {
		return nil, nil
	}
	sp, err := ParseSPRT(text)
	if err != nil {
		return nil, err
	}
	return &sp, nil
}

// checkNumbers refuses numbers out of range: a timeout or report period
// below zero (which would otherwise mean the default or nothing,
// silently), a concurrency that would start thousands of processes, a
// schedule too large to hold in memory.
func (s *Setup) checkNumbers() error {
	switch {
	case s.Games < 1:
		return fmt.Errorf("match: --games %d: want 1 or more", s.Games)
	case s.Rounds < 1:
		return fmt.Errorf("match: --rounds %d: want 1 or more", s.Rounds)
	case s.Concurrency < 1 || s.Concurrency > MaxConcurrency:
		return fmt.Errorf("match: --concurrency %d: want 1..%d", s.Concurrency, MaxConcurrency)
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
	if total := uint64(s.Games) * uint64(s.Rounds) * uint64(pairings); s.Games > MaxGames || s.Rounds > MaxGames || total > MaxGames {
		return fmt.Errorf("match: --games %d, --rounds %d, %d pairing(s): at most %d games in all", s.Games, s.Rounds, pairings, MaxGames)
	}
	return nil
}
