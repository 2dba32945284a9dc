package wdl

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
)

func TestFitsAndReport(t *testing.T) {
	c := Collection{}
	for _, g := range recordtest.ScoredGames(t, engine.Kete, 150, 1, logisticScores(300)) {
		if err := c.Add(g, "kete.pgn"); err != nil {
			t.Fatal(err)
		}
	}
	for _, g := range recordtest.ScoredGames(t, engine.Kujifunza, 3, 2, logisticScores(300)) {
		if err := c.Add(g, "kujifunza.pgn"); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	fits, fitted := Fits(c, 200)
	WriteReport(&b, c, fits)
	out := b.String()
	if fitted != 1 || len(fits) != 2 || !fits[engine.Kete].OK || fits[engine.Kujifunza].OK {
		t.Fatalf("%d fitted: %+v", fitted, fits)
	}
	if !strings.HasPrefix(out, "Win probability P = 1/(1+exp(-score/scale)), score in centi-seeds from the mover's view.\n\nkete: 149 games, ") {
		t.Errorf("the report's head:\n%s", out)
	}
	kete := fits[engine.Kete]
	for _, want := range []string{
		" scored moves (games left out: 1 engine failure)\n",
		"  log loss: fitted ",
		"  score (seeds)        moves     mean  observed   fitted      now\n",
		"\nkujifunza: 2 games, ",
		"fewer than the 200 a fit needs; the scale stays ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, fmt.Sprintf("  fitted scale %.1f centi-seeds", kete.Fit.Scale)+" (standard error ") {
		t.Errorf("the report lacks the fitted scale %.1f:\n%s", kete.Fit.Scale, out)
	}
	// One table row per non-empty bucket, and its counts add up.
	rows := regexp.MustCompile(`(?m)^  (\S+(?: \S+)?) +(\d+) +[+-]\d+\.\d\d +\d+\.\d% +\d+\.\d% +\d+\.\d%$`).FindAllStringSubmatch(out, -1)
	if want := Table(c[engine.Kete].Samples, kete.Fit.Scale, kete.Current); len(rows) != len(want) {
		t.Fatalf("%d table rows, want %d:\n%s", len(rows), len(want), out)
	}
	n := 0
	for _, r := range rows {
		k, _ := strconv.Atoi(r[2])
		n += k
	}
	if n != len(c[engine.Kete].Samples) {
		t.Errorf("the table's rows hold %d moves of %d", n, len(c[engine.Kete].Samples))
	}
	if strings.Contains(out, "kiswahili") {
		t.Errorf("a variant without games is reported:\n%s", out)
	}
}

func TestBucketName(t *testing.T) {
	for _, c := range []struct {
		lo, hi float64
		want   string
	}{
		{math.Inf(-1), -1500, "< -15.00"},
		{-250, -150, "[-2.50, -1.50)"},
		{-25, 25, "[-0.25, +0.25)"},
		{1500, math.Inf(1), ">= +15.00"},
	} {
		if got := bucketName(c.lo, c.hi); got != c.want {
			t.Errorf("bucketName(%v, %v) = %q, want %q", c.lo, c.hi, got, c.want)
		}
	}
}

// TestAddFiles: the games of files in both formats and of standard input
// are added; a bad game is left out and reported with its file and line,
// and a missing file stops the reading with its name.
func TestAddFiles(t *testing.T) {
	dir := t.TempDir()
	var pgn, jsonl bytes.Buffer
	games := recordtest.ScoredGames(t, engine.Kete, 6, 3, logisticScores(300))
	for i, g := range games {
		write := func() error { return record.Write(&pgn, g) }
		if i%2 == 1 {
			write = func() error { return record.WriteJSON(&jsonl, g, record.JSONOptions{}) }
		}
		if err := write(); err != nil {
			t.Fatal(err)
		}
	}
	pgn.WriteString("[Event \"bad\"]\n\n1. Z9Z *\n")
	a, b := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.jsonl")
	if err := os.WriteFile(a, pgn.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, jsonl.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	c := Collection{}
	var problems []error
	bad, err := c.AddFiles([]string{a, b, "-"}, bytes.NewReader(jsonl.Bytes()), func(p error) { problems = append(problems, p) })
	if err != nil {
		t.Fatal(err)
	}
	d := c[engine.Kete]
	// Game 0 is a forfeit; the odd games are read twice (b and stdin).
	if bad != 1 || len(problems) != 1 || !strings.HasPrefix(problems[0].Error(), a+":") || d == nil ||
		d.Games+d.Skipped["engine failure"] != 9 || !d.Files["a.pgn"] || !d.Files["b.jsonl"] || !d.Files["-"] {
		t.Fatalf("bad %d, problems %v, data %+v", bad, problems, d)
	}
	missing := filepath.Join(dir, "missing.pgn")
	if _, err := c.AddFiles([]string{missing}, nil, func(error) {}); err == nil || !strings.HasPrefix(err.Error(), missing+": ") {
		t.Errorf("a missing file: %v", err)
	}
}
