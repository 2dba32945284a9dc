package puzzles

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/baoengine/bao/internal/atomicfile"
)

// ReadFile reads and validates a puzzles file (Read); its errors name the
// file, the line and the field.
func ReadFile(path string) ([]Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ps, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", path)
	}
	return ps, nil
}

// WriteFile replaces path with the puzzles in one step
// (internal/atomicfile): the old file stays whole if the write fails.
func WriteFile(path string, ps []Puzzle) error {
	return atomicfile.Write(path, func(w io.Writer) error { return Write(w, ps) })
}

// BuildFile is the whole of "bao puzzles build": it checks that out can
// be written, builds the puzzles of cfg (Build), and writes them to out
// only when all Count were built; a cancelled build writes nothing. Each
// period (0: never) and at the end it reports the work to progress (nil:
// nowhere).
func BuildFile(ctx context.Context, cfg Config, out string, progress io.Writer, period time.Duration) (Stats, error) {
	if err := atomicfile.CheckWritable(out); err != nil {
		return Stats{}, fmt.Errorf("--out %s: %w", out, err)
	}
	if err := checkReplaceable(out); err != nil {
		return Stats{}, fmt.Errorf("--out %s: %w", out, err)
	}
	last := time.Now()
	if progress != nil && period > 0 {
		cfg.Progress = func(st Stats) {
			if time.Since(last) >= period {
				last = time.Now()
				fmt.Fprintln(progress, st.Line(cfg.Count))
			}
		}
	}
	ps, st, err := Build(ctx, cfg)
	if progress != nil {
		fmt.Fprintln(progress, st.Line(cfg.Count))
	}
	if err != nil || ctx.Err() != nil {
		return st, err
	}
	if err := WriteFile(out, ps); err != nil {
		return st, fmt.Errorf("--out %s: %w", out, err)
	}
	return st, nil
}

// Line is a progress line: "puzzles 120/300, games 1500, tried 5400
// (undecided 2300, not won 1100, no puzzle 1800), 310M solver nodes, 4m10s".
func (s Stats) Line(count int) string {
	return fmt.Sprintf("puzzles %d/%d, games %d, tried %d (undecided %d, not won %d, no puzzle %d), %.1fM solver nodes, %v",
		min(s.Kept, count), count, s.Games, s.Tried, s.Undecided, s.NotWon, s.NotPuzzle, float64(s.Nodes)/1e6, s.Elapsed.Round(time.Second))
}

// checkReplaceable refuses an output file that holds something other than
// puzzles: a build replaces --out whole, so it may replace a new or empty
// file or an earlier puzzles file, never a game record, a program or
// anything else a user named by mistake.
func checkReplaceable(path string) error {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if st.Size() == 0 {
		return nil
	}
	if _, err := ReadFile(path); err != nil {
		return errors.New("not a puzzles file, so not replaced: the build replaces --out whole; give a new file, an empty one or a puzzles file")
	}
	return nil
}
