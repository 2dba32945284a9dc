package showcmd

import (
	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// Command returns "bao record show".
func Command() cli.Command {
	return cli.Command{Summary: "board diagrams of one game, after one ply or after every ply", Run: run}
}

const about = "Print one game of a file: its players, variant, result and termination, then the\n" +
	"board diagram (North on top, as the protocol's \"d\") and BFEN after ply K with\n" +
	"--ply, or the start position and the position after every ply, each under its\n" +
	"move and comment. Ply 0 is the start position. Games are numbered from 1 in\n" +
	"file order, bad games included (as \"bao record check\" numbers them).\n" +
	"Usage: bao record show [flags] FILE"

const examples = "  bao record show game.pgn\n  bao record show games.pgn --game 12 --ply 40\n  bao record show games.jsonl --game 2 --ply 0\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "record show", about, examples)
	gameNo := fs.Int("game", 1, "which game of the file (1 = the first)")
	ply := fs.Int("ply", -1, "show only the position after this ply (0 = the start; default: every ply)")
	if err := cli.ParseFlagsArgs(fs, e.Args); err != nil {
		return err
	}
	files := fs.Args()
	switch {
	case len(files) != 1:
		return cli.Usagef("record show: give one record file (\"-\" for standard input), not %d", len(files))
	case *gameNo < 1:
		return cli.Usagef("record show: --game %d: want 1 or more", *gameNo)
	case *ply < -1:
		return cli.Usagef("record show: --ply %d: want 0 or more", *ply)
	}
	opts := showOptions{Game: *gameNo, Ply: *ply, Stdin: e.Stdin}
	return cli.Prefixed("record show", show(e.Stdout, files[0], opts))
}
