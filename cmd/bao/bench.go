package main

import (
	"fmt"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/search"
)

func runBench(e *env) error {
	fs := newFlags(e, "bench",
		"Search the built-in bench positions (all variants) to a fixed depth with one\n"+
			"thread and a cleared table, and print the node count: the search's behaviour\n"+
			"signature, the same on every machine and run. The last lines are\n"+
			"\"Nodes searched  : N\", \"Nodes/second    : N\" and \"N nodes N nps\".",
		"  bao bench\n  bao bench --depth 10 --hash 64\n")
	depth := fs.IntP("depth", "d", bench.DefaultDepth, "search depth in plies (1..60)")
	hash := fs.Int("hash", 16, hashHelp("transposition table"))
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if *depth < 1 || *depth > 60 {
		return usagef("bench: --depth %d: want 1..60", *depth)
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return usagef("bench: --%v", err)
	}
	opts := search.DefaultOptions()
	opts.HashMiB = *hash
	if _, _, err := bench.Run(e.stdout, *depth, opts); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}
