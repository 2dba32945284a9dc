package match

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/protocol/client"
	"github.com/baoengine/bao/record"
)

// RunReport is the run of "bao match" with its files. It opens the files
// it appends to, pgnFile (each finished game's record, a record a killed
// run left cut moved aside with a warning on warn: record.OpenAppend) and
// logFile (the engines' I/O), either "" for none, and refuses them as
// checkOutputs says; prints the run's header line to out; plays the
// match (Run); and prints the summary of the finished games to out, also
// when Run failed or was interrupted (Tally.Interrupted). An error about
// a file names it as the field "pgn" or "log" (field.Error,
// field.SameFile).
func RunReport(ctx context.Context, c *Config, pgnFile, logFile string, out, warn io.Writer) (*Tally, error) {
	if err := checkOutputs(c, pgnFile, logFile); err != nil {
		return nil, err
	}
	if pgnFile != "" {
		f, err := record.OpenAppend(pgnFile, warn)
		if err != nil {
			return nil, fmt.Errorf("match: %w", field.Wrap("pgn", "", err))
		}
		defer f.Close()
		c.PGN = f
		defer func() { c.PGN = nil }() // the file is closed on return
	}
	if logFile != "" {
		f, err := os.OpenFile(logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, fmt.Errorf("match: %w", field.Wrap("log", "", err))
		}
		defer f.Close()
		c.Log = f
		defer func() { c.Log = nil }()
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

// checkOutputs refuses, before anything is written, a record file or log
// that is the openings file or an engine's program (cmd=), a log that is the record file (its lines
// between the records would make them unreadable), and a log that is an
// existing file of something else than a log (a record file, data,
// notes), which appending would spoil.
func checkOutputs(c *Config, pgnFile, logFile string) error {
	inputs := append([]string{c.OpeningsFile}, enginePrograms(c.Engines)...)
	if err := atomicfile.CheckNotInput(pgnFile, inputs...); err != nil {
		return fmt.Errorf("match: %w", field.Wrap("pgn", "", err))
	}
	if err := atomicfile.CheckNotInput(logFile, inputs...); err != nil {
		return fmt.Errorf("match: %w", field.Wrap("log", "", err))
	}
	if err := atomicfile.CheckNotInput(logFile, pgnFile); err != nil {
		return fmt.Errorf("match: %w", &field.SameFile{Name: "log", Path: logFile, Other: "pgn", OPath: pgnFile,
			Err: atomicfile.ErrOutputIsInput, Hint: "give the log a file of its own"})
	}
	if logFile == "" {
		return nil
	}
	f, err := os.Open(logFile)
	if err != nil {
		return nil // a new log (or one that cannot be opened, which opening it for writing reports)
	}
	defer f.Close()
	head := make([]byte, len(client.LogTimeLayout))
	n, _ := io.ReadFull(f, head)
	if n == 0 {
		return nil
	}
	if _, err := time.Parse(client.LogTimeLayout, string(head[:n])); err != nil {
		return fmt.Errorf("match: %w", field.Errorf("log", logFile, "not a log of bao match (its first line does not begin with a time); give a new file or an earlier log"))
	}
	return nil
}

// enginePrograms returns the files the engines' cmd= fields name, as
// exec.Command finds them: a bare name on PATH, a relative path from the
// engine's dir= (and from the current folder, in case the spelling is
// meant that way).
func enginePrograms(specs []EngineSpec) []string {
	var files []string
	for _, sp := range specs {
		if sp.Cmd == "" {
			continue
		}
		files = append(files, sp.Cmd)
		if !strings.ContainsRune(sp.Cmd, filepath.Separator) && !strings.ContainsRune(sp.Cmd, '/') {
			if p, err := exec.LookPath(sp.Cmd); err == nil {
				files = append(files, p)
			}
		} else if sp.Dir != "" && !filepath.IsAbs(sp.Cmd) {
			files = append(files, filepath.Join(sp.Dir, sp.Cmd))
		}
	}
	return files
}
