package server

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestPageOptionBounds: a page could set Rule_infiniteMoveLapLimit up to
// 2^30 (a CPU multiplier), Hash up to 256 MiB, any MultiPV, and go with
// any movetime, depth or mate. Each is bounded now; values within the
// bounds still pass.
func TestPageOptionBounds(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	url := hs.URL + "/api/session/" + id + "/command"
	refused := []struct{ cmd, want string }{
		{"setoption name Rule_infiniteMoveLapLimit value 1073741824", "at most 100000"},
		{"setoption name rule_infinitemovelaplimit value 100001", "at most 100000"},
		{"setoption name Hash value 65", "at most 64"},
		{"setoption name Hash value 0", "want 1..64"},
		{"setoption name MultiPV value 9", "at most 8"},
		{fmt.Sprintf("setoption name Threads value %d", runtime.NumCPU()+1), fmt.Sprintf("at most %d", pageMaxThreads())},
		{"go mate 5", "go mate is not allowed"},
		{"go movetime 600001", "go movetime 600001: at most 600000"},
		{"go depth 65", "go depth 65: at most 64"},
		{"go nodes 10000000000", "at most 1000000000"},
		{"go wtime 3600001 btime 1000", "go wtime 3600001"},
		{"go btime 1000 binc 600001", "go binc 600001"},
		{"go movestogo 1001", "go movestogo 1001"},
		{"go depth", "go depth: no value"},
		{"go movetime soon", "want a whole number"},
		{"go infinite perft 5", "go perft"},
	}
	for _, c := range refused {
		status, out := call(t, "POST", url, commandRequest{Commands: []string{c.cmd}})
		wantError(t, c.cmd, status, out, 400, c.want)
	}
	accepted := []string{
		"setoption name Rule_infiniteMoveLapLimit value 100000",
		"setoption name Rule_infiniteMoveLapLimit value 50",
		"setoption name Hash value 64",
		"setoption name MultiPV value 8",
		"setoption name Threads value 1",
		"setoption name UCI_Variant value kete",
		"setoption name Level Seed value 2147483647",
		"go depth 64 movetime 600000 nodes 1000000000",
		"stop",
		"go wtime -5 btime 0",
		"go infinite",
		"stop",
	}
	for _, c := range accepted {
		send(t, hs.URL, id, c)
	}
}

// TestRulesEndpointsLapLimit: the rules endpoints played games under any
// lap limit the page sent (in the game's options or a record's tags).
func TestRulesEndpointsLapLimit(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	game := func(limit string) map[string]any {
		return map[string]any{"game": map[string]any{"variant": "kiswahili", "options": map[string]string{"infiniteMoveLapLimit": limit}, "moves": []string{}}}
	}
	status, out := call(t, "POST", hs.URL+"/api/legal", game("1073741824"))
	wantError(t, "legal, huge lap limit", status, out, 400, "infiniteMoveLapLimit", "at most 100000")
	status, out = call(t, "POST", hs.URL+"/api/play", map[string]any{"game": game("100001")["game"], "move": "A6L"})
	wantError(t, "play, lap limit over the default", status, out, 400, "at most 100000")
	if status, out := call(t, "POST", hs.URL+"/api/legal", game("500")); status != http.StatusOK {
		t.Errorf("legal, lap limit 500: %d %v", status, out)
	}
	// A value that is not a whole number is refused with the page's range,
	// not the rules engine's (1 to 1073741824).
	for _, bad := range []string{"1e3", "", "0", "-5"} {
		status, out = call(t, "POST", hs.URL+"/api/legal", game(bad))
		wantError(t, "legal, lap limit "+strconv.Quote(bad), status, out, 400, "infiniteMoveLapLimit", "from 1 to 100000")
	}
	rec := "[Event \"t\"]\n[Variant \"kiswahili\"]\n[infiniteMoveLapLimit \"1073741824\"]\n[Result \"*\"]\n\n1. A7L *\n"
	status, out = call(t, "POST", hs.URL+"/api/record/import", map[string]any{"record": rec})
	wantError(t, "record with a huge lap limit", status, out, 400, "tag infiniteMoveLapLimit", "at most 100000")
	rec = strings.Replace(rec, "1073741824", "1000", 1)
	if status, out := call(t, "POST", hs.URL+"/api/record/import", map[string]any{"record": rec}); status != http.StatusOK {
		t.Errorf("record with lap limit 1000: %d %v", status, out)
	}
}

// TestOptionsLapLimitBounds: GET /api/options gives the page the lap
// limit's bounds (so the new-game form can carry them) and every rule
// option a label in words.
func TestOptionsLapLimitBounds(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "GET", hs.URL+"/api/options", nil)
	if status != http.StatusOK {
		t.Fatalf("GET /api/options: %d %v", status, out)
	}
	opts, _ := out["options"].([]any)
	found := false
	for _, x := range opts {
		o, _ := x.(map[string]any)
		if label, _ := o["label"].(string); label == "" || strings.ContainsAny(label[1:], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			t.Errorf("option %v: label %q, want words", o["name"], label)
		}
		if o["name"] != "infiniteMoveLapLimit" {
			continue
		}
		found = true
		if o["min"] != 1.0 || o["max"] != 100000.0 || o["label"] != "Infinite move lap limit" {
			t.Errorf("lap limit option %v: want min 1, max 100000, label \"Infinite move lap limit\"", o)
		}
	}
	if !found {
		t.Errorf("no infiniteMoveLapLimit in %v", opts)
	}
}

// TestSessionsPerClient: one client could take all 16 session slots. It
// gets its share (MaxSessionsPerClient); another client still gets one.
func TestSessionsPerClient(t *testing.T) {
	s, hs := newTestServer(t, Config{MaxSessions: 3, MaxSessionsPerClient: 2, IdleTimeout: time.Hour})
	a := newSession(t, hs.URL)
	newSession(t, hs.URL)
	status, out := call(t, "POST", hs.URL+"/api/session", "{}")
	wantError(t, "third session of one client", status, out, http.StatusTooManyRequests, "from your address", "at most 2")
	status, _ = call(t, "DELETE", hs.URL+"/api/session/"+a, nil)
	if status != http.StatusNoContent {
		t.Fatalf("delete: %d", status)
	}
	newSession(t, hs.URL) // the slot is given back
	// Every request of the test comes from 127.0.0.1: another client is
	// seen through the registry.
	other, err := s.sessions.create("192.0.2.7")
	if err != nil {
		t.Fatalf("another client: %v", err)
	}
	if _, err := s.sessions.create("192.0.2.8"); !errors.Is(err, errTooMany) {
		t.Errorf("over the total cap: %v", err)
	}
	s.sessions.remove(other.id, "test")
	if got := s.Sessions(); got != 2 {
		t.Errorf("%d sessions, want 2", got)
	}
}

// TestSessionDefaults: the documented numbers (doc.go).
func TestSessionDefaults(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := s.cfg
	if c.MaxSessions != 16 || c.MaxSessionsPerClient != 4 || c.IdleTimeout != 30*time.Second || c.StreamIdleTimeout != 20*time.Minute {
		t.Errorf("defaults: %d sessions, %d per client, idle %v, stream idle %v", c.MaxSessions, c.MaxSessionsPerClient, c.IdleTimeout, c.StreamIdleTimeout)
	}
	if lap := pageOptions()["rule_infinitemovelaplimit"]; maxHashMB != 64 || maxMultiPV != 8 || !lap.bounded || lap.min != 1 || lap.max != 100000 {
		t.Errorf("bounds: hash %d, multipv %d, lap limit %+v", maxHashMB, maxMultiPV, lap)
	}
}

// TestDocumentedWorstCase: EvalCache (MiB per search thread) had no page
// bound, so one tab with EvalCache 1024 and Threads 2 took 2.1 GB against
// the documented worst case of all 16 sessions. The worst case is computed
// here from the bounds a page is held to, and doc.go must state exactly
// that figure.
func TestDocumentedWorstCase(t *testing.T) {
	opts := pageOptions()
	for _, name := range []string{"hash", "threads", "evalcache", "multipv"} {
		if !opts[name].bounded {
			t.Errorf("option %s costs memory or CPU time and has no page bound", name)
		}
	}
	if opts["threads"].max > maxThreads {
		t.Errorf("threads bound %d above maxThreads %d", opts["threads"].max, maxThreads)
	}
	perSession := opts["hash"].max + maxThreads*opts["evalcache"].max + sessionStateMiB
	if SessionMaxMiB != perSession {
		t.Errorf("SessionMaxMiB = %d, the bounds give %d", SessionMaxMiB, perSession)
	}
	data, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(strings.ReplaceAll(string(data), "\n//", " ")), " ")
	want := fmt.Sprintf("%d sessions take at most %d x %d MiB = %d MiB",
		DefaultMaxSessions, DefaultMaxSessions, perSession, DefaultMaxSessions*perSession)
	if !strings.Contains(doc, want) {
		t.Errorf("doc.go does not say %q", want)
	}
	_, hs := newTestServer(t, Config{})
	id := newSession(t, hs.URL)
	url := hs.URL + "/api/session/" + id + "/command"
	for _, c := range []struct{ cmd, want string }{
		{"setoption name EvalCache value 1024", fmt.Sprintf("at most %d", maxEvalCacheMB)},
		{fmt.Sprintf("setoption name EvalCache value %d", maxEvalCacheMB+1), fmt.Sprintf("at most %d", maxEvalCacheMB)},
		{fmt.Sprintf("setoption name Threads value %d", maxThreads+1), fmt.Sprintf("at most %d", pageMaxThreads())},
	} {
		status, out := call(t, "POST", url, commandRequest{Commands: []string{c.cmd}})
		wantError(t, c.cmd, status, out, 400, c.want)
	}
	send(t, hs.URL, id, fmt.Sprintf("setoption name EvalCache value %d", maxEvalCacheMB))
}
