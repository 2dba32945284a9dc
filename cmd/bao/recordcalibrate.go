package main

import (
	"bytes"
	"fmt"
	"go/format"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/record"
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
	data := map[engine.Variant]*calibData{}
	bad := 0
	for _, path := range files {
		if _, err := eachGame(e, path, func(v *gameVisit) error {
			if v.err != nil {
				bad++
				fmt.Fprintf(e.stderr, "bao: record calibrate: %s (left out)\n", v.problem())
				return nil
			}
			return collectSamples(data, v.game, filepath.Base(path))
		}); err != nil {
			return fmt.Errorf("record calibrate: %s: %w", path, err)
		}
	}
	w := e.stdout
	fmt.Fprintf(w, "Win probability P = 1/(1+exp(-score/scale)), score in centi-seeds from the mover's view.\n")
	fits := map[engine.Variant]calibResult{}
	for _, v := range engine.Variants {
		d := data[v]
		if d == nil {
			continue
		}
		res := d.fit(v, *minMoves)
		fits[v] = res
		res.write(w, v, d)
	}
	fitted := 0
	for _, res := range fits {
		if res.ok {
			fitted++
		}
	}
	if fitted == 0 {
		return fmt.Errorf("record calibrate: no variant could be fitted from %d file(s)", len(files))
	}
	if *write != "" {
		if err := writeCalibration(*write, *note, fits, data); err != nil {
			return fmt.Errorf("record calibrate: --write: %w", err)
		}
		fmt.Fprintf(w, "\nWrote the fitted scales to %s.\n", *write)
	}
	if bad > 0 {
		return fmt.Errorf("record calibrate: %d bad game(s) left out", bad)
	}
	return nil
}

// calibData is what the records give for one variant.
type calibData struct {
	samples  []wdlSample
	games    int            // games that gave samples
	skipped  map[string]int // games left out, by reason
	files    map[string]bool
	players  map[string]bool
	controls map[string]bool
}

// calibResult is the fit of one variant, or why there is none.
type calibResult struct {
	ok      bool
	why     string
	fit     wdlFit
	current float64
}

// collectSamples adds the scored moves of g to the data of its variant.
func collectSamples(data map[engine.Variant]*calibData, g *record.Game, file string) error {
	rules, positions, err := record.Replay(g)
	if err != nil {
		return err // the reader has checked the game already
	}
	d := data[rules.Variant]
	if d == nil {
		d = &calibData{skipped: map[string]int{}, files: map[string]bool{}, players: map[string]bool{}, controls: map[string]bool{}}
		data[rules.Variant] = d
	}
	d.files[file] = true
	if g.Result != engine.SouthWins && g.Result != engine.NorthWins {
		d.skipped["no decisive result"]++
		return nil
	}
	term := strings.ToLower(g.Termination)
	for _, w := range []string{"time forfeit", "rules infraction", "abandoned"} {
		if strings.Contains(term, w) {
			d.skipped["engine failure"]++
			return nil
		}
	}
	n := 0
	id := len(d.samples) // distinct per game: the index of its first sample
	for i, m := range g.Moves {
		sc, ok := record.ParseScore(m.Comment)
		if !ok || sc.Mate != 0 {
			continue
		}
		mover := positions[i].Side
		d.samples = append(d.samples, wdlSample{score: float64(sc.CentiSeeds), won: g.Result == engine.Winner(mover), game: id})
		n++
	}
	if n == 0 {
		d.skipped["no scored move"]++
		return nil
	}
	d.games++
	for _, name := range []string{"South", "North"} {
		if s, ok := g.Tag(name); ok {
			d.players[s] = true
		}
	}
	if s, ok := g.Tag("TimeControl"); ok {
		d.controls[s] = true
	}
	return nil
}

// fit fits the variant's scale when there are enough samples.
func (d *calibData) fit(v engine.Variant, minMoves int) calibResult {
	res := calibResult{current: eval.WinScale(v)}
	if len(d.samples) < minMoves {
		res.why = fmt.Sprintf("%d scored moves, fewer than --min-moves %d", len(d.samples), minMoves)
		return res
	}
	f, err := fitWinScale(d.samples)
	if err != nil {
		res.why = err.Error()
		return res
	}
	res.ok, res.fit = true, f
	return res
}

// write prints the fit and the calibration table of a variant.
func (res calibResult) write(w io.Writer, v engine.Variant, d *calibData) {
	fmt.Fprintf(w, "\n%s: %d games, %d scored moves", v, d.games, len(d.samples))
	if len(d.skipped) > 0 {
		reasons := make([]string, 0, len(d.skipped))
		for r, n := range d.skipped {
			reasons = append(reasons, fmt.Sprintf("%d %s", n, r))
		}
		sort.Strings(reasons)
		fmt.Fprintf(w, " (games left out: %s)", strings.Join(reasons, ", "))
	}
	fmt.Fprintln(w)
	if !res.ok {
		fmt.Fprintf(w, "  no fit: %s; the scale stays %.1f\n", res.why, res.current)
		return
	}
	fmt.Fprintf(w, "  fitted scale %.1f centi-seeds (standard error %.1f, clustered by game); in use now %.1f\n",
		res.fit.scale, res.fit.se, res.current)
	fmt.Fprintf(w, "  log loss: fitted %.4f, in use now %.4f, coin 0.6931\n",
		logLoss(d.samples, res.fit.scale), logLoss(d.samples, res.current))
	fmt.Fprintf(w, "  %-18s %7s %8s %9s %8s %8s\n", "score (seeds)", "moves", "mean", "observed", "fitted", "now")
	for _, b := range calibrationTable(d.samples, res.fit.scale, res.current) {
		fmt.Fprintf(w, "  %-18s %7d %+8.2f %8.1f%% %7.1f%% %7.1f%%\n", bucketName(b.lo, b.hi), b.n,
			b.meanScore/100, 100*b.observed, 100*b.predicted, 100*b.current)
	}
}

// bucketName writes a score range in seeds: "[-2.50, -1.50)", "< -15".
func bucketName(lo, hi float64) string {
	switch {
	case math.IsInf(lo, -1):
		return fmt.Sprintf("< %+.2f", hi/100)
	case math.IsInf(hi, 1):
		return fmt.Sprintf(">= %+.2f", lo/100)
	}
	return fmt.Sprintf("[%+.2f, %+.2f)", lo/100, hi/100)
}

// Markers of the block --write rewrites.
const (
	calibBegin = "// BEGIN calibrated"
	calibEnd   = "// END calibrated"
)

// writeCalibration rewrites the calibrated block of a Go file with the
// fitted scales (the others keep eval.WinScale's value) and a note of the
// data, and gofmts the result.
func writeCalibration(path, note string, fits map[engine.Variant]calibResult, data map[engine.Variant]*calibData) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	text := string(src)
	i := strings.Index(text, calibBegin)
	j := strings.Index(text, calibEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no %q ... %q block", path, calibBegin, calibEnd)
	}
	lineEnd := strings.IndexByte(text[i:], '\n')
	if lineEnd < 0 || i+lineEnd > j {
		return fmt.Errorf("%s: the %q line has no end", path, calibBegin)
	}
	head := text[:i+lineEnd+1]
	var b strings.Builder
	files := map[string]bool{}
	players := map[string]bool{}
	controls := map[string]bool{}
	for _, d := range data {
		for k := range d.files {
			files[k] = true
		}
		for k := range d.players {
			players[k] = true
		}
		for k := range d.controls {
			controls[k] = true
		}
	}
	fmt.Fprintf(&b, "\n// Fitted by \"bao record calibrate\" (bao %s) on %s\n", versionString(), time.Now().Format("2006-01-02"))
	fmt.Fprintf(&b, "// from %s:\n", listOf(files, 6))
	for _, line := range wrapWords(fmt.Sprintf("games of %s at %s, every move's score and the game's result.",
		listOf(players, 4), listOf(controls, 3)), 74) {
		fmt.Fprintf(&b, "// %s\n", line)
	}
	if note = strings.Join(strings.Fields(note), " "); note != "" {
		for _, line := range wrapWords(note, 74) {
			fmt.Fprintf(&b, "// %s\n", line)
		}
	}
	fmt.Fprintf(&b, "// Per variant: games, scored moves, the scale and its standard error.\n")
	for _, v := range engine.Variants {
		res, ok := fits[v]
		switch {
		case ok && res.ok:
			fmt.Fprintf(&b, "//   %-10s %5d games %7d moves  scale %6.1f +- %.1f\n", v, data[v].games, len(data[v].samples), res.fit.scale, res.fit.se)
		case ok:
			fmt.Fprintf(&b, "//   %-10s not refitted (%s)\n", v, res.why)
		default:
			fmt.Fprintf(&b, "//   %-10s not refitted (no games)\n", v)
		}
	}
	b.WriteString("const (\n")
	for _, v := range engine.Variants {
		scale := eval.WinScale(v)
		if res, ok := fits[v]; ok && res.ok {
			scale = math.Round(res.fit.scale*10) / 10
		}
		fmt.Fprintf(&b, "\twinScale%s = %.1f\n", strings.ToUpper(v.String()[:1])+v.String()[1:], scale)
	}
	b.WriteString(")\n\n")
	out := head + b.String() + text[j:]
	formatted, err := format.Source([]byte(out))
	if err != nil {
		return fmt.Errorf("the rewritten %s does not parse: %w", path, err)
	}
	if bytes.Equal(formatted, src) {
		return nil
	}
	return os.WriteFile(path, formatted, 0o644)
}

// listOf joins up to max sorted names, saying how many more there are.
func listOf(set map[string]bool, max int) string {
	names := make([]string, 0, len(set))
	for k := range set {
		names = append(names, k)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "?"
	}
	if len(names) > max {
		return strings.Join(names[:max], ", ") + fmt.Sprintf(" and %d more", len(names)-max)
	}
	return strings.Join(names, ", ")
}

// wrapWords breaks text into lines of at most width bytes between words.
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
