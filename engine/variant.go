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
	return 0, Refuse("variant.unknown", []string{"text", s}, "variant %q: want kiswahili, kete or kujifunza", s)
}
