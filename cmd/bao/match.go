package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/baoengine/bao/bench/match"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/record"
	"github.com/spf13/pflag"
)

const matchAbout = `Play engine-vs-engine matches with the rules engine as referee: every move is
checked, the game ends by the rules (or a move limit, adjudicated as a draw:
Bao has no draw rule), and an engine that crashes, hangs, loses on time,
plays an illegal or malformed move or prints garbage loses that game only; it
is restarted for the next. Each opening is played twice with colours swapped.
Records are appended to --pgnout as each game ends (a last record cut off by a
killed run is removed first, with a warning); Ctrl-C prints the summary of the
finished games.

Engines (--engine, repeated; --each holds settings shared by all), fields
key=value separated by spaces, quotes as in a shell:
  cmd=PATH            the engine program (it speaks protocol.md)
  args="-a 1"         its arguments (arg=X adds one)      dir=DIR  its folder
  name=NAME           the name in records (default: the program's file name)
  proto=uci|ugi       the handshake (default uci)
  option.NAME=VALUE   a setoption, e.g. option.Hash=16 option.Threads=1
  tc=[moves/]time[+inc]  clock in seconds: tc=10+0.1, tc=40/60, tc=1:30+1
  st=SEC              fixed time per move (a warning when it is not above the
                      engine's MoveOverhead)  nodes=N, depth=N  search limits
  timemargin=MS       how far the clock may overrun before the flag falls
                      (default 2000: a loaded machine stalls processes for
                      a second or more; a move later than this loses on time)
  builtin=random|greedy  a built-in player (random moves; most seeds captured)
Two engines play each other; with more, a round robin, or a gauntlet of the
first against the rest (--gauntlet).

Merge the records of several runs (shards) and report their statistics:
  bao match merge [--pgnout FILE] [--sprt "..."] FILES...`

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
	fs := newFlags(e, "match", matchAbout, matchExamples)
	engines := fs.StringArray("engine", nil, "an engine: \"cmd=PATH name=NAME tc=10+0.1 ...\" (repeat for each engine; see above)")
	each := fs.String("each", "", "settings for every engine, e.g. \"tc=10+0.1 option.Hash=16\"; an engine's own win")
	games := fs.Int("games", 2, "games per pairing per round (pairs of games share an opening, colours swapped)")
	rounds := fs.Int("rounds", 1, "rounds: each repeats every pairing's games with the next openings")
	gauntlet := fs.Bool("gauntlet", false, "with more than two engines: the first plays each other one, not a round robin")
	concurrency := fs.Int("concurrency", 1, "games played at once (one process pair each)")
	openingsFlag := fs.String("openings", "builtin", "openings: \"builtin\" or \"FILE [order=random|sequential] [plies=N]\"; FILE holds\none BFEN (optionally \"BFEN moves m1 m2\") or move list per line, or .pgn records")
	maxPlies := fs.Int("maxplies", 0, "adjudicate a draw after this many plies, book moves included (0: no limit)")
	resign := fs.String("resign", "", "resign by score: \"movecount=3 score=1000 [twosided=true]\" (score in centi-seeds)")
	sprt := fs.String("sprt", "", "SPRT of the first engine against the second, stopping at a bound:\n\"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	pgnout := fs.String("pgnout", "", "append each finished game's record to FILE at once")
	logFile := fs.String("log", "", "append the engines' I/O with timestamps to FILE")
	seed := fs.Uint64("seed", 1, "seed of the opening order and the built-in players (same seed, same schedule)")
	shardFlag := fs.String("shard", "", "play only share I of N of the schedule, e.g. 2/8 (same flags and --seed on every shard)")
	event := fs.String("event", "bao match", "the records' Event tag")
	ready := fs.Duration("ready-timeout", 10*time.Second, "wait for the handshake and isready before an engine counts as hung")
	hang := fs.Duration("hang-timeout", time.Minute, "wait for bestmove when an engine has no clock (depth= or nodes=)")
	interval := fs.Int("ratinginterval", 0, "print the full summary every N games (0: only at the end)")
	quiet := fs.Bool("quiet", false, "no per-game progress lines; only the summary")
	rf := addRulesFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if err := checkMatchNumbers(*games, *rounds, *concurrency, *interval, *ready, *hang, len(*engines), *gauntlet); err != nil {
		return err
	}
	cfg := &match.Config{Games: *games, Rounds: *rounds, Gauntlet: *gauntlet, Concurrency: *concurrency,
		MaxPlies: *maxPlies, Seed: *seed, Event: *event, Ready: *ready, Hang: *hang, RatingInterval: *interval}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	cfg.Rules = r
	eachSpec, err := match.ParseEngineSpec(*each)
	if err != nil {
		return usagef("--each: %v", err)
	}
	if len(*engines) < 2 {
		return usagef("match: give at least two --engine (e.g. --engine \"cmd=./bao\" --engine builtin=random)")
	}
	for i, s := range *engines {
		sp, err := match.ParseEngineSpec(s)
		if err != nil {
			return usagef("--engine %d: %v", i+1, err)
		}
		sp = sp.WithDefaults(eachSpec)
		if err := sp.Complete(); err != nil {
			return usagef("--engine %d (%s): %v", i+1, s, err)
		}
		cfg.Engines = append(cfg.Engines, sp)
	}
	osp, err := openings.ParseSpec(*openingsFlag)
	if err != nil {
		return usagef("--openings: %v", err)
	}
	if cfg.Openings, err = match.LoadOpenings(osp, &cfg.Rules); err != nil {
		return usagef("--openings: %v", err)
	}
	cfg.RandomOrder = osp.Order == "random"
	if *resign != "" {
		if cfg.Resign, err = match.ParseResign(*resign); err != nil {
			return usagef("--resign: %v", err)
		}
	}
	if *sprt != "" {
		s, err := match.ParseSPRT(*sprt)
		if err != nil {
			return usagef("--sprt: %v", err)
		}
		cfg.SPRT = &s
	}
	if *shardFlag != "" {
		if cfg.Shard, err = shard.Parse(*shardFlag); err != nil {
			return usagef("--shard: %v", err)
		}
	}
	if err := cfg.Check(); err != nil {
		return usageError{err}
	}
	if *pgnout != "" {
		f, err := record.OpenAppend(*pgnout, e.stderr)
		if err != nil {
			return fmt.Errorf("match: --pgnout: %w", err)
		}
		defer f.Close()
		cfg.PGN = f
	}
	if *logFile != "" {
		f, err := os.OpenFile(*logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return fmt.Errorf("match: --log: %w", err)
		}
		defer f.Close()
		cfg.Log = f
	}
	if !*quiet {
		cfg.Progress = e.stdout
	}
	jobs := len(cfg.Jobs())
	names := make([]string, len(cfg.Engines))
	for i, sp := range cfg.Engines {
		names[i] = sp.Name
	}
	fmt.Fprintf(e.stdout, "Match: %s, %d games%s, %d openings, variant %s, seed %d\n", strings.Join(names, " vs "),
		jobs, cfg.Shard.Suffix(), len(cfg.Openings), cfg.Rules.Variant, cfg.Seed)
	tally, err := match.Run(e.context(), cfg)
	if tally != nil {
		tally.Write(e.stdout, cfg.SPRT)
	}
	if err != nil {
		return err
	}
	if tally.Interrupted {
		return fmt.Errorf("match: %w", errInterrupted)
	}
	return nil
}

// Bounds of the match flags: the schedule is built whole in memory, and
// every game at once runs two engine processes.
const (
	maxMatchGames       = 1_000_000
	maxMatchConcurrency = 256
)

// checkMatchNumbers refuses numeric match flags out of range with a usage
// error: a negative timeout or report period (which used to mean the
// default or nothing, silently), a concurrency that would start thousands
// of processes, a schedule too large to hold in memory.
func checkMatchNumbers(games, rounds, concurrency, interval int, ready, hang time.Duration, engines int, gauntlet bool) error {
	switch {
	case games < 1:
		return usagef("match: --games %d: want 1 or more", games)
	case rounds < 1:
		return usagef("match: --rounds %d: want 1 or more", rounds)
	case concurrency < 1 || concurrency > maxMatchConcurrency:
		return usagef("match: --concurrency %d: want 1..%d", concurrency, maxMatchConcurrency)
	case interval < 0:
		return usagef("match: --ratinginterval %d: want 0 (only at the end) or more", interval)
	case ready <= 0:
		return usagef("match: --ready-timeout %v: want more than 0", ready)
	case hang <= 0:
		return usagef("match: --hang-timeout %v: want more than 0", hang)
	}
	pairings := max(engines*(engines-1)/2, 1)
	if gauntlet {
		pairings = max(engines-1, 1)
	}
	if total := uint64(games) * uint64(rounds) * uint64(pairings); games > maxMatchGames || rounds > maxMatchGames || total > maxMatchGames {
		return usagef("match: --games %d, --rounds %d, %d pairing(s): at most %d games in all", games, rounds, pairings, maxMatchGames)
	}
	return nil
}

func runMatchMerge(e *env) error {
	fs := newFlags(e, "match merge",
		"Merge the records of several runs of one match (the shards of --shard I/N), replay\n"+
			"every game through the rules engine, drop repeated games, and print the statistics\n"+
			"of all of them. A bad record is reported and left out, the other games are kept,\n"+
			"and the exit code is 1; a file given twice, or shards of different --seed, are refused.\n"+
			"Usage: bao match merge [flags] FILES...",
		"  bao match merge shard1.pgn shard2.pgn\n  bao match merge --pgnout all.pgn --sprt \"elo0=0 elo1=5\" shard*.pgn\n")
	pgnout := fs.String("pgnout", "", "write the merged records, in schedule order, to FILE (replacing it; not one of the inputs)")
	sprt := fs.String("sprt", "", "report this SPRT of the first engine against the second: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")
	if err := fs.Parse(e.args[1:]); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fs.NArg() == 0 {
		return usagef("match merge: give the record files to merge")
	}
	var sp *match.SPRT
	if *sprt != "" {
		s, err := match.ParseSPRT(*sprt)
		if err != nil {
			return usagef("--sprt: %v", err)
		}
		sp = &s
	}
	if *pgnout != "" {
		if err := atomicfile.CheckNotInput(*pgnout, fs.Args()...); err != nil {
			return fmt.Errorf("match merge: --pgnout: %w", err)
		}
	}
	m, err := match.MergeWarn(fs.Args(), e.stderr)
	if err != nil {
		return err
	}
	if *pgnout != "" {
		if err := atomicfile.Write(*pgnout, func(w io.Writer) error { return match.WriteGames(w, m.Games) }); err != nil {
			return fmt.Errorf("match merge: %s: %w", *pgnout, err)
		}
	}
	fmt.Fprintf(e.stdout, "Merged %d games from %d files\n", len(m.Games), fs.NArg())
	m.Tally.Write(e.stdout, sp)
	if m.Bad > 0 {
		return fmt.Errorf("match merge: %d bad record(s) left out (see the warnings)", m.Bad)
	}
	return nil
}
