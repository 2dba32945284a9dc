package openings

import (
	"fmt"
	"strconv"

	"github.com/baoengine/bao/engine"
)

// builtin returns the frozen built-in set of r's variant. The move lists
// were generated for the default rules; under other rule options the ones
// that are no longer legal are dropped.
func builtin(r *engine.Rules) ([]Opening, error) {
	lines := builtinOpeningLines[r.Variant]
	var ops []Opening
	for i, line := range lines {
		o, err := parseLine(line, r)
		if err != nil {
			if *r == engine.DefaultRules(r.Variant) {
				return nil, fmt.Errorf("openings: built-in %s opening %d: %w", r.Variant, i+1, err)
			}
			continue
		}
		o.Label = "builtin " + strconv.Itoa(i+1)
		ops = append(ops, o)
	}
	return ops, nil
}
