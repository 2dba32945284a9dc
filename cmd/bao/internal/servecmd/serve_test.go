package servecmd

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/web/server"
)

// runCLI runs "bao ARGS" in-process, with "bao serve" as its one command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"serve": Command()}, strings.NewReader(""), args...)
}

func TestServeUsageErrors(t *testing.T) {
	cases := [][]string{
		{"serve", "--max-sessions", "0"},
		{"serve", "--idle-timeout", "1ms"},
		{"serve", "--stream-idle-timeout", "1ms"},
		{"serve", "--max-sessions-per-client", "0"},
		{"serve", "--max-sessions", "2", "--max-sessions-per-client", "3"},
		{"serve", "--addr", "nonsense"},
		{"serve", "--addr", "127.0.0.1:99999"},
		{"serve", "--addr", "127.0.0.1:no-such-service"},
		{"serve", "--no-such-flag"},
		{"serve", "extra"},
	}
	for _, args := range cases {
		if code, _, stderr := runCLI(args...); code != 2 || stderr == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, stderr)
		}
	}
	for _, engine := range []string{"/nonexistent/engine", "/nonexistent/engine uci", t.TempDir()} {
		code, _, stderr := runCLI("serve", "--addr", "127.0.0.1:0", "--engine", engine)
		if program := strings.Fields(engine)[0]; code != 2 || !strings.Contains(stderr, "--engine") || !strings.Contains(stderr, program) {
			t.Errorf("--engine %q: exit %d, stderr %q; want 2 and a message naming the program", engine, code, stderr)
		}
	}
	if code, out, _ := runCLI("serve", "--help"); code != 0 || !strings.Contains(out, "--engine") || !strings.Contains(out, "127.0.0.1:8080") ||
		!strings.Contains(out, "--max-sessions-per-client") || !strings.Contains(out, fmt.Sprintf("%d x %d MiB", server.DefaultMaxSessions, server.SessionMaxMiB)) {
		t.Errorf("serve --help: %d %q", code, out)
	}
	if code, _, stderr := runCLI("serve", "--addr", "192.0.2.1:1"); code != 1 || !strings.Contains(stderr, "listen") {
		t.Errorf("an address that cannot be listened on: exit %d, %q; want 1", code, stderr)
	}
}

// lockedBuffer is a strings.Builder safe for one writer and one reader.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
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

// TestServeRuns starts bao serve on a free port, fetches the page and an
// endpoint, and stops it by cancelling its context, as Ctrl-C does.
// Stopping is a server's ordinary end: exit code 0.
func TestServeRuns(t *testing.T) {
	var out, errb lockedBuffer
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e := &cli.Env{Args: []string{"--addr", "127.0.0.1:0"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Ctx: ctx}
	done := make(chan int, 1)
	go func() { done <- cli.Run(e, run) }()
	url := regexp.MustCompile(`http://[0-9.:]+/`)
	// The deadline only ends a test that would otherwise hang: the address
	// comes in well under a second on an idle machine.
	deadline := time.Now().Add(2 * time.Minute)
	for url.FindString(out.String()) == "" {
		select {
		case code := <-done:
			t.Fatalf("serve ended early with %d: %s", code, errb.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve printed no address: %q %q", out.String(), errb.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	base := url.FindString(out.String())
	resp, err := http.Get(base)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "Bao") {
		t.Errorf("GET /: %d", resp.StatusCode)
	}
	resp, err = http.Post(base+"api/legal", "application/json", strings.NewReader(`{"game":{"variant":"kujifunza"}}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("POST /api/legal: %d", resp.StatusCode)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d after the interrupt: %s", code, errb.String())
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("serve did not stop on the interrupt")
	}
}
