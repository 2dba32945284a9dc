package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baoengine/bao/record"
	"github.com/spf13/pflag"
)

// recordCommands are the subcommands of "bao record".
func recordCommands() map[string]command {
	return map[string]command{
		"check":     {"replay every game with the rules; count games, plies, results, terminations", runRecordCheck},
		"show":      {"board diagrams of one game, after one ply or after every ply", runRecordShow},
		"convert":   {"convert between the record text and JSON Lines (one game per line)", runRecordConvert},
		"calibrate": {"fit the win-probability scale per variant to the scores and results of games", runRecordCalibrate},
	}
}

const recordAbout = `Work with files of game records: the PGN-like text that bao match, bao play and
the web page write (protocol.md 10), or JSON Lines (one JSON object per game per
line, see "bao record convert --help"). Every command reads either format (it
looks at the first character) and "-" for standard input. Every game is
replayed with the rules engine: a bad or cut-off game is reported with its file
and line, and the games around it are kept.`

func runRecord(e *env) error {
	cmds := recordCommands()
	if len(e.args) == 0 {
		recordUsage(e.stderr, cmds)
		return usagef("record: give a subcommand: check, show, convert or calibrate")
	}
	name := e.args[0]
	switch name {
	case "-h", "--help", "help":
		recordUsage(e.stdout, cmds)
		return nil
	}
	return runNamed(e, cmds, name, recordUsage, "record: unknown subcommand")
}

func recordUsage(w io.Writer, cmds map[string]command) {
	names := commandNames(cmds)
	var b strings.Builder
	b.WriteString("Usage: bao record <subcommand> [flags] FILES...    (bao record <subcommand> --help)\n\n")
	b.WriteString(recordAbout + "\n\nSubcommands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-10s %s\n", n, cmds[n].summary)
	}
	b.WriteString("\nExamples:\n" +
		"  bao record check games.pgn more.pgn\n" +
		"  bao record show games.pgn --game 3 --ply 20\n" +
		"  bao record convert games.pgn -o games.jsonl\n" +
		"  bao record calibrate wdl-*.pgn\n")
	fmt.Fprint(w, b.String())
}

// parseFileFlags parses the flags of a subcommand that takes files and
// returns the files.
func parseFileFlags(fs *pflag.FlagSet, args []string) ([]string, error) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return nil, err
		}
		return nil, usageError{err}
	}
	if fs.NArg() == 0 {
		return nil, usagef("%s: give the record files (\"-\" for standard input)", fs.Name())
	}
	return fs.Args(), nil
}

// errStopGames ends eachGame early without an error.
var errStopGames = errors.New("stop")

// gameVisit is one game of a file as eachGame hands it over: its number
// in the file (1-based, bad games counted), the line it began on, and the
// game or the error that made it unreadable.
type gameVisit struct {
	file   string
	format record.Format
	n      int
	line   int
	game   *record.Game
	err    error
}

// problem is "FILE:LINE: game N (from line L): reason" for a bad game.
func (v *gameVisit) problem() string {
	line, reason := errorLine(v.err)
	if line == 0 {
		line = v.line
	}
	return fmt.Sprintf("%s:%d: game %d (from line %d): %s", v.file, line, v.n, v.line, reason)
}

// errorLine splits a record error into its line and its reason without
// the "record: line N: " prefix.
func errorLine(err error) (int, string) {
	var re *record.Error
	if errors.As(err, &re) {
		c := *re
		c.Line = 0
		return re.Line, strings.TrimPrefix(c.Error(), "record: ")
	}
	return 0, err.Error()
}

// eachGame reads the games of a file ("-": standard input) in either
// format and calls fn for each, good or bad, until fn returns an error
// (errStopGames stops quietly). It returns the format of the file.
func eachGame(e *env, path string, fn func(v *gameVisit) error) (record.Format, error) {
	var in io.Reader = e.stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return record.FormatPGN, err
		}
		defer f.Close()
		in = f
	}
	rd, format := record.NewAnyReader(in)
	for n := 1; ; n++ {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return format, nil
		}
		v := &gameVisit{file: path, format: format, n: n, line: rd.GameLine(), game: g, err: err}
		if err := fn(v); err != nil {
			if errors.Is(err, errStopGames) {
				return format, nil
			}
			return format, err
		}
	}
}
