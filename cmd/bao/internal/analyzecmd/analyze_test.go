package analyzecmd

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
)

// runCLI runs "bao ARGS" in-process, with "bao analyze" as its one
// command.
func runCLI(args ...string) (code int, stdout, stderr string) {
	return runCLIInput("", args...)
}

// runCLIInput is runCLI with input as the standard input.
func runCLIInput(input string, args ...string) (code int, stdout, stderr string) {
	return clitest.Run(nil, map[string]cli.Command{"analyze": Command()}, strings.NewReader(input), args...)
}

func TestAnalyzeHuman(t *testing.T) {
	code, out, errs := runCLI("analyze", "--depth", "5", "--moves", "A7L a5R")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"S front", "Fen: ", "depth  5/", " pv ", "bestmove "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAnalyzeJSON(t *testing.T) {
	code, out, errs := runCLI("analyze", "--depth", "4", "--variant", "kujifunza", "--multipv", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("not JSON: %q: %v", l, err)
		}
	}
	if !strings.Contains(lines[len(lines)-1], `"bestmove"`) {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
}

func TestAnalyzeRecord(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "game.pgn")
	rec := "[Event \"t\"]\n[Variant \"kiswahili\"]\n[Result \"*\"]\n\n1. A7L a5R 2. A6L *\n"
	if err := os.WriteFile(good, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("analyze", "--record", good, "--each", "--depth", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, " best "); n != 3 || !strings.Contains(out, "A7L") {
		t.Fatalf("want 3 analysed moves:\n%s", out)
	}
	code, out, _ = runCLI("analyze", "--record", good, "--depth", "3", "--json")
	if code != 0 || !strings.Contains(out, `"ply":3`) {
		t.Fatalf("final position: %d %s", code, out)
	}
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("[Event \"t\"]\n\n1. A7L a9R *\n"), 0o644)
	code, _, errs = runCLI("analyze", "--record", bad, "--depth", "2")
	if code != 1 || !strings.Contains(errs, "line 3") {
		t.Fatalf("bad record: %d %q", code, errs)
	}
	if code, _, errs := runCLI("analyze", "--record", good, "--game", "2"); code != 1 || !strings.Contains(errs, "1 game(s)") {
		t.Fatalf("--game 2: %d %q", code, errs)
	}
	if code, _, errs := runCLI("analyze", "--each"); code != 2 || !strings.Contains(errs, "--each needs --record") {
		t.Fatalf("--each alone: %d %q", code, errs)
	}
	if code, _, _ := runCLI("analyze", "--record", filepath.Join(dir, "missing.pgn")); code != 1 {
		t.Fatalf("missing file: %d", code)
	}
	// "-" reads the record from standard input.
	code, out, errs = runCLIInput(rec, "analyze", "--record", "-", "--each", "--depth", "3")
	if code != 0 || strings.Count(out, " best ") != 3 {
		t.Fatalf("--record -: exit %d, %s\n%s", code, errs, out)
	}
	// --multipv has no place in a game's review: refused, not ignored.
	if code, _, errs := runCLI("analyze", "--record", good, "--each", "--multipv", "3"); code != 2 || !strings.Contains(errs, "--multipv 3 with --each") {
		t.Fatalf("--each --multipv 3: %d %q", code, errs)
	}
}

func TestAnalyzeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"analyze", "--depth", "-1"},
		{"analyze", "--multipv", "0"},
		{"analyze", "--algorithm", "alphabeta"},
		{"analyze", "--moves", "A5L"},
		{"analyze", "--fen", "x"},
		{"analyze", "--movetime", "99999999999999999"},
		{"analyze", "--threads", "257"},
	} {
		if code, _, errs := runCLI(args...); code != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, code, errs)
		}
	}
}

// TestAnalyzeGameNumber: --game 0 or a negative number was a nil-pointer
// panic; it is a usage error that says the valid range.
func TestAnalyzeGameNumber(t *testing.T) {
	good := filepath.Join(t.TempDir(), "game.pgn")
	rec := "[Event \"t\"]\n[Variant \"kiswahili\"]\n[Result \"*\"]\n\n1. A7L a5R *\n"
	if err := os.WriteFile(good, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"0", "-1", "-9223372036854775808"} {
		code, _, errs := runCLI("analyze", "--record", good, "--game", n, "--depth", "1")
		if code != 2 || !strings.Contains(errs, "--game "+n+": want 1 or more") {
			t.Errorf("--game %s: exit %d %q, want 2 and the valid range", n, code, errs)
		}
	}
	if code, _, errs := runCLI("analyze", "--record", good, "--game", "99999999999", "--depth", "1"); code != 1 || !strings.Contains(errs, "holds 1 game(s)") {
		t.Errorf("--game 99999999999: exit %d %q", code, errs)
	}
	if code, _, errs := runCLI("analyze", "--game", "2"); code != 2 || !strings.Contains(errs, "--game needs --record") {
		t.Errorf("--game without --record: exit %d %q", code, errs)
	}
}

// finishedKujifunza is a whole Kujifunza game that South wins by emptying
// North's front row with the last move.
const finishedKujifunza = "A3R b7R A4R a8L A6L a7L B1L b2R B7R b3L B2L b6R A2R b5R B1L b7L A2L b1L A4L b6L A5R"

// TestAnalyzeFinishedGame: a finished game printed "best 0000 score
// -300.00" and "game over: p1win"; it says who won and why, in words.
func TestAnalyzeFinishedGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "over.pgn")
	rec := "[Event \"t\"]\n[Variant \"kujifunza\"]\n[Result \"1-0\"]\n\n" + finishedKujifunza + " 1-0\n"
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	const words = "South wins: North's front row is empty"
	check := func(name, out string) {
		t.Helper()
		if !strings.Contains(out, words) {
			t.Errorf("%s: no %q:\n%s", name, words, out)
		}
		for _, bad := range []string{"0000", "p1win", "-300.00", "+300.00"} {
			if strings.Contains(out, bad) {
				t.Errorf("%s: says %q:\n%s", name, bad, out)
			}
		}
	}
	code, out, errs := runCLI("analyze", "--record", file, "--depth", "2")
	if code != 0 {
		t.Fatalf("final position: exit %d %s", code, errs)
	}
	check("final position", out)
	code, out, errs = runCLI("analyze", "--record", file, "--depth", "2", "--each")
	if code != 0 {
		t.Fatalf("--each: exit %d %s", code, errs)
	}
	check("--each", out)
	if !strings.Contains(out, "played win in 1 move 100%") {
		t.Errorf("--each: the winning move is not scored as won:\n%s", out)
	}
	code, out, errs = runCLI("analyze", "--variant", "kujifunza", "--moves", finishedKujifunza, "--depth", "2")
	if code != 0 {
		t.Fatalf("--moves: exit %d %s", code, errs)
	}
	check("--moves", out)
	for _, args := range [][]string{
		{"analyze", "--record", file, "--depth", "2", "--json"},
		{"analyze", "--variant", "kujifunza", "--moves", finishedKujifunza, "--json"},
	} {
		code, out, errs = runCLI(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%v: not one JSON object: %q", args, out)
		}
		if v["game_over"] != true || v["winner"] != "S" || v["reason"] != "North's front row is empty" || v["bestmove"] != nil {
			t.Errorf("%v: %v", args, v)
		}
	}
}

// TestAnalyzeMultiPVNote: --multipv 3 with two legal moves showed two
// lines without a word; a note on stderr says why.
func TestAnalyzeMultiPVNote(t *testing.T) {
	code, out, errs := runCLI("analyze", "--moves", "A7L", "--multipv", "3", "--depth", "2")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	if !strings.Contains(errs, "only 2 legal move(s), so 2 line(s) are shown") {
		t.Errorf("no note on stderr: %q", errs)
	}
	if strings.Contains(out, "line 3 ") {
		t.Errorf("a third line:\n%s", out)
	}
	if _, _, errs := runCLI("analyze", "--moves", "A7L", "--multipv", "2", "--depth", "1"); errs != "" {
		t.Errorf("a note when every line is shown: %q", errs)
	}
}

// TestAnalyzeRecordInterrupt: Ctrl-C during --each ends the analysis after
// the move being analysed, with a note of how far it went, and --plot
// draws the positions analysed so far.
func TestAnalyzeRecordInterrupt(t *testing.T) {
	dir := t.TempDir()
	file, svg := filepath.Join(dir, "over.pgn"), filepath.Join(dir, "over.svg")
	rec := "[Event \"t\"]\n[Variant \"kujifunza\"]\n[Result \"1-0\"]\n\n" + finishedKujifunza + " 1-0\n"
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &clitest.TriggerWriter{When: "  2. S ", Fire: cancel}
	var errs strings.Builder
	e := &cli.Env{Args: []string{"--record", file, "--each", "--depth", "3", "--plot", svg}, Stdin: strings.NewReader(""), Stdout: out, Stderr: &errs, Ctx: ctx}
	if code := cli.Run(e, Command().Run); code != cli.ExitInterrupted {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	n := strings.Count(out.String(), " best ")
	if n != 3 || strings.Contains(out.String(), "game over") {
		t.Errorf("%d moves analysed after Ctrl-C at the third:\n%s", n, out.String())
	}
	if !strings.Contains(errs.String(), "analyze: interrupted after") {
		t.Errorf("stderr %q", errs.String())
	}
	doc, err := os.ReadFile(svg)
	if err != nil {
		t.Fatalf("--plot after Ctrl-C: %v", err)
	}
	if c := strings.Count(string(doc), `<circle class="point`); c != n+1 {
		t.Errorf("%d points in the graph, want %d (the start and the %d moves analysed)", c, n+1, n)
	}
}

// TestAnalyzeHelpScoreUnit: --help states the unit of the JSON's score,
// which differs from the seeds of the text output.
func TestAnalyzeHelpScoreUnit(t *testing.T) {
	if code, out, _ := runCLI("analyze", "--help"); code != 0 || !strings.Contains(out, "the JSON's score is in centi-seeds") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestAboutSaysThePlan checks that bao analyze's help gives the marks'
// thresholds and the decided game's bound as package analysis has them.
func TestAboutSaysThePlan(t *testing.T) {
	for _, want := range []string{
		fmt.Sprintf("drop of %.0f points or more is a blunder", 100*analysis.BlunderDrop),
		fmt.Sprintf("of %.0f or\nmore a mistake", 100*analysis.MistakeDrop),
		fmt.Sprintf("already %.0f%% or more (%.0f%% or less)", 100*analysis.DefaultReviewPlan().Decided, 100-100*analysis.DefaultReviewPlan().Decided),
	} {
		if !strings.Contains(about, want) {
			t.Errorf("about lacks %q", want)
		}
	}
}
