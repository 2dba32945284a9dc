package checkcmd

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/record/recordtest"
)

func TestTerminationKind(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"time forfeit: bao-a took 1.2s of 1s", "time forfeit"},
		{"North cannot move", "North cannot move"},
		{"adjudication after 40 moves", "adjudication after N moves"},
		{"repetition 3 times in 120 plies", "repetition N times in N plies"},
		{": no head", ": no head"},
		{"  unfinished  ", "unfinished"},
	} {
		if got := terminationKind(c.in); got != c.want {
			t.Errorf("terminationKind(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCheckFiles checks the report of two files and of standard input,
// word for word, and its error.
func TestCheckFiles(t *testing.T) {
	dir := t.TempDir()
	jf := recordtest.WriteFile(t, dir, "games.jsonl", recordtest.GamesJSONL+`{"moves":["Z9"]}`+"\n")
	pf := recordtest.WriteFile(t, dir, "play.pgn", "[Variant \"kujifunza\"]\n\n1. A3R a6R *\n\n")
	var out bytes.Buffer
	err := checkFiles(&out, []string{jf, pf}, checkOptions{})
	want := jf + ` (json): 4 games, 6 plies (1.5 a game), 2 bad
  results: 1-0 1, 0-1 1, * 2
  terminations: unfinished 2, adjudication after N moves 1, time forfeit 1
  error: ` + jf + `:4: game 4 (from line 4): move 1 "B1L" (ply 1): not legal here (legal: A6L A6R A7L A7R)
  (1 more bad game(s); --all-errors lists them)
` + pf + ` (pgn): 1 games, 2 plies (2.0 a game)
  results: * 1
  terminations: unfinished 1
total of 2 files: 5 games, 8 plies (1.6 a game), 2 bad
  results: 1-0 1, 0-1 1, * 3
  terminations: unfinished 3, adjudication after N moves 1, time forfeit 1
  (2 more bad game(s); --all-errors lists them)
`
	if out.String() != want {
		t.Errorf("report:\n%s\nwant:\n%s", out.String(), want)
	}
	if err == nil || err.Error() != "2 bad game(s)" {
		t.Errorf("error %v, want 2 bad game(s)", err)
	}

	// Every bad game listed; one file and standard input: no total.
	out.Reset()
	err = checkFiles(&out, []string{"-"}, checkOptions{AllErrors: true, Stdin: strings.NewReader(recordtest.GamesJSONL + `{"moves":["Z9"]}` + "\n")})
	if strings.Count(out.String(), "  error: -:") != 2 || strings.Contains(out.String(), "more bad") || strings.Contains(out.String(), "total") {
		t.Errorf("--all-errors report:\n%s", out.String())
	}
	if err == nil || err.Error() != "2 bad game(s)" {
		t.Errorf("error %v, want 2 bad game(s)", err)
	}

	// A file that cannot be read is reported; the others are checked.
	out.Reset()
	missing := filepath.Join(dir, "missing.pgn")
	err = checkFiles(&out, []string{missing, pf}, checkOptions{})
	if !strings.HasPrefix(out.String(), missing+": cannot read: open ") || !strings.Contains(out.String(), pf+" (pgn): 1 games") ||
		!strings.Contains(out.String(), "total of 1 files: 1 games") {
		t.Errorf("report with a missing file:\n%s", out.String())
	}
	if err == nil || err.Error() != "1 of 2 file(s) cannot be read" {
		t.Errorf("error %v, want 1 of 2 file(s) cannot be read", err)
	}
	out.Reset()
	if err := checkFiles(&out, []string{pf}, checkOptions{}); err != nil {
		t.Errorf("a good file: error %v", err)
	}
}

// TestCheckFilesFolder: a folder given as a file cannot be read; it is
// not reported as a bad game.
func TestCheckFilesFolder(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	err := checkFiles(&b, []string{dir}, checkOptions{})
	if err == nil || !strings.Contains(err.Error(), "1 of 1 file(s) cannot be read") || !strings.Contains(b.String(), dir+": cannot read: it is a folder") || strings.Contains(b.String(), "bad") {
		t.Errorf("%v\n%s", err, b.String())
	}
}
