package main

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/tune"
	"github.com/baoengine/bao/tune/wdl"
)

const calibrateAbout = `Fit the win probability of a score to games: for every variant, the scale s of
P(the side to move wins) = 1 / (1 + exp(-score / s)), which UCI_ShowWDL, bao
analyze and the web page show (eval.WinProbability). The data are the moves of
the records whose comment holds the engine's score ("+0.12/14 0.51s", as bao
match writes it: centi-seeds from the mover's view; proven results and book
moves are left out) with the game's result. Games without a decisive result
(draws, unfinished) and games lost by an engine failure (time forfeit, rules
infraction, abandoned) are left out; resignations count.

The fit maximises the likelihood (Newton's method; the log-likelihood is concave
in 1/s). The standard error is clustered by game, since the moves of one game
share its result. The calibration table compares, per score bucket, the
observed win rate of the movers with the mean prediction of the fitted scale
and of the scale in use now; the log loss (0.693 is a coin) sums it up.

--write FILE rewrites the block between "// BEGIN calibrated" and
"// END calibrated" of FILE (eval/wdl.go) with the fitted scales and a note of
the data; variants without data keep their scale. To refit after the
evaluation changed, see the README ("Win probability"): self-play games per
variant, then this command.
Usage: bao record calibrate [flags] FILES...`

func runRecordCalibrate(e *env) error {
	fs := newFlags(e, "record calibrate", calibrateAbout,
		"  bao record calibrate wdl-kiswahili.pgn wdl-kete.pgn wdl-kujifunza.pgn\n"+
			"  bao record calibrate --write eval/wdl.go wdl-*.pgn\n")
	write := fs.String("write", "", "rewrite the calibrated block of this Go file (eval/wdl.go) with the fitted scales")
	minMoves := fs.Int("min-moves", 200, "fit a variant only with at least this many scored moves")
	note := fs.String("note", "", "with --write: a line on how the games were made, kept in the block")
	files, err := parseFileFlags(fs, e.args)
	if err != nil {
		return err
	}
	if *minMoves < 2 {
		return usagef("record calibrate: --min-moves %d: want 2 or more", *minMoves)
	}
	data := wdl.Collection{}
	bad := 0
	for _, path := range files {
		if _, err := record.EachGame(path, e.stdin, func(v *record.FileGame) error {
			if v.Err != nil {
				bad++
				fmt.Fprintf(e.stderr, "bao: record calibrate: %s (left out)\n", v.Problem())
				return nil
			}
			return data.Add(v.Game, filepath.Base(path))
		}); err != nil {
			return fmt.Errorf("record calibrate: %s: %w", path, err)
		}
	}
	w := e.stdout
	fmt.Fprintf(w, "Win probability P = 1/(1+exp(-score/scale)), score in centi-seeds from the mover's view.\n")
	fits := map[engine.Variant]wdl.Result{}
	for _, v := range engine.Variants {
		d := data[v]
		if d == nil {
			continue
		}
		res := d.Fit(v, *minMoves)
		fits[v] = res
		writeCalibration(w, v, d, res)
	}
	fitted := 0
	for _, res := range fits {
		if res.OK {
			fitted++
		}
	}
	if fitted == 0 {
		return fmt.Errorf("record calibrate: no variant could be fitted from %d file(s)", len(files))
	}
	if *write != "" {
		stamp := wdl.Stamp{Version: versionString(), Date: time.Now(), Note: *note}
		if err := wdl.WriteBlock(*write, stamp, fits, data); err != nil {
			return fmt.Errorf("record calibrate: --write: %w", err)
		}
		fmt.Fprintf(w, "\nWrote the fitted scales to %s.\n", *write)
	}
	if bad > 0 {
		return fmt.Errorf("record calibrate: %d bad game(s) left out", bad)
	}
	return nil
}

// writeCalibration prints the fit and the calibration table of a variant.
func writeCalibration(w io.Writer, v engine.Variant, d *wdl.Data, res wdl.Result) {
	fmt.Fprintf(w, "\n%s: %d games, %d scored moves", v, d.Games, len(d.Samples))
	if len(d.Skipped) > 0 {
		reasons := make([]string, 0, len(d.Skipped))
		for r, n := range d.Skipped {
			reasons = append(reasons, fmt.Sprintf("%d %s", n, r))
		}
		sort.Strings(reasons)
		fmt.Fprintf(w, " (games left out: %s)", strings.Join(reasons, ", "))
	}
	fmt.Fprintln(w)
	if !res.OK {
		fmt.Fprintf(w, "  no fit: %s; the scale stays %.1f\n", res.Why, res.Current)
		return
	}
	fmt.Fprintf(w, "  fitted scale %.1f centi-seeds (standard error %.1f, clustered by game); in use now %.1f\n",
		res.Fit.Scale, res.Fit.SE, res.Current)
	fmt.Fprintf(w, "  log loss: fitted %.4f, in use now %.4f, coin 0.6931\n",
		tune.LogLoss(d.Samples, res.Fit.Scale), tune.LogLoss(d.Samples, res.Current))
	fmt.Fprintf(w, "  %-18s %7s %8s %9s %8s %8s\n", "score (seeds)", "moves", "mean", "observed", "fitted", "now")
	for _, b := range wdl.Table(d.Samples, res.Fit.Scale, res.Current) {
		fmt.Fprintf(w, "  %-18s %7d %+8.2f %8.1f%% %7.1f%% %7.1f%%\n", bucketName(b.Lo, b.Hi), b.N,
			b.MeanScore/100, 100*b.Observed, 100*b.Predicted, 100*b.Current)
	}
}

// bucketName writes a score range in seeds: "[-2.50, -1.50)", "< -15.00".
// The finite edges are whole centi-seeds (wdl's bucket edges).
func bucketName(lo, hi float64) string {
	seeds := func(cs float64) string { return score.Score(math.Round(cs)).Seeds() }
	switch {
	case math.IsInf(lo, -1):
		return "< " + seeds(hi)
	case math.IsInf(hi, 1):
		return ">= " + seeds(lo)
	}
	return "[" + seeds(lo) + ", " + seeds(hi) + ")"
}
