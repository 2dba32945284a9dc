package web

import (
	"go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps the package's import rule (doc.go): engine, protocol,
// record and the standard library only, in the non-test files. The browser
// driver is allowed in tests.
func TestImports(t *testing.T) {
	allowed := map[string]bool{
		"github.com/baoengine/bao/engine":   true,
		"github.com/baoengine/bao/protocol": true,
		"github.com/baoengine/bao/record":   true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := gotoken.NewFileSet()
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
			if !std && !allowed[path] {
				t.Errorf("%s imports %s: web may import only engine, protocol, record and the standard library", name, path)
			}
		}
	}
}

// TestPageHasNoNetworkFetches keeps the page offline: no file of the page
// refers to another host.
func TestPageHasNoNetworkFetches(t *testing.T) {
	files, err := filepath.Glob("static/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, ".png") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"http://", "https://", "//cdn", "@import"} {
			if strings.Contains(string(src), bad) {
				t.Errorf("%s refers to %q: the page must work offline", name, bad)
			}
		}
	}
}
