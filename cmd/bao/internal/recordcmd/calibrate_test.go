package recordcmd

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
	"github.com/baoengine/bao/score"
)

// calibrationRecords writes random whole games of variant v whose move
// comments hold scores as bao match writes them, leaning to the game's
// winner (uniform in [-8, +16] seeds for the winner, the mirror for the
// loser), plus a time forfeit that must be left out. The fit itself is
// tested in package wdl; these games only need a finite fit.
func calibrationRecords(t *testing.T, path string, v engine.Variant, games int, seed uint64) {
	t.Helper()
	var buf bytes.Buffer
	for _, g := range recordtest.ScoredGames(t, v, games, seed, func(rng *rand.Rand, won bool) score.Score {
		s := score.Score(rng.IntN(2400) - 800)
		if !won {
			s = -s
		}
		return s
	}) {
		if err := record.Write(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestRecordCalibrate(t *testing.T) {
	dir := t.TempDir()
	kete := filepath.Join(dir, "kete.pgn")
	kuj := filepath.Join(dir, "kujifunza.pgn")
	calibrationRecords(t, kete, engine.Kete, 150, 1)
	calibrationRecords(t, kuj, engine.Kujifunza, 3, 2)
	wdl, err := os.ReadFile("../../../../eval/wdl.go")
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "wdl.go")
	if err := os.WriteFile(target, wdl, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLIInput("", "record", "calibrate", "--write", target, "--note", "synthetic games  of the test", kete, kuj)
	if code != 0 {
		t.Fatalf("calibrate: exit %d: %s\n%s", code, errs, out)
	}
	m := regexp.MustCompile(`kete: 149 games, (\d+) scored moves \(games left out: 1 engine failure\)\n  fitted scale ([\d.]+) centi-seeds \(standard error ([\d.]+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no kete fit in:\n%s", out)
	}
	fitted, _ := strconv.ParseFloat(m[2], 64)
	for _, want := range []string{"kujifunza: 2 games", "no fit:", "fewer than --min-moves 200",
		"score (seeds)", "observed", "log loss: fitted", "< -15.00", "[-0.25, +0.25)", "Wrote the fitted scales to " + target} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "kiswahili") {
		t.Errorf("a variant without games is reported:\n%s", out)
	}

	// The rewritten file holds the fitted kete scale and still parses
	// (the block's text is tested in package wdl).
	got, err := os.ReadFile(target)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), target, got, parser.ParseComments); err != nil {
		t.Fatalf("the rewritten file does not parse: %v", err)
	}
	if !strings.Contains(string(got), fmt.Sprintf("winScaleKete      = %.1f", math.Round(fitted*10)/10)) {
		t.Errorf("rewritten file:\n%s", got)
	}

	// A file without the block is refused; no decisive game is an error.
	plain := filepath.Join(dir, "plain.go")
	os.WriteFile(plain, []byte("package x\n"), 0o644)
	if code, _, errs := runCLIInput("", "record", "calibrate", "--write", plain, kete); code != 1 || !strings.Contains(errs, "BEGIN calibrated") {
		t.Errorf("--write to a file without the block: exit %d, %q", code, errs)
	}
	// --write naming an input, or a --note holding the block's marker
	// (the next run would find the block's end inside it), is refused
	// before anything is written.
	before, _ := os.ReadFile(target)
	for _, args := range [][]string{
		{"--write", target, kete, filepath.Join(dir, ".", "sub", "..", "wdl.go")},
		{"--write", target, "--note", "x // END calibrated", kete},
		{"--note", "a note that only --write keeps", kete},
	} {
		if code, _, errs := runCLIInput("", append([]string{"record", "calibrate"}, args...)...); code != 2 || !strings.Contains(errs, "record calibrate: --") {
			t.Errorf("%v: exit %d, %q; want a usage error", args, code, errs)
		}
	}
	if after, _ := os.ReadFile(target); string(after) != string(before) {
		t.Error("a refused --write changed the file")
	}
	empty := filepath.Join(dir, "empty.pgn")
	os.WriteFile(empty, []byte("[Event \"x\"]\n\n1. A6L *\n"), 0o644)
	if code, out, errs := runCLIInput("", "record", "calibrate", empty); code != 1 || !strings.Contains(out, "no fit") ||
		!strings.Contains(errs, "no variant could be fitted") {
		t.Errorf("calibrate of an unfinished game: exit %d, %q %q", code, out, errs)
	}
}
