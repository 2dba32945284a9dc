package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// pflagPath is the command-line flag package of the commands.
const pflagPath = "github.com/spf13/pflag"

// TestPflagOnlyInCommands checks that only packages under cmd/ import
// pflag: a library that declares flags, or takes a flag set, would speak
// the command line's words (the import table says which commands do).
func TestPflagOnlyInCommands(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	importers := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || strings.HasPrefix(name, ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == pflagPath {
				importers++
				if !strings.HasPrefix(rel, "cmd/") {
					t.Errorf("%s imports %s; only the commands under cmd/ may", rel, pflagPath)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if importers == 0 {
		t.Errorf("no file imports %s: is the walk broken?", pflagPath)
	}
}
