package analysis

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// writeRecords writes the text of a record file into dir.
func writeRecords(t *testing.T, dir, text string) string {
	t.Helper()
	path := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRecordGameEach analyses every move of a finished game, writes its
// graph, and ends with who won.
func TestRecordGameEach(t *testing.T) {
	dir := t.TempDir()
	path := writeRecords(t, dir, "[Event \"t\"]\n[Variant \"kujifunza\"]\n[Result \"1-0\"]\n\n"+finishedKujifunza+" 1-0\n")
	svg := filepath.Join(dir, "game.svg")
	var out, notes strings.Builder
	job := RecordJob{Path: path, Game: 1, Each: true, Plot: svg}
	if err := RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 2}, job); err != nil {
		t.Fatal(err)
	}
	moves := len(strings.Fields(finishedKujifunza))
	if n := strings.Count(out.String(), " best "); n != moves {
		t.Errorf("%d analysed moves, want %d:\n%s", n, moves, out.String())
	}
	if !strings.HasPrefix(out.String(), "  1. S     A3R ") || !strings.HasSuffix(out.String(), "game over: South wins: North's front row is empty\n") {
		t.Errorf("output:\n%s", out.String())
	}
	doc, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(doc), `<circle class="point`); n != moves+1 {
		t.Errorf("%d points in the graph, want %d", n, moves+1)
	}

	// The record file as the graph is refused, and the record kept.
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	job.Plot = path
	err = RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 2}, job)
	after, _ := os.ReadFile(path)
	if !errors.Is(err, atomicfile.ErrOutputIsInput) || !strings.HasPrefix(err.Error(), "analyze: plot: ") || !bytes.Equal(before, after) {
		t.Errorf("Plot the record file: %v, record kept %v", err, bytes.Equal(before, after))
	}
}

// TestRecordGameFinal analyses the final position of the second game
// after a bad first one, which is only a warning.
func TestRecordGameFinal(t *testing.T) {
	path := writeRecords(t, t.TempDir(), "[Event \"bad\"]\n\n1. A7L a9R *\n\n[Event \"good\"]\n[Result \"*\"]\n\n1. A7L a5R *\n")
	var out, notes strings.Builder
	job := RecordJob{Path: path, Game: 2}
	if err := RecordGame(context.Background(), testOutput(&out, &notes, true), testSearcher(1), search.Limits{Depth: 2}, job); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(out.String()), &v); err != nil || v["ply"] != 2.0 || v["bestmove"] == nil || v["interrupted"] != nil {
		t.Errorf("final position: %q (%v)", out.String(), err)
	}
	if !strings.Contains(notes.String(), "warning") || !strings.Contains(notes.String(), "game 1 (not the one analysed) is bad") {
		t.Errorf("notes %q", notes.String())
	}
	out.Reset()
	if err := RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 2}, job); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), engine.Diagram(gameAfter(t, engine.Kiswahili, "A7L a5R").Current())+"Fen: ") || !strings.Contains(out.String(), "\nafter 2 moves: best ") {
		t.Errorf("human output:\n%s", out.String())
	}
}

// TestRecordGameFinalBound: the final position's line says what its
// score is, as Position's last line does: after a search cut short
// inside an iteration that had found a better move, a lower bound at the
// unfinished depth.
func TestRecordGameFinalBound(t *testing.T) {
	lim, last, final := cutIteration(t)
	path := writeRecords(t, t.TempDir(), "[Event \"t\"]\n[Variant \"kujifunza\"]\n[Result \"*\"]\n\n*\n")
	var out, notes strings.Builder
	if err := RecordGame(context.Background(), testOutput(&out, &notes, true), testSearcher(1), lim, RecordJob{Path: path, Game: 1}); err != nil {
		t.Fatal(err)
	}
	var v finalLine
	if err := json.Unmarshal([]byte(out.String()), &v); err != nil || v.BestMove != final.BestMove || v.Bound != "lowerbound" || v.Depth != last.Depth+1 {
		t.Errorf("final position: %q (%v), want best %s, a lower bound at depth %d", out.String(), err, final.BestMove, last.Depth+1)
	}
	out.Reset()
	if err := RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), lim, RecordJob{Path: path, Game: 1}); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("\nafter 0 moves: best %s score >=%s win ", final.BestMove, score.Score(final.Score).Text())
	if !strings.Contains(out.String(), want) || !strings.Contains(out.String(), fmt.Sprintf(" depth %d ", last.Depth+1)) {
		t.Errorf("human output:\n%s\nwant %q and depth %d", out.String(), want, last.Depth+1)
	}
}

// TestRecordGameJSON: a game in JSON Lines is analysed as the same game
// in the text format.
func TestRecordGameJSON(t *testing.T) {
	dir := t.TempDir()
	text := "[Event \"t\"]\n[Variant \"kujifunza\"]\n[Result \"1-0\"]\n\n" + finishedKujifunza + " 1-0\n"
	games, err := record.Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games: %v", len(games), err)
	}
	var js bytes.Buffer
	if err := record.WriteJSON(&js, games[0], record.JSONOptions{}); err != nil {
		t.Fatal(err)
	}
	jsonPath := filepath.Join(dir, "games.jsonl")
	if err := os.WriteFile(jsonPath, js.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	analyse := func(path string) string {
		var out, notes strings.Builder
		job := RecordJob{Path: path, Game: 1, Each: true}
		if err := RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 2}, job); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		return out.String()
	}
	want, got := analyse(writeRecords(t, dir, text)), analyse(jsonPath)
	if got != want || !strings.HasSuffix(got, "game over: South wins: North's front row is empty\n") {
		t.Errorf("JSON Lines analysis:\n%s\nthe text format's:\n%s", got, want)
	}
}

func TestRecordGameErrors(t *testing.T) {
	path := writeRecords(t, t.TempDir(), "[Event \"bad\"]\n\n1. A7L a9R *\n")
	for _, c := range []struct {
		job  RecordJob
		want string
	}{
		{RecordJob{Path: path, Game: 1}, "a9R"},
		{RecordJob{Path: path, Game: 2}, "analyze: game 2: " + path + " holds 1 game(s)"},
		{RecordJob{Path: path, Game: 0}, "analyze: game 0: want 1 or more"},
		{RecordJob{Path: "-", Game: 1}, "analyze: path -: no standard input to read"},
		{RecordJob{Path: path + ".missing", Game: 1}, "analyze: open"},
	} {
		var out, notes strings.Builder
		err := RecordGame(context.Background(), testOutput(&out, &notes, false), testSearcher(1), search.Limits{Depth: 1}, c.job)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.job, err, c.want)
		}
	}
}
