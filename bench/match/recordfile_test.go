package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/record"
)

// TestOpenRecordFileTrimsCutRecord: a record file whose last record was
// cut off anywhere (a run killed while writing) loses that record, with
// a warning, before new records are appended, so that every record of
// the file reads again; a whole file is left as it was, and a missing
// one is created.
func TestOpenRecordFileTrimsCutRecord(t *testing.T) {
	c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	whole := pgn.String()
	first := whole[:strings.Index(whole[1:], "\n[Event ")+2]
	res := strings.LastIndex(first, "1-0")
	if res < 0 {
		res = strings.LastIndex(first, "0-1")
	}
	dir := t.TempDir()
	cuts := map[string]int{
		"in the first tag":  3,
		"after a tag line":  strings.Index(first, "\n") + 1,
		"in the moves":      strings.Index(first, "\n\n") + 10,
		"in a comment":      strings.Index(first, "{") + 3,
		"before the result": res,
		"in the result":     res + 2,
	}
	for what, at := range cuts {
		file := filepath.Join(dir, "games.pgn")
		if err := os.WriteFile(file, []byte(whole+first[:at]), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		f, err := OpenRecordFile(file, &warn)
		if err != nil {
			t.Fatalf("cut %s: %v", what, err)
		}
		if err := writeRecord(f, mustRead(t, first)); err != nil {
			t.Fatal(err)
		}
		f.Close()
		data, _ := os.ReadFile(file)
		games, err := record.Read(bytes.NewReader(data))
		if err != nil || len(games) != 5 {
			t.Errorf("cut %s: %d games, %v; want the 4 whole ones and the new one", what, len(games), err)
		}
		if !strings.Contains(warn.String(), "games.pgn: its last record (game 5, from line ") || !strings.Contains(warn.String(), "removed") {
			t.Errorf("cut %s: warning %q", what, warn.String())
		}
	}
	for what, text := range map[string]string{"whole": whole, "empty": ""} {
		file := filepath.Join(dir, what+".pgn")
		os.WriteFile(file, []byte(text), 0o644)
		var warn bytes.Buffer
		f, err := OpenRecordFile(file, &warn)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		if data, _ := os.ReadFile(file); string(data) != text || warn.Len() != 0 {
			t.Errorf("%s file: changed to %d bytes (was %d), warning %q", what, len(data), len(text), warn.String())
		}
	}
	f, err := OpenRecordFile(filepath.Join(dir, "new.pgn"), &bytes.Buffer{})
	if err != nil {
		t.Fatalf("a new file: %v", err)
	}
	f.Close()
}

// mustRead reads the one record of text.
func mustRead(t *testing.T, text string) *record.Game {
	t.Helper()
	games, err := record.Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	return games[0]
}
