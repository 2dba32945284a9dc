package suite

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestBuildFiles writes a small Kujifunza suite file: its header says
// what it holds (the library's words), it parses back to the reported
// positions, and the callbacks see the build; a Header of the caller's
// heads the file in their place.
func TestBuildFiles(t *testing.T) {
	cfg := DefaultConfig(engine.Kujifunza)
	cfg.Count, cfg.Nodes, cfg.SolveNodes, cfg.HashMiB = 3, 500, 50_000, 8
	dir := t.TempDir()
	var done []Written
	progress := 0
	err := BuildFiles(context.Background(), Files{Configs: []Config{cfg}, Dir: dir, Threads: 2,
		Progress: func(v engine.Variant, st Stats) {
			if v != engine.Kujifunza || st.Tried == 0 {
				t.Errorf("progress of %v: %+v", v, st)
			}
			progress++
		},
		Done: func(w Written) { done = append(done, w) }})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "kujifunza.txt")
	if len(done) != 1 || done[0].File != file || done[0].Positions != 3 || done[0].Stats.Kept != 3 || progress < 3 {
		t.Fatalf("done %+v after %d progress calls", done, progress)
	}
	if done[0].RandomRate <= 0 || done[0].RandomRate > cfg.MaxWinShare {
		t.Errorf("random rate %.3f", done[0].RandomRate)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"# Bao la Kujifunza: positions proven won",
		"# by proving its child. Line: BFEN | variant | winning moves | losing moves.\n# From ",
		"3 kept, dropped",
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the file lacks %q:\n%s", want, data)
		}
	}
	entries, err := Parse(strings.NewReader(string(data)), file)
	if err != nil || len(entries) != 3 {
		t.Fatalf("read back: %d entries, %v", len(entries), err)
	}
	header := func(c Config) []string { return []string{c.Heading(), "made by the test"} }
	headed := t.TempDir()
	if err := BuildFiles(context.Background(), Files{Configs: []Config{cfg}, Dir: headed, Threads: 1, Header: header}); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(headed, "kujifunza.txt")); err != nil || !strings.HasPrefix(string(data), "# Bao la Kujifunza: positions proven won for the side to move, every legal move labelled\n# made by the test\n# From ") {
		t.Errorf("the caller's header: %v\n%s", err, data)
	}
	// Cancelled: a build with fewer positions than a file holds leaves
	// the file as it was, and makes no file for a variant with none.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	other := cfg
	other.Variant = engine.Kete
	done = nil
	if err := BuildFiles(ctx, Files{Configs: []Config{cfg, other}, Dir: dir, Threads: 1, Done: func(w Written) { done = append(done, w) }}); err != nil {
		t.Fatal(err)
	}
	if after, err := os.ReadFile(file); err != nil || string(after) != string(data) {
		t.Errorf("cancelled build changed %s: %v\n%s", file, err, after)
	}
	if _, err := os.Stat(filepath.Join(dir, "kete.txt")); !os.IsNotExist(err) {
		t.Errorf("cancelled build made kete.txt: %v", err)
	}
	if len(done) != 2 || !done[0].Kept || !done[1].Kept || done[0].OnDisk+done[1].OnDisk != 3 {
		t.Errorf("cancelled build reported %+v", done)
	}
	// A folder that does not exist is an error naming the file.
	one := cfg
	one.Count = 1
	err = BuildFiles(context.Background(), Files{Configs: []Config{one}, Dir: filepath.Join(dir, "none"), Threads: 1})
	if err == nil || !strings.Contains(err.Error(), "kujifunza.txt") {
		t.Errorf("missing folder: %v", err)
	}
}

// TestPositionsIn: the count that decides whether an interrupted build
// may replace a file.
func TestPositionsIn(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.txt")
	if n := positionsIn(file); n != 0 {
		t.Errorf("missing file: %d", n)
	}
	os.WriteFile(file, []byte("# header\n\nA | b\n  C | d  \n# end\n"), 0o644)
	if n := positionsIn(file); n != 2 {
		t.Errorf("two lines: %d", n)
	}
	if n := positionsIn(dir); n != math.MaxInt {
		t.Errorf("unreadable: %d", n)
	}
}

func TestForVariants(t *testing.T) {
	cfg := DefaultConfig(engine.Kiswahili)
	cfg.Count = 7
	configs := ForVariants(cfg, []engine.Variant{engine.Kete, engine.Kujifunza})
	if len(configs) != 2 || configs[0].Variant != engine.Kete || configs[1].Variant != engine.Kujifunza ||
		configs[0].Count != 7 || configs[1].Count != 7 {
		t.Errorf("configs %+v", configs)
	}
}
