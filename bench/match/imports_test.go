package match

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps the package's import rule (doc.go): engine,
// protocol/client, record and the standard library only, and nothing but
// math in stats.go.
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			std := !strings.Contains(strings.SplitN(path, "/", 2)[0], ".")
			switch {
			case name == "stats.go" && path != "math":
				t.Errorf("stats.go imports %s: it may import only math", path)
			case !std && path != "github.com/baoengine/bao/engine" && path != "github.com/baoengine/bao/protocol/client" &&
				path != "github.com/baoengine/bao/record":
				t.Errorf("%s imports %s: match may import only engine, protocol/client, record and the standard library", name, path)
			}
		}
	}
}
