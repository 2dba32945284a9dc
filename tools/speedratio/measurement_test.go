package main

import (
	"reflect"
	"testing"
)

// TestParseMeasurement reads names, commands and targets.
func TestParseMeasurement(t *testing.T) {
	cases := []struct {
		arg      string
		name     string
		commands [][]string
		target   string
	}{
		{"perft --depth 11", "perft --depth 11", [][]string{{"perft", "--depth", "11"}}, "-"},
		{"perft --depth 11 >= 1.5", "perft --depth 11", [][]string{{"perft", "--depth", "11"}}, "1.5"},
		{"kete endgames: solve --fen A ; solve --fen B >= 3", "kete endgames",
			[][]string{{"solve", "--fen", "A"}, {"solve", "--fen", "B"}}, "3"},
		{"solve --fen A ; solve --fen B", "solve --fen A ... (2 commands)",
			[][]string{{"solve", "--fen", "A"}, {"solve", "--fen", "B"}}, "-"},
	}
	for _, c := range cases {
		m, err := parseMeasurement(c.arg)
		if err != nil {
			t.Errorf("%q: %v", c.arg, err)
			continue
		}
		if m.name != c.name || !reflect.DeepEqual(m.commands, c.commands) || m.target != c.target {
			t.Errorf("%q: got %q %q target %q, want %q %q target %q", c.arg, m.name, m.commands, m.target, c.name, c.commands, c.target)
		}
	}
	m, err := parseMeasurement("hand: bench | bench --eval hand >= 1.3")
	if err != nil || m.name != "hand" || !reflect.DeepEqual(m.commandsFor(false), [][]string{{"bench"}}) ||
		!reflect.DeepEqual(m.commandsFor(true), [][]string{{"bench", "--eval", "hand"}}) || m.target != "1.3" {
		t.Errorf("base | new: got %+v, %v", m, err)
	}
	for _, bad := range []string{"", "perft ;", "bench >= fast", "name: ", "bench >= 1 2", "bench |", "a ; b | c"} {
		if _, err := parseMeasurement(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestParseArgs reads the binaries and the measurements, with or without
// "--".
func TestParseArgs(t *testing.T) {
	for _, args := range [][]string{{"a", "b", "--", "bench"}, {"a", "b", "bench"}} {
		base, next, ms, err := parseArgs(args, 3)
		if err != nil || base != "a" || next != "b" || len(ms) != 1 || ms[0].name != "bench" {
			t.Errorf("%q: got %q %q %v %v", args, base, next, ms, err)
		}
	}
	for _, args := range [][]string{{"a"}, {"a", "b"}, {"a", "b", "--"}} {
		if _, _, _, err := parseArgs(args, 3); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	if _, _, _, err := parseArgs([]string{"a", "b", "bench"}, 0); err == nil {
		t.Error("-reps 0: no error")
	}
}
