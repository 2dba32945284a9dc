package protocol

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// infoFields returns the values of an info line by field name (pv: the
// rest of the line).
func infoFields(l string) map[string]string {
	f := strings.Fields(l)
	m := map[string]string{}
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "pv":
			m["pv"] = strings.Join(f[i+1:], " ")
			return m
		case "score":
			if i+2 < len(f) {
				m["score"] = f[i+1] + " " + f[i+2]
				i += 2
			}
		case "lowerbound", "upperbound":
			m[f[i]] = "yes"
		default:
			if i+1 < len(f) {
				m[f[i]] = f[i+1]
				i++
			}
		}
	}
	return m
}

// TestFinalInfoIsComplete: the last info line before bestmove is as
// complete as the progress lines (seldepth, hashfull): after a
// depth-limited search it repeats the last iteration's line field for field (the
// timing fields aside), and a search that fills a 1 MiB table reports it.
func TestFinalInfoIsComplete(t *testing.T) {
	h := startSession(t)
	h.send("setoption name Hash value 1", "position startpos moves A7L a5R", "go depth 12")
	got := h.until("bestmove", 60*time.Second)
	last, final := infoFields(got[len(got)-3]), infoFields(got[len(got)-2])
	for _, k := range []string{"depth", "seldepth", "multipv", "score", "nodes", "hashfull", "pv", "nps", "time"} {
		if final[k] == "" {
			t.Errorf("final info lacks %s: %q", k, got[len(got)-2])
		}
		if k != "nps" && k != "time" && final[k] != last[k] {
			t.Errorf("%s: final %q, last iteration %q", k, final[k], last[k])
		}
	}
	if n, _ := strconv.Atoi(final["hashfull"]); n == 0 {
		t.Errorf("hashfull 0 after %s nodes in a 1 MiB table", final["nodes"])
	}
	if n, _ := strconv.Atoi(final["seldepth"]); n < 12 {
		t.Errorf("seldepth %d below the depth", n)
	}
	// A stopped search too.
	h.send("go infinite", "isready")
	h.until("readyok", 10*time.Second)
	h.send("stop")
	got = h.until("bestmove", 10*time.Second)
	final = infoFields(got[len(got)-2])
	for _, k := range []string{"depth", "seldepth", "score", "nodes", "nps", "hashfull", "time", "pv"} {
		if final[k] == "" {
			t.Errorf("final info of a stopped search lacks %s: %q", k, got[len(got)-2])
		}
	}
}

// TestProgressGate: the gate passes a burst of 20 lines, then one per
// 50,000 nodes, whatever the time says, and lets the MultiPV lines of an
// iteration through together.
func TestProgressGate(t *testing.T) {
	g := newProgressGate()
	passed := 0
	for d := 1; d <= 30; d++ {
		// The time is wildly different on every line: it must not matter.
		if g.allow(search.Info{Depth: d, MultiPV: 1, Nodes: 100, Time: time.Duration(d*d) * time.Second}) {
			passed++
		}
	}
	if passed != gateBurst {
		t.Fatalf("%d of 30 lines passed at the same node count, want %d", passed, gateBurst)
	}
	if g.allow(search.Info{Depth: 31, MultiPV: 1, Nodes: 100 + gateNodesPerLine/2}) {
		t.Fatal("a line passed before the gate refilled")
	}
	if !g.allow(search.Info{Depth: 32, MultiPV: 1, Nodes: 100 + gateNodesPerLine}) {
		t.Fatal("no line after the gate refilled")
	}
	// The tokens are spent, but the other lines of iteration 32 follow
	// the first; a fail-high line of the next iteration does not.
	for pv := 2; pv <= 5; pv++ {
		if !g.allow(search.Info{Depth: 32, MultiPV: pv, Nodes: 100 + gateNodesPerLine}) {
			t.Fatalf("multipv %d of an iteration whose first line passed was dropped", pv)
		}
	}
	if g.allow(search.Info{Depth: 33, MultiPV: 2, Bound: search.Lower, Nodes: 100 + gateNodesPerLine}) {
		t.Fatal("a bound line passed with no token")
	}
	if g.allow(search.Info{Depth: 33, MultiPV: 1, Nodes: 100 + gateNodesPerLine}) ||
		g.allow(search.Info{Depth: 33, MultiPV: 2, Nodes: 100 + gateNodesPerLine}) {
		t.Fatal("the lines of a dropped iteration passed")
	}
}

// TestMateInfoLines: the lines of go mate have the fields of the
// search's last line. The proof's line lacked seldepth, multipv,
// hashfull and, under UCI_ShowWDL, wdl; the finished game's line lacked
// wdl; and after a proof search the search could not settle, the last
// line's time (0) was below the progress lines' (501), which counted the
// proof. Times now all count from the go.
func TestMateInfoLines(t *testing.T) {
	h := startSession(t)
	h.send("setoption name UCI_ShowWDL value true", mateIn1, "go mate 1")
	got := h.until("bestmove", 30*time.Second)
	proof := infoFields(got[len(got)-2])
	for _, k := range []string{"depth", "seldepth", "multipv", "score", "wdl", "nodes", "nps", "hashfull", "time", "pv"} {
		if proof[k] == "" {
			t.Errorf("the proof's line lacks %s: %q", k, got[len(got)-2])
		}
	}
	if proof["score"] != "mate 1" || proof["wdl"] != "1000" || proof["pv"] != "A6L" {
		t.Errorf("the proof's line: %q", got[len(got)-2])
	}
	h.send(mateIn1+" moves A6L", "go depth 5")
	got = h.until("bestmove", 30*time.Second)
	if want := "info depth 0 score mate 0 wdl 0 0 1000"; len(got) != 2 || got[0] != want {
		t.Errorf("finished game: %q, want %q", got, want)
	}
	// No proof within the clock: the search after it moves at once.
	h.send("position startpos moves A7L a5R A6L", "go btime 300 mate 10")
	got = h.until("bestmove", 30*time.Second)
	final, _ := strconv.Atoi(infoFields(got[len(got)-2])["time"])
	for _, l := range got[:len(got)-2] {
		if tm, ok := infoFields(l)["time"]; ok {
			if n, _ := strconv.Atoi(tm); n > final {
				t.Errorf("time %d in %q, then %d in the last line", n, l, final)
			}
		}
	}
}
