package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
	"github.com/spf13/pflag"
)

func runDatagenInfo(e *env) error {
	fs := newFlags(e, "datagen info",
		"Read training-data files (of bao datagen) and count their samples per variant: results\n"+
			"from the side to move's view, proven-win scores, plies. Every record is checked\n"+
			"(checksum, position invariants); a cut record at the end of a file is reported.\n"+
			"Usage: bao datagen info FILE...",
		"  bao datagen info data.bin\n  bao datagen info shard*.bin\n")
	if err := fs.Parse(e.args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fs.NArg() == 0 {
		return usagef("datagen info: give at least one data file")
	}
	type count struct {
		n, won, lost, drawn, wins int64
		plies                     int64
		minPly, maxPly            int
	}
	var per [len(engine.Variants)]count
	for _, file := range fs.Args() {
		samples, partial, err := datagen.ReadFile(file)
		if err != nil {
			return fmt.Errorf("datagen info: %w", err)
		}
		fmt.Fprintf(e.stdout, "%s: %d samples", file, len(samples))
		if partial > 0 {
			fmt.Fprintf(e.stdout, " and a cut record of %d bytes at the end", partial)
		}
		fmt.Fprintln(e.stdout)
		for i := range samples {
			s := &samples[i]
			c := &per[s.Variant]
			if c.n == 0 || int(s.Pos.Ply) < c.minPly {
				c.minPly = int(s.Pos.Ply)
			}
			c.maxPly = max(c.maxPly, int(s.Pos.Ply))
			c.n++
			c.plies += int64(s.Pos.Ply)
			switch s.Result {
			case 1:
				c.won++
			case -1:
				c.lost++
			default:
				c.drawn++
			}
			if search.IsWin(int(s.Score)) {
				c.wins++
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %10s %7s %7s %7s %9s %17s\n", "variant", "samples", "won", "lost", "drawn", "win score", "ply min/mean/max")
	for _, v := range engine.Variants {
		c := per[v]
		if c.n == 0 {
			continue
		}
		pct := func(x int64) string { return fmt.Sprintf("%.1f%%", 100*float64(x)/float64(c.n)) }
		fmt.Fprintf(&b, "%-10s %10d %7s %7s %7s %9s %17s\n", v, c.n, pct(c.won), pct(c.lost), pct(c.drawn), pct(c.wins),
			fmt.Sprintf("%d/%.0f/%d", c.minPly, float64(c.plies)/float64(c.n), c.maxPly))
	}
	fmt.Fprint(e.stdout, b.String())
	return nil
}
