package engine

import (
	"strconv"
	"strings"
)

// RuleOptions is the table of the rule options of rules.md section 9 (the
// variant aside), in the order of its table. Everything about an option
// but its effect on play is read from here: DefaultRules, Get, Set,
// NonDefault and NewRules, the protocol's Rule_<name> options, the
// command line's flags, the record tags and the bounds a web page gets.
// Adding an option is one entry here, a field of Rules, and its behaviour
// in the rules.
var RuleOptions = []RuleOption{
	{
		Name: "mtajiNyumbaOwnership", Type: ChoiceRule, Values: []string{"firstCapture", "emptied", "ownCapture"},
		Defaults: sameDefault("firstCapture"),
		Help:     "when an owned nyumba is lost in the mtaji stage (rules.md 2.7)",
		field:    choiceField(func(r *Rules) *Ownership { return &r.MtajiNyumbaOwnership }),
	},
	{
		Name: "mtajiNyumbaStops", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "an owned nyumba with >= 6 stops laps in the mtaji stage too (rules.md 2.7)",
		field:    boolField(func(r *Rules) *bool { return &r.MtajiNyumbaStops }),
	},
	{
		Name: "dormantNyumbaIsNyumba", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "an owned nyumba with < 6 still counts as a nyumba for the namua takata rules (rules.md 2.3.2)",
		field:    boolField(func(r *Rules) *bool { return &r.DormantNyumbaIsNyumba }),
	},
	{
		Name: "takasia", Type: BoolRule, Values: trueFalse,
		Defaults: [len(Variants)]string{Kiswahili: "true", Kete: "true", Kujifunza: "false"},
		Help:     "the takasia (blocking) rule of the mtaji stage (rules.md 2.8)",
		field:    boolField(func(r *Rules) *bool { return &r.Takasia }),
	},
	{
		Name: "takasiaSingletonExempt", Type: BoolRule, Values: trueFalse,
		Defaults: sameDefault("true"),
		Help:     "a singleton cannot be takasia'd (rules.md 2.8)",
		field:    boolField(func(r *Rules) *bool { return &r.TakasiaSingletonExempt }),
	},
	{
		Name: "takasiaFirstLapException", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "a first lap from the nyumba does not stop in the takasia hole (rules.md 2.8)",
		field:    boolField(func(r *Rules) *bool { return &r.TakasiaFirstLapException }),
	},
	{
		Name: "takasiaMustCapture", Type: BoolRule, Values: falseTrue,
		Defaults: [len(Variants)]string{Kiswahili: "false", Kete: "true", Kujifunza: "false"},
		Help:     "the blocking player must capture the blocked hole next (rules.md 2.8, 3.2)",
		field:    boolField(func(r *Rules) *bool { return &r.TakasiaMustCapture }),
	},
	{
		Name: "keteFloorOnlyIfHadMore", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "the kuu floor applies only if the kuu once held more than 6 (rules.md 3.2)",
		field:    boolField(func(r *Rules) *bool { return &r.KeteFloorOnlyIfHadMore }),
	},
	{
		Name: "infiniteMove", Type: ChoiceRule, Values: []string{"illegal", "loses"},
		Defaults: sameDefault("illegal"),
		Help:     "never-ending moves are illegal, or lose for their mover (rules.md 4)",
		field:    choiceField(func(r *Rules) *InfiniteMove { return &r.InfiniteMove }),
	},
	{
		// Every lap of a never-ending move costs time: an untrusted caller
		// may lower the limit but not raise it above the default.
		Name: "infiniteMoveLapLimit", Type: NumberRule, Min: 1, Max: 1 << 30, UntrustedMax: DefaultLapLimit,
		Defaults: sameDefault(strconv.Itoa(DefaultLapLimit)),
		Help:     "laps after which a move counts as never-ending (rules.md 4)",
		field:    numberField(func(r *Rules) *int { return &r.InfiniteMoveLapLimit }),
	},
}

// DefaultLapLimit is the DEFAULT of infiniteMoveLapLimit.
const DefaultLapLimit = 100000

// RuleOptionType is the kind of value a rule option takes.
type RuleOptionType uint8

// The kinds of rule option.
const (
	BoolRule   RuleOptionType = iota // true or false
	ChoiceRule                       // one of the named Values
	NumberRule                       // a whole number from Min to Max
)

// String returns the type's name as the rules service's JSON gives it:
// boolean, choice or number.
func (t RuleOptionType) String() string {
	switch t {
	case BoolRule:
		return "boolean"
	case ChoiceRule:
		return "choice"
	case NumberRule:
		return "number"
	}
	return "ruleOptionType(" + strconv.Itoa(int(t)) + ")"
}

// RuleOption describes one rule option of rules.md section 9.
type RuleOption struct {
	Name string         // the stable name, e.g. "takasiaMustCapture"
	Type RuleOptionType // boolean, one of named values, or a number
	// Values lists the allowed values of a boolean or choice option, as
	// rules.md section 9 lists them (a choice's in the order of its
	// field's constants); nil for a number.
	Values []string
	// Min and Max bound a number option.
	Min, Max int
	// UntrustedMax, when not 0, is the largest value of a number option
	// that an untrusted caller (a web page) may set: an option that costs
	// time in proportion to its value is bounded for it.
	UntrustedMax int
	// Defaults gives the option's default in each variant, indexed by
	// Variant, as Get writes it.
	Defaults [len(Variants)]string
	Help     string // one line of explanation
	// field reads and writes the option's field of Rules.
	field ruleField
}

// Default returns the option's default in variant v (Kiswahili's for a
// value that is no variant).
func (o *RuleOption) Default(v Variant) string {
	if int(v) >= len(o.Defaults) {
		v = Kiswahili
	}
	return o.Defaults[v]
}

// MaxFor returns the largest value of a number option that a caller
// with trust may set: UntrustedMax for an untrusted one, when the
// option has one, else Max.
func (o *RuleOption) MaxFor(trust Trust) int {
	if trust == Untrusted && o.UntrustedMax != 0 {
		return o.UntrustedMax
	}
	return o.Max
}

// ruleField reads and writes one field of Rules as a whole number: 0 or
// 1 for a boolean, the index of Values for a choice, the number itself.
type ruleField struct {
	get func(r *Rules) int
	set func(r *Rules, x int)
}

// boolField is the accessor of a boolean option's field.
func boolField(f func(r *Rules) *bool) ruleField {
	return ruleField{
		get: func(r *Rules) int {
			if *f(r) {
				return 1
			}
			return 0
		},
		set: func(r *Rules, x int) { *f(r) = x != 0 },
	}
}

// choiceField is the accessor of a choice option's field, whose constants
// number its Values from 0.
func choiceField[E ~uint8](f func(r *Rules) *E) ruleField {
	return ruleField{
		get: func(r *Rules) int { return int(*f(r)) },
		set: func(r *Rules, x int) { *f(r) = E(x) },
	}
}

// numberField is the accessor of a number option's field.
func numberField(f func(r *Rules) *int) ruleField {
	return ruleField{
		get: func(r *Rules) int { return *f(r) },
		set: func(r *Rules, x int) { *f(r) = x },
	}
}

// The Values of the boolean options, in the order rules.md lists them.
var (
	falseTrue = []string{"false", "true"}
	trueFalse = []string{"true", "false"}
)

// sameDefault gives an option the same default in every variant.
func sameDefault(value string) [len(Variants)]string {
	var d [len(Variants)]string
	for i := range d {
		d[i] = value
	}
	return d
}

// format writes a field's value x as the option's text.
func (o *RuleOption) format(x int) string {
	switch o.Type {
	case BoolRule:
		return strconv.FormatBool(x != 0)
	case ChoiceRule:
		if x >= 0 && x < len(o.Values) {
			return o.Values[x]
		}
	}
	return strconv.Itoa(x)
}

// parse reads the option's text value (case-insensitive) as a field's
// value, within the bounds of a caller with trust. Its errors name the
// option, the value and what is allowed.
func (o *RuleOption) parse(value string, trust Trust) (int, error) {
	switch o.Type {
	case BoolRule:
		switch strings.ToLower(value) {
		case "true":
			return 1, nil
		case "false":
			return 0, nil
		}
		return 0, errorf("rule option %s: value %.40q: want true or false", o.Name, value)
	case ChoiceRule:
		for i, name := range o.Values {
			if strings.EqualFold(name, value) {
				return i, nil
			}
		}
		return 0, errorf("rule option %s: value %.40q: want %s", o.Name, value, orList(o.Values))
	}
	hi := o.MaxFor(trust)
	n, err := strconv.Atoi(value)
	if err != nil || n < o.Min || n > o.Max {
		return 0, errorf("rule option %s: value %.40q: want a whole number from %d to %d", o.Name, value, o.Min, hi)
	}
	if n > hi {
		return 0, errorf("rule option %s: value %d: want a whole number from %d to %d (at most %d for an untrusted caller)", o.Name, n, o.Min, hi, hi)
	}
	return n, nil
}

// orList writes "a, b or c".
func orList(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}

// FindRuleOption returns the rule option named name (case-insensitive),
// or nil.
func FindRuleOption(name string) *RuleOption {
	for i := range RuleOptions {
		if strings.EqualFold(RuleOptions[i].Name, name) {
			return &RuleOptions[i]
		}
	}
	return nil
}

// IsRuleOption reports whether name is the name of a rule option of
// RuleOptions, spelt as there.
func IsRuleOption(name string) bool {
	o := FindRuleOption(name)
	return o != nil && o.Name == name
}

// unknownOption is the error of a name that is no rule option.
func unknownOption(name string) error {
	return errorf("rule option %.40q: unknown (see rules.md section 9)", name)
}

// DefaultRules returns the documented defaults of rules.md section 9 for
// v (the Defaults of RuleOptions).
func DefaultRules(v Variant) Rules {
	r := Rules{Variant: v}
	for i := range RuleOptions {
		o := &RuleOptions[i]
		x, _ := o.parse(o.Default(v), Trusted) // the table's defaults parse (TestRuleOptionTable)
		o.field.set(&r, x)
	}
	return r
}

// Get returns the current value of the named rule option, or of
// "variant", as text (names are case-insensitive).
func (r *Rules) Get(name string) (string, error) {
	if strings.EqualFold(name, "variant") {
		return r.Variant.String(), nil
	}
	o := FindRuleOption(name)
	if o == nil {
		return "", unknownOption(name)
	}
	return o.format(o.field.get(r)), nil
}

// Set changes the named rule option (names are case-insensitive), for a
// trusted caller. Setting "variant" does not reset the other options; use
// NewRules or DefaultRules for that.
func (r *Rules) Set(name, value string) error {
	if strings.EqualFold(name, "variant") {
		v, err := ParseVariant(value)
		if err != nil {
			return errorf("rule option variant: %w", err)
		}
		r.Variant = v
		return nil
	}
	o := FindRuleOption(name)
	if o == nil {
		return unknownOption(name)
	}
	x, err := o.parse(value, Trusted)
	if err != nil {
		return err
	}
	o.field.set(r, x)
	return nil
}

// NonDefault returns name=value pairs for every option that differs from
// the variant's defaults, in the order of RuleOptions (for record tags).
func (r *Rules) NonDefault() [][2]string {
	def := DefaultRules(r.Variant)
	var out [][2]string
	for i := range RuleOptions {
		o := &RuleOptions[i]
		if x := o.field.get(r); x != o.field.get(&def) {
			out = append(out, [2]string{o.Name, o.format(x)})
		}
	}
	return out
}
