package convertcmd

import (
	"context"
	"fmt"
	"slices"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/record"
)

// Command returns "bao record convert".
func Command() cli.Command {
	return cli.Command{Summary: "convert between the record text and JSON Lines (one game per line)", Run: run}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "record convert", about, examples)
	to := fs.String("to", "", "output format: json or pgn (default: the other format of the first file)")
	out := fs.StringP("output", "o", "", "write to FILE (replacing it once every input is read; not one of the inputs) instead of standard output (\"-\")")
	fens := fs.Bool("fens", false, "JSON: add the BFEN after every move (\"fen\")")
	files, err := cli.ParseFileArgs(fs, e.Args, "give the record files (\"-\" for standard input)")
	if err != nil {
		return err
	}
	if *to != "" && *to != "json" && *to != "pgn" {
		return cli.Usagef("record convert: --to %q: want json or pgn", *to)
	}
	if *out == "-" {
		*out = "" // standard output, as without -o
	}
	opts := record.ConvertOptions{To: *to, Positions: *fens, Output: *out, Stdin: e.Stdin,
		LeftOut: func(problem error) { fmt.Fprintf(e.Stderr, "bao: record convert: %s (left out)\n", problem) }}
	// Writing a file, Ctrl-C stops the conversion between two games, so
	// that the temporary file goes and the output stays as it was. To
	// stdout the signal keeps its default action (nothing to clean up), and
	// so it does while a terminal is read: a read waiting there would not
	// see the first Ctrl-C.
	ctx := context.Background()
	if *out != "" && !(slices.Contains(files, "-") && cli.IsTerminal(e.Stdin)) {
		ctx = e.Context()
	}
	err = record.Convert(ctx, e.Stdout, files, opts)
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("record convert: %w: %s left as it was", cli.ErrInterrupted, *out)
	}
	return cli.Prefixed("record convert", err)
}
