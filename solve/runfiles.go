package solve

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// writeProof extracts the proof, writes it to file (whole or not at all)
// and checks the file with the verifier.
func writeProof(s *Solver, p engine.Position, winner engine.Side, file string) (*ProofReport, error) {
	pr, err := s.Extract(p, winner)
	if err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	err = atomicfile.Write(file, func(w io.Writer) error {
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
	st, err := fh.Stat()
	if err != nil {
		return nil, fmt.Errorf("solve: proof: %w", err)
	}
	rep, err := Verify(fh)
	if err != nil {
		return nil, fmt.Errorf("solve: the proof written to %s does not verify: %w", file, err)
	}
	return &ProofReport{File: file, Positions: rep.Positions, Lines: rep.Lines, Bytes: st.Size(), Plies: rep.Plies, Verified: true}, nil
}

// saveTable writes the table whole or not at all, so an interrupted save
// never destroys the previous table.
func saveTable(s *Solver, file string, root engine.Position, elapsed time.Duration) error {
	err := atomicfile.Write(file, func(w io.Writer) error { return s.SaveTable(w, root, elapsed) })
	if err != nil {
		return fmt.Errorf("solve: save table: %w", err)
	}
	return nil
}

// openTable opens the table file of RunConfig.Resume.
func openTable(file string) (*os.File, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("solve: %w", field.Wrap("resume", "", err))
	}
	return fh, nil
}

// loadTable reads the table file fh (named file) into s.
func loadTable(s *Solver, fh io.Reader, file string) (Checkpoint, error) {
	cp, err := s.LoadTable(fh)
	if err != nil {
		return cp, fmt.Errorf("solve: %w", field.Wrap("resume", file, err))
	}
	return cp, nil
}
