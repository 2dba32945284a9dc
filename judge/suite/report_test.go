package suite

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

func TestSettings(t *testing.T) {
	def := Settings(0, 0)
	if len(def) != 3 || def[0].Name != "depth 1" || def[1].Limits.Depth != 3 || def[2].Limits.Nodes != 300 {
		t.Errorf("default settings %+v", def)
	}
	one := Settings(6, 5000)
	if len(one) != 1 || one[0].Name != "depth 6 or 5000 nodes" || one[0].Limits.Depth != 6 || one[0].Limits.Nodes != 5000 {
		t.Errorf("one setting %+v", one)
	}
}

// smallSuite writes the first n Kujifunza built-in entries to a file.
func smallSuite(t *testing.T, n int) (string, []Entry) {
	t.Helper()
	entries, err := Builtin(engine.Kujifunza)
	if err != nil {
		t.Fatal(err)
	}
	entries = entries[:n]
	file := filepath.Join(t.TempDir(), "small.txt")
	var buf bytes.Buffer
	if err := Write(&buf, []string{"a test suite"}, entries); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return file, entries
}

func TestLoad(t *testing.T) {
	file, entries := smallSuite(t, 3)
	suites, err := Load(file, []engine.Variant{engine.Kete})
	if err != nil || len(suites) != 1 || len(suites[engine.Kujifunza]) != 3 || suites[engine.Kujifunza][1].Pos != entries[1].Pos {
		t.Errorf("from a file: %v %v", suites, err)
	}
	suites, err = Load("", []engine.Variant{engine.Kete})
	if err != nil || len(suites) != 1 || len(suites[engine.Kete]) == 0 {
		t.Errorf("built-in kete: %d variants, %v", len(suites), err)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "none.txt"), nil); err == nil || !strings.HasPrefix(err.Error(), "suite: ") {
		t.Errorf("missing file: %v", err)
	}
}

func TestReportWrite(t *testing.T) {
	_, entries := smallSuite(t, 2)
	settings := []Setting{{"oracle", search.Limits{Depth: 1}}, {"wrong", search.Limits{Depth: 2}}}
	r := Report{
		Variants: []engine.Variant{engine.Kete, engine.Kujifunza},
		Suites:   map[engine.Variant][]Entry{engine.Kujifunza: entries},
		Settings: settings,
		Misses:   true,
		Chooser: func(s Setting) Chooser {
			if s.Name == "oracle" {
				return func(e *Entry) (engine.Move, score.Score) { return e.Win[0], 0 }
			}
			return func(e *Entry) (engine.Move, score.Score) { return e.Lose[0], 7 }
		},
	}
	var out bytes.Buffer
	if err := r.Write(&out); err != nil {
		t.Fatal(err)
	}
	random := 0.0
	for _, e := range entries {
		random += float64(len(e.Win)) / float64(len(e.Win)+len(e.Lose))
	}
	want := fmt.Sprintf("variant    positions   random     oracle      wrong\n"+
		"kujifunza          2 %7.1f%%     100.0%%       0.0%%\n"+
		"kujifunza: losing moves played with wrong:\n"+
		"  line %d: %s plays %v (score 7); winning: %s\n"+
		"  line %d: %s plays %v (score 7); winning: %s\n",
		100*random/2, entries[0].Line, entries[0].Pos.String(), entries[0].Lose[0], movesText(entries[0].Win),
		entries[1].Line, entries[1].Pos.String(), entries[1].Lose[0], movesText(entries[1].Win))
	if out.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", out.String(), want)
	}

	// A proven-win score with a losing move contradicts the solver.
	r.Misses = false
	r.Chooser = func(Setting) Chooser {
		return func(e *Entry) (engine.Move, score.Score) { return e.Lose[0], score.WinIn(5) }
	}
	out.Reset()
	err := r.Write(&out)
	if err == nil || !strings.Contains(err.Error(), "kujifunza, oracle: 2 proven-win scores with a losing move, 0 proven-loss scores") {
		t.Errorf("contradiction: %v", err)
	}
	r.Variants = []engine.Variant{engine.Kete}
	out.Reset()
	if err := r.Write(&out); err == nil || err.Error() != "suite: no positions of kete in the suite" || out.Len() != 0 {
		t.Errorf("no positions: %v, output %q; want the error and no table header", err, out.String())
	}
}

// TestReportSearches measures with the searcher itself (no Chooser).
func TestReportSearches(t *testing.T) {
	_, entries := smallSuite(t, 3)
	r := Report{Variants: []engine.Variant{engine.Kujifunza}, Suites: map[engine.Variant][]Entry{engine.Kujifunza: entries},
		Settings: Settings(1, 0), Options: search.DefaultOptions()}
	r.Options.HashMiB = 1
	var out bytes.Buffer
	if err := r.Write(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.HasSuffix(lines[0], "   depth 1") || !strings.HasPrefix(lines[1], "kujifunza          3 ") {
		t.Errorf("table:\n%s", out.String())
	}
}

// TestReportWriteContextStops: a cancellation while a row is measured
// leaves the rows printed before it complete and that row out, and the
// error wraps the context's; a search the cancellation cuts short does
// not count, even in the row's last position.
func TestReportWriteContextStops(t *testing.T) {
	_, entries := smallSuite(t, 2)
	for _, stopAt := range []int{1, 2} { // the kujifunza row's first or last position
		ctx, cancel := context.WithCancel(context.Background())
		played := 0
		r := Report{
			Variants: []engine.Variant{engine.Kete, engine.Kujifunza},
			Suites:   map[engine.Variant][]Entry{engine.Kete: entries, engine.Kujifunza: entries},
			Settings: []Setting{{"oracle", search.Limits{Depth: 1}}},
			Chooser: func(Setting) Chooser {
				return func(e *Entry) (engine.Move, score.Score) {
					if played++; played == len(entries)+stopAt {
						cancel()
					}
					return e.Win[0], 0
				}
			},
		}
		var out bytes.Buffer
		err := r.WriteContext(ctx, &out)
		want := "variant    positions   random     oracle\nkete               2 "
		if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "stopped while measuring kujifunza with oracle") {
			t.Errorf("stop at %d: error %v, want context.Canceled while measuring kujifunza", stopAt, err)
		}
		if lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"); len(lines) != 2 || !strings.HasPrefix(out.String(), want) {
			t.Errorf("stop at %d: table:\n%s\nwant the header and the kete row only", stopAt, out.String())
		}
		if played != len(entries)+stopAt {
			t.Errorf("stop at %d: %d positions played, want %d", stopAt, played, len(entries)+stopAt)
		}
		cancel()
	}
}

// TestSearchChooserContextStops: a search whose context is done stops
// after its first iteration, whatever the depth limit.
func TestSearchChooserContextStops(t *testing.T) {
	_, entries := smallSuite(t, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	opts := search.DefaultOptions()
	opts.HashMiB = 1
	m, _ := SearchChooserContext(ctx, opts, search.Limits{Depth: 60})(&entries[0])
	if !entries[0].Wins(m) && !slices.Contains(entries[0].Lose, m) {
		t.Errorf("move %v is not one of the position's legal moves", m)
	}
}
