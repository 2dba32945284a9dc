package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/tune/wdl"
)

func runRecordCalibrate(e *cli.Env) error {
	fs := cli.NewFlags(e, "record calibrate", wdl.About,
		"  bao record calibrate wdl-kiswahili.pgn wdl-kete.pgn wdl-kujifunza.pgn\n"+
			"  bao record calibrate --write eval/wdl.go wdl-*.pgn\n")
	write := fs.String("write", "", "rewrite the calibrated block of this Go file (eval/wdl.go) with the fitted scales")
	minMoves := fs.Int("min-moves", 200, "fit a variant only with at least this many scored moves")
	note := fs.String("note", "", "with --write: a line on how the games were made, kept in the block")
	files, err := parseFileFlags(fs, e.Args)
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
		return cli.Usagef("record calibrate: --%v", err)
	}
	stamp := wdl.Stamp{Version: cli.VersionString(), Date: time.Now(), Note: *note}
	bad, err := wdl.Run(files, e.Stdin, *minMoves, *write, stamp, e.Stdout, func(problem error) {
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
