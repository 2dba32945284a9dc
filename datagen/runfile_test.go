package datagen

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
)

func TestRunFileAppendsAndReports(t *testing.T) {
	out := filepath.Join(t.TempDir(), "data.bin")
	// One record a run wrote, then three bytes of a record it was killed
	// writing.
	one := Sample{Variant: engine.Kete, Pos: engine.StartPosition(engine.Kete)}
	data := make([]byte, RecordSize, RecordSize+3)
	one.Encode(data)
	if err := os.WriteFile(out, append(data, "cut"...), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(2)
	cfg.Variants = []engine.Variant{engine.Kete}
	var w, log bytes.Buffer
	st, err := RunFile(context.Background(), cfg, out, 0, &w, &log)
	if err != nil {
		t.Fatal(err)
	}
	if want := "datagen: " + out + " ended in a cut record (a killed run): dropped its 3 bytes\n"; log.String() != want {
		t.Errorf("log %q, want %q", log.String(), want)
	}
	header := "Datagen: kete, 300 nodes a move, seed 11, stop at 2 games, 1 thread(s) -> " + out + "\n"
	if !strings.HasPrefix(w.String(), header) {
		t.Errorf("output %q does not start with %q", w.String(), header)
	}
	summary := regexp.MustCompile(`(?m)^Games           : 2 \(South won \d+, North won \d+, drawn at the move limit \d+\)\nPositions       : (\d+)\nTime            : .+\nPositions/second: \d+\n\z`)
	if !summary.MatchString(w.String()) {
		t.Errorf("summary missing or malformed:\n%s", w.String())
	}
	samples, partial, err := ReadFile(out)
	if err != nil || partial != 0 || int64(len(samples)) != 1+st.Positions || st.Positions == 0 {
		t.Errorf("file: %d samples, partial %d, %v; the first record and the run's %d", len(samples), partial, err, st.Positions)
	}
}

func TestRunFileRefusesAMissingFolder(t *testing.T) {
	out := filepath.Join(t.TempDir(), "no", "data.bin")
	var w, log bytes.Buffer
	if _, err := RunFile(context.Background(), testConfig(1), out, 0, &w, &log); err == nil || !strings.HasPrefix(err.Error(), "datagen: out: ") {
		t.Errorf("error %v, want datagen: out: ...", err)
	}
	if w.Len() != 0 {
		t.Errorf("output before the file opened: %q", w.String())
	}
}

func TestTargetText(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{}, "until Ctrl-C"},
		{Config{Games: 10, Shard: shard.Shard{Index: 1, Count: 2}}, "stop at 5 games"},
		{Config{Games: 10, Positions: 100}, "stop at 10 games or 100 positions"},
	} {
		if got := c.cfg.targetText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.cfg, got, c.want)
		}
	}
}

func TestProgressLine(t *testing.T) {
	st := Stats{Games: 2, Positions: 100, Elapsed: 10 * time.Second}
	cfg := Config{}
	if got, want := cfg.progressLine(st), "datagen: 10s games 2 positions 100 (10/s)"; got != want {
		t.Errorf("no target: %q, want %q", got, want)
	}
	cfg.Games = 8
	if got, want := cfg.progressLine(st), "datagen: 10s games 2 positions 100 (10/s) 25.0% ETA 30s"; got != want {
		t.Errorf("a quarter done: %q, want %q", got, want)
	}
}
