package engine

import (
	"strconv"
	"strings"
)

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
		return 0, Refuse("ruleOption.bool", []string{"option", o.Name, "text", value}, "rule option %s: value %.40q: want true or false", o.Name, value)
	case ChoiceRule:
		for i, name := range o.Values {
			if strings.EqualFold(name, value) {
				return i, nil
			}
		}
		return 0, Refuse("ruleOption.choice", []string{"option", o.Name, "text", value, "values", strings.Join(o.Values, ", ")},
			"rule option %s: value %.40q: want %s", o.Name, value, orList(o.Values))
	}
	hi := o.MaxFor(trust)
	n, err := strconv.Atoi(value)
	if err != nil || n < o.Min || n > o.Max {
		return 0, Refuse("ruleOption.range", []string{"option", o.Name, "text", value, "min", strconv.Itoa(o.Min), "max", strconv.Itoa(hi)},
			"rule option %s: value %.40q: want a whole number from %d to %d", o.Name, value, o.Min, hi)
	}
	if n > hi {
		return 0, Refuse("ruleOption.untrusted", []string{"option", o.Name, "text", strconv.Itoa(n), "min", strconv.Itoa(o.Min), "max", strconv.Itoa(hi)},
			"rule option %s: value %d: want a whole number from %d to %d (at most %d for an untrusted caller)", o.Name, n, o.Min, hi, hi)
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
