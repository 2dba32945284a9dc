package solvecmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/threadcount"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
	"github.com/spf13/pflag"
)

// solveFlags are the settings of one "bao solve" run.
type solveFlags struct {
	fen, moves    string
	hash, threads int
	limit         time.Duration
	nodes         uint64
	jsonOut       bool
	proof, verify string
	save, resume  string
	saveEvery     time.Duration
	progress      time.Duration
	exactNodes    uint64
	epsilon       float64
	init          string
	rf            *cli.RulesFlags
	prof          cli.CPUProfileFlag
}

// Command returns "bao solve".
func Command() cli.Command {
	return cli.Command{Summary: "prove the value of a position (win or loss), write and verify proofs", Run: run}
}

// runFlags returns the flags of solve.RunConfig's fields, by the names
// its errors give them.
func runFlags() map[string]string {
	return map[string]string{"save": "--save", "proof": "--proof", "resume": "--resume", "hash": "--hash"}
}

// about is the description that "bao solve --help" prints.
const about = "Prove the game-theoretic value of a position (Bao has no draw) by depth-first\n" +
	"proof-number search: win or loss for the side to move, the plies to the end\n" +
	"(exact when the shortest-win search finishes), a principal line. Progress goes\n" +
	"to stderr every few seconds. --proof writes the winning strategy as a checkable\n" +
	"tree; --verify checks such a file with the rules engine alone. Ctrl-C (or\n" +
	"SIGTERM) stops the search; with --save the table is written so that --resume\n" +
	"continues the work, and the exit code is 130.\n" +
	"--time bounds the whole run: the proof search and then the shortest-win search,\n" +
	"which is cut (and reported as cut) when the time is up; only writing the proof\n" +
	"and the table may take longer. The files of --save and --proof are checked for\n" +
	"writability before any work, and a failed write never hides the result: it is\n" +
	"printed first, then the error (exit code 1). The proof file must not be the\n" +
	"table of --save or --resume, under any spelling of its name (exit code 2).\n" +
	"With --resume and no --hash, the table has the size the file was saved with;\n" +
	"a --hash too small to keep every entry of the file is refused before any work\n" +
	"(exit code 2), since --save would then write back a table that lost them."

const examples = "  bao solve --variant kujifunza --proof kujifunza.proof\n" +
	"  bao solve --verify kujifunza.proof\n" +
	"  bao solve --variant kete --fen '...' --time 10m --json\n" +
	"  bao solve --variant kiswahili --hash 8192 --save big.table --save-every 15m\n" +
	"  bao solve --variant kiswahili --hash 8192 --resume big.table --save big.table\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "solve", about, examples)
	f := &solveFlags{}
	fs.StringVar(&f.fen, "fen", "", "BFEN of the position (default: the variant's start)")
	fs.StringVar(&f.moves, "moves", "", cli.MovesHelp)
	f.rf = cli.AddRulesFlags(fs)
	f.prof = cli.AddCPUProfileFlag(fs)
	fs.IntVar(&f.hash, "hash", 256, cli.HashHelp("proof table")+"; with --resume, default: the size the table was saved with")
	fs.IntVar(&f.threads, "threads", 1, "search threads sharing the table")
	fs.DurationVar(&f.limit, "time", 0, "time for the whole run, e.g. 90s, 2h (0 = no limit; see above)")
	fs.Uint64Var(&f.nodes, "nodes", 0, "stop after this many nodes (0 = no limit)")
	fs.BoolVar(&f.jsonOut, "json", false, "print the result as one JSON object")
	fs.StringVar(&f.proof, "proof", "", "write the winning strategy to this file (and check it)")
	fs.StringVar(&f.verify, "verify", "", "check a proof file and exit")
	fs.StringVar(&f.save, "save", "", "write the table to this file when stopped, at checkpoints and at the end")
	fs.StringVar(&f.resume, "resume", "", "load a table written by --save before solving")
	fs.DurationVar(&f.saveEvery, "save-every", 30*time.Minute, "checkpoint period with --save (0 = only at the end)")
	fs.DurationVar(&f.progress, "progress", 5*time.Second, "progress report period on stderr (0 = none)")
	fs.Uint64Var(&f.exactNodes, "exact-nodes", 50_000_000, "node budget of the shortest-win search (0 = skip it)")
	fs.Float64Var(&f.epsilon, "epsilon", solve.DefaultOptions().Epsilon, "df-pn 1+epsilon threshold widening (tuning)")
	fs.StringVar(&f.init, "init", solve.DefaultOptions().Init.String(), "initial proof numbers: mobility, unit or seeds (tuning)")
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if f.verify != "" {
		// Verifying only reads the proof: a flag of the search would be
		// ignored without a word.
		var ignored []string
		fs.Visit(func(fl *pflag.Flag) {
			if fl.Name != "verify" && fl.Name != "variant" && !engine.IsRuleOption(fl.Name) {
				ignored = append(ignored, "--"+fl.Name)
			}
		})
		if len(ignored) > 0 {
			return cli.Usagef("solve --verify: %s: not used when verifying (only --variant and the rule options are)", strings.Join(ignored, ", "))
		}
		want, err := f.rf.Rules()
		if err != nil {
			return err
		}
		asked := fs.Changed("variant")
		for _, o := range engine.RuleOptions {
			asked = asked || fs.Changed(o.Name)
		}
		if !asked {
			return runVerify(e, f.verify, nil)
		}
		return runVerify(e, f.verify, &want)
	}
	if f.resume != "" && !fs.Changed("hash") {
		if err := f.hashFromTable(); err != nil {
			return err
		}
	}
	if err := f.check(); err != nil {
		return err
	}
	stopProfile, err := f.prof.Start(f.resume, f.save, f.proof)
	if err != nil {
		return err
	}
	if err := f.run(e); err != nil {
		stopProfile()
		return err
	}
	return stopProfile()
}

// hashFromTable sizes the table by the table file of --resume when --hash
// was not given (solve.ResumeHashMiB).
func (f *solveFlags) hashFromTable() error {
	var read bool
	f.hash, read = solve.ResumeHashMiB(f.resume, f.hash, search.MaxHashMiB())
	if err := search.CheckHashMiB(f.hash); read && err != nil {
		return cli.Usagef("solve: --resume %s: the table was saved with --hash %d, which this machine cannot hold (%v): give a --hash it can", f.resume, f.hash, err)
	}
	return nil
}

// check refuses flag values that make no sense (a negative time or
// period, an epsilon that is not a number) with a usage error.
func (f *solveFlags) check() error {
	switch {
	case search.CheckHashMiB(f.hash) != nil:
		return cli.Usagef("solve: --%v", search.CheckHashMiB(f.hash))
	case threadcount.Check(f.threads) != nil:
		return cli.Usagef("solve: --%v", threadcount.Check(f.threads))
	case f.limit < 0:
		return cli.Usagef("solve: --time %v: want 0 (no limit) or more", f.limit)
	case f.saveEvery < 0:
		return cli.Usagef("solve: --save-every %v: want 0 (only at the end) or more", f.saveEvery)
	case f.progress < 0:
		return cli.Usagef("solve: --progress %v: want 0 (none) or more", f.progress)
	case math.IsNaN(f.epsilon) || f.epsilon < 0 || f.epsilon > 10:
		return cli.Usagef("solve: --epsilon %v: want 0..10", f.epsilon)
	}
	return nil
}

func (f *solveFlags) run(e *cli.Env) error {
	r, err := f.rf.Rules()
	if err != nil {
		return err
	}
	p, err := cli.StartingPosition(&r, f.fen, f.moves)
	if err != nil {
		return err
	}
	ini, err := solve.ParseInit(f.init)
	if err != nil {
		return cli.Usagef("solve: --init: %v", err)
	}
	cfg := solve.RunConfig{
		Rules: r, Position: p,
		Options:    solve.Options{HashMiB: f.hash, Threads: f.threads, Epsilon: f.epsilon, Init: ini},
		Time:       f.limit,
		Nodes:      f.nodes,
		ExactNodes: f.exactNodes,
		Proof:      f.proof, Save: f.save, SaveEvery: f.saveEvery, Resume: f.resume,
		Log:           e.Stderr,
		Progress:      func(pr solve.Progress) { writeProgress(e.Stderr, pr) },
		ProgressEvery: f.progress,
	}
	rep, err := solve.Run(e.Context(), cfg)
	err = cli.FlagErrors(err, runFlags())
	if sh := &rep.Shortest; sh.ByBudget {
		// The node budget decided the shortest-win search: say it by its
		// flag.
		sh.Status = fmt.Sprintf("cut by its node budget (--exact-nodes %d)", f.exactNodes)
		if f.exactNodes == 0 {
			sh.Status = "skipped (--exact-nodes 0)"
		}
	}
	if rep.Result == "" {
		if errors.Is(err, solve.ErrTableTooSmall) {
			return cli.Usage(err)
		}
		return err
	}
	if f.jsonOut {
		b, jerr := json.Marshal(rep)
		if jerr != nil {
			return fmt.Errorf("solve: %w", jerr)
		}
		fmt.Fprintln(e.Stdout, string(b))
	} else {
		writeReport(e.Stdout, &rep)
	}
	// The result is out; now the files that could not be written, and
	// the interruption.
	if rep.Interrupted {
		err = errors.Join(err, fmt.Errorf("solve: %w", cli.ErrInterrupted))
	}
	return err
}
