package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeSkipsCutOffRecord: a shard whose last record was cut off
// anywhere (in its tags, its moves or its result token), as kill -9 in
// the middle of a write leaves it, merges without that game and with a
// warning naming the file; a broken record that is not at the end of its
// file is still an error.
func TestMergeSkipsCutOffRecord(t *testing.T) {
	c, pgn := testConfig(t, 4, "builtin=greedy", "builtin=random")
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	whole := pgn.String()
	first := whole[:strings.Index(whole[1:], "\n[Event ")+2] // the first record, blank line included
	dir := t.TempDir()
	res := strings.LastIndex(first, "1-0")
	if res < 0 {
		res = strings.LastIndex(first, "0-1")
	}
	cuts := map[string]int{
		"in the first tag":  3,
		"after a tag line":  strings.Index(first, "\n") + 1,
		"in the moves":      strings.Index(first, "\n\n") + 10,
		"before the result": res,
		"in the result":     res + 2,
	}
	for what, at := range cuts {
		file := filepath.Join(dir, "shard.pgn")
		if err := os.WriteFile(file, []byte(whole+first[:at]), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn bytes.Buffer
		m, err := MergeWarn([]string{file}, &warn)
		if err != nil {
			t.Errorf("cut %s: %v", what, err)
			continue
		}
		if len(m.Games) != 4 || m.Tally.Games != 4 {
			t.Errorf("cut %s: %d games, want the 4 whole ones", what, len(m.Games))
		}
		if !strings.Contains(warn.String(), "shard.pgn: game 5 is cut off") {
			t.Errorf("cut %s: warning %q", what, warn.String())
		}
	}
	// A cut record followed by whole ones is corruption, not a cut-off.
	file := filepath.Join(dir, "broken.pgn")
	os.WriteFile(file, []byte(first[:strings.Index(first, "\n\n")+6]+"\n\n"+whole), 0o644) // "1. A6", no result
	if _, err := MergeWarn([]string{file}, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "broken.pgn: game 1") {
		t.Errorf("a broken record before whole ones: %v, want an error naming it", err)
	}
}
