package engine

import (
	"strconv"
	"strings"
)

// Ownership says when an owned nyumba is lost in the mtaji stage
// (rules.md 2.7, option mtajiNyumbaOwnership).
type Ownership uint8

// The readings of rules.md 2.7 (O2).
const (
	// FirstCapture: both nyumbas stop being owned at the end of the first
	// capturing move of the mtaji stage, by either player (DEFAULT).
	FirstCapture Ownership = iota
	// Emptied: a nyumba is lost only when emptied or captured.
	Emptied
	// OwnCapture: a player's nyumba stops being owned at the end of his own
	// first capturing move of the mtaji stage (the per-owner reading).
	OwnCapture
)

var ownershipNames = [...]string{"firstCapture", "emptied", "ownCapture"}

// String returns the option value's name.
func (o Ownership) String() string {
	if int(o) < len(ownershipNames) {
		return ownershipNames[o]
	}
	return "ownership(" + strconv.Itoa(int(o)) + ")"
}

// InfiniteMove says what a never-ending move is (rules.md 4, option
// infiniteMove).
type InfiniteMove uint8

// The readings of rules.md 4 (O8).
const (
	// InfiniteIllegal: never-ending moves are not legal; a player with no
	// legal move loses (DEFAULT).
	InfiniteIllegal InfiniteMove = iota
	// InfiniteLoses: a never-ending move is legal and its mover loses at once.
	InfiniteLoses
)

// String returns the option value's name.
func (m InfiniteMove) String() string {
	if m == InfiniteLoses {
		return "loses"
	}
	return "illegal"
}

// Rules is a complete rules configuration: the variant and every rule
// option of rules.md section 9 (one field per entry of RuleOptions). The
// zero value is not meaningful; build one with NewRules, or start from
// DefaultRules. A Rules value is small and read-only during play, so pass
// a pointer to it freely.
type Rules struct {
	Variant                  Variant
	MtajiNyumbaOwnership     Ownership    // mtajiNyumbaOwnership
	MtajiNyumbaStops         bool         // mtajiNyumbaStops
	DormantNyumbaIsNyumba    bool         // dormantNyumbaIsNyumba
	Takasia                  bool         // takasia
	TakasiaSingletonExempt   bool         // takasiaSingletonExempt
	TakasiaFirstLapException bool         // takasiaFirstLapException
	TakasiaMustCapture       bool         // takasiaMustCapture
	KeteFloorOnlyIfHadMore   bool         // keteFloorOnlyIfHadMore
	InfiniteMove             InfiniteMove // infiniteMove
	InfiniteMoveLapLimit     int          // infiniteMoveLapLimit
}

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
		Help:     "when an owned nyumba is lost in the mtaji stage: both at the end of the first mtaji capture; only when emptied or captured; each player's at the end of his own first mtaji capture (rules.md 2.7)",
		field:    choiceField(func(r *Rules) *Ownership { return &r.MtajiNyumbaOwnership }),
	},
	{
		Name: "mtajiNyumbaStops", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "an owned nyumba with 6 or more stops takatas and offers the safari in the mtaji stage too (rules.md 2.7)",
		field:    boolField(func(r *Rules) *bool { return &r.MtajiNyumbaStops }),
	},
	{
		Name: "dormantNyumbaIsNyumba", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "an owned nyumba with fewer than 6 still counts as a nyumba for the namua takata (rules.md 2.3.2)",
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
		Help:     "the blocking player must capture the blocked hole next, \"hizi zetu\" (rules.md 2.8, 3.2)",
		field:    boolField(func(r *Rules) *bool { return &r.TakasiaMustCapture }),
	},
	{
		Name: "keteFloorOnlyIfHadMore", Type: BoolRule, Values: falseTrue,
		Defaults: sameDefault("false"),
		Help:     "in Bao la Kete, the kuu floor applies only to a kuu that once held more than 6 (rules.md 3.2)",
		field:    boolField(func(r *Rules) *bool { return &r.KeteFloorOnlyIfHadMore }),
	},
	{
		Name: "infiniteMove", Type: ChoiceRule, Values: []string{"illegal", "loses"},
		Defaults: sameDefault("illegal"),
		Help:     "a never-ending move is illegal, or legal and lost by its mover (rules.md 4)",
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

// Describe names the rules for people: "kiswahili rules", or with the
// options that differ from the variant's defaults, "kete rules with
// takasia=false".
func (r *Rules) Describe() string {
	s := r.Variant.String() + " rules"
	for i, kv := range r.NonDefault() {
		if i == 0 {
			s += " with "
		} else {
			s += ", "
		}
		s += kv[0] + "=" + kv[1]
	}
	return s
}

// lapLimit returns the configured lap limit, never less than 1.
func (r *Rules) lapLimit() int {
	if r.InfiniteMoveLapLimit < 1 {
		return DefaultLapLimit
	}
	return r.InfiniteMoveLapLimit
}
