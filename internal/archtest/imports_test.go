package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/baoengine/bao/"

// allowed lists, per package (folder from the module root), the project
// packages and third-party modules its non-test files may import
// (docs/architecture.md section 2 shows this table and says why; its
// test in docs checks that the two agree). record and solve import
// engine and leaves only: record internal/version for the build tag and
// internal/atomicfile for the output of a conversion; docs holds
// only tests; internal/prefetch is a leaf that search's and solve's
// tables use for their cache misses; openings imports engine and the
// leaf internal/quoted only, and internal/shard nothing, so that datagen
// links neither the match runner nor the engine client; the openings
// generator is a program run by go generate that drives the real engine
// through protocol/client; internal/atomicfile
// is a leaf that every command uses to replace its output files, and
// solve.Run for its tables and proofs, tune's runs for the weights and
// the net; score is a leaf that every package writing or reading a score
// shares, so that each text form of a score has one home; the board
// diagram is engine's, so that play, record and analysis draw it without
// the protocol; internal/threadcount is the leaf that holds the one
// bound on the threads of searches and proofs; internal/syncwriter is a
// leaf that the command line and the match runner use. The test fails on an edge that no file uses as well
// as on an import that no edge allows, so that the table stays true.
var allowed = map[string][]string{
	"engine":                   {"github.com/cespare/xxhash/v2"},
	"eval":                     {"engine"},
	"search":                   {"engine", "eval", "internal/prefetch", "score"},
	"bench":                    {"engine", "search"},
	"record":                   {"engine", "internal/version", "score", "internal/atomicfile"},
	"record/recordtest":        {"engine", "record", "score"},
	"solve":                    {"engine", "internal/prefetch", "internal/atomicfile", "internal/field", "internal/threadcount"},
	"datagen":                  {"engine", "search", "openings", "internal/shard", "internal/threadcount", "internal/field", "score"},
	"judge/suite":              {"engine", "search", "solve", "datagen", "internal/atomicfile", "internal/field", "score"},
	"tune":                     {"engine", "eval", "datagen", "internal/atomicfile", "internal/field"},
	"tune/wdl":                 {"engine", "eval", "record", "tune", "internal/atomicfile", "internal/field", "score"},
	"protocol":                 {"engine", "search", "eval", "bench", "solve", "score", "level", "internal/threadcount"},
	"protocol/client":          {},
	"web/server":               {"engine", "protocol", "protocol/client", "web/app", "web/rulesapi"},
	"web/app":                  {},
	"web/rulesapi":             {"engine", "record", "analysis", "level"},
	"web/site":                 {"internal/gotool", "internal/version", "internal/atomicfile"},
	"web/npm":                  {"internal/gotool", "internal/version", "web/app"},
	"cmd/baowasm":              {"protocol", "web/rulesapi", "internal/version"},
	"analysis":                 {"engine", "search", "record", "score", "internal/atomicfile", "internal/field"},
	"play":                     {"engine", "search", "level", "record"},
	"judge/match":              {"engine", "openings", "internal/shard", "internal/quoted", "protocol/client", "record", "score", "internal/atomicfile", "internal/field", "internal/syncwriter"},
	"openings":                 {"engine", "internal/quoted"},
	"tools/gen/openings":       {"engine", "protocol/client"},
	"internal/shard":           {},
	"internal/quoted":          {},
	"cmd/bao":                  {"cmd/bao/internal/analyzecmd", "cmd/bao/internal/benchcmd", "cmd/bao/internal/cli", "cmd/bao/internal/datagencmd", "cmd/bao/internal/matchcmd", "cmd/bao/internal/perftcmd", "cmd/bao/internal/playcmd", "cmd/bao/internal/puzzlescmd", "cmd/bao/internal/recordcmd", "cmd/bao/internal/servecmd", "cmd/bao/internal/solvecmd", "cmd/bao/internal/suitecmd", "cmd/bao/internal/tunecmd", "cmd/bao/internal/ucicmd", "cmd/bao/internal/versioncmd", "cmd/bao/internal/webcmd"},
	"tools/speedratio":         {},
	"tools/reviewcheck":        {"analysis", "engine", "level", "search", "score", "internal/atomicfile"},
	"internal/archtest":        {},
	"internal/version":         {},
	"internal/prefetch":        {},
	"internal/threadcount":     {},
	"internal/syncwriter":      {},
	"internal/atomicfile":      {},
	"internal/field":           {},
	"score":                    {},
	"docs":                     {},
	"cmd/baorelease":           {"internal/version", "internal/gotool", "internal/atomicfile", "internal/mdlinks", "web/npm", "github.com/spf13/pflag"},
	"internal/gotool":          {},
	"internal/mdlinks":         {},
	"level":                    {"engine", "search"},
	"puzzles":                  {"engine", "search", "level", "solve", "internal/atomicfile", "internal/field"},
	"internal/browsertest":     {"github.com/chromedp/chromedp", "github.com/chromedp/cdproto/input", "github.com/chromedp/cdproto/runtime"},
	"tools/gen/wins":           {"engine"},
	"tools/gen/weights":        {"engine", "eval", "tune"},
	"tools/gen/benchpositions": {"engine", "eval"},

	// bao's commands, a package each, and what they share.
	"cmd/bao/internal/analyzecmd":             {"analysis", "cmd/bao/internal/cli", "internal/threadcount", "search"},
	"cmd/bao/internal/benchcmd":               {"bench", "cmd/bao/internal/cli", "protocol", "search", "github.com/spf13/pflag"},
	"cmd/bao/internal/cli":                    {"engine", "eval", "internal/atomicfile", "internal/field", "internal/syncwriter", "internal/version", "search", "github.com/spf13/pflag"},
	"cmd/bao/internal/clitest":                {"cmd/bao/internal/cli"},
	"cmd/bao/internal/datagencmd":             {"cmd/bao/internal/cli", "cmd/bao/internal/datagencmd/infocmd", "cmd/bao/internal/datagencmd/suitecmd", "datagen", "internal/shard"},
	"cmd/bao/internal/datagencmd/infocmd":     {"cmd/bao/internal/cli", "datagen"},
	"cmd/bao/internal/datagencmd/suitecmd":    {"cmd/bao/internal/cli", "datagen", "engine", "internal/threadcount", "judge/suite"},
	"cmd/bao/internal/matchcmd":               {"cmd/bao/internal/cli", "cmd/bao/internal/matchcmd/mergecmd", "engine", "internal/shard", "judge/match", "openings"},
	"cmd/bao/internal/matchcmd/mergecmd":      {"cmd/bao/internal/cli", "judge/match"},
	"cmd/bao/internal/perftcmd":               {"cmd/bao/internal/cli", "engine"},
	"cmd/bao/internal/playcmd":                {"cmd/bao/internal/cli", "engine", "internal/threadcount", "level", "play", "record", "search"},
	"cmd/bao/internal/puzzlescmd":             {"cmd/bao/internal/cli", "puzzles"},
	"cmd/bao/internal/recordcmd":              {"cmd/bao/internal/cli", "cmd/bao/internal/recordcmd/calibratecmd", "cmd/bao/internal/recordcmd/checkcmd", "cmd/bao/internal/recordcmd/convertcmd", "cmd/bao/internal/recordcmd/showcmd"},
	"cmd/bao/internal/recordcmd/calibratecmd": {"cmd/bao/internal/cli", "internal/atomicfile", "tune/wdl"},
	"cmd/bao/internal/recordcmd/checkcmd":     {"cmd/bao/internal/cli", "engine", "record"},
	"cmd/bao/internal/recordcmd/convertcmd":   {"cmd/bao/internal/cli", "record"},
	"cmd/bao/internal/recordcmd/showcmd":      {"cmd/bao/internal/cli", "engine", "record"},
	"cmd/bao/internal/servecmd":               {"cmd/bao/internal/cli", "protocol", "web/server"},
	"cmd/bao/internal/solvecmd":               {"cmd/bao/internal/cli", "engine", "internal/threadcount", "search", "solve", "github.com/spf13/pflag"},
	"cmd/bao/internal/suitecmd":               {"cmd/bao/internal/cli", "datagen", "judge/suite", "protocol", "search"},
	"cmd/bao/internal/tunecmd":                {"cmd/bao/internal/cli", "cmd/bao/internal/tunecmd/handcmd", "cmd/bao/internal/tunecmd/netcmd"},
	"cmd/bao/internal/tunecmd/handcmd":        {"cmd/bao/internal/cli", "cmd/bao/internal/tunecmd/tuneflags", "tune"},
	"cmd/bao/internal/tunecmd/netcmd":         {"cmd/bao/internal/cli", "cmd/bao/internal/tunecmd/tuneflags", "tune"},
	"cmd/bao/internal/tunecmd/tuneflags":      {"cmd/bao/internal/cli", "tune", "github.com/spf13/pflag"},
	"cmd/bao/internal/ucicmd":                 {"cmd/bao/internal/cli", "protocol"},
	"cmd/bao/internal/versioncmd":             {"cmd/bao/internal/cli", "internal/version"},
	"cmd/bao/internal/webcmd":                 {"cmd/bao/internal/cli", "cmd/bao/internal/webcmd/buildcmd"},
	"cmd/bao/internal/webcmd/buildcmd":        {"cmd/bao/internal/cli", "internal/gotool", "internal/version", "web/app", "web/site"},
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
	used := map[string]map[string]bool{} // package -> rule -> some file uses it
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
			r, ok := allowingRule(p, rules)
			if !ok {
				t.Errorf("%s imports %s; %s may import only %v and the standard library", path, p, pkg, rules)
				continue
			}
			if used[pkg] == nil {
				used[pkg] = map[string]bool{}
			}
			used[pkg][r] = true
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
	pkgs := make([]string, 0, len(allowed))
	for pkg := range allowed {
		pkgs = append(pkgs, pkg)
	}
	sort.Strings(pkgs)
	for _, pkg := range pkgs {
		rules := allowed[pkg]
		if !seen[pkg] {
			t.Errorf("the table has a row for %s, which has no non-test Go file; remove the row", pkg)
			continue
		}
		for _, r := range rules {
			if !used[pkg][r] {
				t.Errorf("%s may import %s, but no non-test file of it does; remove the edge from the table", pkg, r)
			}
		}
	}
}

// allowingRule returns the rule of rules that allows importing p, and
// true; "" and true for the standard library, which every package may
// import; false when no rule allows p.
func allowingRule(p string, rules []string) (string, bool) {
	if !strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
		return "", true // the standard library
	}
	for _, r := range rules {
		switch {
		case strings.Contains(r, "."):
			if p == r {
				return r, true
			}
		case p == module+r:
			return r, true
		}
	}
	return "", false
}
