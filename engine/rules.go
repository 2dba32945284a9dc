package engine

import (
	"strconv"
	"strings"
)

// Variant is one of the three games the engine plays.
type Variant uint8

// The variants (rules.md 1.5, 2, 3).
const (
	Kiswahili Variant = iota // Bao la Kiswahili (Zanzibar rules)
	Kete                     // Bao la Kete (Lamu rules)
	Kujifunza                // Bao la Kujifunza (beginners' rules)
)

// Variants lists every variant in a fixed order.
var Variants = [...]Variant{Kiswahili, Kete, Kujifunza}

// String returns the variant's option value: kiswahili, kete or kujifunza.
func (v Variant) String() string {
	switch v {
	case Kiswahili:
		return "kiswahili"
	case Kete:
		return "kete"
	case Kujifunza:
		return "kujifunza"
	}
	return "variant(" + strconv.Itoa(int(v)) + ")"
}

// GoName returns the name of the variant's constant in this package
// (Kiswahili, Kete, Kujifunza), for the generators that write Go source.
func (v Variant) GoName() string {
	switch v {
	case Kete:
		return "Kete"
	case Kujifunza:
		return "Kujifunza"
	}
	return "Kiswahili"
}

// ParseVariant reads a variant name (case-insensitive).
func ParseVariant(s string) (Variant, error) {
	for _, v := range Variants {
		if strings.EqualFold(s, v.String()) {
			return v, nil
		}
	}
	return 0, errorf("variant %q: want kiswahili, kete or kujifunza", s)
}

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
// option of rules.md section 9. The zero value is not meaningful; start from
// DefaultRules. A Rules value is small and read-only during play, so pass a
// pointer to it freely.
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

// DefaultLapLimit is the DEFAULT of infiniteMoveLapLimit.
const DefaultLapLimit = 100000

// DefaultRules returns the documented defaults of rules.md section 9 for v.
func DefaultRules(v Variant) Rules {
	return Rules{
		Variant:                v,
		MtajiNyumbaOwnership:   FirstCapture,
		Takasia:                v != Kujifunza,
		TakasiaSingletonExempt: true,
		TakasiaMustCapture:     v == Kete,
		InfiniteMove:           InfiniteIllegal,
		InfiniteMoveLapLimit:   DefaultLapLimit,
	}
}

// RuleOption describes one rule option of rules.md section 9 for protocols
// and command lines.
type RuleOption struct {
	Name   string   // the stable name, e.g. "takasiaMustCapture"
	Values []string // the allowed values; nil for a number
	Help   string   // one line of explanation
}

// IsRuleOption reports whether name is the name of a rule option of
// RuleOptions.
func IsRuleOption(name string) bool {
	for _, o := range RuleOptions {
		if o.Name == name {
			return true
		}
	}
	return false
}

// RuleOptions lists every rule option except the variant, in the order of
// rules.md section 9.
var RuleOptions = []RuleOption{
	{"mtajiNyumbaOwnership", []string{"firstCapture", "emptied", "ownCapture"}, "when an owned nyumba is lost in the mtaji stage (rules.md 2.7)"},
	{"mtajiNyumbaStops", []string{"false", "true"}, "an owned nyumba with >= 6 stops laps in the mtaji stage too (rules.md 2.7)"},
	{"dormantNyumbaIsNyumba", []string{"false", "true"}, "an owned nyumba with < 6 still counts as a nyumba for the namua takata rules (rules.md 2.3.2)"},
	{"takasia", []string{"true", "false"}, "the takasia (blocking) rule of the mtaji stage (rules.md 2.8)"},
	{"takasiaSingletonExempt", []string{"true", "false"}, "a singleton cannot be takasia'd (rules.md 2.8)"},
	{"takasiaFirstLapException", []string{"false", "true"}, "a first lap from the nyumba does not stop in the takasia hole (rules.md 2.8)"},
	{"takasiaMustCapture", []string{"false", "true"}, "the blocking player must capture the blocked hole next (rules.md 2.8, 3.2)"},
	{"keteFloorOnlyIfHadMore", []string{"false", "true"}, "the kuu floor applies only if the kuu once held more than 6 (rules.md 3.2)"},
	{"infiniteMove", []string{"illegal", "loses"}, "never-ending moves are illegal, or lose for their mover (rules.md 4)"},
	{"infiniteMoveLapLimit", nil, "laps after which a move counts as never-ending (rules.md 4)"},
}

// Get returns the current value of the named rule option as text.
func (r *Rules) Get(name string) (string, error) {
	switch strings.ToLower(name) {
	case "variant":
		return r.Variant.String(), nil
	case "mtajinyumbaownership":
		return r.MtajiNyumbaOwnership.String(), nil
	case "mtajinyumbastops":
		return strconv.FormatBool(r.MtajiNyumbaStops), nil
	case "dormantnyumbaisnyumba":
		return strconv.FormatBool(r.DormantNyumbaIsNyumba), nil
	case "takasia":
		return strconv.FormatBool(r.Takasia), nil
	case "takasiasingletonexempt":
		return strconv.FormatBool(r.TakasiaSingletonExempt), nil
	case "takasiafirstlapexception":
		return strconv.FormatBool(r.TakasiaFirstLapException), nil
	case "takasiamustcapture":
		return strconv.FormatBool(r.TakasiaMustCapture), nil
	case "keteflooronlyifhadmore":
		return strconv.FormatBool(r.KeteFloorOnlyIfHadMore), nil
	case "infinitemove":
		return r.InfiniteMove.String(), nil
	case "infinitemovelaplimit":
		return strconv.Itoa(r.InfiniteMoveLapLimit), nil
	}
	return "", errorf("rule option %q: unknown (see rules.md section 9)", name)
}

// Set changes the named rule option (names are case-insensitive). Setting
// "variant" does not reset the other options; use DefaultRules for that.
func (r *Rules) Set(name, value string) error {
	boolean := func(dst *bool) error {
		switch strings.ToLower(value) {
		case "true":
			*dst = true
		case "false":
			*dst = false
		default:
			return errorf("rule option %s: value %q: want true or false", name, value)
		}
		return nil
	}
	switch strings.ToLower(name) {
	case "variant":
		v, err := ParseVariant(value)
		if err != nil {
			return errorf("rule option variant: %w", err)
		}
		r.Variant = v
		return nil
	case "mtajinyumbaownership":
		for i, n := range ownershipNames {
			if strings.EqualFold(n, value) {
				r.MtajiNyumbaOwnership = Ownership(i)
				return nil
			}
		}
		return errorf("rule option %s: value %q: want firstCapture, emptied or ownCapture", name, value)
	case "mtajinyumbastops":
		return boolean(&r.MtajiNyumbaStops)
	case "dormantnyumbaisnyumba":
		return boolean(&r.DormantNyumbaIsNyumba)
	case "takasia":
		return boolean(&r.Takasia)
	case "takasiasingletonexempt":
		return boolean(&r.TakasiaSingletonExempt)
	case "takasiafirstlapexception":
		return boolean(&r.TakasiaFirstLapException)
	case "takasiamustcapture":
		return boolean(&r.TakasiaMustCapture)
	case "keteflooronlyifhadmore":
		return boolean(&r.KeteFloorOnlyIfHadMore)
	case "infinitemove":
		switch strings.ToLower(value) {
		case "illegal":
			r.InfiniteMove = InfiniteIllegal
		case "loses":
			r.InfiniteMove = InfiniteLoses
		default:
			return errorf("rule option %s: value %q: want illegal or loses", name, value)
		}
		return nil
	case "infinitemovelaplimit":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > 1<<30 {
			return errorf("rule option %s: value %q: want a whole number from 1 to %d", name, value, 1<<30)
		}
		r.InfiniteMoveLapLimit = n
		return nil
	}
	return errorf("rule option %q: unknown (see rules.md section 9)", name)
}

// NonDefault returns name=value pairs for every option that differs from
// the variant's defaults, in the order of RuleOptions (for record tags).
func (r *Rules) NonDefault() [][2]string {
	def := DefaultRules(r.Variant)
	var out [][2]string
	for _, o := range RuleOptions {
		a, _ := r.Get(o.Name)
		b, _ := def.Get(o.Name)
		if a != b {
			out = append(out, [2]string{o.Name, a})
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
