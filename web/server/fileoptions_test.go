package server

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestDebugLogFileRefused checks that a browser tab cannot make the engine
// write a file on the server's machine with the option Debug Log File,
// whatever the letter case or spacing of the name.
func TestDebugLogFileRefused(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	url := hs.URL + "/api/session/" + id + "/command"
	path := filepath.Join(t.TempDir(), "x.log")
	for _, cmd := range []string{
		"setoption name Debug Log File value " + path,
		"setoption name debug  log   FILE value " + path,
	} {
		status, out := call(t, "POST", url, commandRequest{Commands: []string{cmd}})
		wantError(t, cmd, status, out, 400, "debug log file", "not allowed")
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the log file exists (%v)", err)
	}
}

// TestPageCannotNameServerFiles: a page that set EvalFile to a server
// file learnt its first bytes and whether it exists ("bad net file: magic
// ..."), and a named pipe hung its engine. No option that names a path
// reaches the engine, neither the built-in one's (EvalFile) nor the usual
// ones of other engines; the answer is the same whether the file exists.
func TestPageCannotNameServerFiles(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	st := openStream(t, hs.URL, id)
	url := hs.URL + "/api/session/" + id + "/command"
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	if err := os.WriteFile(secret, []byte("root:x:0:0:secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{
		"setoption name EvalFile value " + secret,
		"setoption name evalfile value " + filepath.Join(dir, "missing"),
		"setoption name EvalFile value " + fifo,
		"setoption name SyzygyPath value " + dir,
		"setoption name Book File value " + secret,
	} {
		status, out := call(t, "POST", url, commandRequest{Commands: []string{cmd}})
		wantError(t, cmd, status, out, 400, "not allowed from the page")
		if msg, _ := out["error"].(string); strings.Contains(msg, "root:") || strings.Contains(msg, "magic") {
			t.Errorf("%s: the answer tells of the file: %q", cmd, msg)
		}
	}
	// The engine is not hung on the pipe: it still answers.
	send(t, hs.URL, id, "isready")
	st.waitFor(t, "readyok")
}
