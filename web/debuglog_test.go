package web

import (
	"os"
	"path/filepath"
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
