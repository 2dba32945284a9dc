package protocol

import (
	"fmt"
	"strings"
	"testing"
)

// infoField returns the word after key in an info line, or "".
func infoField(line, key string) string {
	f := strings.Fields(line)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == key {
			return f[i+1]
		}
	}
	return ""
}

// TestFinalInfoBoundOfCutIteration: a node limit that stops the search
// inside an iteration that has already found a better move than the last
// complete one plays that move; the info line before bestmove gives its
// score as what it is, a lower bound at the unfinished depth, where it
// gave it as the exact score of the depth before.
func TestFinalInfoBoundOfCutIteration(t *testing.T) {
	for nodes := 4000; nodes <= 20000; nodes += 250 {
		_, out := runScript(t, "setoption name UCI_Variant value kujifunza", "position startpos",
			fmt.Sprintf("go nodes %d", nodes), "isready")
		var lastExact, final, best string
		for i, l := range out {
			if strings.HasPrefix(l, "bestmove ") && i > 0 {
				best = strings.Fields(l)[1]
				final = out[i-1]
				for _, p := range out[:i-1] {
					if strings.HasPrefix(p, "info depth ") && !strings.Contains(p, "bound") {
						lastExact = p
					}
				}
			}
		}
		if best == "" || lastExact == "" || !strings.HasPrefix(final, "info depth ") {
			t.Fatalf("nodes %d: no bestmove, exact iteration or final info line:\n%s", nodes, strings.Join(out, "\n"))
		}
		if infoField(lastExact, "pv") == best {
			continue
		}
		var depth int
		fmt.Sscan(infoField(lastExact, "depth"), &depth)
		if !strings.Contains(final, " lowerbound") || infoField(final, "depth") != fmt.Sprint(depth+1) || infoField(final, "pv") != best {
			t.Fatalf("nodes %d: the last complete iteration (depth %d) chose %s, the cut one %s; final line %q, want a lower bound at depth %d with pv %s",
				nodes, depth, infoField(lastExact, "pv"), best, final, depth+1, best)
		}
		return
	}
	t.Fatal("no node limit from 4000 to 20000 stopped an iteration after it had found a better move: choose other limits")
}
