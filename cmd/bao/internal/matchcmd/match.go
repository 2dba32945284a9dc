package matchcmd

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/matchcmd/mergecmd"
	"github.com/baoengine/bao/judge/match"
)

// Command returns "bao match".
func Command() cli.Command {
	return cli.Command{Summary: "engine-vs-engine matches: Elo, SPRT, records; \"match merge\" joins shards", Run: run}
}

// names returns the flags of the settings that match's errors, notes and
// warnings name, by the names it gives them.
func names() map[string]string {
	return map[string]string{"pgn": "--pgnout", "log": "--log", "engine": "--engine", "each": "--each",
		"concurrency": "--concurrency", "shard": "--shard"}
}

func run(e *cli.Env) error {
	if len(e.Args) > 0 && e.Args[0] == "merge" {
		return mergecmd.Command().Run(e.WithArgs(e.Args[1:]))
	}
	fs := cli.NewFlags(e, "match", about, examples)
	var s setup
	fs.StringArrayVar(&s.Engines, "engine", nil, "an engine: \"cmd=PATH name=NAME tc=10+0.1 ...\" (repeat for each engine; see above)")
	fs.StringVar(&s.Each, "each", "", "settings for every engine, e.g. \"tc=10+0.1 option.Hash=16\"; an engine's own win")
	fs.IntVar(&s.Games, "games", 2, "games per pairing per round (pairs of games share an opening, colours swapped)")
	fs.IntVar(&s.Rounds, "rounds", 1, "rounds: each repeats every pairing's games with the next openings")
	fs.BoolVar(&s.Gauntlet, "gauntlet", false, "with more than two engines: the first plays each other one, not a round robin")
	fs.IntVar(&s.Concurrency, "concurrency", 1, "games played at once (one process pair each)")
	fs.StringVar(&s.Openings, "openings", "builtin", "openings: \"builtin\" or \"FILE [order=random|sequential] [plies=N]\"; FILE holds\none BFEN (optionally \"BFEN moves m1 m2\") or move list per line, or .pgn records")
	fs.IntVar(&s.MaxPlies, "maxplies", 0, "adjudicate a draw after this many plies, book moves included (0: no limit)")
	fs.StringVar(&s.Resign, "resign", "", "resign by score: \"movecount=3 score=1000 [twosided=true]\" (score in centi-seeds)")
	fs.StringVar(&s.SPRT, "sprt", "", "SPRT of the first engine against the second, stopping at a bound:\n\"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	pgnout := fs.String("pgnout", "", "append each finished game's record to FILE at once")
	logFile := fs.String("log", "", "append the engines' I/O with timestamps to FILE")
	fs.Uint64Var(&s.Seed, "seed", 1, "seed of the opening order and the built-in players (same seed, same schedule)")
	fs.StringVar(&s.Shard, "shard", "", "play only share I of N of the schedule, e.g. 2/8 (same flags and --seed on every shard)")
	fs.StringVar(&s.Event, "event", "bao match", "the records' Event tag")
	fs.DurationVar(&s.Ready, "ready-timeout", 10*time.Second, "wait for the handshake and isready before an engine counts as hung")
	fs.DurationVar(&s.Hang, "hang-timeout", time.Minute, "wait for bestmove when an engine has no clock (depth= or nodes=)")
	fs.IntVar(&s.RatingInterval, "ratinginterval", 0, "print the full summary every N games (0: only at the end)")
	quiet := fs.Bool("quiet", false, "no per-game progress lines; only the summary")
	rf := cli.AddRulesFlags(fs)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if !*quiet {
		s.Progress = e.Stdout
	}
	cfg, err := s.build(rf.Rules)
	if err != nil {
		return cli.UsageFlagErrors(err, names())
	}
	cfg.Names = cli.FlagNamer(names())
	tally, err := match.RunReport(e.Context(), cfg, *pgnout, *logFile, e.Stdout, e.Stderr)
	err = cli.FlagErrors(err, names())
	if err == nil && tally.Interrupted {
		err = fmt.Errorf("match: %w", cli.ErrInterrupted)
	}
	return err
}
