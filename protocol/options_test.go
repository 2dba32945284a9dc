package protocol

import (
	"fmt"
	"strings"
	"testing"

	"github.com/baoengine/bao/search"
)

// runScript runs a whole session over the given input lines and returns
// the session (for its state) and its output lines.
func runScript(t *testing.T, lines ...string) (*Session, []string) {
	t.Helper()
	var out strings.Builder
	s := NewSession(Config{Name: "Bao", Version: "test"}, &out)
	if err := s.Run(strings.NewReader(strings.Join(lines, "\n") + "\n")); err != nil {
		t.Fatalf("run: %v", err)
	}
	return s, strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

// TestHashOptionBounded: a Hash above what the machine can hold (the
// advertised maximum was 65536 on a 24 GiB machine: "fatal error: out of
// memory" at the next isready) is refused with an error and the old size
// is kept; no table is allocated by this test beyond 8 MiB.
func TestHashOptionBounded(t *testing.T) {
	limit := search.MaxHashMiB()
	script := []string{"setoption name Hash value 8", fmt.Sprintf("setoption name Hash value %d", limit+1)}
	if limit < 65536 {
		script = append(script, "setoption name Hash value 65536")
	}
	script = append(script, "isready")
	s, got := runScript(t, script...)
	if n := count(got, "info string error: setoption: option Hash: value"); n != len(script)-2 {
		t.Fatalf("%d errors, want %d:\n%s", n, len(script)-2, strings.Join(got, "\n"))
	}
	if got[len(got)-1] != "readyok" {
		t.Fatalf("no readyok:\n%s", strings.Join(got, "\n"))
	}
	if s.searchOpts.HashMiB != 8 || s.searcher.Options().HashMiB != 8 {
		t.Fatalf("hash %d / %d MiB after refused sizes, want the old 8", s.searchOpts.HashMiB, s.searcher.Options().HashMiB)
	}
	// The handshake advertises exactly the bound that setoption applies.
	_, got = runScript(t, "uci")
	want := fmt.Sprintf("option name Hash type spin default %d min 1 max %d", search.DefaultOptions().HashMiB, limit)
	if !hasPrefix(got, want) {
		t.Fatalf("handshake lacks %q", want)
	}
	if _, got = runScript(t, fmt.Sprintf("setoption name Hash value %d", limit)); len(got) != 1 || got[0] != "" {
		t.Fatalf("the advertised maximum is refused: %q", got)
	}
}

// TestOptionDefaultsAreTheSearchers: the handshake's defaults are those of
// search.DefaultOptions, not copies that could drift.
func TestOptionDefaultsAreTheSearchers(t *testing.T) {
	d := search.DefaultOptions()
	_, got := runScript(t, "uci")
	for _, want := range []string{
		fmt.Sprintf("option name Hash type spin default %d ", d.HashMiB),
		fmt.Sprintf("option name Threads type spin default %d ", d.Threads),
		fmt.Sprintf("option name MultiPV type spin default %d ", d.MultiPV),
		fmt.Sprintf("option name MoveOverhead type spin default %d ", d.MoveOverhead.Milliseconds()),
		fmt.Sprintf("option name SearchAlgorithm type combo default %s ", d.Algorithm),
	} {
		if !hasPrefix(got, want) {
			t.Errorf("handshake lacks %q", want)
		}
	}
}

// TestEvalCacheBoundedWithThreadsAndHash: EvalCache is per thread, so
// Threads 256 with EvalCache 1024 asked for 256 GiB and isready died
// ("fatal error: out of memory") or never answered. The table and the
// caches together are bounded by search.MaxHashMiB, as Hash alone is:
// whichever of Hash, Threads and EvalCache is set last and would pass the
// bound is refused with an error naming the total and the bound, and the
// old value is kept. Nothing large is allocated: no isready follows an
// accepted large size.
func TestEvalCacheBoundedWithThreadsAndHash(t *testing.T) {
	limit := search.MaxHashMiB()
	if limit < 1024+16 || limit/256+1 > 1024 {
		t.Skipf("bound %d MiB: the cases below need 1040..262143", limit)
	}
	perThread := limit/256 + 1 // 256 threads with this much pass the bound
	bound := fmt.Sprintf("above the bound of %d MiB", limit)
	cases := []struct {
		script         []string
		option         string // the one refused
		total          int
		hash, thr, ech int // the options kept
	}{
		{[]string{"setoption name Threads value 256", fmt.Sprintf("setoption name EvalCache value %d", perThread)},
			"EvalCache", 16 + 256*perThread, 16, 256, 0},
		{[]string{"setoption name EvalCache value 1024", "setoption name Threads value 256"},
			"Threads", 16 + 256*1024, 16, 1, 1024},
		{[]string{"setoption name Threads value 256", "setoption name EvalCache value 1", fmt.Sprintf("setoption name Hash value %d", limit)},
			"Hash", limit + 256, 16, 256, 1},
	}
	for _, c := range cases {
		s, got := runScript(t, c.script...)
		want := fmt.Sprintf("info string error: setoption: option %s: value ", c.option)
		if len(got) != 1 || !strings.HasPrefix(got[0], want) || !strings.Contains(got[0], fmt.Sprintf("= %d MiB", c.total)) || !strings.Contains(got[0], bound) {
			t.Errorf("%q:\n%s\nwant one error %q... naming %d MiB and the bound", c.script, strings.Join(got, "\n"), want, c.total)
		}
		o := s.searchOpts
		if o.HashMiB != c.hash || o.Threads != c.thr || o.EvalCache != c.ech {
			t.Errorf("%q: Hash %d Threads %d EvalCache %d kept, want %d %d %d", c.script, o.HashMiB, o.Threads, o.EvalCache, c.hash, c.thr, c.ech)
		}
	}
	// The largest total within the bound is taken.
	if _, got := runScript(t, "setoption name Threads value 256", fmt.Sprintf("setoption name EvalCache value %d", (limit-16)/256)); len(got) != 1 || got[0] != "" {
		t.Errorf("a total within the bound is refused: %q", got)
	}
}
