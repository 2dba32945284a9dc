package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
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
	interrupt     <-chan os.Signal // Ctrl-C; nil in tests that do not need it
}

func runSolve(e *env) error {
	fs := newFlags(e, "solve",
		"Prove the game-theoretic value of a position (Bao has no draw) by depth-first\n"+
			"proof-number search: win or loss for the side to move, the plies to the end\n"+
			"(exact when the shortest-win search finishes), a principal line. Progress goes\n"+
			"to stderr every few seconds. --proof writes the winning strategy as a checkable\n"+
			"tree; --verify checks such a file with the rules engine alone. Ctrl-C stops the\n"+
			"search; with --save the table is written so that --resume continues the work.",
		"  bao solve --variant kujifunza --proof kujifunza.proof\n"+
			"  bao solve --verify kujifunza.proof\n"+
			"  bao solve --variant kete --fen '...' --time 10m --json\n"+
			"  bao solve --variant kiswahili --hash 8192 --save big.table --save-every 15m\n"+
			"  bao solve --variant kiswahili --hash 8192 --resume big.table --save big.table\n")
	f := &solveFlags{}
	fs.StringVar(&f.fen, "fen", "", "BFEN of the position (default: the variant's start)")
	fs.StringVar(&f.moves, "moves", "", "moves to play first, e.g. \"A6L b2L\"")
	f.rf = addRulesFlags(fs)
	fs.IntVar(&f.hash, "hash", 256, hashHelp("proof table"))
	fs.IntVar(&f.threads, "threads", 1, "search threads sharing the table")
	fs.DurationVar(&f.limit, "time", 0, "stop after this long, e.g. 90s, 2h (0 = no limit)")
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
	if err := search.CheckHashMiB(f.hash); err != nil {
		return usagef("solve: --%v", err)
	}
	if f.threads < 1 || f.threads > 256 {
		return usagef("solve: --threads %d: want 1..256", f.threads)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	f.interrupt = sig
	return f.run(e)
}

// solveOutput is the --json form of a result.
type solveOutput struct {
	Position   string       `json:"position"`
	Variant    string       `json:"variant"`
	Result     string       `json:"result"`
	Winner     string       `json:"winner,omitempty"`
	Reason     string       `json:"reason"`
	Move       string       `json:"move,omitempty"`
	Plies      int          `json:"plies"`
	PliesExact bool         `json:"plies_exact"`
	PV         []string     `json:"pv"`
	Nodes      uint64       `json:"nodes"`
	TotalNodes uint64       `json:"total_nodes"`
	TimeMs     int64        `json:"time_ms"`
	NPS        uint64       `json:"nps"`
	MemoryMiB  uint64       `json:"peak_memory_mib"`
	Proof      *proofOutput `json:"proof,omitempty"`
	Table      string       `json:"table,omitempty"`
}

type proofOutput struct {
	File      string `json:"file"`
	Positions int    `json:"positions"`
	Lines     int    `json:"lines"`
	Bytes     int64  `json:"bytes"`
	Plies     int    `json:"plies"`
	Verified  bool   `json:"verified"`
}

func (f *solveFlags) run(e *env) error {
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
	opt := solve.Options{HashMiB: f.hash, Threads: f.threads, Epsilon: f.epsilon, Init: ini}
	s, err := solve.New(&r, opt)
	if err != nil {
		return usagef("solve: %v", err)
	}
	var before time.Duration
	if f.resume != "" {
		cp, err := loadTable(s, f.resume)
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
	start := time.Now()
	elapsed := func() time.Duration { return before + time.Since(start) }
	hooks := solve.Hooks{
		Progress: func(pr solve.Progress) { printProgress(e.stderr, pr) },
	}
	lim := solve.Limits{Nodes: f.nodes, Time: f.limit, ProgressEvery: f.progress}
	if f.save != "" && f.saveEvery > 0 {
		lim.CheckpointEvery = f.saveEvery
		hooks.Checkpoint = func() error {
			err := saveTable(s, f.save, p, elapsed())
			if err != nil {
				fmt.Fprintf(e.stderr, "solve: checkpoint: %v\n", err)
			} else {
				fmt.Fprintf(e.stderr, "solve: checkpoint: table saved to %s\n", f.save)
			}
			return err
		}
	}
	done := make(chan struct{})
	defer close(done)
	if f.interrupt != nil {
		go func() {
			select {
			case <-f.interrupt:
				fmt.Fprintln(e.stderr, "solve: interrupted: stopping (the table is kept)")
				s.Stop()
			case <-done:
			}
		}()
	}
	res := s.Solve(p, lim, hooks)
	out := solveOutput{
		Position: p.String(), Variant: r.Variant.String(), Result: res.Value.String(),
		Reason: res.Reason, Plies: res.Plies, Nodes: res.Nodes, TimeMs: res.Time.Milliseconds(),
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
		for _, m := range res.PV {
			out.PV = append(out.PV, m.String())
		}
	}
	if decided && f.proof != "" {
		po, err := writeProof(s, p, winner, f.proof)
		if err != nil {
			return err
		}
		out.Proof = po
		out.Plies = po.Plies
	}
	if decided && f.exactNodes > 0 && out.Plies > 0 {
		if n, ok, m, _ := s.Shortest(p, winner, out.Plies, f.exactNodes); ok {
			out.Plies, out.PliesExact = n, true
			if m != engine.NoMove {
				out.Move = m.String()
			}
			if pv, ok := s.ShortestLine(p, winner, n, f.exactNodes); ok {
				out.PV = out.PV[:0]
				for _, m := range pv {
					out.PV = append(out.PV, m.String())
				}
			}
		}
	} else if decided && out.Plies == 0 {
		out.PliesExact = true
	}
	if f.save != "" {
		if err := saveTable(s, f.save, p, elapsed()); err != nil {
			return err
		}
		out.Table = f.save
	}
	out.TotalNodes = s.TotalNodes()
	out.MemoryMiB = peakMemoryMiB()
	if f.jsonOut {
		b, err := json.Marshal(out)
		if err != nil {
			return fmt.Errorf("solve: %w", err)
		}
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	printResult(e.stdout, &out, p.Side)
	return nil
}

// printProgress writes one progress line.
func printProgress(w io.Writer, pr solve.Progress) {
	num := func(x uint32) string {
		if x == ^uint32(0) {
			return "inf"
		}
		return fmt.Sprint(x)
	}
	fmt.Fprintf(w, "solve: %s nodes %d nps %d proving %s root pn %s dn %s table %.1f%% (%d entries) biggest solved %d nodes (ply %d)\n",
		pr.Time.Round(time.Second), pr.Nodes, pr.NPS, pr.Attacker.Name(), num(pr.RootPN), num(pr.RootDN),
		float64(pr.TableUsed)/10, pr.Entries, pr.BiggestSolved, pr.BiggestPly)
}

// printResult writes the human-readable result.
func printResult(w io.Writer, o *solveOutput, mover engine.Side) {
	var b strings.Builder
	switch o.Result {
	case "win", "loss":
		name := "South"
		if o.Winner == "N" {
			name = "North"
		}
		fmt.Fprintf(&b, "result: %s for the side to move (%s wins)\n", o.Result, name)
	default:
		fmt.Fprintf(&b, "result: %s\n", o.Result)
	}
	fmt.Fprintf(&b, "reason: %s\n", o.Reason)
	if o.Result == "win" || o.Result == "loss" {
		switch {
		case o.PliesExact:
			fmt.Fprintf(&b, "plies: %d (to the end under best play)\n", o.Plies)
		case o.Plies >= 0:
			fmt.Fprintf(&b, "plies: at most %d (along the strategy found; the shortest is not known)\n", o.Plies)
		}
		if o.Move != "" {
			fmt.Fprintf(&b, "move: %s\n", o.Move)
		}
		fmt.Fprintf(&b, "pv: %s\n", strings.Join(o.PV, " "))
	}
	fmt.Fprintf(&b, "nodes: %d (total with resumed work: %d)\n", o.Nodes, o.TotalNodes)
	fmt.Fprintf(&b, "time: %.3f s\n", float64(o.TimeMs)/1000)
	fmt.Fprintf(&b, "nps: %d\n", o.NPS)
	fmt.Fprintf(&b, "peak memory: %d MiB\n", o.MemoryMiB)
	if p := o.Proof; p != nil {
		fmt.Fprintf(&b, "proof: %s: %d positions, %d lines, %d bytes, longest line %d plies, verified\n",
			p.File, p.Positions, p.Lines, p.Bytes, p.Plies)
	}
	if o.Table != "" {
		fmt.Fprintf(&b, "table: saved to %s\n", o.Table)
	}
	fmt.Fprint(w, b.String())
}

// peakMemoryMiB returns the process's peak resident memory (VmHWM) where
// the system reports it, else the memory the Go runtime obtained.
func peakMemoryMiB() uint64 {
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
				var kb uint64
				if _, err := fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), &kb); err == nil {
					return kb >> 10
				}
			}
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Sys >> 20
}

// writeProof extracts the proof, writes it to file (through a temporary
// file and a rename) and checks the file with the verifier.
func writeProof(s *solve.Solver, p engine.Position, winner engine.Side, file string) (*proofOutput, error) {
	pr, err := s.Extract(p, winner)
	if err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	n, err := writeFileAtomic(file, func(w io.Writer) error {
		_, err := pr.WriteTo(w)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("solve: proof: %w", err)
	}
	fh, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("solve: proof: %w", err)
	}
	defer fh.Close()
	rep, err := solve.Verify(fh)
	if err != nil {
		return nil, fmt.Errorf("solve: the proof written to %s does not verify: %w", file, err)
	}
	return &proofOutput{File: file, Positions: rep.Positions, Lines: rep.Lines, Bytes: n, Plies: rep.Plies, Verified: true}, nil
}

// runVerify checks a proof file.
func runVerify(e *env, file string) error {
	fh, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	defer fh.Close()
	start := time.Now()
	rep, err := solve.Verify(fh)
	if err != nil {
		return fmt.Errorf("verify %s: %w", file, err)
	}
	first := "none (the loser moves first)"
	if rep.FirstMove != engine.NoMove {
		first = rep.FirstMove.String()
	}
	fmt.Fprintf(e.stdout, "proof OK: %s wins (%s rules) from %s\n", rep.Winner.Name(), rep.Rules.Variant, rep.Root.String())
	fmt.Fprintf(e.stdout, "positions: %d, lines: %d, longest line: %d plies, first move: %s, checked in %.3f s\n",
		rep.Positions, rep.Lines, rep.Plies, first, time.Since(start).Seconds())
	return nil
}

// saveTable writes the table through a temporary file and a rename, so an
// interrupted save never destroys the previous table.
func saveTable(s *solve.Solver, file string, root engine.Position, elapsed time.Duration) error {
	_, err := writeFileAtomic(file, func(w io.Writer) error { return s.SaveTable(w, root, elapsed) })
	if err != nil {
		return fmt.Errorf("solve: save table: %w", err)
	}
	return nil
}

// loadTable reads a table file into s.
func loadTable(s *solve.Solver, file string) (solve.Checkpoint, error) {
	fh, err := os.Open(file)
	if err != nil {
		return solve.Checkpoint{}, fmt.Errorf("solve: --resume: %w", err)
	}
	defer fh.Close()
	cp, err := s.LoadTable(fh)
	if err != nil {
		return cp, fmt.Errorf("solve: --resume %s: %w", file, err)
	}
	return cp, nil
}

// writeFileAtomic writes file by way of a temporary file in the same
// folder and returns the bytes written.
func writeFileAtomic(file string, write func(io.Writer) error) (int64, error) {
	tmp, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".tmp*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return 0, err
	}
	cw := &byteCounter{w: tmp}
	if err := write(cw); err != nil {
		tmp.Close()
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		return 0, err
	}
	return cw.n, nil
}

// byteCounter counts what passes through it.
type byteCounter struct {
	w io.Writer
	n int64
}

func (c *byteCounter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}
