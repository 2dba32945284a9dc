package suite

import (
	"embed"
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

//go:embed suites/*.txt
var files embed.FS

// File returns the file name of variant v's built-in suite, as
// found under judge/suite/suites.
func File(v engine.Variant) string { return "suites/" + v.String() + ".txt" }

// Builtin returns the built-in suite of variant v (judge/suite/suites,
// built by "bao datagen suite"; the command is in each file's header).
func Builtin(v engine.Variant) ([]Entry, error) {
	f, err := files.Open(File(v))
	if err != nil {
		return nil, fmt.Errorf("suite: %w", err)
	}
	defer f.Close()
	return Parse(f, File(v))
}
