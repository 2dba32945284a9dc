package match

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/record"
)

// RunReport is "bao match" without its flags. It opens the files it
// appends to, pgnFile (each finished game's record, a record a killed run
// left cut moved aside with a warning on warn: record.OpenAppend) and
// logFile (the engines' I/O), either "" for none, and refuses them when
// they are the same file; prints the run's header line to out; plays the
// match (Run); and prints the summary of the finished games to out, also
// when Run failed or was interrupted (Tally.Interrupted).
func RunReport(ctx context.Context, c *Config, pgnFile, logFile string, out, warn io.Writer) (*Tally, error) {
	if err := atomicfile.CheckNotInput(logFile, pgnFile); err != nil {
		// Log lines between the records would make them unreadable.
		return nil, fmt.Errorf("match: --log %s and --pgnout %s are the same file; give the log a file of its own", logFile, pgnFile)
	}
	if pgnFile != "" {
		f, err := record.OpenAppend(pgnFile, warn)
		if err != nil {
			return nil, fmt.Errorf("match: --pgnout: %w", err)
		}
		defer f.Close()
		c.PGN = f
	}
	if logFile != "" {
		f, err := os.OpenFile(logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, fmt.Errorf("match: --log: %w", err)
		}
		defer f.Close()
		c.Log = f
	}
	fmt.Fprintln(out, c.header())
	tally, err := Run(ctx, c)
	if tally != nil {
		tally.Write(out, c.SPRT)
	}
	return tally, err
}

// header describes a run: the engines, this run's games, the openings,
// the variant and the seed.
func (c *Config) header() string {
	names := make([]string, len(c.Engines))
	for i, sp := range c.Engines {
		names[i] = sp.Name
	}
	return fmt.Sprintf("Match: %s, %d games%s, %d openings, variant %s, seed %d", strings.Join(names, " vs "),
		len(c.Jobs()), c.Shard.Suffix(), len(c.Openings), c.Rules.Variant, c.Seed)
}
