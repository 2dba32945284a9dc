package recordtest

import (
	"os"
	"path/filepath"
	"testing"
)

// GamesJSONL is a JSON Lines file of five games: three good games of Bao
// la Kujifunza (the first with tags and a time forfeit, the second with a
// scored move comment and an adjudication), then a game of Bao la
// Kiswahili (no variant given) whose first move, B1L, is illegal, then a
// good one of Bao la Kujifunza.
const GamesJSONL = `{"variant":"kujifunza","tags":{"South":"Ann","North":"Bao"},"result":"1-0","termination":"time forfeit: North took 1.2s","moves":["A3R","a6R"]}
{"variant":"kujifunza","result":"0-1","termination":"adjudication after 40 moves","moves":[{"move":"A3R","comment":"+0.12/3 0.01s"}]}
{"variant":"kujifunza","moves":["A3R","a6R"]}
{"moves":["B1L"]}
{"variant":"kujifunza","moves":["A3R"]}
`

// WriteFile writes text to the file name in the folder dir and returns
// its path; it fails the test when the file cannot be written.
func WriteFile(t testing.TB, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatalf("writing the test file %s: %v", path, err)
	}
	return path
}
