package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/baoengine/bao/"

// allowed lists, per package (folder from the module root), the project
// packages and third-party modules its non-test files may import
// (docs/architecture.md section 2 shows this table and says why; its
// test in docs checks that the two agree). record and solve import only
// engine, record also internal/version for the build tag and
// internal/atomicfile for the output of a conversion; docs holds
// only tests; internal/prefetch is a leaf that search's and solve's
// tables use for their cache misses; openings imports engine and the
// leaf internal/quoted only, and internal/shard nothing, so that datagen
// links neither the match runner nor the engine client; the openings
// generator is a program run by go generate that drives the real engine
// through protocol/client; web imports analysis for the move marks'
// thresholds, which the page receives from it; internal/atomicfile
// is a leaf that every command uses to replace its output files, and
// solve.Run for its tables and proofs, tune's runs for the weights and
// the net; score is a leaf that every package writing or reading a score
// shares, so that each text form of a score has one home; play, the terminal game, imports protocol for its board
// diagram, while analysis is handed the diagram by the caller so that the
// web page's rules (web/rules imports analysis) stay below the protocol.
var allowed = map[string][]string{
	"engine":                        {"github.com/cespare/xxhash/v2"},
	"eval":                          {"engine"},
	"search":                        {"engine", "eval", "internal/prefetch", "score"},
	"bench":                         {"engine", "search", "eval"},
	"record":                        {"engine", "internal/version", "score", "internal/atomicfile"},
	"solve":                         {"engine", "internal/prefetch", "internal/atomicfile"},
	"datagen":                       {"engine", "eval", "search", "openings", "internal/shard"},
	"bench/suite":                   {"engine", "search", "solve", "datagen", "internal/atomicfile", "score"},
	"tune":                          {"engine", "eval", "datagen", "internal/atomicfile"},
	"tune/wdl":                      {"engine", "eval", "record", "tune", "internal/atomicfile", "score"},
	"protocol":                      {"engine", "search", "eval", "bench", "solve", "score", "level"},
	"protocol/client":               {"engine"},
	"web":                           {"engine", "protocol", "protocol/client", "record", "analysis", "web/rules"},
	"web/rules":                     {"engine", "record", "analysis", "level"},
	"web/site":                      {"web", "internal/gotool", "internal/atomicfile"},
	"web/npm":                       {"internal/gotool"},
	"cmd/baowasm":                   {"protocol", "web/rules", "internal/version"},
	"analysis":                      {"engine", "search", "record", "score", "internal/atomicfile"},
	"play":                          {"engine", "search", "level", "score", "record", "protocol"},
	"bench/match":                   {"engine", "openings", "internal/shard", "internal/quoted", "protocol/client", "record", "score", "internal/atomicfile"},
	"openings":                      {"engine", "internal/quoted"},
	"openings/internal/genopenings": {"engine", "protocol/client"},
	"internal/shard":                {},
	"internal/quoted":               {},
	"cmd/bao":                       {"*", "github.com/spf13/pflag"},
	"cmd/speedratio":                {},
	"internal/archtest":             {},
	"internal/version":              {},
	"internal/prefetch":             {},
	"internal/atomicfile":           {},
	"score":                         {},
	"docs":                          {},
	"cmd/baorelease":                {"internal/version", "internal/gotool", "internal/atomicfile", "web/npm", "github.com/spf13/pflag"},
	"internal/gotool":               {},
	"level":                         {"engine", "search"},
	"puzzles":                       {"engine", "search", "level", "solve", "internal/atomicfile"},
	"internal/browsertest":          {"github.com/chromedp/chromedp", "github.com/chromedp/cdproto/input", "github.com/chromedp/cdproto/runtime"},
	"internal/gen/wins":             {"engine"},
	"internal/gen/weights":          {"engine", "eval", "tune"},
	"internal/gen/benchpositions":   {"engine", "eval"},
}

// TestImportRules parses every non-test Go file of the module (test data
// excluded) and checks its imports against the table.
func TestImportRules(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	seen := map[string]bool{}
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
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		rules, ok := allowed[pkg]
		if !ok {
			t.Errorf("%s: package %s has no import rule; add it to the table", path, pkg)
			return nil
		}
		seen[pkg] = true
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !importAllowed(p, rules) {
				t.Errorf("%s imports %s; %s may import only %v and the standard library", path, p, pkg, rules)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"engine", "search", "protocol", "cmd/bao"} {
		if !seen[pkg] {
			t.Errorf("no files found for %s: is the walk broken?", pkg)
		}
	}
}

func importAllowed(p string, rules []string) bool {
	if !strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
		return true // the standard library
	}
	for _, r := range rules {
		switch {
		case r == "*" && strings.HasPrefix(p, module):
			return true
		case strings.Contains(r, "."):
			if p == r {
				return true
			}
		case p == module+r:
			return true
		}
	}
	return false
}
