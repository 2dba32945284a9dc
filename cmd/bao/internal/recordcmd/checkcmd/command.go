package checkcmd

import (
	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// Command returns "bao record check".
func Command() cli.Command {
	return cli.Command{Summary: "replay every game with the rules; count games, plies, results, terminations", Run: run}
}

const about = "Read every game of the files (record text or JSON Lines), replay it with the rules\n" +
	"engine (every move legal, the result agreeing with the rules, PlyCount) and print,\n" +
	"per file and in total, the number of games and plies, the results and the\n" +
	"terminations (grouped: the words before a colon, numbers as N), and the first\n" +
	"bad game of each file as FILE:LINE with the reason. A bad game (a cut-off last\n" +
	"game, an illegal move, a result the rules contradict) is skipped and the games\n" +
	"after it are still checked. Exit code 1 when a game is bad or a file cannot be\n" +
	"read. Usage: bao record check [flags] FILES..."

const examples = "  bao record check games.pgn\n  bao record check shard*.pgn --all-errors\n  bao record check games.jsonl\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "record check", about, examples)
	all := fs.Bool("all-errors", false, "list every bad game, not only the first of each file")
	files, err := cli.ParseFileArgs(fs, e.Args, "give the record files (\"-\" for standard input)")
	if err != nil {
		return err
	}
	return cli.Prefixed("record check", checkFiles(e.Stdout, files, checkOptions{AllErrors: *all, Stdin: e.Stdin}))
}
