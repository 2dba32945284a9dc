package recordcmd

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/web/rulesapi"
	"github.com/baoengine/bao/web/server"
)

// matchFile plays a short match of the built-in players with bao match
// and returns its record file.
func matchFile(t *testing.T, dir string, games int) string {
	t.Helper()
	file := filepath.Join(dir, "match.pgn")
	code, _, errs := runCLIInput("", "match", "--engine", "builtin=greedy", "--engine", "builtin=random",
		"--games", strconv.Itoa(games), "--quiet", "--pgnout", file)
	if code != 0 {
		t.Fatalf("bao match: exit %d: %s", code, errs)
	}
	return file
}

// playFile saves a game of bao play (two moves of the human, the engine's
// replies) and returns its record file.
func playFile(t *testing.T, dir string) string {
	t.Helper()
	file := filepath.Join(dir, "play.pgn")
	code, _, errs := runCLIInput("A6L\nhint\nquit\n", "play", "--depth", "1", "--save", file)
	if code != 0 {
		t.Fatalf("bao play: exit %d: %s", code, errs)
	}
	return file
}

// webFile exports a whole random game of Bao la Kujifunza through the web
// server's record endpoint and returns its record file.
func webFile(t *testing.T, dir string) string {
	t.Helper()
	srv, err := server.New(server.Config{})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer func() {
		srv.Close()
		hs.Close()
	}()
	rules := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	rng := rand.New(rand.NewPCG(7, 7))
	var moves []string
	for len(moves) < 1000 {
		if o, _ := rules.Outcome(&p); o != engine.NoResult {
			break
		}
		var ml engine.MoveList
		rules.Legal(&p, &ml)
		m := ml.Moves[rng.IntN(ml.N)]
		moves = append(moves, m.String())
		p, _ = rules.Play(&p, m)
	}
	body, _ := json.Marshal(map[string]any{"game": rulesapi.Game{Variant: "kujifunza", Moves: moves},
		"tags": map[string]string{"South": "Ann", "North": "Bao"}})
	resp, err := http.Post(hs.URL+"/api/record/export", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Record string `json:"record"`
		Error  string `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("export: status %d, %v %s", resp.StatusCode, err, out.Error)
	}
	file := filepath.Join(dir, "web.pgn")
	if err := os.WriteFile(file, []byte(out.Record), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestRecordCheck checks files written by bao match, bao play and the web
// page, a file cut off in its last game, and a JSON Lines file.
func TestRecordCheck(t *testing.T) {
	dir := t.TempDir()
	mf, pf, wf := matchFile(t, dir, 6), playFile(t, dir), webFile(t, dir)
	code, out, errs := runCLIInput("", "record", "check", mf, pf, wf)
	if code != 0 {
		t.Fatalf("check: exit %d: %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		mf + " (pgn): 6 games,",
		pf + " (pgn): 1 games, 2 plies",
		"results: * 1",
		"terminations: unfinished 1",
		wf + " (pgn): 1 games,",
		"total of 3 files: 8 games,",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("check output lacks %q:\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`results: (1-0 \d+, )?0-1 \d+|results: 1-0 \d+`).MatchString(out) {
		t.Errorf("no decisive results in:\n%s", out)
	}

	// The match file cut off in the middle of its last game's moves.
	text, err := os.ReadFile(mf)
	if err != nil {
		t.Fatal(err)
	}
	last := bytes.LastIndex(text, []byte("[Event "))
	moves := bytes.Index(text[last:], []byte("\n\n")) + last + 2
	// At a space: the comments of the built-in players ("{0.00s}") have none.
	end := bytes.LastIndexByte(text[:moves+30], ' ')
	cut := filepath.Join(dir, "cut.pgn")
	if err := os.WriteFile(cut, text[:end], 0o644); err != nil {
		t.Fatal(err)
	}
	lastLine := bytes.Count(text[:last], []byte("\n")) + 1
	endLine := bytes.Count(text[:end], []byte("\n")) + 1
	code, out, errs = runCLIInput("", "record", "check", cut)
	if code != 1 || !strings.Contains(errs, "1 bad game") {
		t.Errorf("check of a cut-off file: exit %d, stderr %q", code, errs)
	}
	want := cut + ":" + strconv.Itoa(endLine) + ": game 6 (from line " + strconv.Itoa(lastLine) + "): end of input: the game has no result token"
	if !strings.Contains(out, cut+" (pgn): 5 games,") || !strings.Contains(out, want) {
		t.Errorf("check of a cut-off file: want 5 games and %q:\n%s", want, out)
	}

	// The same games as JSON Lines: same counts; converted back, the same text.
	jf := filepath.Join(dir, "match.jsonl")
	if code, _, errs := runCLIInput("", "record", "convert", mf, "-o", jf); code != 0 {
		t.Fatalf("convert: exit %d: %s", code, errs)
	}
	_, pgnOut, _ := runCLIInput("", "record", "check", mf)
	code, jsonOut, errs := runCLIInput("", "record", "check", jf)
	if code != 0 || strings.Replace(jsonOut, jf+" (json)", mf+" (pgn)", 1) != pgnOut {
		t.Errorf("check of the JSON file: exit %d %s\n%s\nwant\n%s", code, errs, jsonOut, pgnOut)
	}
	code, back, errs := runCLIInput("", "record", "convert", jf)
	if code != 0 || back != string(text) {
		t.Errorf("record -> JSON -> record: exit %d %s; the text differs", code, errs)
	}
}

func TestRecordConvert(t *testing.T) {
	dir := t.TempDir()
	wf := webFile(t, dir)
	code, out, errs := runCLIInput("", "record", "convert", "--fens", wf)
	if code != 0 {
		t.Fatalf("convert: exit %d: %s", code, errs)
	}
	var g struct {
		Tags    map[string]string `json:"tags"`
		Variant string            `json:"variant"`
		Result  string            `json:"result"`
		Moves   []struct {
			Move, Side, FEN string
		} `json:"moves"`
	}
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if g.Variant != "kujifunza" || g.Tags["South"] != "Ann" || g.Result == "*" || len(g.Moves) == 0 ||
		g.Moves[0].Side != "S" || g.Moves[0].FEN == "" || strings.Count(out, "\n") != 1 {
		t.Errorf("JSON %s", out)
	}
	// From standard input, a script's game with bare tokens, to the record text.
	code, out, errs = runCLIInput(`{"variant":"kujifunza","moves":["A3R"]}`+"\n"+`{"moves":["B1L"]}`+"\n", "record", "convert", "-")
	if code != 1 || !strings.Contains(out, `[Variant "kujifunza"]`) || !strings.Contains(out, "1. A3R *") ||
		!strings.Contains(errs, `-:2: game 2 (from line 2): move 1 "B1L" (ply 1)`) || !strings.Contains(errs, "1 game(s) converted, 1 bad") {
		t.Errorf("convert from stdin: exit %d\n%s\n%s", code, out, errs)
	}
}

func TestRecordShow(t *testing.T) {
	dir := t.TempDir()
	mf := matchFile(t, dir, 2)
	games, err := readGames(mf)
	if err != nil {
		t.Fatal(err)
	}
	g := games[1]
	_, positions, err := record.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLIInput("", "record", "show", mf, "--game", "2", "--ply", "3")
	if code != 0 {
		t.Fatalf("show: exit %d: %s", code, errs)
	}
	third := g.Moves[2]
	for _, want := range []string{"Game 2 of " + mf, "(South) vs", "Variant kiswahili",
		"Ply 3: 2. " + third.Text + " {" + third.Comment + "} (South)", "Fen: " + positions[3].String(), "S front"} {
		if !strings.Contains(out, want) {
			t.Errorf("show --ply 3 lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runCLIInput("", "record", "show", mf, "--game", "2")
	if code != 0 || strings.Count(out, "\nPly ") != len(g.Moves) || !strings.Contains(out, "Start position, South to move") ||
		strings.Count(out, "Fen: ") != len(g.Moves)+1 {
		t.Errorf("show of every ply: exit %d, %d plies shown, want %d", code, strings.Count(out, "\nPly "), len(g.Moves))
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"record", "show", mf, "--game", "3"}, 1, "holds 2 game(s), not 3"},
		{[]string{"record", "show", mf, "--ply", "9999"}, 1, "plies, not 9999"},
		{[]string{"record", "show", mf, "--game", "0"}, 2, "--game 0"},
		{[]string{"record", "show", mf, mf}, 2, "give one record file"},
		{[]string{"record", "show"}, 2, "record show: give one record file (\"-\" for standard input), not 0"},
		{[]string{"record"}, 2, "give a subcommand"},
		{[]string{"record", "frobnicate"}, 2, `unknown subcommand "frobnicate"`},
		{[]string{"record", "convert", "--to", "xml", mf}, 2, `--to "xml"`},
		{[]string{"record", "check", filepath.Join(dir, "missing.pgn")}, 1, "cannot be read"},
	} {
		code, _, errs := runCLIInput("", c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

// readGames reads every game of a record file.
func readGames(path string) ([]*record.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return record.Read(f)
}

// TestPlaySaveAppends: --save to a file of records adds the game after
// them instead of replacing the file.
func TestPlaySaveAppends(t *testing.T) {
	dir := t.TempDir()
	file := matchFile(t, dir, 4)
	code, out, errs := runCLIInput("A6L\nquit\n", "play", "--side", "south", "--depth", "1", "--save", file)
	if code != 0 || !strings.Contains(out, "Game saved to ") {
		t.Fatalf("play --save: exit %d\n%s%s", code, out, errs)
	}
	games, err := readGames(file)
	if err != nil || len(games) != 5 {
		t.Fatalf("%d games, %v; want the 4 of the match and the saved one", len(games), err)
	}
	if ev, _ := games[4].Tag("Event"); ev != "bao play" {
		t.Errorf("last record's Event %q, want the saved game", ev)
	}
}
