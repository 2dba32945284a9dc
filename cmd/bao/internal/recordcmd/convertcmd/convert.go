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

// about is the description that "bao record convert --help" prints: what
// the conversion does, and the JSON form of a game.
const about = `Convert files of games between the record text (protocol.md 10, "pgn") and JSON
Lines ("json": one JSON object per game, one game per line), for scripts. By
default each file goes to the other format; --to chooses. Every game is replayed
with the rules engine; a bad game (a cut-off last game, an illegal move) is
reported on stderr as FILE:LINE and left out, the others are converted, and the
exit code is 1. Output goes to stdout or to -o FILE; Ctrl-C leaves FILE as it
was (exit code 130).

The JSON object of a game (keys in this order; "termination" and "comment" are
left out when empty):

  {"tags": {"Event": "bao match", "Site": "?", ..., "PlyCount": "87"},
   "variant": "kiswahili",
   "start": "<BFEN of the start position>",
   "result": "1-0",                  (1-0 South wins, 0-1 North wins, 1/2-1/2, *)
   "termination": "North cannot move",
   "comment": "<comment before the first move>",
   "moves": [{"move": "A7L", "comment": "+0.12/14 0.51s", "side": "S",
              "score": 12, "depth": 14, "fen": "<BFEN after the move>"}, ...]}

"tags" holds every tag in the record's order. Per move: "move" is the token,
"comment" the comment; "side" is the mover (S or N); "score" (centi-seeds from
the mover's view), "mate" (+N wins, -N loses, in moves of the mover) and
"depth" come from an engine comment such as "+0.12/14 0.51s"; "fen" (the
position after the move) only with --fens.

Reading JSON, only tags, variant, start, result, termination, comment and each
move's "move" and "comment" count (the rest is derived); a move may be a bare
string: {"variant": "kujifunza", "moves": ["A3R", "a6R"]} is a game. "variant"
and "start" stand in for missing Variant and FEN tags.
Usage: bao record convert [flags] FILES...`

const examples = "  bao record convert games.pgn > games.jsonl\n" +
	"  bao record convert --fens games.pgn -o games.jsonl\n" +
	"  bao record convert games.jsonl -o games.pgn\n" +
	"  bao record convert --to json shard*.pgn | jq -r '.tags.Result'\n"

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
