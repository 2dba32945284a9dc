package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAnalyzeHuman(t *testing.T) {
	code, out, errs := runCLI("analyze", "--depth", "5", "--moves", "A7L a5R")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"S front", "Fen: ", "depth  5/", " pv ", "bestmove "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAnalyzeJSON(t *testing.T) {
	code, out, errs := runCLI("analyze", "--depth", "4", "--variant", "kujifunza", "--multipv", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("not JSON: %q: %v", l, err)
		}
	}
	if !strings.Contains(lines[len(lines)-1], `"bestmove"`) {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
}

func TestAnalyzeRecord(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "game.pgn")
	rec := "[Event \"t\"]\n[Variant \"kiswahili\"]\n[Result \"*\"]\n\n1. A7L a5R 2. A6L *\n"
	if err := os.WriteFile(good, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("analyze", "--record", good, "--each", "--depth", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, " best "); n != 3 || !strings.Contains(out, "A7L") {
		t.Fatalf("want 3 analysed moves:\n%s", out)
	}
	code, out, _ = runCLI("analyze", "--record", good, "--depth", "3", "--json")
	if code != 0 || !strings.Contains(out, `"ply":3`) {
		t.Fatalf("final position: %d %s", code, out)
	}
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("[Event \"t\"]\n\n1. A7L a9R *\n"), 0o644)
	code, _, errs = runCLI("analyze", "--record", bad, "--depth", "2")
	if code != 1 || !strings.Contains(errs, "line 3") {
		t.Fatalf("bad record: %d %q", code, errs)
	}
	if code, _, errs := runCLI("analyze", "--record", good, "--game", "2"); code != 1 || !strings.Contains(errs, "1 game(s)") {
		t.Fatalf("--game 2: %d %q", code, errs)
	}
	if code, _, errs := runCLI("analyze", "--each"); code != 2 || !strings.Contains(errs, "--each needs --record") {
		t.Fatalf("--each alone: %d %q", code, errs)
	}
	if code, _, _ := runCLI("analyze", "--record", filepath.Join(dir, "missing.pgn")); code != 1 {
		t.Fatalf("missing file: %d", code)
	}
}

func TestAnalyzeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"analyze", "--depth", "-1"},
		{"analyze", "--multipv", "0"},
		{"analyze", "--algorithm", "alphabeta"},
		{"analyze", "--moves", "A5L"},
		{"analyze", "--fen", "x"},
	} {
		if code, _, errs := runCLI(args...); code != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, code, errs)
		}
	}
}
