package server

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"os"
	"testing"

	"github.com/baoengine/bao/web/app"
)

// TestServePuzzles: bao serve serves the puzzles file the page fetches,
// and it is the repository's one copy (web/app/puzzles.jsonl, which
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
	embedded, err := fs.ReadFile(app.Files(), "puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := os.ReadFile("../app/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(served, embedded) || !bytes.Equal(served, onDisk) || bytes.Count(served, []byte("\n")) < 300 {
		t.Errorf("GET /puzzles.jsonl served %d bytes (%d lines), want the %d bytes of web/app/puzzles.jsonl",
			len(served), bytes.Count(served, []byte("\n")), len(onDisk))
	}
}
