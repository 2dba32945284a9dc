package suite

import (
	"fmt"
	"os"

	"github.com/baoengine/bao/engine"
)

// Load returns the suites to measure by variant: the entries of the suite
// file, when file is not "", or else the built-in suites of vs.
func Load(file string, vs []engine.Variant) (map[engine.Variant][]Entry, error) {
	suites := map[engine.Variant][]Entry{}
	if file == "" {
		for _, v := range vs {
			entries, err := Builtin(v)
			if err != nil {
				return nil, err
			}
			suites[v] = entries
		}
		return suites, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("suite: %w", err)
	}
	defer f.Close()
	all, err := Parse(f, file)
	if err != nil {
		return nil, fmt.Errorf("suite: %w", err)
	}
	for _, e := range all {
		suites[e.Variant] = append(suites[e.Variant], e)
	}
	return suites, nil
}
