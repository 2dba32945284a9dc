package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usage is the command's help text.
const usage = `usage: reviewcheck [flags]

Plays seeded games between the app's levels, searches every move of
them to a reference depth (cached), reviews the games by each plan and
prints each plan's precision and recall against the reference, how
often its better move is the reference's best or a mistake by it, and
the nodes and time it spends per game.

A plan is [NAME:]KEY=VALUE,... over analysis.DefaultReviewPlan:
depth=D (every position and the move played), check=D[/BELOW[/ABOVE]]
(the moves whose drop is at least the mistake's threshold minus BELOW
and less than it plus ABOVE, judged again at depth D; BELOW 0.05 and
ABOVE 1 when left out; check=0: none), unsure=D (the marks whose better
move is not the first pass's best, judged again at depth D), decided=X,
switch.NAME=VALUE (a search switch the plan's searches set, as the
protocol's option NAME; the reference's are its own: the singular
extension and internal iterative reduction off);
the first check= or unsure= replaces the plan's checks, and each further
one adds a check in turn; "next" is the review before the plan (the
chance before a move against the negated chance after it, depth D, no
check); "default" is the plan as it is.

-confirm-depth D judges again, at depth D and as the reference judges,
every better move of a plan that is not the reference's best, and
counts those that depth D marks a mistake (a column of the table): deep
searches disagree, and a better move the reference dislikes may be
depth D's best.

Example:
  reviewcheck -games 30 -plan old:depth=8,next -plan default -plan depth=8,check=16/0.03/1,unsure=18

Flags:
`

// options are the command's settings.
type options struct {
	games    int
	levels   []pairing
	variants []engine.Variant
	seed     uint64
	refDepth int
	refHash  int
	confirm  int // the depth that judges again the better moves that are not the reference's best; 0: none
	refKind  string
	hash     int
	cacheDir string
	plans    []plan
	list     bool
	refOnly  bool
}

// run is the command: it returns the exit code (2 for a usage error, 1
// for a failure).
func run(args []string, stdout, stderr io.Writer) int {
	opt, err := parseFlags(args, stderr)
	if err != nil {
		if err != flag.ErrHelp {
			fmt.Fprintf(stderr, "reviewcheck: %v\n", err)
		}
		return 2
	}
	if err := measureAll(opt, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "reviewcheck: %v\n", err)
		return 1
	}
	return 0
}

// parseFlags reads the command line.
func parseFlags(args []string, stderr io.Writer) (options, error) {
	fs := flag.NewFlagSet("reviewcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	var opt options
	fs.IntVar(&opt.games, "games", 30, "games to play and review")
	levels := fs.String("levels", "2-4,3-6", "the pairings of levels (number-number, comma-separated), in turn, colours alternating")
	variants := fs.String("variants", "kiswahili", "the games' variants, comma-separated, in turn")
	seed := fs.Uint64("seed", 1, "the seed of the games' level seeds")
	fs.IntVar(&opt.refDepth, "ref-depth", 18, "the reference's search depth")
	fs.IntVar(&opt.refHash, "ref-hash", 64, "the reference's table size in MiB")
	fs.IntVar(&opt.confirm, "confirm-depth", 0, "judge again at this depth, as the reference judges (its own cache file), every better move of a plan that is not the reference's best, and count those it marks a mistake (0: none)")
	fs.StringVar(&opt.refKind, "ref", refRoot, "how the reference judges a move: root (the best move and the move played, each searched from the position before it) or next (the position before the move and the one after it)")
	fs.IntVar(&opt.hash, "hash", 16, "the plans' table size in MiB (the page's engine has 16)")
	defCache := ""
	if d, err := os.UserCacheDir(); err == nil {
		defCache = filepath.Join(d, "bao", "reviewcheck")
	}
	fs.StringVar(&opt.cacheDir, "cache", defCache, "the folder of the reference's cache file (\"\": no cache)")
	var planSpecs []string
	fs.Func("plan", "a plan to measure (repeat for more; none: old:depth=8,next and default)", func(s string) error {
		planSpecs = append(planSpecs, s)
		return nil
	})
	fs.BoolVar(&opt.list, "list", false, "list every move that a plan or the reference marks")
	fs.BoolVar(&opt.refOnly, "ref-only", false, "compute the reference of the moves played, measure no plan")
	if err := fs.Parse(args); err != nil {
		return opt, err
	}
	if fs.NArg() > 0 {
		return opt, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	opt.seed = *seed
	if opt.confirm != 0 && opt.confirm <= opt.refDepth {
		return opt, fmt.Errorf("-confirm-depth %d: want 0 (none) or more than -ref-depth %d", opt.confirm, opt.refDepth)
	}
	if opt.games < 1 || opt.refDepth < 1 || opt.refHash < 1 || opt.hash < 1 {
		return opt, fmt.Errorf("-games %d, -ref-depth %d, -ref-hash %d, -hash %d: want 1 or more", opt.games, opt.refDepth, opt.refHash, opt.hash)
	}
	if opt.refKind != refRoot && opt.refKind != refNext {
		return opt, fmt.Errorf("-ref %q: want root or next", opt.refKind)
	}
	for _, f := range strings.Split(*levels, ",") {
		a, b, ok := strings.Cut(strings.TrimSpace(f), "-")
		la, errA := level.Parse(a)
		lb, errB := level.Parse(b)
		if !ok || errA != nil || errB != nil {
			return opt, fmt.Errorf("-levels %q: %q: want two levels as number-number, e.g. 2-4", *levels, f)
		}
		opt.levels = append(opt.levels, pairing{la, lb})
	}
	for _, f := range strings.Split(*variants, ",") {
		v, err := engine.ParseVariant(strings.TrimSpace(f))
		if err != nil {
			return opt, fmt.Errorf("-variants: %w", err)
		}
		opt.variants = append(opt.variants, v)
	}
	if len(planSpecs) == 0 {
		planSpecs = []string{"old:depth=8,next", "default"}
	}
	for _, s := range planSpecs {
		p, err := parsePlan(s)
		if err != nil {
			return opt, err
		}
		opt.plans = append(opt.plans, p)
	}
	return opt, nil
}

// measureAll plays the games, judges their moves by the reference and
// measures every plan.
func measureAll(opt options, stdout, stderr io.Writer) error {
	var games []*game
	moves := 0
	for i := 0; i < opt.games; i++ {
		v, lv, seed := gameSetup(i, opt.levels, opt.variants, opt.seed)
		g, err := playGame(i, v, lv, seed)
		if err != nil {
			return err
		}
		games = append(games, g)
		moves += len(g.moves)
	}
	engineID, err := fingerprint()
	if err != nil {
		return err
	}
	dir := opt.cacheDir
	ref, err := openReference(dir, engineID, opt.refDepth, opt.refHash, stderr)
	if err != nil {
		return err
	}
	defer func() {
		if err := ref.save(); err != nil {
			fmt.Fprintf(stderr, "reviewcheck: %v\n", err)
		}
	}()
	start := time.Now()
	truths := make([][]truth, len(games))
	mistakes, blunders := 0, 0
	for gi, g := range games {
		for i := range g.moves {
			t, err := judgeByReference(ref, g, i, opt.refKind)
			if err != nil {
				return err
			}
			truths[gi] = append(truths[gi], t)
			if t.mistake() {
				mistakes++
			}
			if t.mark == "??" {
				blunders++
			}
		}
	}
	if err := ref.save(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d games (levels %s, variants %s, seed %d): %d moves; the reference (depth %d, table %d MiB, engine %s, judged from the %s) marks %d (%d blunders); %d reference searches made in %.0fs\n",
		len(games), levelsText(opt.levels), variantsText(opt.variants), opt.seed, moves, opt.refDepth, opt.refHash, engineID,
		map[string]string{refRoot: "same root", refNext: "next position"}[opt.refKind], mistakes, blunders, ref.made, time.Since(start).Seconds())
	if opt.refOnly {
		return nil
	}
	var list io.Writer
	if opt.list {
		list = stdout
	}
	var confirm *reference
	if opt.confirm > 0 {
		if confirm, err = openReference(dir, engineID, opt.confirm, opt.refHash, stderr); err != nil {
			return err
		}
		defer func() {
			if err := confirm.save(); err != nil {
				fmt.Fprintf(stderr, "reviewcheck: %v\n", err)
			}
		}()
	}
	var ts []tally
	for _, p := range opt.plans {
		t, err := measure(p, games, truths, referees{ref, confirm}, opt.hash, list)
		if err != nil {
			return err
		}
		ts = append(ts, t)
	}
	writeTable(stdout, ts, opt.confirm)
	return nil
}

// levelsText writes pairings as "2-4,3-6".
func levelsText(ps []pairing) string {
	var parts []string
	for _, p := range ps {
		parts = append(parts, strconv.Itoa(p.a.Number)+"-"+strconv.Itoa(p.b.Number))
	}
	return strings.Join(parts, ",")
}

// variantsText writes variants as "kiswahili,kete".
func variantsText(vs []engine.Variant) string {
	var parts []string
	for _, v := range vs {
		parts = append(parts, v.String())
	}
	return strings.Join(parts, ",")
}
