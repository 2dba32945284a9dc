package solve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// RunConfig is one run of the whole solve pipeline, as "bao solve" runs
// it: load a table, prove the position, write and check the proof, find
// the exact length of the game, save the table. The errors about a file
// field name it as a field.Error ("save", "proof", "resume"; the table's
// size is "hash"), so that a command says them with its flags.
type RunConfig struct {
	Rules    engine.Rules
	Position engine.Position
	Options  Options // table size, threads, epsilon, initial proof numbers

	// Time bounds the whole run: the proof search and then the
	// shortest-win search, which is cut (and reported as cut) when the
	// time is up; only writing the proof and the table may take longer.
	// 0 is no limit.
	Time time.Duration
	// Nodes bounds the proof search (0 = no limit).
	Nodes uint64
	// ExactNodes is the node budget of the shortest-win search (0 = skip
	// it).
	ExactNodes uint64

	Proof     string        // write the winning strategy here and check it ("" = none)
	Save      string        // write the table here at the end ("" = none)
	SaveEvery time.Duration // also at checkpoints this often (0 = only at the end)
	Resume    string        // load this table before solving ("" = none)

	Log           io.Writer      // notes: a resumed table, checkpoints, the interruption (nil = none)
	Progress      func(Progress) // called every ProgressEvery during the proof search (nil = none)
	ProgressEvery time.Duration
}

// Run runs the pipeline of cfg until it is done or ctx is cancelled. A
// cancelled ctx stops the work in progress at once and skips the phases
// after it, but the table is still saved (that is what Save is for), so
// a later run resumes the work; the report is then marked Interrupted.
//
// The files are checked for writability before any work. A report whose
// Result is empty means nothing was searched, and the error says why;
// otherwise the report is whole, and a non-nil error lists the files
// that could not be written (print the report first: a failed write must
// not hide the result).
func Run(ctx context.Context, cfg RunConfig) (RunReport, error) {
	start := time.Now()
	p := cfg.Position
	if err := checkProofFile(cfg); err != nil {
		return RunReport{}, err
	}
	for _, c := range []struct {
		field, file string
		kind        atomicfile.Kind
	}{{"save", cfg.Save, tableKind}, {"proof", cfg.Proof, proofKind}} {
		if c.file == "" {
			continue
		}
		if err := atomicfile.CheckWritable(c.file); err != nil {
			return RunReport{}, fmt.Errorf("solve: %w", field.Errorf(c.field, c.file, "cannot write the file: %w", err))
		}
		if err := atomicfile.CheckKind(c.file, c.kind); err != nil {
			return RunReport{}, fmt.Errorf("solve: %w", field.Wrap(c.field, "", err))
		}
	}
	var resume *os.File // opened before the table is allocated
	if cfg.Resume != "" {
		var err error
		if resume, err = openTable(cfg.Resume); err != nil {
			return RunReport{}, err
		}
		defer resume.Close()
	}
	if resume != nil {
		if err := checkTableFits(resume, cfg.Resume, cfg.Options.HashMiB); err != nil {
			return RunReport{}, err
		}
	}
	s, err := New(&cfg.Rules, cfg.Options)
	if err != nil {
		return RunReport{}, fmt.Errorf("solve: %w", err)
	}
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	var before time.Duration
	if cfg.Resume != "" {
		cp, err := loadTable(s, resume, cfg.Resume)
		if err != nil {
			return RunReport{}, err
		}
		if cp.Dropped > 0 {
			return RunReport{}, tooSmall(cfg.Resume, cp, cfg.Options.HashMiB)
		}
		before = cp.Elapsed
		fmt.Fprintf(log, "solve: resumed %s: %d entries, %d nodes, %s of earlier work\n",
			cfg.Resume, cp.Entries, cp.Nodes, cp.Elapsed.Round(time.Second))
		if cp.Root.Key != p.Key {
			fmt.Fprintf(log, "solve: note: the table was built from another position (%s); its entries still apply\n", cp.Root.String())
		}
	}
	elapsed := func() time.Duration { return before + time.Since(start) }
	noted := make(chan struct{})
	unnote := context.AfterFunc(ctx, func() {
		defer close(noted)
		fmt.Fprintln(log, "solve: interrupted: stopping (the table is kept)")
	})
	rn := &runner{s: s, ctx: ctx}
	if cfg.Time > 0 {
		rn.deadline = start.Add(cfg.Time)
	}
	hooks := Hooks{Progress: cfg.Progress}
	lim := Limits{Nodes: cfg.Nodes, ProgressEvery: cfg.ProgressEvery}
	if cfg.Time > 0 {
		// At least a moment, so that a run whose set-up used up the
		// budget still stops by its time limit and says so.
		lim.Time = max(time.Until(rn.deadline), time.Millisecond)
	}
	if cfg.Save != "" && cfg.SaveEvery > 0 {
		lim.CheckpointEvery = cfg.SaveEvery
		hooks.Checkpoint = func() error {
			if err := saveTable(s, cfg.Save, p, elapsed()); err != nil {
				// The search goes on: the table is written again at the
				// next checkpoint and at the end.
				fmt.Fprintf(log, "solve: checkpoint: %v (the search goes on)\n", err)
				return nil
			}
			fmt.Fprintf(log, "solve: checkpoint: table saved to %s\n", cfg.Save)
			return nil
		}
	}
	res := Result{Plies: -1, Reason: reasonText(reasonUser)} // unless the search runs
	rn.phase(false, func() { res = s.Solve(p, lim, hooks) })
	rep := RunReport{
		Position: p.String(), Variant: cfg.Rules.Variant.String(), Result: res.Value.String(),
		Reason: res.Reason, Plies: res.Plies, Nodes: res.Nodes, SolveMs: res.Time.Milliseconds(),
		PV: []string{},
	}
	if sec := res.Time.Seconds(); sec > 0 {
		rep.NPS = uint64(float64(res.Nodes) / sec)
	}
	var winner engine.Side
	decided := res.Value == Win || res.Value == Loss
	if decided {
		winner = p.Side
		if res.Value == Loss {
			winner = p.Side.Other()
		}
		rep.Winner = winner.String()
		if res.Move != engine.NoMove {
			rep.Move = res.Move.String()
		}
		rep.PV = moveTexts(res.PV)
	}
	var writeErrs []error
	if decided && cfg.Proof != "" {
		// A proof is all or nothing: the time limit does not cut it, ctx does.
		var pr *ProofReport
		var perr error
		rn.phase(false, func() { pr, perr = writeProof(s, p, winner, cfg.Proof) })
		if perr != nil {
			writeErrs = append(writeErrs, perr)
		} else if pr != nil {
			rep.Proof = pr
			rep.Plies = pr.Plies
		}
	}
	if decided {
		rn.shortest(p, winner, cfg.ExactNodes, &rep)
	}
	if !unnote() {
		// The note of the interruption comes before the save and the
		// report.
		<-noted
	}
	if cfg.Save != "" {
		if err := saveTable(s, cfg.Save, p, elapsed()); err != nil {
			writeErrs = append(writeErrs, err)
		} else {
			rep.Table = cfg.Save
		}
	}
	rep.TotalNodes = s.TotalNodes()
	rep.MemoryMiB = peakMemoryMiB()
	rep.TimeMs = time.Since(start).Milliseconds()
	rep.Interrupted = ctx.Err() != nil
	return rep, errors.Join(writeErrs...)
}

// The kinds of the files Run replaces: a table (its magic) and a proof
// (its first line); an existing file of another kind is refused.
var (
	tableKind = atomicfile.Kind{Name: "a solver table", Is: func(h []byte) bool { return strings.HasPrefix(string(h), tableMagic[:5]) }}
	proofKind = atomicfile.Kind{Name: "a proof", Is: func(h []byte) bool { return strings.HasPrefix(string(h), "bao-proof ") }}
)

// runner runs the phases of a Run: it ties the solver to the run's
// context, and in timed phases to the deadline of RunConfig.Time as well.
type runner struct {
	s        *Solver
	ctx      context.Context
	deadline time.Time // zero: no time limit
}

// phase runs fn unless the work must stop already, with the solver
// stopped as soon as it must, and returns why it stopped ("interrupt" or
// "time limit"), or "" when fn ran to its end on its own. timed says
// whether the deadline applies.
func (rn *runner) phase(timed bool, fn func()) string {
	ctx := rn.ctx
	if timed && !rn.deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(rn.ctx, rn.deadline)
		defer cancel()
	}
	if why := rn.reason(ctx); why != "" {
		return why
	}
	release := rn.s.StopOn(ctx)
	fn()
	release()
	return rn.reason(ctx)
}

// reason returns why the work under ctx (the run's context or one with
// the deadline) must stop, or "" when it may go on.
func (rn *runner) reason(ctx context.Context) string {
	switch {
	case rn.ctx.Err() != nil:
		return "interrupt"
	case ctx.Err() != nil:
		return "time limit"
	}
	return ""
}

// shortest runs the search for the exact length of a decided game within
// the node budget exactNodes and what is left of the time, and records in
// rep what it found, or why it was cut.
func (rn *runner) shortest(p engine.Position, winner engine.Side, exactNodes uint64, rep *RunReport) {
	sh := &rep.Shortest
	switch {
	case rep.Plies == 0:
		// The game is over at the root.
		rep.PliesExact, sh.Status = true, "not needed"
		return
	case exactNodes == 0:
		sh.Status, sh.ByBudget = "skipped (no node budget)", true
		return
	case rep.Plies < 0:
		sh.Status = "skipped (no strategy length known)"
		return
	}
	begin := time.Now()
	var (
		n, ok = 0, false
		first engine.Move
		nodes uint64
	)
	cut := rn.phase(true, func() { n, ok, first, nodes = rn.s.Shortest(p, winner, rep.Plies, exactNodes) })
	sh.Nodes = nodes
	switch {
	case ok:
		rep.Plies, rep.PliesExact, sh.Status = n, true, "exact"
		if first != engine.NoMove {
			rep.Move = first.String()
		}
		var pv []engine.Move
		var pvOK bool
		cut = rn.phase(true, func() { pv, pvOK = rn.s.ShortestLine(p, winner, n, exactNodes) })
		if pvOK {
			rep.PV = moveTexts(pv)
		} else if cut != "" {
			sh.Status = "exact; its line was cut by the " + cut
		}
	case cut != "":
		sh.Status = "cut by the " + cut
	case nodes > exactNodes:
		sh.Status, sh.ByBudget = fmt.Sprintf("cut by its node budget (%d nodes)", exactNodes), true
	default:
		sh.Status = "no shorter win found"
	}
	sh.TimeMs = time.Since(begin).Milliseconds()
}

// moveTexts returns the moves' canonical tokens.
func moveTexts(ms []engine.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// checkProofFile refuses a proof file that is the table file read
// (Resume) or written (Save): either would replace the other. Save may
// be Resume: the saved table holds the resumed one.
func checkProofFile(cfg RunConfig) error {
	if cfg.Proof == "" {
		return nil
	}
	if err := atomicfile.CheckNotInput(cfg.Proof, cfg.Resume); err != nil {
		return fmt.Errorf("solve: %w", field.Wrap("proof", "", err))
	}
	if err := atomicfile.CheckNotInput(cfg.Proof, cfg.Save); err != nil {
		// Two outputs, not an output and an input: said as such.
		return fmt.Errorf("solve: %w", &field.SameFile{Name: "proof", Path: cfg.Proof, Other: "save", OPath: cfg.Save, Err: atomicfile.ErrOutputIsInput})
	}
	return nil
}

// checkTableFits reads the header of the table file fh (named file) and
// refuses, before the table is allocated, a table of hashMiB MiB that
// cannot hold its entries; it leaves fh at its start.
func checkTableFits(fh io.ReadSeeker, file string, hashMiB int) error {
	cp, err := ReadTableHeader(fh)
	if err != nil {
		return fmt.Errorf("solve: %w", field.Wrap("resume", file, err))
	}
	if _, err := fh.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("solve: %w", field.Wrap("resume", file, err))
	}
	if cp.Entries > TableEntries(hashMiB) {
		return tooSmall(file, cp, hashMiB)
	}
	return nil
}

// tooSmall is the error of a resumed table file whose entries a table of
// hashMiB MiB cannot all keep.
func tooSmall(file string, cp Checkpoint, hashMiB int) error {
	e := &TableTooSmallError{File: file, Entries: cp.Entries, SavedMiB: cp.HashMiB, HashMiB: hashMiB, Capacity: TableEntries(hashMiB)}
	if cp.HashMiB == 0 {
		need := hashMiB
		for TableEntries(need) < 2*cp.Entries && need < 1<<30 {
			need *= 2
		}
		e.NeedMiB = need
	}
	return fmt.Errorf("solve: %w", e)
}

// TableTooSmallError is the error of a resumed table file (RunConfig.Resume)
// whose entries a table of Options.HashMiB cannot all keep: it names both
// sizes and the size to give (the fields "resume" and "hash"). It wraps
// ErrTableTooSmall.
type TableTooSmallError struct {
	File     string // the table file
	Entries  int64  // the entries it holds
	SavedMiB int    // the size it was saved with; 0 for a file that does not say
	HashMiB  int    // the size asked for
	Capacity int64  // the entries a table of HashMiB holds at most
	NeedMiB  int    // a size that keeps them, when SavedMiB is 0
}

// Error says the sizes with the library's words for the fields.
func (e *TableTooSmallError) Error() string { return e.Text(nil) }

// Text says the sizes with the fields named by n.
func (e *TableTooSmallError) Text(n field.Namer) string {
	hash := field.Name(n, "hash")
	saved, give := "", ""
	if e.SavedMiB > 0 {
		saved = fmt.Sprintf(", saved with %s %d", hash, e.SavedMiB)
		give = fmt.Sprintf("%s %d, as it was saved with", hash, e.SavedMiB)
	} else {
		give = fmt.Sprintf("%s %d or more", hash, e.NeedMiB)
	}
	return fmt.Sprintf("%s %s holds %d entries%s; a table of %s %d (at most %d entries) cannot keep them all: give %s, or leave %s out to size the table from the file (%v)",
		field.Name(n, "resume"), e.File, e.Entries, saved, hash, e.HashMiB, e.Capacity, give, hash, ErrTableTooSmall)
}

// Unwrap returns ErrTableTooSmall.
func (e *TableTooSmallError) Unwrap() error { return ErrTableTooSmall }
