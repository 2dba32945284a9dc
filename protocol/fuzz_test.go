package protocol

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fuzzSeeds are real sessions: what GUIs, the cutegames runner, the web
// page and hostile clients send.
var fuzzSeeds = []string{
	"uci\nisready\nposition startpos moves A7L a5R\ngo depth 3\nquery gameover",
	"ugi\nsetoption name UCI_Variant value kete\nuginewgame\nisready\nquery p1turn\nposition startpos\ngo p1time 100 p2time 100 p1inc 10 p2inc 10\nquery result",
	"position startpos\ngo infinite\ngo depth 1\nisready\nstop",
	"position startpos\ngo wtime 0 btime 0\ngo p1time -5 p2time 0\nquery gameover",
	"setoption name Ponder value true\nposition startpos\ngo ponder movetime 20\nponderhit\ngo ponder\nstop",
	"position fen 1,2,3 22,22 S SN -\nquery gameover\nquery p1turn\nquery result\ngo depth 2",
	"position fen 0,0,0,0,0,0,0,58/0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,3/0,0,0,0,0,0,0,0 0,0 N - -\ngo depth 5\nquery result",
	"setoption name UCI_Variant value kujifunza\nposition startpos moves A3R b7R A4R a8L\ngo mate 3 movetime 20\nd\nlegal\neval",
	"setoption name Threads value 2\nsetoption name MultiPV value 3\nposition startpos\ngo nodes 2000\nisready",
	"setoption name Rule_infiniteMove value loses\nposition fen 0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - - moves A3L\nquery gameover",
	"go searchmoves A6L A7R depth 2\nperft 2 divide\nflip\nd\nhelp\nbench 1",
	"debug on\nsetoption name Hash value 2\nsetoption name ClearHash\nucinewgame\ngo movetime 10\nstop\nstop\nfrobnicate\n\r\n   \n",
	"setoption name SearchAlgorithm value mtdf\nposition startpos moves A6L\ngo depth 3 winc 10 binc 10 movestogo 3 wtime 50 btime 50\nquery p1turn colour\nquery",
}

// FuzzSession feeds random and mutated command scripts to a session and
// checks the promises of protocol.md: no panic, every isready answered by
// one readyok, every go by exactly one bestmove, every query by exactly
// one response, and no output line longer than a PV line can be (input is
// never echoed back in bulk). Each script is made fast and finite first
// (see boundScript); a final stop ends whatever still searches, and the
// input stays open until everything queued has run.
func FuzzSession(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := boundScript(string(data))
		want := map[string]int{}
		for _, l := range lines {
			switch firstWord(l) {
			case "isready":
				want["readyok"]++
			case "go":
				want["bestmove"]++
			case "query":
				want["response"]++
			}
		}
		// The sentinel: a query runs after everything queued before it.
		lines = append(lines, "stop", "query p1turn")
		want["response"]++

		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		s := NewSession(Config{Name: "Bao"}, outW)
		done := make(chan error, 1)
		go func() {
			done <- s.Run(inR)
			outW.Close()
		}()
		go func() {
			for _, l := range lines {
				if _, err := io.WriteString(inW, l+"\n"); err != nil {
					return
				}
			}
		}()
		got := map[string]int{}
		out := make(chan string, 64)
		go func() {
			sc := bufio.NewScanner(outR)
			sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
			for sc.Scan() {
				out <- sc.Text()
			}
			close(out)
		}()
		var tail []string
		deadline := time.After(60 * time.Second)
		for got["response"] < want["response"] {
			select {
			case l, ok := <-out:
				if !ok {
					t.Fatalf("output ended early; input:\n%s\nlast output:\n%s", strings.Join(lines, "\n"), strings.Join(tail, "\n"))
				}
				count1(got, &tail, t, l)
			case <-deadline:
				t.Fatalf("hang: %v of %v; input:\n%s\nlast output:\n%s", got, want, strings.Join(lines, "\n"), strings.Join(tail, "\n"))
			}
		}
		inW.Close()
		for l := range out {
			count1(got, &tail, t, l)
		}
		if err := <-done; err != nil {
			t.Fatalf("run: %v", err)
		}
		for _, k := range []string{"readyok", "bestmove", "response"} {
			if got[k] != want[k] {
				t.Fatalf("%d %s lines, want %d; input:\n%s\nlast output:\n%s", got[k], k, want[k], strings.Join(lines, "\n"), strings.Join(tail, "\n"))
			}
		}
	})
}

// maxOutputLine bounds every output line: a 120-move PV with its info
// fields, a legal list, an error that names the offending token.
const maxOutputLine = 2048

// count1 counts one output line by its first word and checks its length.
func count1(got map[string]int, tail *[]string, t *testing.T, l string) {
	t.Helper()
	if len(l) > maxOutputLine {
		t.Fatalf("output line of %d bytes: %.200q...", len(l), l)
	}
	got[firstWord(l)]++
	*tail = append(*tail, l)
	if len(*tail) > 30 {
		*tail = (*tail)[1:]
	}
}

// boundScript splits a fuzz input into lines (at most 64) and makes every
// command finish fast: search limits, perft and bench depths, the hash
// size, threads and the lap limit are capped; go perft (a tool command,
// no bestmove) and quit are taken out. A table of 1 MiB is set first.
func boundScript(data string) []string {
	raw := strings.Split(data, "\n")
	if len(raw) > 64 {
		raw = raw[:64]
	}
	out := []string{"setoption name Hash value 1"}
	for _, l := range raw {
		f := strings.Fields(strings.TrimRight(l, "\r"))
		if len(f) == 0 {
			out = append(out, l)
			continue
		}
		switch f[0] {
		case "quit":
			continue
		case "go":
			f = boundGo(f)
		case "perft":
			clampAt(f, 1, 0, 3)
		case "bench":
			if len(f) == 1 {
				f = append(f, "1")
			}
			clampAt(f, 1, 1, 1)
		case "setoption":
		values:
			for i := 0; i+1 < len(f); i++ {
				if f[i] != "value" {
					continue
				}
				name := strings.ToLower(strings.Join(f[min(2, i):i], " "))
				switch {
				case name == "hash":
					clampAt(f, i+1, 1, 2)
				case name == "threads":
					clampAt(f, i+1, 1, 2)
				case strings.HasPrefix(name, "rule_"):
					clampAt(f, i+1, 1, 1000)
				}
				break values
			}
		default:
			out = append(out, l)
			continue
		}
		out = append(out, strings.Join(f, " "))
	}
	return out
}

// boundGo caps the limits of a go line and takes its perft out.
func boundGo(f []string) []string {
	caps := map[string][2]int{
		"depth": {-5, 4}, "nodes": {-5, 3000}, "movetime": {-5, 30}, "mate": {-5, 3},
		"wtime": {-100, 100}, "btime": {-100, 100}, "p1time": {-100, 100}, "p2time": {-100, 100},
		"winc": {-10, 10}, "binc": {-10, 10}, "p1inc": {-10, 10}, "p2inc": {-10, 10},
	}
	var g []string
	for i := 0; i < len(f); i++ {
		if f[i] == "perft" {
			if i+1 < len(f) {
				if _, err := strconv.Atoi(f[i+1]); err == nil {
					i++
				}
			}
			continue
		}
		g = append(g, f[i])
		if c, ok := caps[f[i]]; ok && i+1 < len(f) {
			if n, err := strconv.ParseInt(f[i+1], 10, 64); err == nil {
				g = append(g, strconv.FormatInt(min(max(n, int64(c[0])), int64(c[1])), 10))
				i++
			}
		}
	}
	return g
}

// clampAt clamps f[i] into lo..hi when it is a number.
func clampAt(f []string, i, lo, hi int) {
	if i >= len(f) {
		return
	}
	if n, err := strconv.ParseInt(f[i], 10, 64); err == nil {
		f[i] = strconv.FormatInt(min(max(n, int64(lo)), int64(hi)), 10)
	}
}
