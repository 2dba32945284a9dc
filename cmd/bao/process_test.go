package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildBinary builds bao once per test binary into a temporary folder.
func buildBinary(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "bao")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go build: %v", err)
	}
	return bin
}

// TestProcessLikeAGUI spawns the binary and drives it as a GUI does:
// handshake, options, a position with moves, a timed search, an infinite
// search stopped, quit.
func TestProcessLikeAGUI(t *testing.T) {
	bin := buildBinary(t)
	cmd := exec.Command(bin)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	send := func(s string) {
		if _, err := io.WriteString(stdin, s+"\n"); err != nil {
			t.Fatalf("write %q: %v", s, err)
		}
	}
	until := func(prefix string, d time.Duration) []string {
		var got []string
		timeout := time.After(d)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("engine closed its output waiting for %q: %q\nstderr: %s", prefix, got, stderr.String())
				}
				got = append(got, l)
				if strings.HasPrefix(l, prefix) {
					return got
				}
			case <-timeout:
				t.Fatalf("no %q in %v: %q", prefix, d, got)
			}
		}
	}
	send("uci")
	got := until("uciok", 5*time.Second)
	if !strings.HasPrefix(got[0], "id name Bao ") {
		t.Fatalf("handshake: %q", got)
	}
	send("setoption name Hash value 32")
	send("setoption name Threads value 2")
	send("isready")
	until("readyok", 5*time.Second)
	send("ucinewgame")
	send("position startpos moves A7L a5R")
	start := time.Now()
	send("go movetime 300")
	got = until("bestmove", 5*time.Second)
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("movetime 300 took %v", el)
	}
	if f := strings.Fields(got[len(got)-1]); len(f) < 2 || f[1] == "0000" {
		t.Fatalf("bestmove %q", got[len(got)-1])
	}
	send("go infinite")
	time.Sleep(200 * time.Millisecond)
	send("isready")
	until("readyok", time.Second)
	send("stop")
	until("bestmove", 5*time.Second)
	send("quit")
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v", err)
		}
	case <-time.After(3 * time.Second):
		cmd.Process.Kill()
		t.Fatal("did not exit after quit")
	}
	if s := stderr.String(); !strings.HasPrefix(s, "Bao ") || strings.Count(s, "\n") != 1 {
		t.Fatalf("stderr should hold one startup line: %q", s)
	}
}

// runCLI runs the command line in-process.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	e := &env{args: args, stdin: strings.NewReader(""), stdout: &out, stderr: &errb}
	code = run(e)
	return code, out.String(), errb.String()
}

func TestCLIUsageAndHelp(t *testing.T) {
	if code, out, _ := runCLI("--help"); code != 0 || !strings.Contains(out, "perft") {
		t.Fatalf("--help: %d %q", code, out)
	}
	if code, _, errs := runCLI("nonsense"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Fatalf("unknown command: %d %q", code, errs)
	}
	for _, c := range []string{"perft", "version", "uci"} {
		code, out, _ := runCLI(c, "--help")
		if code != 0 || !strings.Contains(out, "Usage: bao "+c) || !strings.Contains(out, "Examples:") {
			t.Errorf("%s --help: %d %q", c, code, out)
		}
	}
	if code, _, errs := runCLI("perft", "--depth", "0"); code != 2 || !strings.Contains(errs, "--depth") {
		t.Fatalf("perft --depth 0: %d %q", code, errs)
	}
	if code, _, errs := runCLI("perft", "--depth", "2", "--fen", "bad"); code != 2 || !strings.Contains(errs, "bfen") {
		t.Fatalf("bad fen: %d %q", code, errs)
	}
	if code, _, errs := runCLI("perft", "--depth", "2", "--nope"); code != 2 || !strings.Contains(errs, "unknown flag") {
		t.Fatalf("bad flag: %d %q", code, errs)
	}
	if code, out, _ := runCLI("version"); code != 0 || !strings.HasPrefix(out, "bao ") {
		t.Fatalf("version: %d %q", code, out)
	}
}

func TestCLIPerft(t *testing.T) {
	code, out, _ := runCLI("perft", "--depth", "5")
	if code != 0 || !strings.Contains(out, "Nodes searched: 405") || !strings.Contains(out, " nps") {
		t.Fatalf("perft 5: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "2", "--variant", "kujifunza", "--divide")
	if code != 0 || !strings.Contains(out, "A1R: ") || !strings.Contains(out, "Nodes searched: 108") {
		t.Fatalf("perft kujifunza: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "1", "--moves", "A7L")
	if code != 0 || !strings.Contains(out, "Nodes searched: 2") {
		t.Fatalf("perft after A7L: %d %q", code, out)
	}
	code, out, _ = runCLI("perft", "--depth", "1", "--fen",
		"0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -", "--infiniteMove", "loses")
	if code != 0 || !strings.Contains(out, "Nodes searched: 8") {
		t.Fatalf("perft with a rule flag: %d %q", code, out)
	}
}
