package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/baoengine/bao/internal/gotool"
	"github.com/spf13/pflag"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "baorelease:", err)
		os.Exit(1)
	}
}

// config is the command line.
type config struct {
	out            string
	targets        []target
	web            string
	allowUnstamped bool
	goCmd          string
	npm            bool
}

// parseArgs reads the command line; usage goes to stderr, or with
// pflag.ErrHelp for --help, to stdout.
func parseArgs(args []string, stdout, stderr io.Writer) (config, error) {
	fs := pflag.NewFlagSet("baorelease", pflag.ContinueOnError)
	var usage bytes.Buffer
	fs.SetOutput(&usage)
	var c config
	var targets string
	fs.StringVar(&c.out, "out", "", "folder to write the release into: new or empty (required)")
	fs.StringVar(&targets, "targets", "all", "platforms, comma-separated GOOS/GOARCH: "+targetNames())
	fs.StringVar(&c.web, "web", "", "the static web app folder to pack (default: run \"bao web build\" into a temporary folder); \"none\" packs none")
	fs.BoolVar(&c.allowUnstamped, "allow-unstamped", false, "accept binaries that carry no VCS revision (a linked worktree, -buildvcs=false)")
	fs.StringVar(&c.goCmd, "go", "go", "the go command")
	fs.BoolVar(&c.npm, "npm", true, "write the npm package of the engine and the rules (bao-VERSION-npm.tgz); --npm=false writes none")
	fs.Usage = func() {
		fmt.Fprint(&usage, "Usage: go run ./cmd/baorelease --out DIR [flags]\n\n"+
			"Cross-compile bao for Linux, macOS and Windows on amd64 and arm64, pack each\n"+
			"with the licence, README.md and the docs it links to, pack the static web app,\n"+
			"write the npm package of the engine and the rules, and write SHA256SUMS.\n"+
			"Each archive but the npm package unpacks into one folder named after it.\n"+
			"Run it from a clean git checkout (not a linked worktree) so every binary is\n"+
			"stamped with its version and revision.\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprint(&usage, "\nExamples:\n  go run ./cmd/baorelease --out dist/\n  go run ./cmd/baorelease --out dist/ --targets linux/amd64,windows/amd64 --web none --npm=false\n")
	}
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) {
		_, werr := stdout.Write(usage.Bytes())
		if werr != nil {
			return c, werr
		}
		return c, err
	}
	if _, werr := stderr.Write(usage.Bytes()); werr != nil {
		return c, werr
	}
	if err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.out == "" {
		return c, fmt.Errorf("--out is required")
	}
	if c.targets, err = parseTargets(targets); err != nil {
		return c, err
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) error {
	c, err := parseArgs(args, stdout, stderr)
	if errors.Is(err, pflag.ErrHelp) {
		return nil // --help: the usage is the answer
	}
	if err != nil {
		return err
	}
	root, err := gotool.ModuleRoot(c.goCmd)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "baorelease")
	if err != nil {
		return fmt.Errorf("temporary folder: %w", err)
	}
	defer os.RemoveAll(tmp)
	b := builder{goCmd: c.goCmd, module: root}
	st, err := b.probeStamp(tmp)
	if err != nil {
		return err
	}
	if err := checkStamped(st, c.allowUnstamped); err != nil {
		return err
	}
	if err := checkOutDir(c.out); err != nil {
		return err
	}
	r := release{b: b, root: root, out: c.out, tmp: tmp, version: st, log: stderr}
	files, err := r.binaries(c.targets)
	if err != nil {
		return err
	}
	if c.web != "none" {
		name, err := r.webApp(c.web)
		if err != nil {
			return err
		}
		files = append(files, name)
	}
	if c.npm {
		name, err := r.npmPackage()
		if err != nil {
			return err
		}
		files = append(files, name)
	}
	sums, err := sha256Sums(c.out, files)
	if err != nil {
		return err
	}
	if err := writeAtomic(c.out, "SHA256SUMS", []byte(sums)); err != nil {
		return err
	}
	for _, name := range append(files, "SHA256SUMS") {
		fi, err := os.Stat(filepath.Join(c.out, name))
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%10d  %s\n", fi.Size(), name)
	}
	return nil
}

// fallbackTime is the archive time when the binaries carry no commit time.
func fallbackTime() time.Time { return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC) }
