package main

import (
	"fmt"
	"github.com/baoengine/bao/record"
	"io"

	"github.com/spf13/pflag"
)

func runRecord(e *env) error {
	cmds := map[string]command{
		"check":     {"replay every game with the rules; count games, plies, results, terminations", runRecordCheck},
		"show":      {"board diagrams of one game, after one ply or after every ply", runRecordShow},
		"convert":   {"convert between the record text and JSON Lines (one game per line)", runRecordConvert},
		"calibrate": {"fit the win-probability scale per variant to the scores and results of games", runRecordCalibrate},
	}
	return runSubcommand(e, cmds, recordUsage, "record: give a subcommand: check, show, convert or calibrate", "record: unknown subcommand")
}

func recordUsage(w io.Writer, cmds map[string]command) {
	fmt.Fprintf(w, "Usage: bao record <subcommand> [flags] FILES...    (bao record <subcommand> --help)\n\n%s\n\nSubcommands:\n", record.About)
	for _, n := range commandNames(cmds) {
		fmt.Fprintf(w, "  %-10s %s\n", n, cmds[n].summary)
	}
	fmt.Fprint(w, "\nExamples:\n"+
		"  bao record check games.pgn more.pgn\n"+
		"  bao record show games.pgn --game 3 --ply 20\n"+
		"  bao record convert games.pgn -o games.jsonl\n"+
		"  bao record calibrate wdl-*.pgn\n")
}

// parseFileFlags parses a subcommand's flags and returns its files (one or more).
func parseFileFlags(fs *pflag.FlagSet, args []string) ([]string, error) {
	if err := parseFlagsArgs(fs, args); err != nil {
		return nil, err
	}
	if fs.NArg() == 0 {
		return nil, usagef("%s: give the record files (\"-\" for standard input)", fs.Name())
	}
	return fs.Args(), nil
}

// prefixed puts the subcommand's name before err, if there is one.
func prefixed(name string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", name, err)
}
