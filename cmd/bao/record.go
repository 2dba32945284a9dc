package main

import (
	"fmt"
	"io"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/record"

	"github.com/spf13/pflag"
)

func runRecord(e *cli.Env) error {
	cmds := map[string]cli.Command{
		"check":     {Summary: "replay every game with the rules; count games, plies, results, terminations", Run: runRecordCheck},
		"show":      {Summary: "board diagrams of one game, after one ply or after every ply", Run: runRecordShow},
		"convert":   {Summary: "convert between the record text and JSON Lines (one game per line)", Run: runRecordConvert},
		"calibrate": {Summary: "fit the win-probability scale per variant to the scores and results of games", Run: runRecordCalibrate},
	}
	return cli.RunSubcommand(e, cmds, recordUsage, "record: give a subcommand: check, show, convert or calibrate", "record: unknown subcommand")
}

func recordUsage(w io.Writer, cmds map[string]cli.Command) {
	fmt.Fprintf(w, "Usage: bao record <subcommand> [flags] FILES...    (bao record <subcommand> --help)\n\n%s\n\nSubcommands:\n", record.About)
	for _, n := range cli.CommandNames(cmds) {
		fmt.Fprintf(w, "  %-10s %s\n", n, cmds[n].Summary)
	}
	fmt.Fprint(w, "\nExamples:\n"+
		"  bao record check games.pgn more.pgn\n"+
		"  bao record show games.pgn --game 3 --ply 20\n"+
		"  bao record convert games.pgn -o games.jsonl\n"+
		"  bao record calibrate wdl-*.pgn\n")
}

// parseFileFlags parses a subcommand's flags and returns its files (one or more).
func parseFileFlags(fs *pflag.FlagSet, args []string) ([]string, error) {
	if err := cli.ParseFlagsArgs(fs, args); err != nil {
		return nil, err
	}
	if fs.NArg() == 0 {
		return nil, cli.Usagef("%s: give the record files (\"-\" for standard input)", fs.Name())
	}
	return fs.Args(), nil
}
