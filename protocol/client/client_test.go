package client

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// buildBao builds the bao binary into a temporary folder.
func buildBao(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "bao")
	cmd := exec.Command("go", "build", "-o", out, "github.com/baoengine/bao/cmd/bao")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	return out
}

// syncBuffer is a log safe for concurrent use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestDriveBao(t *testing.T) {
	var log syncBuffer
	e, err := Start(Config{Path: buildBao(t), Label: "bao", Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Quit(time.Second)
	if err := e.Handshake("ugi", 5*time.Second); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(e.Name, "Bao") || !e.HasOption("hash") || !e.HasOption("UCI_Variant") {
		t.Fatalf("id %q, options %v", e.Name, e.Options)
	}
	if err := e.SetOption("Hash", "8"); err != nil {
		t.Fatal(err)
	}
	if err := e.IsReady(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := e.NewGame(); err != nil {
		t.Fatal(err)
	}
	if err := e.Position("", []string{"A7L", "a5R"}); err != nil {
		t.Fatal(err)
	}
	s, err := e.Go("depth 3", time.Now().Add(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if s.Move == "" || s.Depth != 3 || !s.Score.Valid || len(s.PV) == 0 || s.Elapsed <= 0 {
		t.Fatalf("search %+v", s)
	}
	for _, want := range []string{"bao > ugi", "bao < ugiok", "bao > go depth 3", "bao < bestmove " + s.Move} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, log.String())
		}
	}
	// An infinite search is stopped at the deadline: a timeout, then the
	// caller kills the engine.
	if err := e.Position("", nil); err != nil {
		t.Fatal(err)
	}
	_, err = e.Go("infinite", time.Now().Add(200*time.Millisecond))
	if !IsKind(err, KindTimeout) {
		t.Fatalf("go infinite: %v, want a timeout", err)
	}
	e.Kill()
	if !e.Exited() {
		t.Fatal("not exited after Kill")
	}
	if err := e.IsReady(time.Second); !IsKind(err, KindExited) {
		t.Fatalf("isready after kill: %v", err)
	}
}

// script starts a shell script as an engine.
func script(t *testing.T, body string) *Engine {
	t.Helper()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	e, err := Start(Config{Path: sh, Args: []string{"-c", body}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Kill)
	return e
}

func TestFailureKinds(t *testing.T) {
	e := script(t, "read x; exit 3")
	if err := e.Handshake("uci", 5*time.Second); !IsKind(err, KindExited) || !strings.Contains(err.Error(), "exit status 3") {
		t.Errorf("exit: %v", err)
	}
	e = script(t, "sleep 30")
	begin := time.Now()
	if err := e.IsReady(200 * time.Millisecond); !IsKind(err, KindTimeout) || time.Since(begin) > 5*time.Second {
		t.Errorf("hang: %v after %v", err, time.Since(begin))
	}
	e = script(t, `read x; echo "id name x"; echo "uciok"; read y; echo "hello world"; echo "bestmove A6L"; sleep 5`)
	if err := e.Handshake("uci", 5*time.Second); err != nil || e.Name != "x" {
		t.Fatalf("handshake: %v %q", err, e.Name)
	}
	if _, err := e.Go("depth 1", time.Now().Add(5*time.Second)); !IsKind(err, KindGarbage) || !strings.Contains(err.Error(), `"hello world"`) {
		t.Errorf("garbage: %v", err)
	}
	e = script(t, `read x; echo uciok; read y; echo "info depth 2 score cp -35 upperbound nodes 9 pv A6L"; echo bestmove`)
	e.Handshake("uci", 5*time.Second)
	s, err := e.Go("", time.Now().Add(5*time.Second))
	if err != nil || s.Move != "" || s.Score != (Score{Valid: true, Value: -35, Bound: true}) || s.Nodes != 9 {
		t.Errorf("bestmove without a move: %+v %v", s, err)
	}
	if _, err := Start(Config{Path: filepath.Join(t.TempDir(), "none")}); !IsKind(err, KindStart) {
		t.Errorf("missing program: %v", err)
	}
}

func TestParseOption(t *testing.T) {
	o, ok := parseOption(strings.Fields("name Move Overhead type spin default 30 min 0 max 5000"))
	if !ok || o != (Option{"Move Overhead", "spin", "30"}) {
		t.Errorf("%+v", o)
	}
	o, ok = parseOption(strings.Fields("name UCI_Variant type combo default kiswahili var kiswahili var kete"))
	if !ok || o.Default != "kiswahili" {
		t.Errorf("%+v", o)
	}
}

func TestSanitize(t *testing.T) {
	if got := Sanitize("a\x01b\xffc\té", 100); got != "a\\x01b\\xffc\té" {
		t.Errorf("%q", got)
	}
	if got := Sanitize(strings.Repeat("x", 50), 10); got != "xxxxxxxxxx..." {
		t.Errorf("%q", got)
	}
}

func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") && p != "github.com/baoengine/bao/engine" {
			t.Errorf("client imports %s: it may import only engine and the standard library", p)
		}
	}
}

// TestLinesWhileSending reads an engine's output on one goroutine while
// another sends, then quits the engine while the reader still reads, as
// the web server does with a browser tab's engine (run it with -race).
func TestLinesWhileSending(t *testing.T) {
	e, err := Start(Config{Path: "sh", Args: []string{"-c", "while read line; do echo got $line; done"}})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan string)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for l := range e.Lines() {
			got <- l.Text
		}
	}()
	for _, w := range []string{"a", "b", "c"} {
		if err := e.Send(w); err != nil {
			t.Fatal(err)
		}
		if l := <-got; l != "got "+w {
			t.Fatalf("line %q, want %q", l, "got "+w)
		}
	}
	go func() {
		for range got {
		}
	}()
	e.Quit(5 * time.Second)
	<-done
	close(got)
	if err := e.Send("d"); !IsKind(err, KindExited) && !IsKind(err, KindWrite) {
		t.Errorf("send after quit: %v", err)
	}
}

// TestQuitFullPipe: an engine that reads no input, with its input pipe
// full, is still ended by Quit: the write of quit cannot hold it up.
func TestQuitFullPipe(t *testing.T) {
	e := script(t, "sleep 60")
	var written atomic.Int64
	filled := make(chan struct{})
	go func() {
		// The engine reads nothing, so the pipe fills and a write blocks
		// until the pipe is closed.
		for e.Send(strings.Repeat("x", 4095)) == nil {
			written.Add(4096)
		}
		close(filled)
	}()
	// The pipe is full once the writes stop advancing.
	for last := int64(-1); ; {
		time.Sleep(200 * time.Millisecond)
		n := written.Load()
		if n == last && n >= 1<<16 {
			break
		}
		last = n
	}
	quit := make(chan struct{})
	go func() {
		e.Quit(100 * time.Millisecond)
		close(quit)
	}()
	select {
	case <-quit:
	case <-time.After(30 * time.Second):
		t.Fatal("Quit did not return with the engine's input pipe full")
	}
	if !e.Exited() {
		t.Error("the engine runs on after Quit")
	}
	select {
	case <-filled:
	case <-time.After(30 * time.Second):
		t.Fatal("the blocked write did not end when Quit closed the pipe")
	}
}
