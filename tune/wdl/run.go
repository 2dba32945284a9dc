package wdl

import (
	"fmt"
	"io"
)

// Run is the work of bao record calibrate: it reads the game records of
// files ("-" is stdin; each bad game goes to leftOut and is counted),
// fits every variant with at least minMoves scored moves and writes the
// report to out (Calibrate), and with write not empty rewrites the
// calibrated block of that file with the fits and stamp (WriteBlock). It
// returns the number of bad games left out; fitting no variant is an
// error.
func Run(files []string, stdin io.Reader, minMoves int, write string, stamp Stamp, out io.Writer, leftOut func(problem error)) (bad int, err error) {
	data := Collection{}
	if bad, err = data.AddFiles(files, stdin, leftOut); err != nil {
		return bad, err
	}
	fits, fitted := Calibrate(out, data, minMoves)
	if fitted == 0 {
		return bad, fmt.Errorf("no variant could be fitted from %d file(s)", len(files))
	}
	if write != "" {
		if err := WriteBlock(write, stamp, fits, data); err != nil {
			return bad, fmt.Errorf("--write: %w", err)
		}
		fmt.Fprintf(out, "\nWrote the fitted scales to %s.\n", write)
	}
	return bad, nil
}
