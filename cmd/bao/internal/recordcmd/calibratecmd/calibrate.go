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
