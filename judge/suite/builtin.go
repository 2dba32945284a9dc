package suite

import (
	"embed"
	"fmt"

	"github.com/baoengine/bao/engine"
)

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
