package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/solve"
)

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

// openTable opens the table file of --resume.
func openTable(file string) (*os.File, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("solve: --resume: %w", err)
	}
	return fh, nil
}

// loadTable reads the table file fh (named file) into s.
func loadTable(s *solve.Solver, fh io.Reader, file string) (solve.Checkpoint, error) {
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

// checkWritable reports whether file can be written the way
// writeFileAtomic writes it (a temporary file in its folder, then a
// rename), so that a run that ends hours later does not discover then
// that its result cannot be saved. It leaves nothing behind.
func checkWritable(file string) error {
	if fi, err := os.Stat(file); err == nil && fi.IsDir() {
		return fmt.Errorf("%s is a folder", file)
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	err = tmp.Close()
	if rerr := os.Remove(name); err == nil {
		err = rerr
	}
	return err
}
