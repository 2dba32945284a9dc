package showcmd

import (
	"os"
	"path/filepath"
	"testing"
)

// gamesJSONL is a JSON Lines file of three good games of Bao la Kujifunza,
// then a game of Bao la Kiswahili whose first move is illegal, then a
// good one (as package record's tests have it).
const gamesJSONL = `{"variant":"kujifunza","tags":{"South":"Ann","North":"Bao"},"result":"1-0","termination":"time forfeit: North took 1.2s","moves":["A3R","a6R"]}
{"variant":"kujifunza","result":"0-1","termination":"adjudication after 40 moves","moves":[{"move":"A3R","comment":"+0.12/3 0.01s"}]}
{"variant":"kujifunza","moves":["A3R","a6R"]}
{"moves":["B1L"]}
{"variant":"kujifunza","moves":["A3R"]}
`

// writeFile writes text to name in dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
