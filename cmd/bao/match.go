package main

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/judge/match"
)

const matchExamples = `  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" \
      --each "tc=10+0.1 option.Hash=16" --games 200 --concurrency 2 --pgnout games.pgn
  bao match --engine "cmd=./bao depth=4" --engine "builtin=random" --games 100
  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" --each "st=0.1" \
      --games 20000 --sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05" --pgnout sprt.pgn
  bao match --engine "cmd=./a" --engine "cmd=./b" --engine "cmd=./c" --each depth=5 --rounds 4
  bao match ... --seed 7 --shard 3/8 --pgnout shard3.pgn   # one machine's share
  bao match merge shard*.pgn --pgnout all.pgn --sprt "elo0=0 elo1=5"
`

func runMatch(e *env) error {
	if len(e.args) > 0 && e.args[0] == "merge" {
		return runMatchMerge(e)
	}
	fs := newFlags(e, "match", match.About, matchExamples)
	var s match.Setup
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
	rf := addRulesFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if !*quiet {
		s.Progress = e.stdout
	}
	cfg, err := s.Build(rf.rules)
	if err != nil {
		return usageError{err}
	}
	tally, err := match.RunReport(e.context(), cfg, *pgnout, *logFile, e.stdout, e.stderr)
	if err == nil && tally.Interrupted {
		err = fmt.Errorf("match: %w", errInterrupted)
	}
	return err
}

func runMatchMerge(e *env) error {
	fs := newFlags(e, "match merge",
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
	if err := parseFlagsArgs(fs, e.args[1:]); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("match merge: give the record files to merge")
	}
	sp, err := match.ParseOptionalSPRT(*sprt)
	if err != nil {
		return usagef("--sprt: %v", err)
	}
	m, err := match.MergeReport(fs.Args(), *runs, *pgnout, sp, e.stdout, e.stderr)
	if err == nil && m.Bad > 0 {
		err = fmt.Errorf("match merge: %d bad record(s) left out (see the warnings)", m.Bad)
	}
	return err
}
