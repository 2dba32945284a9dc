package engine

import "strings"

// Trust says how far NewRules believes the caller whose settings it reads.
type Trust uint8

// The callers' trust.
const (
	// Trusted: the command line, the protocol, files the user hands over.
	// Every value rules.md section 9 allows is accepted.
	Trusted Trust = iota
	// Untrusted: a web page, whose requests a server answers for anyone.
	// A number option is bounded by its UntrustedMax as well.
	Untrusted
)

// RuleSetting is one rule option given by name, as rules.md section 9
// spells it (any case), with its value as text.
type RuleSetting struct {
	Name, Value string
}

// SettingError is an error of NewRules: the setting at fault and why.
// Callers that name their own fields (a flag, a record tag, a JSON field)
// find the setting by Index.
type SettingError struct {
	// Index is the position of the setting in NewRules' settings, or -1
	// when the variant is at fault.
	Index int
	// Name is the option's name as rules.md spells it (as given, for an
	// unknown one), or "variant".
	Name string
	Err  error // names the option, the value and what is allowed
}

func (e *SettingError) Error() string { return e.Err.Error() }

// Unwrap returns the reason.
func (e *SettingError) Unwrap() error { return e.Err }

// NewRules returns the rules of a variant (kiswahili, kete or kujifunza,
// any case) with the rule options of settings, in order, over the
// variant's defaults: the one way from "variant and options" to Rules.
// Each value is checked against RuleOptions, with the bounds of a caller
// with trust. A setting of "variant" is refused: the variant is given
// apart, so that it never comes after options it would reset. Errors are
// *SettingError values in the rules' own terms (the option's name, the
// value, what is allowed).
func NewRules(variant string, settings []RuleSetting, trust Trust) (Rules, error) {
	v, err := ParseVariant(variant)
	if err != nil {
		return Rules{}, &SettingError{Index: -1, Name: "variant", Err: err}
	}
	r := DefaultRules(v)
	for i, s := range settings {
		if strings.EqualFold(s.Name, "variant") {
			return Rules{}, &SettingError{Index: i, Name: "variant",
				Err: errorf("rule option variant: the variant is its own field, not an option")}
		}
		o := FindRuleOption(s.Name)
		if o == nil {
			return Rules{}, &SettingError{Index: i, Name: s.Name, Err: unknownOption(s.Name)}
		}
		x, err := o.parse(s.Value, trust)
		if err != nil {
			return Rules{}, &SettingError{Index: i, Name: o.Name, Err: err}
		}
		o.field.set(&r, x)
	}
	return r, nil
}
