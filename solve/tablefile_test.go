package solve

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/baoengine/bao/engine"
)

// TestTableFileResume: a solve stopped by a limit is saved, loaded into a
// new solver and finished there with less work than from scratch.
func TestTableFileResume(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	e := endgames[engine.Kujifunza][0]
	p := mustPos(t, r.Variant, e.fen)
	fresh := newSolver(t, &r, 16).Solve(p, Limits{}, Hooks{})
	if fresh.Value != e.value {
		t.Fatalf("fresh: %+v", fresh)
	}
	s := newSolver(t, &r, 16)
	part := s.Solve(p, Limits{Nodes: fresh.Nodes / 2}, Hooks{})
	if part.Value != Unknown {
		t.Fatalf("partial: %+v", part)
	}
	var b bytes.Buffer
	if err := s.SaveTable(&b, p, 3*time.Second); err != nil {
		t.Fatal(err)
	}
	saved := b.Bytes()
	s2 := newSolver(t, &r, 16)
	cp, err := s2.LoadTable(bytes.NewReader(saved))
	if err != nil {
		t.Fatal(err)
	}
	if cp.Root.Key != p.Key || cp.Nodes != part.Nodes || cp.Elapsed != 3*time.Second || cp.Entries == 0 {
		t.Fatalf("checkpoint %+v, partial %d nodes", cp, part.Nodes)
	}
	rest := s2.Solve(p, Limits{}, Hooks{})
	if rest.Value != e.value {
		t.Fatalf("resumed: %+v", rest)
	}
	if rest.Nodes >= fresh.Nodes {
		t.Errorf("resumed solve took %d nodes, fresh %d: no work kept", rest.Nodes, fresh.Nodes)
	}
	if s2.TotalNodes() != part.Nodes+rest.Nodes {
		t.Errorf("total %d, want %d", s2.TotalNodes(), part.Nodes+rest.Nodes)
	}

	// Damage is found by the checksum; other rules are refused.
	bad := append([]byte(nil), saved...)
	bad[len(bad)-30] ^= 1
	if _, err := newSolver(t, &r, 16).LoadTable(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("damaged: %v", err)
	}
	if _, err := newSolver(t, &r, 16).LoadTable(bytes.NewReader(saved[:len(saved)-100])); err == nil {
		t.Error("truncated table accepted")
	}
	if _, err := newSolver(t, &r, 16).LoadTable(strings.NewReader("not a table")); err == nil {
		t.Error("garbage accepted")
	}
	other := r
	other.InfiniteMove = engine.InfiniteLoses
	if _, err := newSolver(t, &other, 16).LoadTable(bytes.NewReader(saved)); err == nil || !strings.Contains(err.Error(), "other rules") {
		t.Errorf("other rules: %v", err)
	}
	// A damaged rules line is shown quoted, never as raw bytes.
	i := bytes.Index(saved, []byte("rules "))
	if i < 0 {
		t.Fatal("no rules line in the saved table")
	}
	garbled := append([]byte(nil), saved...)
	garbled[i+len("rules ")+2] = 0xff
	garbled[i+len("rules ")+3] = 0x01
	_, err = newSolver(t, &r, 16).LoadTable(bytes.NewReader(garbled))
	if err == nil || !strings.Contains(err.Error(), "rules line is damaged") || strings.ContainsRune(err.Error(), 0x01) || !utf8.ValidString(err.Error()) {
		t.Errorf("damaged rules line: %q", err)
	}
	// A smaller table takes what fits and still finds the value.
	small := newSolver(t, &r, 1)
	if _, err := small.LoadTable(bytes.NewReader(saved)); err != nil {
		t.Fatal(err)
	}
	if res := small.Solve(p, Limits{}, Hooks{}); res.Value != e.value {
		t.Fatalf("small table: %+v", res)
	}
}

// TestCheckpointHook: checkpoints pause the search, run the hook, and the
// search goes on to the same value.
func TestCheckpointHook(t *testing.T) {
	r := engine.DefaultRules(engine.Kete)
	e := endgames[engine.Kete][0]
	p := mustPos(t, r.Variant, e.fen)
	s := newSolver(t, &r, 16)
	saves := 0
	res := s.Solve(p, Limits{CheckpointEvery: time.Nanosecond}, Hooks{Checkpoint: func() error {
		saves++
		var b bytes.Buffer
		return s.SaveTable(&b, p, 0)
	}})
	if res.Value != e.value || saves == 0 {
		t.Fatalf("%+v after %d checkpoints", res, saves)
	}
}

// TestLoadTableKeepsEveryEntry: a table file loaded into a solver of the
// size that saved it, or a larger one, keeps every entry, although the
// file lists them by key and the table starts small; a smaller table
// counts the entries it dropped, and Run refuses it before any work.
func TestLoadTableKeepsEveryEntry(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	s, b := savedTable(t, &r, 8, 150_000)
	p := engine.StartPosition(r.Variant)
	saved := s.tt.used.Load()
	if saved <= 2*minBuckets*bucketSize {
		t.Fatalf("only %d entries: the test needs more than a starting table holds", saved)
	}
	for _, mib := range []int{8, 64} {
		s2 := newSolver(t, &r, mib)
		cp, err := s2.LoadTable(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if cp.Entries != saved || cp.Dropped != 0 || s2.tt.used.Load() != saved || cp.HashMiB != 8 {
			t.Errorf("--hash %d: loaded %d of %d entries (dropped %d, file's hash %d)", mib, s2.tt.used.Load(), saved, cp.Dropped, cp.HashMiB)
		}
	}
	small := newSolver(t, &r, 1)
	cp, err := small.LoadTable(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if cp.Dropped == 0 || cp.Dropped+small.tt.used.Load() < saved {
		t.Errorf("--hash 1: dropped %d, kept %d of %d", cp.Dropped, small.tt.used.Load(), saved)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "t.table")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mib := range []int{1, 2} { // 1: refused by the header; 2: by the load
		opt := DefaultOptions()
		opt.HashMiB = mib
		rep, err := Run(context.Background(), RunConfig{Rules: r, Position: p, Options: opt, Resume: file, Save: file, Nodes: 1})
		var tooSmall *TableTooSmallError
		if !errors.Is(err, ErrTableTooSmall) || !errors.As(err, &tooSmall) || tooSmall.SavedMiB != 8 || rep.Result != "" || !strings.Contains(err.Error(), "hash 8") {
			t.Errorf("--hash %d: %+v, %v", mib, rep, err)
		}
		if got, _ := os.ReadFile(file); !bytes.Equal(got, b) {
			t.Fatalf("--hash %d: the table file was changed", mib)
		}
	}
}

// savedTable solves the start of r's variant for nodes with a table of
// hashMiB and returns the solver and its saved table.
func savedTable(t *testing.T, r *engine.Rules, hashMiB int, nodes uint64) (*Solver, []byte) {
	t.Helper()
	p := engine.StartPosition(r.Variant)
	s := newSolver(t, r, hashMiB)
	s.Solve(p, Limits{Nodes: nodes}, Hooks{})
	var b bytes.Buffer
	if err := s.SaveTable(&b, p, time.Second); err != nil {
		t.Fatal(err)
	}
	return s, b.Bytes()
}

// TestResumeHashMiB: a resumed table takes the size its file was saved
// with; a file that cannot be read leaves the size as given.
func TestResumeHashMiB(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	_, b := savedTable(t, &r, 8, 2000)
	dir := t.TempDir()
	path := filepath.Join(dir, "t.table")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, ok := ResumeHashMiB(path, 256, 1024); got != 8 || !ok {
		t.Errorf("a table saved with 8 MiB: %d, %v; want 8, true", got, ok)
	}
	if got, ok := ResumeHashMiB(filepath.Join(dir, "missing"), 256, 1024); got != 256 || ok {
		t.Errorf("a missing file: %d, %v; want 256, false", got, ok)
	}
}
