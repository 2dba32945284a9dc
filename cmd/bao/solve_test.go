package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

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
	var o solveOutput
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

// testSolveInterruptResume stops a long solve with SIGINT (Ctrl-C) once
// it has reported progress, checks that the table was saved, and resumes
// from it.
func testSolveInterruptResume(t *testing.T, bin string) {
	table := filepath.Join(t.TempDir(), "kiswahili.table")
	p := startProcess(t, bin, "solve", "--hash", "32", "--save", table, "--progress", "1ns", "--json")
	p.waitFor("root pn")
	p.interrupt()
	rest, err := p.wait()
	if err != nil {
		t.Fatalf("exit: %v\n%q", err, rest)
	}
	var out, errs strings.Builder
	for _, l := range p.all {
		if e, ok := strings.CutPrefix(l, "stderr: "); ok {
			errs.WriteString(e + "\n")
		} else {
			out.WriteString(l + "\n")
		}
	}
	var first solveOutput
	if err := json.Unmarshal([]byte(out.String()), &first); err != nil {
		t.Fatalf("json: %v: %q", err, out.String())
	}
	if first.Result != "unknown" || first.Reason != "stopped" || first.Table != table || first.Nodes == 0 {
		t.Fatalf("first run: %+v", first)
	}
	if !strings.Contains(errs.String(), "interrupted") || !strings.Contains(errs.String(), "root pn") {
		t.Fatalf("stderr: %q", errs.String())
	}
	code, o2, e2 := runCLI("solve", "--hash", "32", "--resume", table, "--nodes", "2000", "--json", "--progress", "0")
	if code != 0 {
		t.Fatalf("resume: exit %d %s %s", code, o2, e2)
	}
	var second solveOutput
	if err := json.Unmarshal([]byte(o2), &second); err != nil {
		t.Fatalf("json: %v: %q", err, o2)
	}
	if second.TotalNodes < first.Nodes+second.Nodes || !strings.Contains(e2, "resumed") {
		t.Fatalf("resume did not continue the count: first %d, second %+v, %q", first.Nodes, second, e2)
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

// triggerWriter is a goroutine-safe buffer that calls fire once, the
// first time the text written to it contains when.
type triggerWriter struct {
	mu    sync.Mutex
	b     strings.Builder
	when  string
	fire  func()
	fired bool
}

func (w *triggerWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if !w.fired && strings.Contains(w.b.String(), w.when) {
		w.fired = true
		w.fire()
	}
	return len(p), nil
}

func (w *triggerWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
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
	errs := &triggerWriter{when: "solve: ", fire: func() { os.RemoveAll(dir) }}
	var out strings.Builder
	e := &env{args: []string{"solve", "--hash", "8", "--nodes", "20000", "--progress", "1ns", "--save", table, "--save-every", "1ns", "--json"},
		stdin: strings.NewReader(""), stdout: &out, stderr: errs}
	code := run(e)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs.String())
	}
	var o solveOutput
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

// TestSolveShortestCutByTime: the shortest-win search ran past --time (a
// 2 s budget took 12 s). Of the Kujifunza start it needs millions of nodes
// after a proof search of about a thousand; with the budget ending as it
// starts, it is cut and reported as cut after far fewer nodes.
func TestSolveShortestCutByTime(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s, err := solve.New(&r, solve.Options{HashMiB: 8, Threads: 1, Epsilon: 0.25, Init: solve.InitSeeds})
	if err != nil {
		t.Fatal(err)
	}
	res := s.Solve(p, solve.Limits{}, solve.Hooks{})
	if res.Value != solve.Win || res.Plies <= 21 {
		t.Fatalf("proof search: %+v", res)
	}
	e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard, interrupt: make(chan os.Signal)}
	iw := watchInterrupt(e, false, nil)
	defer iw.Close()
	f := &solveFlags{exactNodes: 50_000_000}
	for _, wait := range []time.Duration{0, 50 * time.Millisecond} {
		g := &solveGuard{s: s, iw: iw, deadline: time.Now().Add(wait)}
		out := solveOutput{Plies: res.Plies}
		f.shortest(g, p, engine.South, &out)
		if out.Shortest.Status != "cut by the time limit" || out.PliesExact || out.Plies != res.Plies {
			t.Errorf("budget %v: %+v", wait, out)
		}
		// The whole search takes about 4.5 million nodes.
		if out.Shortest.Nodes > 3_000_000 {
			t.Errorf("budget %v: %d nodes: not cut", wait, out.Shortest.Nodes)
		}
	}
}

// TestSolveGuardInterrupt: Ctrl-C during a phase stops it, and the phases
// after it do not run. (Each search of the solver clears its stop flag
// when it starts, so the guard asserts the stop for as long as the
// interrupt holds: a Ctrl-C that falls between two phases is not lost.)
func TestSolveGuardInterrupt(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s, err := solve.New(&r, solve.Options{HashMiB: 8, Threads: 1, Epsilon: 0.25, Init: solve.InitSeeds})
	if err != nil {
		t.Fatal(err)
	}
	res := s.Solve(p, solve.Limits{}, solve.Hooks{})
	sig := make(chan os.Signal, 1)
	e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard, interrupt: sig}
	iw := watchInterrupt(e, false, s.Stop)
	defer iw.Close()
	g := &solveGuard{s: s, iw: iw}
	out := solveOutput{Plies: res.Plies}
	// The interrupt arrives once the phase has started.
	started := make(chan struct{})
	go func() {
		<-started
		sig <- os.Interrupt
	}()
	f := &solveFlags{exactNodes: 50_000_000}
	var nodes uint64
	why := g.phase(true, func() {
		close(started)
		_, _, _, nodes = s.Shortest(p, engine.South, res.Plies, 50_000_000)
	})
	if why != "interrupt" || nodes > 3_000_000 {
		t.Errorf("phase: %q after %d nodes", why, nodes)
	}
	f.shortest(g, p, engine.South, &out)
	if out.Shortest.Status != "cut by the interrupt" || out.Shortest.Nodes != 0 {
		t.Errorf("after the interrupt: %+v", out.Shortest)
	}
}
