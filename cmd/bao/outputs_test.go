package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputIsAnyInput: every output of every command is checked against
// every file the command reads, under any spelling, and refused before
// any work (exit 2) with both flags named; the file is left as it was.
func TestOutputIsAnyInput(t *testing.T) {
	dir := t.TempDir()
	net := filepath.Join(dir, "n.net")
	want, err := os.ReadFile(filepath.Join("..", "..", "eval", "default.net"))
	if err != nil {
		t.Fatal(err)
	}
	game := filepath.Join(dir, "g.pgn")
	if err := os.WriteFile(game, []byte("[Variant \"kiswahili\"]\n\n1. A7L a5R *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	engine := filepath.Join(dir, "engine")
	dot := filepath.Join(dir, ".", "n.net")
	cases := []struct {
		args  []string
		file  string
		words []string
	}{
		{[]string{"analyze", "--record", game, "--each", "--depth", "1", "--plot", net, "--evalfile", net}, net, []string{"--plot", "--evalfile"}},
		{[]string{"analyze", "--record", game, "--each", "--depth", "1", "--plot", dot, "--evalfile", net}, net, []string{"--plot", "--evalfile"}},
		{[]string{"play", "--depth", "1", "--save", net, "--evalfile", dot}, net, []string{"--save", "--evalfile"}},
		{[]string{"datagen", "--out", net, "--evalfile", net, "--games", "1", "--depth", "1"}, net, []string{"--out", "--evalfile"}},
		{[]string{"match", "--engine", "cmd=" + engine, "--engine", "builtin=random", "--each", "depth=1", "--games", "1", "--pgnout", engine}, engine, []string{"--pgnout", engine}},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--each", "depth=1", "--games", "1", "--pgnout", game, "--log", game}, game, []string{"--pgnout", "--log"}},
	}
	for _, c := range cases {
		for _, f := range []string{net, engine} {
			if err := os.WriteFile(f, want, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		before, _ := os.ReadFile(c.file)
		code, _, errs := runCLI(c.args...)
		if code != 2 || !strings.Contains(errs, "the output is one of the inputs") && !strings.Contains(errs, "the same file") {
			t.Errorf("%q: exit %d: %s", c.args, code, errs)
		}
		for _, w := range c.words {
			if !strings.Contains(errs, w) {
				t.Errorf("%q: the error does not name %s: %s", c.args, w, errs)
			}
		}
		if after, _ := os.ReadFile(c.file); !bytes.Equal(before, after) {
			t.Errorf("%q: %s was changed", c.args, c.file)
		}
	}
}

// TestOutputOfAnotherKind: an output replaces an existing file only of
// its own kind; a game record named as a proof, a table, a plot or a
// profile is refused before any work, with the flag, the file and what it
// holds named, and left as it was.
func TestOutputOfAnotherKind(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.pgn")
	record := []byte("[Variant \"kiswahili\"]\n\n1. A7L a5R *\n")
	victim := filepath.Join(dir, "victim.pgn")
	if err := os.WriteFile(game, record, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"solve", "--variant", "kujifunza", "--proof", victim},
		{"solve", "--variant", "kujifunza", "--save", victim},
		{"analyze", "--record", game, "--each", "--depth", "1", "--plot", victim},
		{"perft", "--depth", "2", "--cpuprofile", victim},
	} {
		if err := os.WriteFile(victim, record, 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errs := runCLI(args...)
		if code != 1 || !strings.Contains(errs, args[len(args)-2]) || !strings.Contains(errs, victim+" holds game records, not ") {
			t.Errorf("%q: exit %d: %s", args, code, errs)
		}
		if after, _ := os.ReadFile(victim); !bytes.Equal(after, record) {
			t.Errorf("%q: the record was replaced", args)
		}
	}
	// A file of the output's own kind is replaced, run after run.
	proof, table := filepath.Join(dir, "p.proof"), filepath.Join(dir, "p.table")
	for range 2 {
		if code, _, errs := runCLI("solve", "--variant", "kujifunza", "--proof", proof, "--save", table, "--exact-nodes", "0", "--progress", "0"); code != 0 {
			t.Fatalf("solve again: exit %d: %s", code, errs)
		}
	}
}
