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
