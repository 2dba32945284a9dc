package solve

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
)

// kujifunzaConfig is a run of the Kujifunza start with a small table.
func kujifunzaConfig() RunConfig {
	return RunConfig{
		Rules:    engine.DefaultRules(engine.Kujifunza),
		Position: engine.StartPosition(engine.Kujifunza),
		Options:  Options{HashMiB: 8, Threads: 1, Epsilon: 0.25, Init: InitSeeds},
	}
}

// TestRunProofAndTable: a whole run proves the Kujifunza start, writes a
// proof that verifies and a table that resumes.
func TestRunProofAndTable(t *testing.T) {
	dir := t.TempDir()
	cfg := kujifunzaConfig()
	cfg.Proof, cfg.Save = filepath.Join(dir, "k.proof"), filepath.Join(dir, "k.table")
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Result != "win" || rep.Winner != "S" || rep.Proof == nil || !rep.Proof.Verified || rep.Table != cfg.Save || rep.Interrupted {
		t.Fatalf("report: %+v", rep)
	}
	if rep.Shortest.Status != "skipped (no node budget)" || !rep.Shortest.ByBudget {
		t.Errorf("shortest-win search with no budget: %+v", rep.Shortest)
	}
	fh, err := os.Open(cfg.Proof)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	if v, err := Verify(fh); err != nil || v.Winner != engine.South {
		t.Fatalf("the proof file: %+v, %v", v, err)
	}
	var log bytes.Buffer
	again := kujifunzaConfig()
	again.Resume, again.Log = cfg.Save, &log
	rep2, err := Run(context.Background(), again)
	if err != nil || rep2.Result != "win" || rep2.TotalNodes < rep.Nodes || !strings.Contains(log.String(), "solve: resumed "+cfg.Save) {
		t.Fatalf("resumed run: %+v, %v, log %q", rep2, err, log.String())
	}

	// A proof over the table read, or over the table written, is refused
	// before anything is written.
	table, err := os.ReadFile(cfg.Save)
	if err != nil {
		t.Fatal(err)
	}
	over := kujifunzaConfig()
	over.Resume, over.Proof = cfg.Save, cfg.Save
	if _, err := Run(context.Background(), over); !errors.Is(err, atomicfile.ErrOutputIsInput) || !strings.HasPrefix(err.Error(), "solve: proof: ") {
		t.Errorf("Proof the resumed table: %v", err)
	}
	over = kujifunzaConfig()
	over.Save, over.Proof = filepath.Join(dir, "both"), filepath.Join(dir, ".", "both")
	if _, err := Run(context.Background(), over); !errors.Is(err, atomicfile.ErrOutputIsInput) || !strings.Contains(err.Error(), "and save "+over.Save+" are the same file") {
		t.Errorf("Proof the saved table: %v", err)
	}
	if after, _ := os.ReadFile(cfg.Save); !bytes.Equal(after, table) {
		t.Error("the refused runs changed the table file")
	}
	if _, err := os.Stat(over.Save); !os.IsNotExist(err) {
		t.Errorf("a refused run wrote %s: %v", over.Save, err)
	}
}

// TestRunCancelled: cancelling the context stops a long proof search at
// once, skips the phases after it, still saves the table, and marks the
// report Interrupted.
func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	table := filepath.Join(t.TempDir(), "kiswahili.table")
	var log lockedBuffer
	var once sync.Once
	cfg := RunConfig{
		Rules:    engine.DefaultRules(engine.Kiswahili),
		Position: engine.StartPosition(engine.Kiswahili),
		Options:  Options{HashMiB: 16, Threads: 1, Epsilon: 0.25, Init: InitSeeds},
		Save:     table, ExactNodes: 50_000_000, Log: &log,
		// The first report cancels: the search is under way.
		Progress: func(Progress) { once.Do(cancel) }, ProgressEvery: time.Nanosecond,
	}
	done := make(chan RunReport, 1)
	go func() {
		rep, err := Run(ctx, cfg)
		if err != nil {
			t.Error(err)
		}
		done <- rep
	}()
	var rep RunReport
	select {
	case rep = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the run did not stop after its context was cancelled")
	}
	if !rep.Interrupted || rep.Result != "unknown" || rep.Reason != "stopped" || rep.Table != table || rep.Nodes == 0 {
		t.Fatalf("report: %+v", rep)
	}
	if !strings.Contains(log.String(), "solve: interrupted: stopping (the table is kept)") {
		t.Errorf("log %q", log.String())
	}
	fh, err := os.Open(table)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	s := newSolver(t, &cfg.Rules, 16)
	if cp, err := s.LoadTable(fh); err != nil || cp.Nodes != rep.Nodes {
		t.Fatalf("saved table: %+v, %v; want the run's %d nodes", cp, err, rep.Nodes)
	}
}

// TestRunCancelledBefore: a run whose context is done before it starts
// searches nothing and says so; a solver's Stop, by contrast, is forgotten
// by the next search, which is why Run ties the solver to the context.
func TestRunCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := kujifunzaConfig()
	cfg.ExactNodes = 50_000_000
	rep, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Interrupted || rep.Result != "unknown" || rep.Nodes != 0 || rep.Shortest.Status != "" {
		t.Fatalf("report: %+v", rep)
	}
}

// TestStopOnKeepsTheStop: a search that starts while the context of
// StopOn is done stops at once, every time; after release the solver works
// again.
func TestStopOnKeepsTheStop(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s := newSolver(t, &r, 8)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	release := s.StopOn(ctx)
	for i := 0; i < 2; i++ {
		if res := s.Solve(p, Limits{}, Hooks{}); res.Value != Unknown || res.Reason != "stopped" {
			t.Fatalf("solve %d under a done context: %+v", i, res)
		}
		if _, ok, _, nodes := s.Shortest(p, engine.South, 0, 1000); ok || nodes > 1 {
			t.Fatalf("shortest %d under a done context: %v after %d nodes", i, ok, nodes)
		}
	}
	release()
	if res := s.Solve(p, Limits{}, Hooks{}); res.Value != Win {
		t.Fatalf("after release: %+v", res)
	}
}

// TestRunShortestCutByTime: the shortest-win search ran past the time
// limit (a 2 s budget took 12 s). Of the Kujifunza start it needs millions
// of nodes after a proof search of about a thousand; with the budget
// ending as it starts, it is cut and reported as cut after far fewer
// nodes.
func TestRunShortestCutByTime(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s := newSolver(t, &r, 8)
	res := s.Solve(p, Limits{}, Hooks{})
	if res.Value != Win || res.Plies <= 21 {
		t.Fatalf("proof search: %+v", res)
	}
	for _, wait := range []time.Duration{0, 50 * time.Millisecond} {
		rn := &runner{s: s, ctx: context.Background(), deadline: time.Now().Add(wait)}
		rep := RunReport{Plies: res.Plies}
		rn.shortest(p, engine.South, 50_000_000, &rep)
		if rep.Shortest.Status != "cut by the time limit" || rep.PliesExact || rep.Plies != res.Plies {
			t.Errorf("budget %v: %+v", wait, rep)
		}
		// The whole search takes about 4.5 million nodes.
		if rep.Shortest.Nodes > 3_000_000 {
			t.Errorf("budget %v: %d nodes: not cut", wait, rep.Shortest.Nodes)
		}
	}
}

// TestRunPhaseCancelled: a cancellation during a phase stops it, and the
// phases after it do not run. (Each search of the solver clears its stop
// flag when it starts; the context it is tied to keeps a cancellation
// that falls between two phases.)
func TestRunPhaseCancelled(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s := newSolver(t, &r, 8)
	res := s.Solve(p, Limits{}, Hooks{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rn := &runner{s: s, ctx: ctx}
	var nodes uint64
	why := rn.phase(true, func() {
		// The cancellation arrives once the phase has started.
		go cancel()
		_, _, _, nodes = s.Shortest(p, engine.South, res.Plies, 50_000_000)
	})
	if why != "interrupt" || nodes > 3_000_000 {
		t.Errorf("phase: %q after %d nodes", why, nodes)
	}
	rep := RunReport{Plies: res.Plies}
	rn.shortest(p, engine.South, 50_000_000, &rep)
	if rep.Shortest.Status != "cut by the interrupt" || rep.Shortest.Nodes != 0 {
		t.Errorf("after the cancellation: %+v", rep.Shortest)
	}
}

// TestRunUnwritableFiles: files that cannot be written are found before
// any work.
func TestRunUnwritableFiles(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ save, proof, flag string }{
		{save: filepath.Join(dir, "missing", "x.table"), flag: "solve: save "},
		{proof: filepath.Join(dir, "missing", "x.proof"), flag: "solve: proof "},
		{save: dir, flag: "solve: save "},
	} {
		cfg := kujifunzaConfig()
		cfg.Save, cfg.Proof = c.save, c.proof
		rep, err := Run(context.Background(), cfg)
		if err == nil || rep.Result != "" || !strings.Contains(err.Error(), c.flag) || !strings.Contains(err.Error(), "cannot write the file") {
			t.Errorf("%+v: report %+v, error %v", c, rep, err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the checks left files behind: %v", entries)
	}
}

// lockedBuffer is a buffer safe for the writes of several goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
