package main

import (
	"fmt"
	"io"
	"math"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/internal/atomicfile"
)

// roundWin rounds a win chance to three decimals for JSON.
func roundWin(p float64) float64 { return math.Round(p*1000) / 1000 }

// writePlotFile writes the graph of an analysed game to path (through a
// temporary file and a rename, the way atomicfile.CheckWritable tested up
// front).
func writePlotFile(path string, p *analysis.Plot) error {
	if err := atomicfile.Write(path, func(w io.Writer) error { return analysis.WriteSVG(w, p) }); err != nil {
		return fmt.Errorf("analyze: --plot %s: %w", path, err)
	}
	return nil
}
