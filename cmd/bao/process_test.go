package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// buildBinary builds bao into a temporary folder.
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

// TestBinary builds the program once and runs the tests that need a real
// process: a GUI's session, and Ctrl-C (SIGINT) or SIGTERM in solve,
// play, analyze, bench and the protocol. They wait for events (a line of output), never for a fixed
// time; the timeouts only end a test that would otherwise hang, and are
// generous for a loaded machine under -race.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	t.Run("LikeAGUI", func(t *testing.T) { testProcessLikeAGUI(t, bin) })
	t.Run("SolveInterruptResume", func(t *testing.T) { testSolveInterruptResume(t, bin, syscall.SIGINT) })
	t.Run("SolveTerminateResume", func(t *testing.T) { testSolveInterruptResume(t, bin, syscall.SIGTERM) })
	t.Run("PlayInterruptAtPrompt", func(t *testing.T) { testPlayInterrupt(t, bin, false) })
	t.Run("PlayInterruptWhileThinking", func(t *testing.T) { testPlayInterrupt(t, bin, true) })
	t.Run("AnalyzeInterrupt", func(t *testing.T) { testAnalyzeInterrupt(t, bin, false) })
	t.Run("AnalyzeInterruptJSON", func(t *testing.T) { testAnalyzeInterrupt(t, bin, true) })
	t.Run("BenchTerminate", func(t *testing.T) { testBenchTerminate(t, bin) })
	t.Run("ProtocolInterrupt", func(t *testing.T) { testProtocolInterrupt(t, bin) })
}

// hangTimeout ends a wait that would otherwise hang the test run; every
// wait of these tests is for an event that comes in well under a second
// on an idle machine.
const hangTimeout = 2 * time.Minute

// process is a running bao whose standard output and error lines are read
// as they come.
type process struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string // stdout lines, and stderr lines prefixed "stderr: "
	all    []string    // every line waitFor and wait have read
	exited chan struct{}
	err    error // the exit status, valid once exited is closed
}

// startProcess starts bin with args, its input on a pipe that stays open.
func startProcess(t *testing.T, bin string, args ...string) *process {
	t.Helper()
	cmd := exec.Command(bin, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{t: t, cmd: cmd, stdin: stdin, lines: make(chan string, 100000), exited: make(chan struct{})}
	var readers sync.WaitGroup
	for i, r := range []io.Reader{stdout, stderr} {
		prefix := []string{"", "stderr: "}[i]
		readers.Add(1)
		go func() {
			defer readers.Done()
			sc := bufio.NewScanner(r)
			for sc.Scan() {
				p.lines <- prefix + sc.Text()
			}
		}()
	}
	go func() {
		readers.Wait()
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			cmd.Process.Kill()
			<-p.exited
		}
	})
	return p
}

// send writes a line to the process's input.
func (p *process) send(s string) {
	p.t.Helper()
	if _, err := io.WriteString(p.stdin, s+"\n"); err != nil {
		p.t.Fatalf("write %q: %v", s, err)
	}
}

// waitFor reads lines until one contains want and returns the lines read.
func (p *process) waitFor(want string) []string {
	p.t.Helper()
	var got []string
	timeout := time.After(hangTimeout)
	for {
		select {
		case l := <-p.lines:
			got = append(got, l)
			p.all = append(p.all, l)
			if strings.Contains(l, want) {
				return got
			}
		case <-p.exited:
			// Drain what was printed before the exit.
			for {
				select {
				case l := <-p.lines:
					got = append(got, l)
					p.all = append(p.all, l)
					if strings.Contains(l, want) {
						return got
					}
				default:
					p.t.Fatalf("exited (%v) without printing %q: %q", p.err, want, got)
				}
			}
		case <-timeout:
			p.t.Fatalf("no %q in %v: %q", want, hangTimeout, got)
		}
	}
}

// interrupt sends SIGINT, as Ctrl-C does.
func (p *process) interrupt() { p.signal(syscall.SIGINT) }

// signal sends sig.
func (p *process) signal(sig syscall.Signal) {
	p.t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		p.t.Fatal(err)
	}
}

// exitCode returns the exit code of a process that ended with err (from
// exec.Cmd.Wait): 0 for nil, -1 when it did not exit by itself.
func exitCode(err error) int {
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.ExitCode()
	}
	return -1
}

// wait waits for the exit and returns the rest of the output.
func (p *process) wait() ([]string, error) {
	p.t.Helper()
	select {
	case <-p.exited:
	case <-time.After(hangTimeout):
		p.cmd.Process.Kill()
		p.t.Fatalf("did not exit in %v", hangTimeout)
	}
	var rest []string
	for {
		select {
		case l := <-p.lines:
			rest = append(rest, l)
			p.all = append(p.all, l)
		default:
			return rest, p.err
		}
	}
}

// testProcessLikeAGUI drives the binary as a GUI does: handshake,
// options, a position with moves, a timed search, an infinite search
// stopped, quit.
func testProcessLikeAGUI(t *testing.T, bin string) {
	p := startProcess(t, bin)
	p.send("uci")
	got := p.waitFor("uciok")
	if !strings.HasPrefix(strings.Join(got, "\n"), "id name Bao ") && !strings.Contains(strings.Join(got, "\n"), "\nid name Bao ") {
		t.Fatalf("handshake: %q", got)
	}
	p.send("setoption name Hash value 32")
	p.send("setoption name Threads value 2")
	p.send("isready")
	p.waitFor("readyok")
	p.send("ucinewgame")
	p.send("position startpos moves A7L a5R")
	p.send("go movetime 300")
	got = p.waitFor("bestmove")
	if f := strings.Fields(got[len(got)-1]); len(f) < 2 || f[1] == "0000" {
		t.Fatalf("bestmove %q", got[len(got)-1])
	}
	p.send("go infinite")
	p.waitFor("info depth")
	p.send("isready")
	got = p.waitFor("readyok")
	for _, l := range got {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("an infinite search ended before stop: %q", got)
		}
	}
	p.send("stop")
	p.waitFor("bestmove")
	p.send("quit")
	if rest, err := p.wait(); err != nil {
		t.Fatalf("exit: %v %q", err, rest)
	}
	var stderr []string
	for _, l := range p.all {
		if e, ok := strings.CutPrefix(l, "stderr: "); ok {
			stderr = append(stderr, e)
		}
	}
	if len(stderr) != 1 || !strings.HasPrefix(stderr[0], "Bao ") {
		t.Fatalf("stderr should hold one startup line: %q", stderr)
	}
}

// runCLI runs the command line in-process.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return runCLIInput("", args...)
}

// runCLIInput runs the command line in-process with input as its
// standard input.
func runCLIInput(input string, args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	e := &cli.Env{Args: args, Stdin: strings.NewReader(input), Stdout: &out, Stderr: &errb}
	code = cli.Run(e, dispatch)
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
	// "bao help COMMAND [SUBCOMMAND]" is that command's --help.
	for _, args := range [][]string{{"perft"}, {"match", "merge"}} {
		code, out, _ := runCLI(append([]string{"help"}, args...)...)
		if want := "Usage: bao " + strings.Join(args, " ") + " [flags]"; code != 0 || !strings.HasPrefix(out, want) {
			t.Errorf("help %v: %d %q, want %q first", args, code, out, want)
		}
	}
	if code, _, errs := runCLI("help", "nonsense"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("help nonsense: %d %q", code, errs)
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
