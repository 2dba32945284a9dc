package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/search"
)

// optionKind is a UCI option type.
type optionKind uint8

const (
	spinOption optionKind = iota
	checkOption
	comboOption
	buttonOption
	stringOption
)

// option is one protocol option: its UCI declaration and what setting it
// does to the session.
type option struct {
	name     string
	kind     optionKind
	def      string
	min, max int
	vars     []string
	set      func(s *Session, v string) error
}

// declaration returns the "option name ..." line of the handshake.
func (o *option) declaration() string {
	var b strings.Builder
	b.WriteString("option name ")
	b.WriteString(o.name)
	switch o.kind {
	case spinOption:
		fmt.Fprintf(&b, " type spin default %s min %d max %d", o.def, o.min, o.max)
	case checkOption:
		fmt.Fprintf(&b, " type check default %s", o.def)
	case comboOption:
		fmt.Fprintf(&b, " type combo default %s", o.def)
		for _, v := range o.vars {
			b.WriteString(" var ")
			b.WriteString(v)
		}
	case buttonOption:
		b.WriteString(" type button")
	case stringOption:
		def := o.def
		if def == "" {
			def = emptyValue
		}
		b.WriteString(" type string default " + def)
	}
	return b.String()
}

// parse checks a value against the option's type and returns it in
// canonical form.
func (o *option) parse(v string) (string, error) {
	switch o.kind {
	case spinOption:
		n, err := strconv.Atoi(v)
		if err != nil {
			return "", fmt.Errorf("option %s: value %q: want a whole number from %d to %d", o.name, v, o.min, o.max)
		}
		if n < o.min || n > o.max {
			return "", fmt.Errorf("option %s: value %d: out of range %d..%d", o.name, n, o.min, o.max)
		}
		return strconv.Itoa(n), nil
	case checkOption:
		switch strings.ToLower(v) {
		case "true", "false":
			return strings.ToLower(v), nil
		}
		return "", fmt.Errorf("option %s: value %q: want true or false", o.name, v)
	case comboOption:
		for _, x := range o.vars {
			if strings.EqualFold(x, v) {
				return x, nil
			}
		}
		return "", fmt.Errorf("option %s: value %q: want one of %s", o.name, v, strings.Join(o.vars, ", "))
	case stringOption:
		if v == emptyString {
			return "", nil
		}
	}
	return v, nil
}

// buildOptions returns the option table: the options of protocol.md 8,
// one Rule_<name> option per rule option of rules.md 9, and the search
// switches for experiments. Every search option's default is the one of
// search.DefaultOptions, and Hash's maximum is search.MaxHashMiB (half of
// the machine's memory), so the handshake never advertises a table the
// machine cannot hold.
func buildOptions() []*option {
	d := search.DefaultOptions()
	opts := []*option{
		{name: "Hash", kind: spinOption, def: strconv.Itoa(d.HashMiB), min: 1, max: search.MaxHashMiB(), set: func(s *Session, v string) error {
			o := s.searchOpts
			o.HashMiB = parsedInt(v)
			return s.setSizes("Hash", v, o)
		}},
		{name: "Threads", kind: spinOption, def: strconv.Itoa(d.Threads), min: 1, max: threadcount.Max, set: func(s *Session, v string) error {
			o := s.searchOpts
			o.Threads = parsedInt(v)
			return s.setSizes("Threads", v, o)
		}},
		{name: "MultiPV", kind: spinOption, def: strconv.Itoa(d.MultiPV), min: 1, max: 64, set: func(s *Session, v string) error {
			s.searchOpts.MultiPV = parsedInt(v)
			return nil
		}},
		{name: "Ponder", kind: checkOption, def: "false", set: func(s *Session, v string) error {
			s.ponder = v == "true"
			return nil
		}},
		{name: "MoveOverhead", kind: spinOption, def: strconv.Itoa(int(d.MoveOverhead.Milliseconds())), min: 0, max: 5000, set: func(s *Session, v string) error {
			s.searchOpts.MoveOverhead = time.Duration(parsedInt(v)) * time.Millisecond
			return nil
		}},
		{name: "RootProof", kind: spinOption, def: "0", min: 0, max: 100_000_000, set: func(s *Session, v string) error {
			s.rootProofNodes = parsedInt(v)
			return nil
		}},
		{name: "UCI_Variant", kind: comboOption, def: "kiswahili", vars: []string{"kiswahili", "kete", "kujifunza"}, set: func(s *Session, v string) error {
			variant, err := engine.ParseVariant(v)
			s.variant = variant
			return err
		}},
		{name: "UCI_AnalyseMode", kind: checkOption, def: "false", set: func(s *Session, v string) error {
			s.analyse = v == "true"
			return nil
		}},
		{name: "UCI_ShowWDL", kind: checkOption, def: "false", set: func(s *Session, v string) error {
			s.showWDL = v == "true"
			return nil
		}},
		{name: "ClearHash", kind: buttonOption, set: func(s *Session, v string) error {
			s.searcher.Clear()
			return nil
		}},
		debugLogOption(),
	}
	opts = append(opts, strengthOptions()...)
	for _, ro := range engine.RuleOptions {
		ro := ro
		o := &option{name: "Rule_" + ro.Name}
		if ro.Type == engine.NumberRule {
			// A spin has no "variant" value: its default is the one of
			// UCI_Variant's default, kiswahili.
			o.kind, o.def, o.min, o.max = spinOption, ro.Default(engine.Kiswahili), ro.Min, ro.MaxFor(engine.Trusted)
		} else {
			o.kind, o.def = comboOption, "variant"
			o.vars = append([]string{"variant"}, ro.Values...)
		}
		o.set = func(s *Session, v string) error {
			if v == "variant" {
				delete(s.ruleOverrides, ro.Name)
			} else {
				s.ruleOverrides[ro.Name] = v
			}
			return nil
		}
		opts = append(opts, o)
	}
	opts = append(opts, searchHeuristicOptions(d)...)
	opts = append(opts, evalOptions()...)
	return opts
}

// setSizes takes the search options o, in which the option name (Hash,
// Threads or EvalCache) has just been set to v, unless the table and the
// evaluation caches (one per thread) would then take more than
// search.MaxHashMiB together: isready would run out of memory. The error
// names the sizes, their total and the bound, and the options are kept.
func (s *Session) setSizes(name, v string, o search.Options) error {
	if err := search.CheckMemoryMiB(o); err != nil {
		return fmt.Errorf("option %s: value %s: %w", name, v, err)
	}
	s.searchOpts = o
	return nil
}

// findOption returns the option named name (case-insensitive).
func (s *Session) findOption(name string) *option { return findOption(s.options, name) }

// findOption returns the option of table named name, matched without
// regard to case, or nil.
func findOption(table []*option, name string) *option {
	for _, o := range table {
		if strings.EqualFold(o.name, name) {
			return o
		}
	}
	return nil
}

// currentRules returns the rules configuration of the current variant and
// rule options (engine.NewRules).
func (s *Session) currentRules() (engine.Rules, error) {
	var settings []engine.RuleSetting
	for _, ro := range engine.RuleOptions {
		if v, ok := s.ruleOverrides[ro.Name]; ok {
			settings = append(settings, engine.RuleSetting{Name: ro.Name, Value: v})
		}
	}
	return engine.NewRules(s.variant.String(), settings, engine.Trusted)
}

// searchHeuristicOptions returns one option per search switch
// (search.Switches, with the defaults of d): setoption changes nothing
// else for them, so SetSearchOption can apply them to options outside a
// session too.
func searchHeuristicOptions(d search.Options) []*option {
	var opts []*option
	for i := range search.Switches {
		sw := &search.Switches[i]
		o := &option{name: sw.Name, def: sw.Get(&d)}
		switch sw.Kind {
		case search.BoolSwitch:
			o.kind = checkOption
		case search.NumberSwitch:
			o.kind, o.min, o.max = spinOption, sw.Min, sw.Max
		case search.ChoiceSwitch:
			o.kind, o.vars = comboOption, sw.Values
		}
		o.set = func(s *Session, v string) error { return sw.Set(&s.searchOpts, v) }
		opts = append(opts, o)
	}
	return opts
}

// parsedInt returns the value of a spin option that option.parse has
// already checked.
func parsedInt(v string) int {
	n, _ := strconv.Atoi(v)
	return n
}
