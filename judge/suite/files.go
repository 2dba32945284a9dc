package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// Written describes a suite file BuildFiles wrote, or left as it was.
type Written struct {
	File       string
	Positions  int
	RandomRate float64 // the rate of winning moves of a uniformly random mover
	Stats      Stats
	// Kept is set when the build was interrupted with no more positions
	// than File already held: File was left as it was, with OnDisk
	// positions (0: there was no file, and none was made).
	Kept   bool
	OnDisk int
}

// Files is the setting of BuildFiles: one Config per variant, built
// Threads at a time into Dir/<variant>.txt.
type Files struct {
	Configs []Config
	Dir     string
	Threads int
	// Progress, if not nil, is called after each candidate of a variant;
	// Done after each file is written. Calls are serialised.
	Progress func(v engine.Variant, st Stats)
	Done     func(Written)
	// Header, if not nil, gives the first lines of the header of cfg's
	// file, which say what the file holds and how it was made (a command
	// names itself there); nil: Heading and a line on the format.
	Header func(cfg Config) []string
}

// ForVariants returns one copy of cfg per variant of vs, each with its
// Variant set: the Configs of a Files that builds every variant alike.
func ForVariants(cfg Config, vs []engine.Variant) []Config {
	configs := make([]Config, len(vs))
	for i, v := range vs {
		configs[i] = cfg
		configs[i].Variant = v
	}
	return configs
}

// file returns the path BuildFiles writes cfg's suite to.
func (fs Files) file(cfg Config) string {
	return filepath.Join(fs.Dir, cfg.Variant.String()+".txt")
}

// Prepare readies fs.Dir before a build, so that a build that could not
// write its files fails before its work rather than after it: it makes
// the folder (and its parents) when it does not exist, refuses a path
// that is not a folder (a regular file, say), and checks that each
// Dir/<variant>.txt can be written the way BuildFiles writes it (a
// temporary file in Dir renamed over it, atomicfile.CheckWritable). It
// leaves no file behind.
func (fs Files) Prepare() error {
	if fs.Dir == "" {
		return errors.New("no folder given")
	}
	// os.Stat follows a link to a folder: the files are written in it.
	st, err := os.Stat(fs.Dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(fs.Dir, 0o755); err != nil {
			return fmt.Errorf("make the folder %s: %w", fs.Dir, err)
		}
	case err != nil:
		return err
	case !st.IsDir():
		return fmt.Errorf("%s is %s, not a folder", fs.Dir, kind(st.Mode()))
	}
	for _, cfg := range fs.Configs {
		if err := atomicfile.CheckWritable(fs.file(cfg)); err != nil {
			return fmt.Errorf("%s cannot be written: %w", fs.file(cfg), err)
		}
	}
	return nil
}

// CheckTables refuses proof tables that, built at once, pass the
// machine's bound on one table (search.CheckHashMiB): BuildFiles builds
// up to Threads variants at a time, each with a table of its own. The
// error is a TablesError.
func (fs Files) CheckTables() error {
	at, most := min(max(fs.Threads, 1), len(fs.Configs)), 0
	for _, cfg := range fs.Configs {
		most = max(most, cfg.HashMiB)
	}
	if at > 1 && search.CheckHashMiB(most*at) != nil {
		return &TablesError{HashMiB: most, At: at, Threads: fs.Threads}
	}
	return nil
}

// TablesError is the error of proof tables of HashMiB MiB, At of them
// built at once (Files.Threads), that pass together the machine's bound
// on one table; it names the fields hash and threads.
type TablesError struct {
	HashMiB, At, Threads int
}

func (e *TablesError) Error() string { return e.Text(nil) }

// Text names the fields as n names them.
func (e *TablesError) Text(n field.Namer) string {
	return fmt.Sprintf("%s %d MiB with %d variants built at once (%s %d): %d MiB of tables in all, want at most %d (the bound is half of this machine's memory)",
		field.Name(n, "hash"), e.HashMiB, e.At, field.Name(n, "threads"), e.Threads, e.HashMiB*e.At, search.MaxHashMiB())
}

// kind names the type of a file that is not a folder.
func kind(m os.FileMode) string {
	if m.IsRegular() {
		return "a regular file"
	}
	return "a special file"
}

// BuildFiles builds the suite of every config and writes each to
// Dir/<variant>.txt (replacing it), with a header that says what it holds
// and how it was made (Files.Header) and the build's figures. Cancelling ctx
// stops the builds; a variant cut short writes the positions kept so far,
// with a note in the header, only when they are more than its file holds
// (a missing file holds none), so that an interrupted build never makes a
// suite file smaller or empty; otherwise the file is left as it was and
// Done reports it Kept. The error
// is the first build or write that failed; the other variants are still
// built.
func BuildFiles(ctx context.Context, fs Files) error {
	if fs.Threads < 1 {
		return fmt.Errorf("suite: threads %d: want at least 1", fs.Threads)
	}
	if err := fs.CheckTables(); err != nil {
		return fmt.Errorf("suite: %w", err)
	}
	var mu sync.Mutex // serialises the callbacks and the first error
	var firstErr error
	sem := make(chan struct{}, fs.Threads)
	var wg sync.WaitGroup
	for _, cfg := range fs.Configs {
		if fs.Progress != nil {
			cfg.Progress = func(st Stats) {
				mu.Lock()
				defer mu.Unlock()
				fs.Progress(cfg.Variant, st)
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			w, err := buildFile(ctx, cfg, fs.file(cfg), fs.header(cfg))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			if fs.Done != nil {
				fs.Done(w)
			}
		}()
	}
	wg.Wait()
	return firstErr
}

// header returns the first lines of the header of cfg's file.
func (fs Files) header(cfg Config) []string {
	if fs.Header != nil {
		return fs.Header(cfg)
	}
	return []string{cfg.Heading(), "by proving its child. Line: BFEN | variant | winning moves | losing moves."}
}

// buildFile builds one variant's suite and writes it to file, under the
// header lines head and the build's figures.
func buildFile(ctx context.Context, cfg Config, file string, head []string) (Written, error) {
	entries, st, err := Build(ctx, cfg)
	if err != nil {
		return Written{}, fmt.Errorf("%s: %w", cfg.Variant, err)
	}
	if ctx.Err() != nil {
		if onDisk := positionsIn(file); len(entries) <= onDisk || len(entries) == 0 {
			return Written{File: file, Positions: len(entries), Stats: st, Kept: true, OnDisk: onDisk}, nil
		}
	}
	score := Measure(entries, func(e *Entry) (engine.Move, score.Score) { return e.Win[0], 0 })
	header := append(slices.Clone(head), fmt.Sprintf("From %d self-play games: %s.", st.Games, st))
	if len(entries) > 0 {
		header = append(header, fmt.Sprintf("A uniformly random move wins in %.1f%% of the positions.", 100*score.RandomRate()))
	}
	if ctx.Err() != nil {
		header = append(header, "Interrupted before the count was reached.")
	}
	if err := atomicfile.Write(file, func(w io.Writer) error { return Write(w, header, entries) }); err != nil {
		return Written{}, fmt.Errorf("%s: %w", file, err)
	}
	return Written{File: file, Positions: len(entries), RandomRate: score.RandomRate(), Stats: st}, nil
}

// positionsIn returns the number of position lines in the suite file at
// path (the lines Parse reads, unchecked): 0 when there is no file, and a
// large number when it cannot be read, so that nothing replaces a file
// that might hold a suite.
func positionsIn(path string) int {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return 0
	case err != nil:
		return math.MaxInt
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			n++
		}
	}
	return n
}

// Heading is the first line of the header of c's suite file: the
// variant, and what the positions are.
func (c *Config) Heading() string {
	return fmt.Sprintf("Bao la %s: positions proven won for the side to move, every legal move labelled", title(c.Variant.String()))
}

// String describes a build's work: candidates tried, kept and dropped
// (by reason), and the solver's nodes.
func (st Stats) String() string {
	return fmt.Sprintf("%d candidates tried, %d kept, dropped %d undecided, %d lost, %d with too many winning moves; %d solver nodes",
		st.Tried, st.Kept, st.Undecided, st.Lost, st.TooEasy, st.Nodes)
}

// title returns s with its first letter upper-case.
func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
