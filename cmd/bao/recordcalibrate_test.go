package main

import (
	"bytes"
	"errors"
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
)

// drawScore draws a score for a mover who won (or lost) so that
// P(won | score) is the logistic of scale: with a uniform prior on
// [-limit, limit] and equal chances to win or lose, accepting a score
// with probability logistic(+-score/scale) gives exactly that posterior.
func drawScore(rng *rand.Rand, won bool, scale float64) float64 {
	const limit = 2500
	for {
		s := math.Round(rng.Float64()*2*limit - limit)
		x := s / scale
		if !won {
			x = -x
		}
		if rng.Float64() < logistic(x) {
			return s
		}
	}
}

func TestFitWinScale(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, scale := range []float64{150, 400, 900} {
		var samples []wdlSample
		for i := 0; i < 20000; i++ {
			won := i%2 == 0
			samples = append(samples, wdlSample{score: drawScore(rng, won, scale), won: won, game: i / 40})
		}
		f, err := fitWinScale(samples)
		if err != nil {
			t.Fatalf("scale %v: %v", scale, err)
		}
		if math.Abs(f.scale-scale) > 3*f.se || f.se <= 0 || f.se > 0.1*scale {
			t.Errorf("fitted %v +- %v, true scale %v", f.scale, f.se, scale)
		}
		// The fit is the maximum: the log loss is higher on either side.
		if l := logLoss(samples, f.scale); l >= logLoss(samples, f.scale*1.05) || l >= logLoss(samples, f.scale*0.95) {
			t.Errorf("scale %v: the fit %v is not the minimum of the log loss", scale, f.scale)
		}
		rows := calibrationTable(samples, f.scale, 400)
		n := 0
		for _, r := range rows {
			n += r.n
			if r.n > 500 && math.Abs(r.observed-r.predicted) > 0.06 {
				t.Errorf("scale %v: bucket %s: observed %.3f, predicted %.3f", scale, bucketName(r.lo, r.hi), r.observed, r.predicted)
			}
		}
		if n != len(samples) {
			t.Errorf("the table holds %d samples of %d", n, len(samples))
		}
	}
	// Scores that separate wins from losses, or one result only: no fit.
	sep := []wdlSample{{-100, false, 0}, {-50, false, 0}, {50, true, 1}, {100, true, 1}}
	if _, err := fitWinScale(sep); !errors.Is(err, errNoFit) {
		t.Errorf("separated samples: %v", err)
	}
	if _, err := fitWinScale([]wdlSample{{10, true, 0}, {20, true, 0}}); !errors.Is(err, errNoFit) {
		t.Errorf("wins only: %v", err)
	}
}

// calibrationRecords writes random whole games of variant v whose move
// comments hold scores drawn from a logistic of scale given the game's
// result, as bao match writes them, plus a time forfeit that must be
// left out.
func calibrationRecords(t *testing.T, path string, v engine.Variant, games int, scale float64, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	rules := engine.DefaultRules(v)
	var buf bytes.Buffer
	for i := 0; i < games; i++ {
		p := engine.StartPosition(v)
		g := record.NewGame(&rules, &p)
		g.SetTag("South", "a")
		g.SetTag("North", "b")
		g.SetTag("TimeControl", "st=0.05")
		var movers []engine.Side
		var ms []engine.Move
		for len(ms) < 2000 {
			if o, _ := rules.Outcome(&p); o != engine.NoResult {
				break
			}
			var ml engine.MoveList
			rules.Legal(&p, &ml)
			m := ml.Moves[rng.IntN(ml.N)]
			movers = append(movers, p.Side)
			ms = append(ms, m)
			p, _ = rules.Play(&p, m)
		}
		res, why := rules.Outcome(&p)
		if res == engine.NoResult {
			t.Fatal("a random game did not end")
		}
		forfeit := i == 0
		if forfeit {
			// The first game: North's loss on time, whatever the board says.
			ms, movers = ms[:1], movers[:1]
			res, why = engine.SouthWins, "time forfeit: b took 900ms of a fixed 50ms per move"
		}
		for j, m := range ms {
			comment := "book"
			if j >= 2 {
				s := drawScore(rng, engine.Winner(movers[j]) == res, scale)
				comment = fmt.Sprintf("%+.2f/10 0.05s", s/100)
			}
			g.Add(m, comment)
		}
		g.Result, g.Termination = res, why
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
	calibrationRecords(t, kete, engine.Kete, 150, 300, 1)
	calibrationRecords(t, kuj, engine.Kujifunza, 3, 300, 2)
	wdl, err := os.ReadFile("../../eval/wdl.go")
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
	se, _ := strconv.ParseFloat(m[3], 64)
	if math.Abs(fitted-300) > 3*se+1 {
		t.Errorf("kete: fitted %v +- %v, true 300", fitted, se)
	}
	for _, want := range []string{"kujifunza: 2 games", "no fit:", "fewer than --min-moves 200",
		"score (seeds)", "observed", "log loss: fitted", "< -15.00", "[-0.25, +0.25)", "Wrote the fitted scales to " + target} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "kiswahili") {
		t.Errorf("a variant without games is reported:\n%s", out)
	}

	// The rewritten file: the kete constant fitted, the others kept, the
	// text outside the block unchanged, and it still parses.
	got, err := os.ReadFile(target)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), target, got, parser.ParseComments); err != nil {
		t.Fatalf("the rewritten file does not parse: %v", err)
	}
	s := string(got)
	if !strings.Contains(s, fmt.Sprintf("winScaleKete      = %.1f", math.Round(fitted*10)/10)) ||
		!regexp.MustCompile(`winScaleKiswahili = \d+\.\d\n`).MatchString(s) ||
		!strings.Contains(s, "kete.pgn, kujifunza.pgn") || !strings.Contains(s, "\n// synthetic games of the test\n") || !strings.Contains(s, "games of a, b at st=0.05") ||
		!strings.Contains(s, "kujifunza  not refitted (") || !strings.Contains(s, "kiswahili  not refitted (no games)") {
		t.Errorf("rewritten block:\n%s", s)
	}
	before, after := string(wdl), s
	i, j := strings.Index(before, calibBegin), strings.Index(after, calibBegin)
	if before[:i] != after[:j] || before[strings.Index(before, calibEnd):] != after[strings.Index(after, calibEnd):] {
		t.Errorf("--write changed the file outside the block")
	}
	// Running it again on the rewritten file keeps its form.
	if code, _, errs := runCLIInput("", "record", "calibrate", "--write", target, kete); code != 0 {
		t.Fatalf("second calibrate: exit %d: %s", code, errs)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), target, nil, 0); err != nil {
		t.Fatalf("after a second --write: %v", err)
	}

	// A file without the block is refused; no decisive game is an error.
	plain := filepath.Join(dir, "plain.go")
	os.WriteFile(plain, []byte("package x\n"), 0o644)
	if code, _, errs := runCLIInput("", "record", "calibrate", "--write", plain, kete); code != 1 || !strings.Contains(errs, "BEGIN calibrated") {
		t.Errorf("--write to a file without the block: exit %d, %q", code, errs)
	}
	empty := filepath.Join(dir, "empty.pgn")
	os.WriteFile(empty, []byte("[Event \"x\"]\n\n1. A6L *\n"), 0o644)
	if code, out, errs := runCLIInput("", "record", "calibrate", empty); code != 1 || !strings.Contains(out, "no fit") ||
		!strings.Contains(errs, "no variant could be fitted") {
		t.Errorf("calibrate of an unfinished game: exit %d, %q %q", code, out, errs)
	}
}
