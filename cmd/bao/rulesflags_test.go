package main

import (
	"strings"
	"testing"
)

// TestMovesWithNumbers: a record's moves pasted with their numbers give
// the same position as the bare tokens.
func TestMovesWithNumbers(t *testing.T) {
	code, bare, errs := runCLI("perft", "--depth", "1", "--divide", "--moves", "A6L a5R A3L")
	if code != 0 {
		t.Fatalf("perft --moves: exit %d: %s", code, errs)
	}
	code, numbered, errs := runCLI("perft", "--depth", "1", "--divide", "--moves", "1. A6L a5R 2. A3L")
	if code != 0 || divided(numbered) != divided(bare) || !strings.Contains(bare, "Nodes searched: 4") {
		t.Fatalf("perft --moves with numbers: exit %d: %s\n%s\nwant\n%s", code, errs, numbered, bare)
	}
	if code, _, errs := runCLI("perft", "--depth", "1", "--moves", "1. A6L x9"); code != 2 || !strings.Contains(errs, "x9") {
		t.Fatalf("a bad token: exit %d, %q", code, errs)
	}
}

// divided is perft --divide's output without its timing lines.
func divided(out string) string {
	var keep []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, "nps") && !strings.Contains(line, "Time") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}
