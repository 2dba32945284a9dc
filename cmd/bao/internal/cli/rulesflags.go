package cli

import (
	"errors"
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/spf13/pflag"
)

// RulesFlags holds the --variant flag and one flag per rule option of
// rules.md section 9 (--takasiaMustCapture=true ...).
type RulesFlags struct {
	variant string
	options map[string]*string
}

// AddRulesFlags declares the rules flags on fs.
func AddRulesFlags(fs *pflag.FlagSet) *RulesFlags {
	rf := &RulesFlags{options: map[string]*string{}}
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

// Rules returns the configuration the flags describe (engine.NewRules),
// with an error that names the flag at fault.
func (rf *RulesFlags) Rules() (engine.Rules, error) {
	var settings []engine.RuleSetting
	for _, o := range engine.RuleOptions {
		if val := *rf.options[o.Name]; val != "" {
			settings = append(settings, engine.RuleSetting{Name: o.Name, Value: val})
		}
	}
	r, err := engine.NewRules(rf.variant, settings, engine.Trusted)
	var se *engine.SettingError
	if errors.As(err, &se) {
		// The flags are named as the options are (RulesFlags).
		return r, Usagef("--%s: %v", se.Name, se.Err)
	}
	return r, err
}

// MovesHelp is the help of the --moves flags.
const MovesHelp = "moves to play first, e.g. \"A6L a5R\" (move numbers such as \"1.\" are skipped, so a record's moves can be pasted)"

// StartingPosition returns the start position of the rules' variant, or
// the BFEN when one is given, after the moves (a --moves value).
func StartingPosition(r *engine.Rules, bfen string, moves string) (engine.Position, error) {
	g, err := StartingGame(r, bfen, moves)
	if err != nil {
		return engine.Position{}, err
	}
	return *g.Current(), nil
}

// StartingGame is StartingPosition as a game (engine.StartGame): it
// holds the keys of the positions before the last one, for repetition.
func StartingGame(r *engine.Rules, bfen string, moves string) (*engine.Game, error) {
	g, err := engine.StartGame(r, bfen, engine.MoveTokens(moves))
	if err != nil {
		return nil, Usagef("--%v", err)
	}
	return g, nil
}
