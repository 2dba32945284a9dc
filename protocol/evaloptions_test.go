package protocol

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/eval"
)

// writeTestNet writes a small net with arbitrary weights to dir and
// returns its path.
func writeTestNet(t *testing.T, dir, name string, bias float32) string {
	t.Helper()
	np, err := eval.NewNetParams(16, 8)
	if err != nil {
		t.Fatal(err)
	}
	for i := range np.W1 {
		np.W1[i] = float32(i%7-3) * 0.05
	}
	for i := range np.B1 {
		np.B1[i] = 0.5
	}
	for i := range np.W2 {
		np.W2[i] = float32(i%5-2) * 0.1
	}
	for i := range np.W3 {
		np.W3[i] = float32(i%3-1) * 0.5
	}
	np.B3 = bias
	path := filepath.Join(dir, name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := eval.WriteNet(f, np); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// lineWith returns the first line starting with prefix.
func lineWith(lines []string, prefix string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func TestEvalOptions(t *testing.T) {
	dir := t.TempDir()
	good := writeTestNet(t, dir, "good.net", 0.25)
	damaged := filepath.Join(dir, "damaged.net")
	b, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	b[100] ^= 1
	if err := os.WriteFile(damaged, b, 0o644); err != nil {
		t.Fatal(err)
	}

	h := startSession(t)
	h.send("uci")
	got := h.until("uciok", 5*time.Second)
	for _, want := range []string{
		"option name Eval type combo default net var hand var net",
		"option name EvalFile type string default <empty>",
	} {
		if lineWith(got, want) != want {
			t.Fatalf("uci: no %q in\n%s", want, strings.Join(got, "\n"))
		}
	}

	// By default the search uses the embedded net; eval shows the hand
	// evaluation's terms too.
	h.send("eval")
	got = h.until("Net evaluation:", 5*time.Second)
	if l := got[len(got)-1]; !strings.Contains(l, "embedded") || !strings.HasSuffix(l, "the search uses: net") {
		t.Fatalf("eval: %q", l)
	}
	h.send("setoption name Eval value hand", "eval")
	got = h.until("Net evaluation:", 5*time.Second)
	if l := got[len(got)-1]; !strings.HasSuffix(l, "the search uses: hand") {
		t.Fatalf("eval after Eval hand: %q", l)
	}

	// A net file, then the net in use.
	h.send("setoption name EvalFile value "+good, "setoption name Eval value net", "eval")
	got = h.until("Net evaluation:", 5*time.Second)
	l := got[len(got)-1]
	if !strings.Contains(l, good) || !strings.HasSuffix(l, "the search uses: net") || hasPrefix(got, "info string error") {
		t.Fatalf("eval after loading %s: %q", good, got)
	}
	goodLine := l

	// A missing and a damaged file are errors; the previous net stays.
	for _, bad := range []string{filepath.Join(dir, "missing.net"), damaged} {
		h.send("setoption name EvalFile value " + bad)
		got = h.sync()
		if !hasPrefix(got, "info string error: setoption: option EvalFile:") || !strings.Contains(strings.Join(got, "\n"), "keeping the previous net") {
			t.Fatalf("setoption EvalFile %s: %q", bad, got)
		}
		h.send("eval")
		if got := h.until("Net evaluation:", 5*time.Second); got[len(got)-1] != goodLine {
			t.Fatalf("after a bad EvalFile: %q, want %q", got[len(got)-1], goodLine)
		}
	}
	if got := lineWith(h.sync(), "info string error"); got != "" {
		t.Fatalf("unexpected %q", got)
	}

	// The search runs with the net: a fixed-depth search finishes with a
	// move and the same node count twice (determinism).
	nodes := func() string {
		h.send("ucinewgame", "position startpos moves A6L a5R", "go depth 5")
		got := h.until("bestmove", 30*time.Second)
		last := ""
		for _, l := range got {
			if strings.HasPrefix(l, "info depth 5 ") {
				last = l
			}
		}
		if last == "" || got[len(got)-1] == "bestmove 0000" {
			t.Fatalf("go depth 5 with the net: %q", got)
		}
		f := strings.Fields(last)
		for i, w := range f {
			if w == "nodes" {
				return f[i+1]
			}
		}
		t.Fatalf("no nodes in %q", last)
		return ""
	}
	withNet := nodes()
	if again := nodes(); again != withNet {
		t.Fatalf("net search: %s nodes, then %s", withNet, again)
	}
	h.send("setoption name Eval value hand")
	withHand := nodes()
	if withHand == withNet {
		t.Errorf("the hand and the net evaluation searched the same %s nodes: is the net used?", withNet)
	}

	// An empty EvalFile is the embedded net again.
	h.send("setoption name EvalFile value <empty>", "eval")
	if l := h.until("Net evaluation:", 5*time.Second); !strings.Contains(l[len(l)-1], "embedded") {
		t.Fatalf("after EvalFile <empty>: %q", l)
	}
}

// TestEvalFileErrorQuotesNothing: an EvalFile that is not a net file was
// refused with its first bytes in the error ("magic \"root:x:0\"" for
// /etc/passwd), telling a GUI, or a web page's user, what the file holds.
// The error now says what was expected, not what was found.
func TestEvalFileErrorQuotesNothing(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(dir, "passwd")
	if err := os.WriteFile(secret, []byte("root:x:0:0:root:/root:/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startSession(t)
	h.send("setoption name EvalFile value " + secret)
	got := strings.Join(h.sync(), "\n")
	if !strings.Contains(got, "info string error: setoption: option EvalFile:") || !strings.Contains(got, "not a Bao net file") {
		t.Fatalf("got %q, want an error naming the file as no net", got)
	}
	if strings.Contains(got, "root") || strings.Contains(got, ":x:") {
		t.Errorf("the error quotes the file: %q", got)
	}
}
