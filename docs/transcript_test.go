package docs

import (
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// checkTranscript replays a bao-transcript block through a protocol
// session: "> line" is sent, "< line" must be the next line out ("< ..."
// skips lines up to the next expected one). Before sending, every line
// expected so far has been read, so the session sees the commands at the
// pace a GUI would send them. At the end the input is closed and nothing
// more may come out.
func checkTranscript(t *testing.T, b *block) {
	t.Helper()
	e := startEngine(t, b.where())
	var seen []string
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s: "+format+"\nthe session printed:\n%s", append([]any{b.where()}, append(args, strings.Join(seen, "\n"))...)...)
	}
	for i := 0; i < len(b.lines); i++ {
		l := b.lines[i]
		switch {
		case strings.TrimSpace(l) == "":
		case strings.HasPrefix(l, "> "):
			e.send(strings.TrimPrefix(l, "> "))
		case l == "< ...":
			if i+1 >= len(b.lines) || !strings.HasPrefix(b.lines[i+1], "< ") || b.lines[i+1] == "< ..." {
				fail("\"< ...\" must be followed by an expected line")
				return
			}
			want := strings.TrimPrefix(b.lines[i+1], "< ")
			if _, err := e.waitFor(strconv.Quote(want), func(got string) bool { return lineMatches(want, got) }, &seen); err != nil {
				fail("%v", err)
				return
			}
			i++
		case strings.HasPrefix(l, "< ") || l == "<":
			want := strings.TrimPrefix(strings.TrimPrefix(l, "<"), " ")
			got, err := e.next()
			if err != nil {
				fail("%v, want %q", err, want)
				return
			}
			seen = append(seen, got)
			if !lineMatches(want, got) {
				fail("line %q, want %q", got, want)
				return
			}
		default:
			fail("line %q: want \"> \" (sent) or \"< \" (expected)", l)
			return
		}
	}
	if rest := e.close(); len(rest) > 0 {
		fail("unexpected output at the end:\n%s", strings.Join(rest, "\n"))
	}
}

// volatile are the info fields whose values depend on the machine (and,
// for nodes and hashfull, on the search code): they are not compared.
var volatile = map[string]bool{"nodes": true, "nps": true, "time": true, "hashfull": true}

// lineMatches compares an expected transcript line with an output line:
// exactly, or token by token with the placeholders and volatile info
// fields of doc.go.
func lineMatches(want, got string) bool {
	if want == got {
		return true
	}
	w, g := strings.Fields(want), strings.Fields(got)
	info := len(w) > 0 && len(g) > 0 && w[0] == "info" && g[0] == "info"
	if !info && !strings.Contains(want, "<") {
		return false
	}
	j := 0
	for i := 0; i < len(w); i++ {
		tok := w[i]
		if isPlaceholder(tok) && (tok == "<moves>" || tok == "<text>") {
			if i != len(w)-1 {
				return false
			}
			if tok == "<moves>" {
				if j >= len(g) {
					return false
				}
				for _, m := range g[j:] {
					if _, err := engine.ParseMove(m); err != nil {
						return false
					}
				}
			}
			return true
		}
		if j >= len(g) {
			return false
		}
		switch {
		case info && i > 0 && volatile[w[i-1]] && j > 0 && g[j-1] == w[i-1]:
			if _, err := strconv.ParseInt(g[j], 10, 64); err != nil {
				return false
			}
		case tok == "<n>":
			if _, err := strconv.ParseInt(g[j], 10, 64); err != nil {
				return false
			}
		case tok == "<move>":
			if _, err := engine.ParseMove(g[j]); err != nil {
				return false
			}
		case isPlaceholder(tok):
		case tok != g[j]:
			return false
		}
		j++
	}
	return j == len(g)
}

// isPlaceholder reports whether a token is <word>. The protocol's own
// "<empty>" matches itself this way too.
func isPlaceholder(tok string) bool {
	return len(tok) > 2 && tok[0] == '<' && tok[len(tok)-1] == '>' && !strings.ContainsAny(tok[1:len(tok)-1], "<> ")
}

func TestLineMatches(t *testing.T) {
	cases := []struct {
		want, got string
		ok        bool
	}{
		{"readyok", "readyok", true},
		{"readyok", "uciok", false},
		{"info depth 3 score cp 10 nodes 100 nps 5 time 20 pv A6L", "info depth 3 score cp 10 nodes 99 nps 7000 time 1 pv A6L", true},
		{"info depth 3 score cp 10 nodes 100 pv A6L", "info depth 3 score cp 11 nodes 100 pv A6L", false},
		{"info depth 3 score cp 10 nodes 100 pv A6L", "info depth 3 score cp 10 nodes x pv A6L", false},
		{"info depth <n> score cp <n> pv <moves>", "info depth 3 score cp -10 pv A6L a5R", true},
		{"info depth <n> score cp <n> pv <moves>", "info depth 3 score cp -10 pv", false},
		{"bestmove <move>", "bestmove A6L", true},
		{"bestmove <move>", "bestmove A6L ponder a5R", false},
		{"bestmove <move>", "bestmove X9", false},
		{"id name Bao <version>", "id name Bao dev-cc6dabb0aa75", true},
		{"id name Bao <version>", "id name Bao", false},
		{"info string <text>", "info string anything at all", true},
		{"option name Debug Log File type string default <empty>", "option name Debug Log File type string default <empty>", true},
	}
	for _, c := range cases {
		if got := lineMatches(c.want, c.got); got != c.ok {
			t.Errorf("lineMatches(%q, %q) = %v, want %v", c.want, c.got, got, c.ok)
		}
	}
}
