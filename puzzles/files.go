package puzzles

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
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
// nowhere). Its errors about out name it as given.
func BuildFile(ctx context.Context, cfg Config, out string, progress io.Writer, period time.Duration) (Stats, error) {
	if err := atomicfile.CheckWritable(out); err != nil {
		return Stats{}, &OutputError{Path: out, Err: err}
	}
	if err := checkReplaceable(out); err != nil {
		return Stats{}, &OutputError{Path: out, Err: err}
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
	if err != nil {
		return st, err
	}
	if err := WriteFile(out, ps); err != nil {
		return st, &OutputError{Path: out, Err: err}
	}
	return st, nil
}

// OutputError is a fault of the file a build writes (the field out of
// BuildFile), named as given: "PATH is a folder". A command that sets the
// field by a flag says it with the flag (Text).
type OutputError struct {
	Path string
	Err  error
}

func (e *OutputError) Error() string {
	if strings.HasPrefix(e.Err.Error(), e.Path) {
		return e.Err.Error()
	}
	return e.Path + ": " + e.Err.Error()
}

// Text is the error with the field out named by n before it, when n
// names it (field.Named); else the error as it is.
func (e *OutputError) Text(n field.Namer) string {
	if name := field.Say(n, "out", ""); name != "" {
		return name + " " + e.Error()
	}
	return e.Error()
}

// Unwrap returns the reason.
func (e *OutputError) Unwrap() error { return e.Err }

// Line is a progress line: "puzzles 120/1000 (namua 40, greedy 20;
// kiswahili 30/312 + 60/468, kujifunza 20/120, kete 5/40 + 5/60), games
// 1500, tried 54000 (undecided 2300, not won 11000, no puzzle 40000),
// found 300 (not kept: 100 quota full, 60 too greedy, 5 level full, 0
// duplicate, 20 on a line), 310M solver nodes, 4m10s".
func (s Stats) Line(count int) string {
	return fmt.Sprintf("puzzles %d/%d (namua %d, greedy %d; kiswahili %d/%d + %d/%d, kujifunza %d/%d, kete %d/%d + %d/%d), games %d, tried %d (undecided %d, not won %d, no puzzle %d), found %d (not kept: %d quota full, %d too greedy, %d level full, %d duplicate, %d on a line), %.1fM solver nodes, %v",
		min(s.Kept, count), count, s.Namua, s.Greedy,
		s.Have[0][0], s.Want[0][0], s.Have[0][1], s.Want[0][1], s.Have[1][1], s.Want[1][1], s.Have[2][0], s.Want[2][0], s.Have[2][1], s.Want[2][1],
		s.Games, s.Tried, s.Undecided, s.NotWon, s.NotPuzzle, s.Found, s.Full, s.TooGreedy, s.LevelFull, s.Duplicate, s.OnLine, float64(s.Nodes)/1e6, s.Elapsed.Round(time.Second))
}

// checkReplaceable refuses an output file that holds something other than
// puzzles: a build replaces its output whole, so it may replace a new or
// empty file or an earlier puzzles file (of this format or an older one:
// its first line a JSON object with a position and winning moves), never
// a game record, a program or anything else a user named by mistake.
func checkReplaceable(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	first, err := readLine(bufio.NewReader(f))
	if errors.Is(err, io.EOF) && first == nil {
		return nil // empty
	}
	var head struct {
		BFEN *string   `json:"bfen"`
		Wins *[]string `json:"wins"`
	}
	if (err == nil || errors.Is(err, io.EOF)) && json.Unmarshal(first, &head) == nil && head.BFEN != nil && head.Wins != nil {
		return nil
	}
	return errors.New("not a puzzles file, so not replaced: the build replaces its output whole; give a new file, an empty one or a puzzles file")
}
