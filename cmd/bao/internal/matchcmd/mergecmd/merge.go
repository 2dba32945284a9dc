package mergecmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/judge/match"
)

// Command returns "bao match merge".
func Command() cli.Command {
	return cli.Command{Summary: "merge the records of the shards of a match and report their statistics", Run: run}
}

// names returns the flags of the settings that MergeReport's errors
// name, by the names it gives them.
func names() map[string]string {
	return map[string]string{"pgn": "--pgnout", "seed": "--seed", "runs": "bao match merge --runs"}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "match merge",
		"Merge the records of several runs of one match (the shards of --shard I/N), replay\n"+
			"every game through the rules engine, drop repeated games, and print the statistics\n"+
			"of all of them. A bad record is reported and left out, the other games are kept,\n"+
			"and the exit code is 1; a file given twice is refused, and so are shards of different\n"+
			"--seed unless --runs says they are separate runs of the same engines, counted together.\n"+
			"The first engine (whose score, Elo and SPRT are reported) is the match's first\n"+
			"--engine, read from the game pairs: it is South in the first game of every pair, so\n"+
			"missing games (game 1 among them) do not change it; a warning says when no pair tells.\n"+
			"Usage: bao match merge [flags] FILES...",
		"  bao match merge shard1.pgn shard2.pgn\n  bao match merge --pgnout all.pgn --sprt \"elo0=0 elo1=5\" shard*.pgn\n")
	pgnout := fs.String("pgnout", "", "write the merged records, in schedule order, to FILE (replacing it; not one of the inputs)")
	sprt := fs.String("sprt", "", "report this SPRT of the first engine against the second: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	runs := fs.Bool("runs", false, "the files hold runs of different --seed (each maybe in shards): count all their games, pairs of each seed apart")
	if err := cli.ParseFlagsArgs(fs, e.Args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return cli.Usagef("match merge: give the record files to merge")
	}
	sp, err := match.ParseOptionalSPRT(*sprt)
	if err != nil {
		return cli.Usagef("--sprt: %v", err)
	}
	m, err := match.MergeReport(fs.Args(), *runs, *pgnout, sp, e.Stdout, e.Stderr)
	err = cli.FlagErrors(err, names())
	if err == nil && m.Bad > 0 {
		err = fmt.Errorf("match merge: %d bad record(s) left out (see the warnings)", m.Bad)
	}
	return err
}
