package solvecmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/solve"
)

// runCLI runs "bao ARGS" in-process, with "bao solve" as its one command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"solve": Command()}, strings.NewReader(""), args...)
}

func TestSolveCLIKujifunza(t *testing.T) {
	dir := t.TempDir()
	proof := filepath.Join(dir, "kujifunza.proof")
	args := []string{"solve", "--variant", "kujifunza", "--hash", "16", "--proof", proof, "--json"}
	if testing.Short() {
		// The shortest-win search is millions of nodes: seconds of CPU.
		args = append(args, "--exact-nodes", "0")
	}
	code, out, errs := runCLI(args...)
	if code != 0 {
		t.Fatalf("solve: exit %d\n%s%s", code, out, errs)
	}
	var o solve.RunReport
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("json: %v: %q", err, out)
	}
	if o.Result != "win" || o.Winner != "S" || o.Proof == nil || !o.Proof.Verified || len(o.PV) == 0 {
		t.Fatalf("result: %+v", o)
	}
	if testing.Short() {
		if o.PliesExact || o.Shortest.Status != "skipped (--exact-nodes 0)" {
			t.Errorf("without the shortest-win search: plies %d exact %v, %+v", o.Plies, o.PliesExact, o.Shortest)
		}
	} else {
		if !o.PliesExact || o.Plies != 21 || len(o.PV) != 21 {
			t.Errorf("plies %d exact %v pv %v: want exactly 21", o.Plies, o.PliesExact, o.PV)
		}
		// The shortest-win search is most of the work here (millions of
		// nodes against the proof search's thousand): the time printed
		// counts it.
		if o.Shortest.Status != "exact" || o.Shortest.Nodes < 100*o.Nodes {
			t.Errorf("shortest-win search: %+v, proof search %d nodes", o.Shortest, o.Nodes)
		}
		if o.TimeMs < o.SolveMs+o.Shortest.TimeMs {
			t.Errorf("time %d ms leaves out a phase: proof search %d ms, shortest-win search %d ms", o.TimeMs, o.SolveMs, o.Shortest.TimeMs)
		}
	}
	code, out, errs = runCLI("solve", "--verify", proof)
	if code != 0 || !strings.Contains(out, "proof OK: South wins") {
		t.Fatalf("verify: exit %d %q %q", code, out, errs)
	}
	// A corrupted proof: the first move replaced by another legal move.
	b, err := os.ReadFile(proof)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	first := o.Move
	if o.Proof != nil {
		// The proof's first move can differ from the fastest win's.
		_, rest, _ := strings.Cut(text, "tree\n")
		first, _, _ = strings.Cut(rest, "\n")
	}
	other := "A1R"
	if first == other {
		other = "A2R"
	}
	bad := strings.Replace(text, "tree\n"+first+"\n", "tree\n"+other+"\n", 1)
	if bad == text {
		t.Fatalf("no first move in the proof:\n%.400s", b)
	}
	badFile := filepath.Join(dir, "bad.proof")
	if err := os.WriteFile(badFile, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI("solve", "--verify", badFile)
	if code != 1 || !strings.Contains(errs, "proof line") {
		t.Fatalf("corrupted proof: exit %d %q", code, errs)
	}

	// The rules asked for must be the proof's: a kujifunza proof is not a
	// kete one, and a proof whose rule line was edited is one for the
	// edited rules, which the report names.
	code, out, errs = runCLI("solve", "--verify", proof, "--variant", "kujifunza")
	if code != 0 || !strings.Contains(out, "proof OK: South wins (kujifunza rules) from") {
		t.Errorf("verify --variant kujifunza: exit %d %q %q", code, out, errs)
	}
	code, _, errs = runCLI("solve", "--verify", proof, "--variant", "kete")
	if code != 1 || !strings.Contains(errs, "the proof is for kujifunza rules, not for the kete rules asked for") {
		t.Errorf("verify --variant kete: exit %d %q", code, errs)
	}
	// A search flag beside --verify would be ignored: it is refused.
	code, _, errs = runCLI("solve", "--verify", proof, "--proof", proof+".2", "--nodes", "5")
	if code != 2 || !strings.Contains(errs, "solve --verify: --proof, --nodes: not used when verifying") {
		t.Errorf("verify with search flags: exit %d %q", code, errs)
	}
	edited := strings.Replace(text, "rule infiniteMoveLapLimit 100000\n", "rule infiniteMoveLapLimit 99999\n", 1)
	if edited == text {
		t.Fatalf("no lap-limit rule line in the proof:\n%.400s", text)
	}
	editedFile := filepath.Join(dir, "edited.proof")
	if err := os.WriteFile(editedFile, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI("solve", "--verify", editedFile)
	if code != 0 || !strings.Contains(out, "(kujifunza rules with infiniteMoveLapLimit=99999)") {
		t.Errorf("verify an edited proof: exit %d %q %q", code, out, errs)
	}
	code, _, errs = runCLI("solve", "--verify", editedFile, "--variant", "kujifunza")
	if code != 1 || !strings.Contains(errs, "the proof is for kujifunza rules with infiniteMoveLapLimit=99999, not for the kujifunza rules asked for") {
		t.Errorf("verify an edited proof as kujifunza: exit %d %q", code, errs)
	}
}

// TestSolveCLIBudgetStatus: a shortest-win search that its node budget
// decided is said with --exact-nodes, in the JSON and in the text
// (solve.Run says it in its own words).
func TestSolveCLIBudgetStatus(t *testing.T) {
	base := []string{"solve", "--variant", "kujifunza", "--hash", "8", "--progress", "0"}
	for _, c := range []struct{ budget, want string }{
		{"0", "skipped (--exact-nodes 0)"},
		{"1", "cut by its node budget (--exact-nodes 1)"},
	} {
		code, out, errs := runCLI(append(base, "--exact-nodes", c.budget, "--json")...)
		var o solve.RunReport
		if err := json.Unmarshal([]byte(out), &o); code != 0 || err != nil || o.Shortest.Status != c.want {
			t.Errorf("--exact-nodes %s --json: exit %d, %v, status %q, want %q (%s)", c.budget, code, err, o.Shortest.Status, c.want, errs)
		}
		code, out, errs = runCLI(append(base, "--exact-nodes", c.budget)...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("--exact-nodes %s: exit %d, output lacks %q:\n%s%s", c.budget, code, c.want, out, errs)
		}
	}
}

func TestSolveCLIText(t *testing.T) {
	// South to move has only never-ending moves: he cannot move and loses.
	fen := "2,1,1,2,2,1,1,3/2,5,1,0,5,5,2,3/1,0,1,0,1,0,1,0/0,1,0,1,0,1,20,1 0,0 S - -"
	code, out, errs := runCLI("solve", "--variant", "kujifunza", "--hash", "8", "--fen", fen)
	if code != 0 || !strings.Contains(out, "result: loss for the side to move (North wins)") ||
		!strings.Contains(out, "South cannot move") || !strings.Contains(out, "plies: 0") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}

func TestSolveCLIUsage(t *testing.T) {
	if code, out, _ := runCLI("solve", "--help"); code != 0 || !strings.Contains(out, "Usage: bao solve") {
		t.Fatalf("--help: %d %q", code, out)
	}
	for _, args := range [][]string{
		{"solve", "--hash", "0"},
		{"solve", "--threads", "0"},
		{"solve", "--fen", "nonsense"},
		{"solve", "--variant", "chess"},
		{"solve", "--init", "magic"},
		{"solve", "extra"},
		{"solve", "--threads", "257"},
		// Each of these ran (a negative time was no limit); the node
		// limit keeps the run short if one is accepted.
		{"solve", "--variant", "kujifunza", "--nodes", "1", "--exact-nodes", "0", "--time", "-5s"},
		{"solve", "--variant", "kujifunza", "--nodes", "1", "--exact-nodes", "0", "--save-every", "-1m"},
		{"solve", "--variant", "kujifunza", "--nodes", "1", "--exact-nodes", "0", "--progress", "-1s"},
		{"solve", "--variant", "kujifunza", "--nodes", "1", "--exact-nodes", "0", "--epsilon", "NaN"},
		{"solve", "--variant", "kujifunza", "--nodes", "1", "--exact-nodes", "0", "--epsilon", "-0.5"},
	} {
		if code, _, errs := runCLI(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%q)", args, code, errs)
		}
	}
	if code, _, errs := runCLI("solve", "--verify", filepath.Join(t.TempDir(), "missing")); code != 1 || !strings.Contains(errs, "verify") {
		t.Errorf("missing proof: exit %d %q", code, errs)
	}
	if code, _, errs := runCLI("solve", "--resume", filepath.Join(t.TempDir(), "missing")); code != 1 || !strings.Contains(errs, "resume") {
		t.Errorf("missing table: exit %d %q", code, errs)
	}
	if code, _, errs := runCLI("solve", "--time", "-5s"); code != 2 || !strings.Contains(errs, "--time -5s: want 0 (no limit) or more") {
		t.Errorf("--time -5s: exit %d %q", code, errs)
	}
}

// TestSolveCLIUnwritableFiles: a --save or --proof file that cannot be
// written was found only after the whole run, and the result was lost.
// Now it is a failure before any work.
func TestSolveCLIUnwritableFiles(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"--save", filepath.Join(dir, "missing", "x.table")},
		{"--proof", filepath.Join(dir, "missing", "x.proof")},
		{"--save", dir},
	} {
		all := append([]string{"solve", "--variant", "kujifunza", "--hash", "8", "--exact-nodes", "0", "--progress", "0"}, args...)
		code, out, errs := runCLI(all...)
		if code != 1 || out != "" || !strings.Contains(errs, args[0]+" "+args[1]+": cannot write the file") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 1 before any work", args, code, out, errs)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the checks left files behind: %v", entries)
	}
}

// TestSolveCLIProofIsTable: the proof file may not be the table written
// (--save) or read (--resume) under any spelling of its name, where the
// command compared the two names as strings; it is refused as a usage
// error before any work, and the table read is left as it was.
func TestSolveCLIProofIsTable(t *testing.T) {
	dir := t.TempDir()
	table := filepath.Join(dir, "old.table")
	if err := os.WriteFile(table, []byte("a table"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.table")
	if err := os.Symlink(table, link); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(dir, "new.table")
	for _, args := range [][]string{
		{"--save", fresh, "--proof", fresh},
		{"--save", fresh, "--proof", filepath.Join(dir, ".", "new.table")},
		{"--resume", table, "--proof", table},
		{"--resume", table, "--proof", link},
	} {
		all := append([]string{"solve", "--variant", "kujifunza", "--hash", "8", "--nodes", "1", "--exact-nodes", "0", "--progress", "0"}, args...)
		code, out, errs := runCLI(all...)
		if code != 2 || out != "" || !strings.Contains(errs, "--proof") || !strings.Contains(errs, "the output is one of the inputs") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 2 (a usage error) before any work", args, code, out, errs)
		}
	}
	if b, err := os.ReadFile(table); err != nil || string(b) != "a table" {
		t.Errorf("the table read is now %q (%v)", b, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the checks changed the folder: %v", entries)
	}
}

// TestSolveCLISaveFailsLate: when the table cannot be written after the
// run started (here its folder is removed at the first progress report),
// the failed checkpoints do not stop the search, and the result is printed
// before the save error (exit 1). Progress every nanosecond and a
// checkpoint every nanosecond make a report and a checkpoint at every
// poll of the solver (every 1024 nodes), whatever the machine's speed.
func TestSolveCLISaveFailsLate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tables")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	table := filepath.Join(dir, "kiswahili.table")
	errs := &clitest.TriggerWriter{When: "solve: ", Fire: func() { os.RemoveAll(dir) }}
	var out strings.Builder
	e := &cli.Env{Args: []string{"--hash", "8", "--nodes", "20000", "--progress", "1ns", "--save", table, "--save-every", "1ns", "--json"},
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: errs}
	code := cli.Run(e, run)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs.String())
	}
	var o solve.RunReport
	if err := json.Unmarshal([]byte(out.String()), &o); err != nil {
		t.Fatalf("the result was lost: stdout %q: %v\nstderr: %.2000s", out.String(), err, errs.String())
	}
	if o.Reason != "node limit" || o.Nodes < 20000 || o.Table != "" {
		t.Errorf("result %+v: want the node limit reached and no table", o)
	}
	stderr := errs.String()
	if !strings.Contains(stderr, "(the search goes on)") || !strings.Contains(stderr, "bao: solve: save table: ") {
		t.Errorf("stderr does not report the failed saves:\n%.3000s", stderr)
	}
}

// TestSolveResumeHashSize: "--resume T --save T" with a --hash too small
// for T's entries is refused before any work (exit 2), naming both sizes
// and T untouched; without --hash the table is sized from the file and
// keeps every entry.
func TestSolveResumeHashSize(t *testing.T) {
	table := filepath.Join(t.TempDir(), "t.table")
	base := []string{"solve", "--progress", "0", "--exact-nodes", "0", "--json"}
	if code, _, errs := runCLI(append(base, "--hash", "8", "--nodes", "150000", "--save", table)...); code != 0 {
		t.Fatalf("save: exit %d: %s", code, errs)
	}
	before, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	for _, hash := range []string{"1", "2"} {
		code, _, errs := runCLI(append(base, "--hash", hash, "--nodes", "1", "--resume", table, "--save", table)...)
		if code != 2 || !strings.Contains(errs, "--hash "+hash) || !strings.Contains(errs, "saved with --hash 8") {
			t.Errorf("--hash %s: exit %d: %s", hash, code, errs)
		}
		if got, _ := os.ReadFile(table); !bytes.Equal(got, before) {
			t.Fatalf("--hash %s: the table was changed", hash)
		}
	}
	code, out, errs := runCLI(append(base, "--nodes", "1", "--resume", table, "--save", table)...)
	if code != 0 {
		t.Fatalf("resume without --hash: exit %d: %s", code, errs)
	}
	after, err := os.ReadFile(table)
	if err != nil || len(after) < len(before) {
		t.Fatalf("resume without --hash: table of %d bytes, was %d (%v); %s", len(after), len(before), err, out)
	}
}
