package datagen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// ParseVariants reads "all" or a comma-separated list of
// variant names, each kept once in the order given.
func ParseVariants(s string) ([]engine.Variant, error) {
	switch strings.TrimSpace(s) {
	case "all":
		return engine.Variants[:], nil
	case "":
		// An unset shell variable, most likely: not every variant.
		return nil, fmt.Errorf("empty: want kiswahili, kete, kujifunza, a list of them or all")
	}
	var vs []engine.Variant
	seen := map[engine.Variant]bool{}
	for _, name := range strings.Split(s, ",") {
		v, err := engine.ParseVariant(strings.TrimSpace(name))
		if err != nil {
			return nil, fmt.Errorf("%q: %w (or all)", name, err)
		}
		if !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	}
	return vs, nil
}

// ParseRange reads "MIN-MAX" or "N" (MIN = MAX = N) of whole numbers with
// 0 <= MIN <= MAX.
func ParseRange(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || lo < 0 || hi < lo {
		return 0, 0, fmt.Errorf("%q: want MIN-MAX with 0 <= MIN <= MAX, e.g. 4-12, or one number", s)
	}
	return lo, hi, nil
}

// VariantsText lists the variants' names, separated by commas.
func VariantsText(vs []engine.Variant) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.String()
	}
	return strings.Join(names, ", ")
}

// BudgetText describes a search budget per move: "depth 6", "5000 nodes"
// or "depth 6 or 5000 nodes".
func BudgetText(depth int, nodes uint64) string {
	switch {
	case depth > 0 && nodes > 0:
		return fmt.Sprintf("depth %d or %d nodes", depth, nodes)
	case depth > 0:
		return fmt.Sprintf("depth %d", depth)
	}
	return fmt.Sprintf("%d nodes", nodes)
}
