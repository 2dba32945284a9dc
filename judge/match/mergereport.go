package match

import (
	"fmt"
	"io"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// MergeReport is the work of "bao match merge": it merges the record
// files (MergeWarn, or MergeRuns when runs is set; warnings on warn),
// writes the merged games in schedule order to pgnFile when it is not ""
// (replacing it whole; it must not be one of the files: a field.Error of
// the field "pgn"), and prints the count and the statistics (with the
// SPRT sp, if not nil) to out. The caller reports Merged.Bad.
func MergeReport(files []string, runs bool, pgnFile string, sp *SPRT, out, warn io.Writer) (*Merged, error) {
	if pgnFile != "" {
		if err := atomicfile.CheckNotInput(pgnFile, files...); err != nil {
			return nil, fmt.Errorf("match merge: %w", field.Wrap("pgn", "", err))
		}
	}
	m, err := merge(files, runs, warn)
	if err != nil {
		return nil, err
	}
	if pgnFile != "" {
		if err := atomicfile.Write(pgnFile, func(w io.Writer) error { return WriteGames(w, m.Games) }); err != nil {
			return nil, fmt.Errorf("match merge: %s: %w", pgnFile, err)
		}
	}
	fmt.Fprintf(out, "Merged %d games from %d files\n", len(m.Games), len(files))
	m.Tally.Write(out, sp)
	return m, nil
}
