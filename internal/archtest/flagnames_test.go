package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// flagName matches a long command-line flag in a string's value: two
// hyphens at the start of the value or after a character that is neither
// a hyphen, a letter, a digit nor an underscore, then a letter ("--out",
// "use --games N", "[--json]"); it does not match a lone "--", a rule
// of hyphens or a word joined by two hyphens.
var flagName = regexp.MustCompile(`(?:^|[^-\w])--[A-Za-z]`)

// flagLiteral is a string literal of a library's source that names a
// command-line flag.
type flagLiteral struct {
	pos   token.Position
	value string
}

// flagLiterals returns the string literals of src (a Go file's text,
// named path) whose values name a command-line flag.
func flagLiterals(fset *token.FileSet, path string, src []byte) ([]flagLiteral, error) {
	f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var found []flagLiteral
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			v = lit.Value
		}
		if flagName.MatchString(v) {
			found = append(found, flagLiteral{fset.Position(lit.Pos()), v})
		}
		return true
	})
	return found, nil
}

// commandSource reports whether the Go file path (relative to the module
// root, with slashes) is command-line code, which may name flags: every
// file under cmd/, and a package main program under tools/ (a command of
// its own, with the standard library's flag package).
func commandSource(rel string, src []byte) bool {
	if strings.HasPrefix(rel, "cmd/") {
		return true
	}
	if !strings.HasPrefix(rel, "tools/") {
		return false
	}
	f, err := parser.ParseFile(token.NewFileSet(), rel, src, parser.PackageClauseOnly)
	return err == nil && f.Name.Name == "main"
}

// libraryFlagLiterals walks the module at root and returns the string
// literals that name a command-line flag in its non-test Go files outside
// the command-line code.
func libraryFlagLiterals(root string) ([]flagLiteral, error) {
	fset := token.NewFileSet()
	var found []flagLiteral
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || strings.HasPrefix(name, ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if commandSource(filepath.ToSlash(rel), src) {
			return nil
		}
		lits, err := flagLiterals(fset, path, src)
		found = append(found, lits...)
		return err
	})
	return found, err
}

// TestNoFlagNamesInLibraries checks that no string literal outside the
// command-line code names a command-line flag: the libraries take typed
// configurations and speak of fields and values, and each command maps
// them to its flags.
func TestNoFlagNamesInLibraries(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	found, err := libraryFlagLiterals(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range found {
		t.Errorf("%s: string literal %q names a command-line flag; flags belong to the commands under cmd/", l.pos, l.value)
	}
}

// TestFlagRuleFindsAPlantedFlag plants a flag name in a library's source
// (a copy of the first file of package engine, parsed from memory) and
// checks that the rule finds it, and only it, in a library and not in a
// command.
func TestFlagRuleFindsAPlantedFlag(t *testing.T) {
	files, err := filepath.Glob("../../engine/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in engine: %v", err)
	}
	var name string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			name = f
			break
		}
	}
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	if lits, err := flagLiterals(fset, name, src); err != nil || len(lits) != 0 {
		t.Fatalf("%s as it is: %v, %v; want no flag named", name, lits, err)
	}
	planted := append(src, []byte("\nfunc planted() error { return fmt.Errorf(\"variant: unknown; give --variant kete\") }\n")...)
	lits, err := flagLiterals(fset, name, planted)
	if err != nil {
		t.Fatal(err)
	}
	if len(lits) != 1 || lits[0].value != "variant: unknown; give --variant kete" {
		t.Errorf("the planted flag name: found %v, want the one literal", lits)
	}
	if commandSource("engine/"+filepath.Base(name), planted) || !commandSource("cmd/bao/internal/solvecmd/solve.go", planted) {
		t.Error("commandSource: a library counted as a command, or a command under cmd/ as a library")
	}
	for _, c := range []struct {
		text string
		flag bool
	}{
		{"--out", true}, {"solve: --hash 8: want", true}, {"[--json]", true}, {"(--each timemargin=3)", true},
		{"--", false}, {"-----", false}, {"a--b", false}, {"x --9", false}, {"-v", false}, {"go test -run X", false},
	} {
		if got := flagName.MatchString(c.text); got != c.flag {
			t.Errorf("%q names a flag: %v, want %v", c.text, got, c.flag)
		}
	}
}

// TestFlagRuleWalk plants flag names in a tree shaped as the module (a
// library, a command, a program and a package of tools/, a test, test
// data) and checks that the walk reports the library's and the tools
// package's, and no other.
func TestFlagRuleWalk(t *testing.T) {
	root := t.TempDir()
	const lit = "\"out: is the input file; give --out another\""
	for path, src := range map[string]string{
		"engine/planted.go":          "package engine\n\nvar msg = " + lit + "\n",
		"engine/planted_test.go":     "package engine\n\nvar testMsg = " + lit + "\n",
		"engine/testdata/x.go":       "package x\n\nvar msg = " + lit + "\n",
		"cmd/bao/internal/xcmd/x.go": "package xcmd\n\nvar msg = " + lit + "\n",
		"tools/speed/main.go":        "package main\n\nvar msg = " + lit + "\n",
		"tools/gen/shared/shared.go": "package shared\n\nvar msg = " + lit + "\n",
		"search/clean.go":            "package search\n\nvar msg = \"-- a rule --\"\n",
	} {
		file := filepath.Join(root, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	found, err := libraryFlagLiterals(root)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, l := range found {
		rel, _ := filepath.Rel(root, l.pos.Filename)
		files = append(files, filepath.ToSlash(rel))
	}
	sort.Strings(files)
	if want := []string{"engine/planted.go", "tools/gen/shared/shared.go"}; !slices.Equal(files, want) {
		t.Errorf("flag names found in %v, want %v", files, want)
	}
}
