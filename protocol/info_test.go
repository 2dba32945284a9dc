package protocol

import (
	"strconv"
	"strings"
	"testing"
	"time"
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

// TestFinalInfoIsComplete: the last info line before bestmove said
// hashfull 0 and had no seldepth (issue 10). Now, after a depth-limited
// search, it repeats the last iteration's line field for field (the
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
