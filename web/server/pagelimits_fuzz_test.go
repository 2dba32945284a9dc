package server

import (
	"strings"
	"testing"
)

// FuzzPageCommand feeds any line to the gate between a page and its
// engine: it never panics, and a line it lets through starts with an
// allowed command, is printable ASCII within the size bound, runs no perft
// or mate search, and sets only options on the page's list
// (go test -fuzz FuzzPageCommand ./web/server).
func FuzzPageCommand(f *testing.F) {
	for _, s := range []string{
		"go depth 8", "go movetime 1000", "go perft 5", "go mate 3", "go nodes 99999999999999",
		"setoption name Hash value 64", "setoption name EvalFile value /etc/passwd",
		"setoption name Skill Level value 3", "setoption name UCI_Elo value 500",
		"setoption name Debug Log File value /tmp/x", "position startpos moves A6L a5R",
		"quit", "bench 40", "perft 9", "uci", "isready", "", "\x00", "go\tdepth\t3",
	} {
		f.Add(s)
	}
	opts := pageOptions()
	f.Fuzz(func(t *testing.T, line string) {
		out, err := checkCommand(line)
		if err != nil {
			return
		}
		if len(out) > maxCommandLine || strings.TrimSpace(out) != out {
			t.Fatalf("%q let through as %q", line, out)
		}
		for i := 0; i < len(out); i++ {
			if c := out[i]; c < 0x20 && c != '\t' || c >= 0x7f {
				t.Fatalf("%q let through with byte %#x", line, c)
			}
		}
		f := strings.Fields(out)
		if !allowedCommand(f[0]) {
			t.Fatalf("%q let through: %s is not allowed", line, f[0])
		}
		switch f[0] {
		case "go":
			for _, a := range f[1:] {
				if a = strings.ToLower(a); a == "perft" || a == "mate" {
					t.Fatalf("%q let through a go %s", line, a)
				}
			}
		case "setoption":
			if len(f) > 2 && f[1] == "name" {
				var name []string
				for _, w := range f[2:] {
					if w == "value" {
						break
					}
					name = append(name, w)
				}
				if _, ok := opts[strings.ToLower(strings.Join(name, " "))]; !ok {
					t.Fatalf("%q let through option %q", line, strings.Join(name, " "))
				}
			}
		}
	})
}
