package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestSolveCLIKujifunza(t *testing.T) {
	dir := t.TempDir()
	proof := filepath.Join(dir, "kujifunza.proof")
	code, out, errs := runCLI("solve", "--variant", "kujifunza", "--hash", "16", "--proof", proof, "--json")
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
	if !o.PliesExact || o.Plies != 21 || len(o.PV) != 21 {
		t.Errorf("plies %d exact %v pv %v: want exactly 21", o.Plies, o.PliesExact, o.PV)
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
}

// TestSolveCLIInterruptResume stops a long solve with SIGINT (Ctrl-C),
// checks that the table was saved, and resumes from it.
func TestSolveCLIInterruptResume(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	table := filepath.Join(t.TempDir(), "kiswahili.table")
	cmd := exec.Command(bin, "solve", "--hash", "32", "--save", table, "--progress", "200ms", "--json")
	var out, errs strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, errs.String())
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("did not stop after SIGINT")
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
