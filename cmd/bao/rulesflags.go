package main

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/spf13/pflag"
)

// rulesFlags holds the --variant flag and one flag per rule option of
// rules.md section 9 (--rule-takasiaMustCapture=true ...).
type rulesFlags struct {
	variant string
	options map[string]*string
}

// addRulesFlags declares the rules flags on fs.
func addRulesFlags(fs *pflag.FlagSet) *rulesFlags {
	rf := &rulesFlags{options: map[string]*string{}}
	fs.StringVar(&rf.variant, "variant", "kiswahili", "game: kiswahili, kete or kujifunza")
	for _, o := range engine.RuleOptions {
		help := o.Help
		if o.Values != nil {
			help += fmt.Sprintf(" (%v; default: the variant's)", o.Values)
		}
		rf.options[o.Name] = fs.String(o.Name, "", help)
	}
	return rf
}

// rules returns the configuration the flags describe.
func (rf *rulesFlags) rules() (engine.Rules, error) {
	v, err := engine.ParseVariant(rf.variant)
	if err != nil {
		return engine.Rules{}, usagef("--variant: %v", err)
	}
	r := engine.DefaultRules(v)
	for _, o := range engine.RuleOptions {
		if val := *rf.options[o.Name]; val != "" {
			if err := r.Set(o.Name, val); err != nil {
				return r, usagef("--%s: %v", o.Name, err)
			}
		}
	}
	return r, nil
}

// position returns the start position of the rules' variant, or the BFEN
// when one is given, then plays the moves.
func startingPosition(r *engine.Rules, bfen string, moves []string) (engine.Position, error) {
	p := engine.StartPosition(r.Variant)
	if bfen != "" {
		q, err := engine.ParsePosition(bfen, r.Variant)
		if err != nil {
			return p, usagef("--fen: %v", err)
		}
		p = q
	}
	for i, tok := range moves {
		m, err := r.ParseMove(&p, tok)
		if err != nil {
			return p, usagef("--moves: move %d: %v", i+1, err)
		}
		q, err := r.Play(&p, m)
		if err != nil {
			return p, usagef("--moves: move %d: %v", i+1, err)
		}
		p = q
	}
	return p, nil
}
