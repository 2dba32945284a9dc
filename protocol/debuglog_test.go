package protocol

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestDebugLogFile checks the option Debug Log File: every line in and out
// is appended with a timestamp and a direction marker, <empty> turns the
// log off, a second file is appended to, and a path that cannot be opened
// is an error that leaves the session working. The file is an earlier log
// (it starts with the log's header).
func TestDebugLogFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "engine log.txt") // a space in the name
	if err := os.WriteFile(path, []byte(debugLogHeader+"2026-11-30T21:25:03.123456Z >> kept\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startSession(t)
	h.send("uci")
	got := h.until("uciok", 5*time.Second)
	if !hasPrefix(got, "option name Debug Log File type string default <empty>") {
		t.Fatalf("uci: no Debug Log File declaration in\n%s", strings.Join(got, "\n"))
	}
	h.send("setoption name Debug Log File value " + path)
	h.sync()
	h.send("position startpos moves A7L", "legal")
	h.until("legal ", 5*time.Second)
	h.send("setoption name debug log file value <empty>") // names are case-insensitive
	h.sync()                                              // not logged any more
	h.send("setoption name Debug Log File value " + filepath.Join(dir, "no such folder", "x.log"))
	if got := h.sync(); len(got) != 1 || !strings.HasPrefix(got[0], "info string error: setoption: option Debug Log File: open ") {
		t.Fatalf("bad path: got %q", got)
	}

	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if lines[0]+"\n" != debugLogHeader || !strings.HasSuffix(lines[1], " >> kept") {
		t.Fatalf("the log file was not appended to: it starts %q", lines[:2])
	}
	re := regexp.MustCompile(`^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z) (>>|<<) (.*)$`)
	var body []string
	var last time.Time
	for _, l := range lines[1:] {
		m := re.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("log line %q: want <UTC time> >>|<< <line>", l)
		}
		ts, err := time.Parse(time.RFC3339Nano, m[1])
		if err != nil {
			t.Fatalf("log line %q: time: %v", l, err)
		}
		if ts.Before(last) {
			t.Fatalf("log line %q: time goes backwards", l)
		}
		last = ts
		body = append(body, m[2]+" "+m[3])
	}
	want := []string{
		">> kept",
		">> isready",
		"<< readyok",
		">> position startpos moves A7L",
		">> legal",
		"<< legal 2 a5L a5R",
		">> setoption name debug log file value <empty>",
	}
	if strings.Join(body, "\n") != strings.Join(want, "\n") {
		t.Fatalf("log:\n%s\nwant:\n%s", strings.Join(body, "\n"), strings.Join(want, "\n"))
	}
}

// TestDebugLogSearch logs a search from a second session to the same kind
// of file and checks that bestmove, the last line out, is in the log when
// the session has ended.
func TestDebugLogSearch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "search.log")
	h := startSession(t)
	h.send("setoption name Debug Log File value "+path, "position startpos", "go depth 2")
	got := h.until("bestmove", 30*time.Second)
	h.send("quit")
	select {
	case <-h.done:
	case <-time.After(10 * time.Second):
		t.Fatal("no end after quit")
	}
	h.done <- nil // for the harness's cleanup
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	log := string(data)
	for _, want := range []string{" >> go depth 2\n", " << " + got[len(got)-1] + "\n", " >> quit\n"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
}

// TestDebugLogDroppedLine: the debug log (main) and lines of any length
// (h-proto) met in the merge. A dropped line is logged by its first bytes
// and its length, never in full, so a 2 MiB line cannot grow the log by
// megabytes.
func TestDebugLogDroppedLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log.txt")
	h := startSession(t)
	h.send("setoption name Debug Log File value " + path)
	h.sync()
	huge := "position startpos moves " + strings.Repeat("A6L ", 2<<20/4)
	go io.WriteString(h.in, huge+"\nisready\n")
	if got := h.until("readyok", 30*time.Second); len(got) != 2 || !strings.HasPrefix(got[0], "info string error: line too long") {
		t.Fatalf("%q", got)
	}
	h.send("setoption name Debug Log File value <empty>")
	h.sync()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 4096 {
		t.Fatalf("the log holds %d bytes: the dropped line went into it", len(data))
	}
	want := fmt.Sprintf(">> %s... (line too long: %d bytes, dropped)\n", huge[:headLen], len(huge))
	if !strings.Contains(string(data), want) {
		t.Fatalf("the log has no line %q:\n%s", want, data)
	}
	if !strings.Contains(string(data), "<< info string error: line too long") || !strings.Contains(string(data), ">> isready\n") {
		t.Fatalf("the log misses the error or the next command:\n%s", data)
	}
}

// TestStringOptionValueVerbatim: a string option's value was rebuilt from
// the line's fields, so "value /tmp/a  b.log" (two spaces) opened
// "/tmp/a b.log". The value is now the line after "value", only its ends
// trimmed, for Debug Log File and EvalFile alike; a name's words may
// still be spaced anyhow.
func TestStringOptionValueVerbatim(t *testing.T) {
	dir := t.TempDir()
	logPath := filepath.Join(dir, "a  b\tc.log")
	netPath := writeTestNet(t, dir, "n  et.bin", 0.5)
	s, got := runScript(t,
		"setoption  name debug   Log File value   "+logPath+"  ",
		"setoption name EvalFile value "+netPath+" \t",
		"isready",
		"setoption name Debug Log File value <empty>")
	if strings.Join(got, "\n") != "readyok" {
		t.Fatalf("got:\n%s", strings.Join(got, "\n"))
	}
	if b, err := os.ReadFile(logPath); err != nil || !strings.Contains(string(b), ">> isready") {
		t.Errorf("log %q: %v, %q", logPath, err, b)
	}
	if s.evalSt.source != netPath {
		t.Errorf("EvalFile: net from %q, want %q", s.evalSt.source, netPath)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files in %s, want the log and the net", len(entries), dir)
	}
}

// TestDebugLogRefusesOtherFiles: Debug Log File appended to any file, a
// game record or a program among them. It now appends only to a log it
// wrote (or creates one, or fills an empty file); anything else is refused
// with an error that does not quote the file, and left as it was.
func TestDebugLogRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	record := "[Event \"club\"]\n[Result \"1-0\"]\n\n1. A6L a5R 1-0\n"
	program := "\x7fELF\x02\x01\x01secret-bytes"
	short := "# Bao"
	files := map[string]string{"game.pgn": record, "bao": program, "notes.txt": "root:x:0:0\n", "short.log": short}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "empty.log"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	h := startSession(t)
	for name := range files {
		h.send("setoption name Debug Log File value " + filepath.Join(dir, name))
		got := h.sync()
		if len(got) != 1 || !strings.HasPrefix(got[0], "info string error: setoption: option Debug Log File: ") ||
			!strings.Contains(got[0], "not a Bao debug log") {
			t.Errorf("%s: got %q, want an error", name, got)
		}
		for _, piece := range []string{"Event", "root:x", "ELF", "secret"} {
			if len(got) > 0 && strings.Contains(got[0], piece) {
				t.Errorf("%s: the error quotes the file: %q", name, got[0])
			}
		}
	}
	h.send("setoption name Debug Log File value " + dir)
	if got := h.sync(); len(got) != 1 || !strings.Contains(got[0], "not a regular file") {
		t.Errorf("a folder: got %q", got)
	}
	newLog := filepath.Join(dir, "new.log")
	h.send("setoption name Debug Log File value "+newLog, "setoption name Debug Log File value "+filepath.Join(dir, "empty.log"))
	h.sync()
	h.send("setoption name Debug Log File value <empty>", "setoption name Debug Log File value "+newLog)
	h.sync()
	h.send("setoption name Debug Log File value <empty>")
	h.sync()
	for name, content := range files {
		if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != content {
			t.Errorf("%s changed: %q", name, data)
		}
	}
	for _, name := range []string{"new.log", "empty.log"} {
		data, _ := os.ReadFile(filepath.Join(dir, name))
		if !strings.HasPrefix(string(data), debugLogHeader) || strings.Count(string(data), debugLogHeader) != 1 {
			t.Errorf("%s: %q, want one header then the lines", name, data)
		}
	}
	if data, _ := os.ReadFile(newLog); !strings.Contains(string(data), ">> isready\n") || !strings.HasSuffix(string(data), ">> setoption name Debug Log File value <empty>\n") {
		t.Errorf("new.log was not reopened and appended to: %q", data)
	}
}
