package openings

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/baoengine/bao/internal/quoted"
)

// Spec is the --openings setting: a file (empty: the built-in set of the
// variant), the order (sequential or random) and the most plies to take
// from each move list (0: all).
type Spec struct {
	File  string
	Order string
	Plies int
}

// ParseSpec reads "FILE [order=random|sequential] [plies=N]"; the file
// may also be written file=FILE, and "builtin" (or no file) names the
// built-in set. The default order is random (by the run's seed).
func ParseSpec(s string) (Spec, error) {
	sp := Spec{Order: "random"}
	fields, err := quoted.Split(s)
	if err != nil {
		return sp, fmt.Errorf("openings: %w", err)
	}
	for i, f := range fields {
		key, val, ok := strings.Cut(f, "=")
		if !ok {
			if i != 0 {
				return sp, fmt.Errorf("openings: field %q: want key=value after the file", f)
			}
			key, val = "file", f
		}
		switch key {
		case "file":
			if val != "builtin" {
				sp.File = val
			}
		case "order":
			if val != "random" && val != "sequential" {
				return sp, fmt.Errorf("openings: order=%q: want random or sequential", val)
			}
			sp.Order = val
		case "plies":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return sp, fmt.Errorf("openings: plies=%q: want a whole number, 0 or more", val)
			}
			sp.Plies = n
		default:
			return sp, fmt.Errorf("openings: unknown key %q (known: file order plies)", key)
		}
	}
	return sp, nil
}
