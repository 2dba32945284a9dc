package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
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
	rf            *rulesFlags
	prof          cpuProfileFlag
}

func runSolve(e *env) error {
	fs := newFlags(e, "solve",
		"Prove the game-theoretic value of a position (Bao has no draw) by depth-first\n"+
			"proof-number search: win or loss for the side to move, the plies to the end\n"+
			"(exact when the shortest-win search finishes), a principal line. Progress goes\n"+
			"to stderr every few seconds. --proof writes the winning strategy as a checkable\n"+
			"tree; --verify checks such a file with the rules engine alone. Ctrl-C stops the\n"+
			"search; with --save the table is written so that --resume continues the work.\n"+
			"--time bounds the whole run: the proof search and then the shortest-win search,\n"+
			"which is cut (and reported as cut) when the time is up; only writing the proof\n"+
			"and the table may take longer. The files of --save and --proof are checked for\n"+
			"writability before any work, and a failed write never hides the result: it is\n"+
			"printed first, then the error (exit code 1).",
		"  bao solve --variant kujifunza --proof kujifunza.proof\n"+
			"  bao solve --verify kujifunza.proof\n"+
			"  bao solve --variant kete --fen '...' --time 10m --json\n"+
			"  bao solve --variant kiswahili --hash 8192 --save big.table --save-every 15m\n"+
			"  bao solve --variant kiswahili --hash 8192 --resume big.table --save big.table\n")
	f := &solveFlags{}
	fs.StringVar(&f.fen, "fen", "", "BFEN of the position (default: the variant's start)")
	fs.StringVar(&f.moves, "moves", "", "moves to play first, e.g. \"A6L b2L\"")
	f.rf = addRulesFlags(fs)
	f.prof = addCPUProfileFlag(fs)
	fs.IntVar(&f.hash, "hash", 256, hashHelp("proof table"))
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
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if f.verify != "" {
		return runVerify(e, f.verify)
	}
	if err := f.check(); err != nil {
		return err
	}
	stopProfile, err := f.prof.start()
	if err != nil {
		return err
	}
	if err := f.run(e); err != nil {
		stopProfile()
		return err
	}
	return stopProfile()
}

// check refuses flag values that make no sense (a negative time or
// period, an epsilon that is not a number) with a usage error.
func (f *solveFlags) check() error {
	switch {
	case search.CheckHashMiB(f.hash) != nil:
		return usagef("solve: --%v", search.CheckHashMiB(f.hash))
	case f.threads < 1 || f.threads > 256:
		return usagef("solve: --threads %d: want 1..256", f.threads)
	case f.limit < 0:
		return usagef("solve: --time %v: want 0 (no limit) or more", f.limit)
	case f.saveEvery < 0:
		return usagef("solve: --save-every %v: want 0 (only at the end) or more", f.saveEvery)
	case f.progress < 0:
		return usagef("solve: --progress %v: want 0 (none) or more", f.progress)
	case math.IsNaN(f.epsilon) || f.epsilon < 0 || f.epsilon > 10:
		return usagef("solve: --epsilon %v: want 0..10", f.epsilon)
	case f.save != "" && f.save == f.proof:
		return usagef("solve: --save and --proof name the same file %s", f.save)
	}
	return nil
}

func (f *solveFlags) run(e *env) error {
	start := time.Now()
	r, err := f.rf.rules()
	if err != nil {
		return err
	}
	p, err := startingPosition(&r, f.fen, strings.Fields(f.moves))
	if err != nil {
		return err
	}
	ini, err := solve.ParseInit(f.init)
	if err != nil {
		return usagef("solve: --init: %v", err)
	}
	// The files written at the end are checked now, before hours of work.
	for _, c := range []struct{ flag, file string }{{"--save", f.save}, {"--proof", f.proof}} {
		if c.file == "" {
			continue
		}
		if err := checkWritable(c.file); err != nil {
			return fmt.Errorf("solve: %s %s: cannot write the file: %w", c.flag, c.file, err)
		}
	}
	var resume *os.File // opened before the table is allocated
	if f.resume != "" {
		if resume, err = openTable(f.resume); err != nil {
			return err
		}
		defer resume.Close()
	}
	opt := solve.Options{HashMiB: f.hash, Threads: f.threads, Epsilon: f.epsilon, Init: ini}
	s, err := solve.New(&r, opt)
	if err != nil {
		return usagef("solve: %v", err)
	}
	var before time.Duration
	if f.resume != "" {
		cp, err := loadTable(s, resume, f.resume)
		if err != nil {
			return err
		}
		before = cp.Elapsed
		fmt.Fprintf(e.stderr, "solve: resumed %s: %d entries, %d nodes, %s of earlier work\n",
			f.resume, cp.Entries, cp.Nodes, cp.Elapsed.Round(time.Second))
		if cp.Root.Key != p.Key {
			fmt.Fprintf(e.stderr, "solve: note: the table was built from another position (%s); its entries still apply\n", cp.Root.String())
		}
	}
	elapsed := func() time.Duration { return before + time.Since(start) }
	iw := watchInterrupt(e, false, func() {
		fmt.Fprintln(e.stderr, "solve: interrupted: stopping (the table is kept)")
		s.Stop()
	})
	defer iw.Close()
	g := &solveGuard{s: s, iw: iw}
	if f.limit > 0 {
		g.deadline = start.Add(f.limit)
	}
	hooks := solve.Hooks{
		Progress: func(pr solve.Progress) { printProgress(e.stderr, pr) },
	}
	lim := solve.Limits{Nodes: f.nodes, ProgressEvery: f.progress}
	if f.limit > 0 {
		// At least a moment, so that a run whose set-up used up the
		// budget still stops by its time limit and says so.
		lim.Time = max(time.Until(g.deadline), time.Millisecond)
	}
	var saveErrs []error
	if f.save != "" && f.saveEvery > 0 {
		lim.CheckpointEvery = f.saveEvery
		hooks.Checkpoint = func() error {
			if err := saveTable(s, f.save, p, elapsed()); err != nil {
				// The search goes on: the table is written again at the
				// next checkpoint and at the end.
				fmt.Fprintf(e.stderr, "solve: checkpoint: %v (the search goes on)\n", err)
				return nil
			}
			fmt.Fprintf(e.stderr, "solve: checkpoint: table saved to %s\n", f.save)
			return nil
		}
	}
	var res solve.Result
	g.phase(false, func() { res = s.Solve(p, lim, hooks) })
	out := solveOutput{
		Position: p.String(), Variant: r.Variant.String(), Result: res.Value.String(),
		Reason: res.Reason, Plies: res.Plies, Nodes: res.Nodes, SolveMs: res.Time.Milliseconds(),
		PV: []string{},
	}
	if sec := res.Time.Seconds(); sec > 0 {
		out.NPS = uint64(float64(res.Nodes) / sec)
	}
	var winner engine.Side
	decided := res.Value == solve.Win || res.Value == solve.Loss
	if decided {
		winner = p.Side
		if res.Value == solve.Loss {
			winner = p.Side.Other()
		}
		out.Winner = winner.String()
		if res.Move != engine.NoMove {
			out.Move = res.Move.String()
		}
		out.PV = moveTexts(res.PV)
	}
	if decided && f.proof != "" {
		// A proof is all or nothing: the time limit does not cut it, Ctrl-C does.
		var po *proofOutput
		var perr error
		g.phase(false, func() { po, perr = writeProof(s, p, winner, f.proof) })
		if perr != nil {
			saveErrs = append(saveErrs, perr)
		} else {
			out.Proof = po
			out.Plies = po.Plies
		}
	}
	if decided {
		f.shortest(g, p, winner, &out)
	}
	if f.save != "" {
		if err := saveTable(s, f.save, p, elapsed()); err != nil {
			saveErrs = append(saveErrs, err)
		} else {
			out.Table = f.save
		}
	}
	out.TotalNodes = s.TotalNodes()
	out.MemoryMiB = peakMemoryMiB()
	out.TimeMs = time.Since(start).Milliseconds()
	if f.jsonOut {
		b, err := json.Marshal(out)
		if err != nil {
			return fmt.Errorf("solve: %w", err)
		}
		fmt.Fprintln(e.stdout, string(b))
	} else {
		printResult(e.stdout, &out)
	}
	// The result is out; now the files that could not be written.
	return errors.Join(saveErrs...)
}

// shortest runs the search for the exact length of a decided game within
// the node budget of --exact-nodes and what is left of --time, and records
// in out what it found, or why it was cut.
func (f *solveFlags) shortest(g *solveGuard, p engine.Position, winner engine.Side, out *solveOutput) {
	sh := &out.Shortest
	switch {
	case out.Plies == 0:
		// The game is over at the root.
		out.PliesExact, sh.Status = true, "not needed"
		return
	case f.exactNodes == 0:
		sh.Status = "skipped (--exact-nodes 0)"
		return
	case out.Plies < 0:
		sh.Status = "skipped (no strategy length known)"
		return
	}
	begin := time.Now()
	var (
		n, ok = 0, false
		first engine.Move
		nodes uint64
	)
	cut := g.phase(true, func() { n, ok, first, nodes = g.s.Shortest(p, winner, out.Plies, f.exactNodes) })
	sh.Nodes = nodes
	switch {
	case ok:
		out.Plies, out.PliesExact, sh.Status = n, true, "exact"
		if first != engine.NoMove {
			out.Move = first.String()
		}
		var pv []engine.Move
		var pvOK bool
		cut = g.phase(true, func() { pv, pvOK = g.s.ShortestLine(p, winner, n, f.exactNodes) })
		if pvOK {
			out.PV = moveTexts(pv)
		} else if cut != "" {
			sh.Status = "exact; its line was cut by the " + cut
		}
	case cut != "":
		sh.Status = "cut by the " + cut
	case nodes > f.exactNodes:
		sh.Status = fmt.Sprintf("cut by its node budget (--exact-nodes %d)", f.exactNodes)
	default:
		sh.Status = "no shorter win found"
	}
	sh.TimeMs = time.Since(begin).Milliseconds()
}

// solveGuard stops the solver when Ctrl-C arrives, and in timed phases
// when the deadline of --time passes. The solver's searches clear its stop
// flag when they start, so a stop that falls between two of them would be
// lost: the guard asserts it again every guardPeriod while the cause
// lasts.
type solveGuard struct {
	s        *solve.Solver
	iw       *interruptWatch
	deadline time.Time // zero: no time limit
}

// guardPeriod is how often a guard looks at the clock and at Ctrl-C.
const guardPeriod = 20 * time.Millisecond

// reason returns why work must stop now ("interrupt" or "time limit"), or
// "" when it may go on; timed says whether the deadline applies.
func (g *solveGuard) reason(timed bool) string {
	switch {
	case g.iw.Interrupted():
		return "interrupt"
	case timed && !g.deadline.IsZero() && !time.Now().Before(g.deadline):
		return "time limit"
	}
	return ""
}

// phase runs fn unless it must stop already, stopping the solver while fn
// runs as soon as it must, and returns why it stopped ("" when fn ran to
// its end on its own).
func (g *solveGuard) phase(timed bool, fn func()) string {
	if why := g.reason(timed); why != "" {
		return why
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(guardPeriod)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if g.reason(timed) != "" {
					g.s.Stop()
				}
			}
		}
	}()
	fn()
	close(done)
	wg.Wait()
	return g.reason(timed)
}
