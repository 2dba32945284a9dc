package wdl

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/tune"
)

// logisticScores returns a draw of scores for recordtest.ScoredGames:
// for a mover who won (or lost), a score in whole centi-seeds such that
// P(won | score) is the logistic of scale (see tune's drawWinScore).
func logisticScores(scale float64) func(rng *rand.Rand, won bool) score.Score {
	return func(rng *rand.Rand, won bool) score.Score {
		const limit = 2500
		for {
			s := math.Round(rng.Float64()*2*limit - limit)
			x := s / scale
			if !won {
				x = -x
			}
			if rng.Float64() < tune.Sigmoid(x) {
				return score.Score(s)
			}
		}
	}
}

func TestCollectFitAndTable(t *testing.T) {
	c := Collection{}
	for _, g := range recordtest.ScoredGames(t, engine.Kete, 150, 1, logisticScores(300)) {
		if err := c.Add(g, "kete.pgn"); err != nil {
			t.Fatal(err)
		}
	}
	d := c[engine.Kete]
	if d == nil || d.Games != 149 || d.Skipped["engine failure"] != 1 || len(d.Skipped) != 1 {
		t.Fatalf("kete data: %+v", d)
	}
	if !d.Files["kete.pgn"] || !d.Players["a"] || !d.Players["b"] || !d.Controls["st=0.05"] {
		t.Errorf("kete provenance: files %v players %v controls %v", d.Files, d.Players, d.Controls)
	}
	res := d.Fit(engine.Kete, 200)
	if !res.OK {
		t.Fatalf("no kete fit: %s", res.Why)
	}
	if math.Abs(res.Fit.Scale-300) > 3*res.Fit.SE+1 {
		t.Errorf("kete: fitted %v +- %v, true 300", res.Fit.Scale, res.Fit.SE)
	}
	if tooFew := d.Fit(engine.Kete, len(d.Samples)+1); tooFew.OK || !tooFew.TooFew || !strings.Contains(tooFew.Why, fmt.Sprintf("%d scored moves, fewer than the %d a fit needs", len(d.Samples), len(d.Samples)+1)) {
		t.Errorf("a fit with too few samples: %+v", tooFew)
	}
	rows := Table(d.Samples, res.Fit.Scale, res.Current)
	n := 0
	for i, r := range rows {
		n += r.N
		if r.N == 0 || r.MeanScore < r.Lo || r.MeanScore >= r.Hi || i > 0 && r.Lo < rows[i-1].Hi {
			t.Errorf("bucket [%v, %v): %d moves, mean %v", r.Lo, r.Hi, r.N, r.MeanScore)
		}
		if r.N > 500 && math.Abs(r.Observed-r.Predicted) > 0.06 {
			t.Errorf("bucket [%v, %v): observed %.3f, predicted %.3f", r.Lo, r.Hi, r.Observed, r.Predicted)
		}
	}
	if n != len(d.Samples) {
		t.Errorf("the table holds %d samples of %d", n, len(d.Samples))
	}

	// An unfinished game is left out, not an error.
	rules := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	g := record.NewGame(&rules, &p)
	if err := c.Add(g, "open.pgn"); err != nil {
		t.Fatal(err)
	}
	if k := c[engine.Kujifunza]; k == nil || k.Games != 0 || k.Skipped["no decisive result"] != 1 {
		t.Errorf("kujifunza data after an unfinished game: %+v", k)
	}
}

func TestWriteBlock(t *testing.T) {
	c := Collection{}
	for _, g := range recordtest.ScoredGames(t, engine.Kete, 150, 1, logisticScores(300)) {
		c.Add(g, "kete.pgn")
	}
	for _, g := range recordtest.ScoredGames(t, engine.Kujifunza, 3, 2, logisticScores(300)) {
		c.Add(g, "kujifunza.pgn")
	}
	fits := map[engine.Variant]Result{}
	for v, d := range c {
		fits[v] = d.Fit(v, 200)
	}
	if !fits[engine.Kete].OK || fits[engine.Kujifunza].OK {
		t.Fatalf("fits: %+v", fits)
	}
	wdl, err := os.ReadFile("../../eval/wdl.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	target := filepath.Join(dir, "wdl.go")
	if err := os.WriteFile(target, wdl, 0o644); err != nil {
		t.Fatal(err)
	}
	// A note holding a marker would end the block early at the next
	// rewrite: refused, the file left as it was.
	for _, note := range []string{"x // END calibrated", "BEGIN calibrated again"} {
		bad := Stamp{Version: "test", Note: note}
		var fe *field.Error
		if err := WriteBlock(target, bad, fits, c); !errors.As(err, &fe) || fe.Name != "note" || !strings.Contains(err.Error(), "which marks the block") {
			t.Errorf("note %q: %v", note, err)
		}
		if got, _ := os.ReadFile(target); string(got) != string(wdl) {
			t.Fatalf("note %q: the refused write changed the file", note)
		}
	}
	stamp := Stamp{Version: "test", Date: time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC), Note: "synthetic games  of the test"}
	if err := WriteBlock(target, stamp, fits, c); err != nil {
		t.Fatal(err)
	}
	// The kete constant fitted, the others kept, the text outside the
	// block unchanged, and it still parses.
	got, err := os.ReadFile(target)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), target, got, parser.ParseComments); err != nil {
		t.Fatalf("the rewritten file does not parse: %v", err)
	}
	s := string(got)
	if !strings.Contains(s, fmt.Sprintf("winScaleKete      = %.1f", math.Round(fits[engine.Kete].Fit.Scale*10)/10)) ||
		!regexp.MustCompile(`winScaleKiswahili = \d+\.\d\n`).MatchString(s) ||
		!strings.Contains(s, `(bao test) on 2026-01-02`) ||
		!strings.Contains(s, "kete.pgn, kujifunza.pgn") || !strings.Contains(s, "\n// synthetic games of the test\n") || !strings.Contains(s, "games of a, b at st=0.05") ||
		!strings.Contains(s, keptLine(t, string(wdl), "kujifunza", "44 scored moves, fewer than the 200 a fit needs")) ||
		!strings.Contains(s, keptLine(t, string(wdl), "kiswahili", "no games")) {
		t.Errorf("rewritten block:\n%s", s)
	}
	before, after := string(wdl), s
	i, j := strings.Index(before, BlockBegin), strings.Index(after, BlockBegin)
	if before[:i] != after[:j] || before[strings.Index(before, BlockEnd):] != after[strings.Index(after, BlockEnd):] {
		t.Errorf("WriteBlock changed the file outside the block")
	}
	// Writing it again keeps its form.
	if err := WriteBlock(target, stamp, fits, c); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(target); string(again) != s {
		t.Errorf("a second WriteBlock changed the file")
	}
	// A file without the block is refused.
	plain := filepath.Join(dir, "plain.go")
	os.WriteFile(plain, []byte("package x\n"), 0o644)
	if err := WriteBlock(plain, stamp, fits, c); err == nil || !strings.Contains(err.Error(), "BEGIN calibrated") {
		t.Errorf("a file without the block: %v", err)
	}
}

// keptLine is the line WriteBlock should write for variant v, not
// refitted for the reason why, when the block of src holds its earlier
// fit: that fit's figures and date, read here with a pattern of the test's
// own; a variant src has no fit for keeps the plain "not refitted" line.
func keptLine(t *testing.T, src, v, why string) string {
	t.Helper()
	fit := regexp.MustCompile(`(?m)^//\s+` + v + `\s+(\d+ games +\d+ moves +scale +[\d.]+ \+- [\d.]+)`).FindStringSubmatch(src)
	date := regexp.MustCompile(`on (\d{4}-\d\d-\d\d)`).FindStringSubmatch(src)
	if fit == nil || date == nil {
		return v + "  not refitted (" + why + ")"
	}
	return fit[1] + ", kept from the fit of " + date[1] + " (not refitted: " + why + ")"
}
