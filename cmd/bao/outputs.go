package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/baoengine/bao/bench/match"
	"github.com/baoengine/bao/internal/atomicfile"
)

// fileFlag is a file a command was given and the flag that named it
// ("--evalfile", "--plot", "an argument").
type fileFlag struct{ flag, path string }

// checkOutputs refuses, before any work, an output that is one of the
// command's inputs or another of its outputs (atomicfile.CheckNotInput:
// the same path, or the same file under another spelling or through a
// link), with a usage error that names both flags and wraps
// atomicfile.ErrOutputIsInput. Empty paths and "-" are skipped. Every
// command checks every output it writes against every file flag it reads
// here, so that no output destroys a file the user handed to it.
func checkOutputs(cmd string, outputs, inputs []fileFlag) error {
	for i, out := range outputs {
		for _, in := range inputs {
			if err := atomicfile.CheckNotInput(out.path, in.path); err != nil {
				return usageError{fmt.Errorf("%s: %s %s: %w (%s %s); write to another file",
					cmd, out.flag, out.path, atomicfile.ErrOutputIsInput, in.flag, in.path)}
			}
		}
		for _, other := range outputs[i+1:] {
			if err := atomicfile.CheckNotInput(out.path, other.path); err != nil {
				return usageError{fmt.Errorf("%s: %s %s and %s %s are the same file (%w); give each a file of its own",
					cmd, out.flag, out.path, other.flag, other.path, atomicfile.ErrOutputIsInput)}
			}
		}
	}
	return nil
}

// engineFiles returns the programs of a match's engines as inputs: a
// path with a slash (relative to the engine's dir= when it has one), or
// a bare name looked up on PATH as the process start looks it up. An
// engine's arguments are not known to be files and are not listed.
func engineFiles(specs []match.EngineSpec) []fileFlag {
	var files []fileFlag
	for _, sp := range specs {
		if sp.Cmd == "" {
			continue
		}
		path := sp.Cmd
		switch {
		case strings.ContainsRune(path, filepath.Separator) || strings.Contains(path, "/"):
			if sp.Dir != "" && !filepath.IsAbs(path) {
				path = filepath.Join(sp.Dir, path)
			}
		default:
			if found, err := exec.LookPath(path); err == nil {
				path = found
			}
		}
		files = append(files, fileFlag{"--engine", path})
	}
	return files
}
