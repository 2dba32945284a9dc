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
