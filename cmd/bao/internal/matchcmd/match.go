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

// about is the description that "bao match --help" prints.
const about = `Play engine-vs-engine matches with the rules engine as referee: every move is
checked, the game ends by the rules (or a move limit, adjudicated as a draw:
Bao has no draw rule), and an engine that crashes, hangs, loses on time,
plays an illegal or malformed move or prints garbage loses that game only; it
is restarted for the next. Each opening is played twice with colours swapped.
Records are appended to --pgnout as each game ends (a last record cut off by a
killed run is first moved to FILE.cut-DIGITS, with a warning; a file that is
not game records from its first byte is refused, and so is an engine's
program); Ctrl-C prints the summary of the finished games.

Engines (--engine, repeated; --each holds settings shared by all), fields
key=value separated by spaces, quotes as in a shell:
  cmd=PATH            the engine program (it speaks protocol.md)
  args="-a 1"         its arguments (arg=X adds one)      dir=DIR  its folder
  name=NAME           the name in records (default: the program's file name)
  proto=uci|ugi       the handshake (default uci)
  option.NAME=VALUE   a setoption, e.g. option.Hash=16 option.Threads=1; an
                      option the engine does not declare, or one it answers
                      with "info string error", stops the run before a game
  tc=[moves/]time[+inc]  clock in seconds: tc=10+0.1, tc=40/60, tc=1:30+1
  st=SEC              fixed time per move (a warning when it is not above the
                      engine's MoveOverhead)  nodes=N, depth=N  search limits
  timemargin=MS       how far the clock may overrun before the flag falls
                      (default 2000, at most 3600000: a loaded machine stalls
                      processes for a second or more; a move later than this
                      loses on time)
  builtin=random|greedy  a built-in player (random moves; most seeds captured)
Two engines play each other; with more, a round robin, or a gauntlet of the
first against the rest (--gauntlet).

Merge the records of several runs (shards) and report their statistics:
  bao match merge [--pgnout FILE] [--sprt "..."] FILES...`

const examples = `  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" \
      --each "tc=10+0.1 option.Hash=16" --games 200 --concurrency 2 --pgnout games.pgn
  bao match --engine "cmd=./bao depth=4" --engine "builtin=random" --games 100
  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" --each "st=0.1" \
      --games 20000 --sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05" --pgnout sprt.pgn
  bao match --engine "cmd=./a" --engine "cmd=./b" --engine "cmd=./c" --each depth=5 --rounds 4
  bao match ... --seed 7 --shard 3/8 --pgnout shard3.pgn   # one machine's share
  bao match merge shard*.pgn --pgnout all.pgn --sprt "elo0=0 elo1=5"
`

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
