package calibratecmd

import (
	"fmt"
	"io"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/tune/wdl"
)

// Command returns "bao record calibrate".
func Command() cli.Command {
	return cli.Command{Summary: "fit the win-probability scale per variant to the scores and results of games", Run: run}
}

// about is the description that "bao record calibrate --help" prints.
const about = `Fit the win probability of a score to games: for every variant, the scale s of
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
the data; variants without data (or too little) keep their scale, and their
line says the games it was fitted on and the day. To refit after the
evaluation changed, see the README ("Win probability"): self-play games per
variant, then this command.
Usage: bao record calibrate [flags] FILES...`

const examples = "  bao record calibrate wdl-kiswahili.pgn wdl-kete.pgn wdl-kujifunza.pgn\n" +
	"  bao record calibrate --write eval/wdl.go wdl-*.pgn\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "record calibrate", about, examples)
	write := fs.String("write", "", "rewrite the calibrated block of this Go file (eval/wdl.go) with the fitted scales")
	minMoves := fs.Int("min-moves", 200, "fit a variant only with at least this many scored moves")
	note := fs.String("note", "", "with --write: a line on how the games were made, kept in the block")
	files, err := cli.ParseFileArgs(fs, e.Args, "give the record files (\"-\" for standard input)")
	if err != nil {
		return err
	}
	if *minMoves < 2 {
		return cli.Usagef("record calibrate: --min-moves %d: want 2 or more", *minMoves)
	}
	if fs.Changed("note") && *write == "" {
		return cli.Usagef("record calibrate: --note is kept in the block that --write rewrites: give --write too")
	}
	if *write != "" {
		if err := atomicfile.CheckNotInput(*write, files...); err != nil {
			return cli.Usagef("record calibrate: --write: %v", err)
		}
	}
	if err := (wdl.Stamp{Note: *note}).Check(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("record calibrate: %w", err), map[string]string{"note": "--note"})
	}
	stamp := wdl.Stamp{Version: cli.VersionString(), Date: time.Now(), Note: *note}
	bad, err := calibrate(files, e.Stdin, *minMoves, *write, stamp, e.Stdout, func(problem error) {
		fmt.Fprintf(e.Stderr, "bao: record calibrate: %s (left out)\n", problem)
	})
	if err != nil {
		return fmt.Errorf("record calibrate: %w", err)
	}
	if bad > 0 {
		return fmt.Errorf("record calibrate: %d bad game(s) left out", bad)
	}
	return nil
}

// calibrate reads the game records of files ("-" is stdin; each bad game
// goes to leftOut and is counted), fits every variant with at least
// minMoves scored moves, writes the report to out, and with write not
// empty rewrites the calibrated block of that file with the fits and
// stamp. It returns the number of bad games left out; fitting no variant
// is an error.
func calibrate(files []string, stdin io.Reader, minMoves int, write string, stamp wdl.Stamp, out io.Writer, leftOut func(problem error)) (bad int, err error) {
	data := wdl.Collection{}
	if bad, err = data.AddFiles(files, stdin, leftOut); err != nil {
		return bad, err
	}
	fits, fitted := wdl.Fits(data, minMoves)
	for v, res := range fits {
		if res.TooFew {
			res.Why = fmt.Sprintf("%d scored moves, fewer than --min-moves %d", len(data[v].Samples), minMoves)
			fits[v] = res
		}
	}
	wdl.WriteReport(out, data, fits)
	if fitted == 0 {
		return bad, fmt.Errorf("no variant could be fitted from %d file(s)", len(files))
	}
	if write != "" {
		if err := wdl.WriteBlock(write, stamp, fits, data); err != nil {
			return bad, fmt.Errorf("--write: %w", err)
		}
		fmt.Fprintf(out, "\nWrote the fitted scales to %s.\n", write)
	}
	return bad, nil
}
