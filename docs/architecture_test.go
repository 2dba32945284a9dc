package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// archtestTable reads the import table "allowed" of
// internal/archtest/imports_test.go: package folder to allowed imports,
// each list sorted.
func archtestTable(t *testing.T) map[string][]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../internal/archtest/imports_test.go", nil, 0)
	if err != nil {
		t.Fatalf("reading the import table: %v", err)
	}
	table := map[string][]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "allowed" || len(spec.Values) != 1 {
			return true
		}
		lit, ok := spec.Values[0].(*ast.CompositeLit)
		if !ok {
			t.Fatal("allowed is not a composite literal")
		}
		for _, elt := range lit.Elts {
			kv := elt.(*ast.KeyValueExpr)
			pkg := tableString(t, kv.Key)
			imports := []string{}
			for _, v := range kv.Value.(*ast.CompositeLit).Elts {
				imports = append(imports, tableString(t, v))
			}
			sort.Strings(imports)
			table[pkg] = imports
		}
		return false
	})
	if len(table) == 0 {
		t.Fatal("no import table found in internal/archtest/imports_test.go")
	}
	return table
}

// tableString reads a string literal of the import table.
func tableString(t *testing.T, e ast.Expr) string {
	t.Helper()
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		t.Fatalf("the import table holds %T, want string literals", e)
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// docTable reads the table of section 2 of docs/architecture.md: the
// package in the first column, its imports as backquoted names in the
// second.
func docTable(t *testing.T) map[string][]string {
	t.Helper()
	src, err := os.ReadFile("architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	start := strings.Index(text, "\n## 2. ")
	if start < 0 {
		t.Fatal("architecture.md has no section 2")
	}
	text = text[start+1:]
	if end := strings.Index(text, "\n## "); end >= 0 {
		text = text[:end]
	}
	table := map[string][]string{}
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) < 4 {
			t.Fatalf("architecture.md: row %q has too few cells", line)
		}
		pkg := strings.Trim(strings.TrimSpace(cells[1]), "`")
		imports := []string{}
		for _, name := range strings.Split(cells[2], ",") {
			if name = strings.Trim(strings.TrimSpace(name), "`"); name != "" {
				imports = append(imports, name)
			}
		}
		sort.Strings(imports)
		if _, dup := table[pkg]; dup {
			t.Errorf("architecture.md: package %s has two rows", pkg)
		}
		table[pkg] = imports
	}
	return table
}

// TestArchitectureTableMatchesArchtest checks that the import table of
// docs/architecture.md is the one internal/archtest enforces.
func TestArchitectureTableMatchesArchtest(t *testing.T) {
	want, got := archtestTable(t), docTable(t)
	for pkg, imports := range want {
		doc, ok := got[pkg]
		switch {
		case !ok:
			t.Errorf("architecture.md lacks a row for %s (archtest allows %v)", pkg, imports)
		case !reflect.DeepEqual(doc, imports):
			t.Errorf("architecture.md: %s may import %v; archtest allows %v", pkg, doc, imports)
		}
	}
	for pkg := range got {
		if _, ok := want[pkg]; !ok {
			t.Errorf("architecture.md has a row for %s, which archtest's table lacks", pkg)
		}
	}
}
