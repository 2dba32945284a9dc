package web

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"os"
	"testing"
)

// TestServePuzzles: bao serve serves the puzzles file the page fetches,
// and it is the repository's one copy (web/static/puzzles.jsonl, which
// "bao puzzles build" writes and package puzzles checks).
func TestServePuzzles(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	resp, err := http.Get(hs.URL + "/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	served, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /puzzles.jsonl: status %d", resp.StatusCode)
	}
	embedded, err := fs.ReadFile(StaticFiles(), "puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := os.ReadFile("static/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(served, embedded) || !bytes.Equal(served, onDisk) || bytes.Count(served, []byte("\n")) < 300 {
		t.Errorf("GET /puzzles.jsonl served %d bytes (%d lines), want the %d bytes of static/puzzles.jsonl",
			len(served), bytes.Count(served, []byte("\n")), len(onDisk))
	}
}
