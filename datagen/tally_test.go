package datagen

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// TestTally counts hand-made samples and checks the table's figures.
func TestTally(t *testing.T) {
	kete := engine.StartPosition(engine.Kete)
	at := func(ply uint16, result int8, score int16) Sample {
		p := kete
		p.Ply = ply
		return Sample{Variant: engine.Kete, Pos: p, Result: result, Score: score}
	}
	var tally Tally
	tally.Add([]Sample{at(10, 1, 50), at(20, -1, int16(int(score.Win)-3))})
	tally.Add([]Sample{at(30, 0, -20), at(40, 1, 0)})
	c := tally[engine.Kete]
	want := VariantTally{Samples: 4, Won: 2, Lost: 1, Drawn: 1, WinScores: 1, Plies: 100, MinPly: 10, MaxPly: 40}
	if c != want {
		t.Fatalf("kete: %+v, want %+v", c, want)
	}
	table := tally.Table()
	lines := strings.Split(strings.TrimSpace(table), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "variant") || strings.Contains(table, "kiswahili") {
		t.Fatalf("a line per variant with samples:\n%s", table)
	}
	if f := strings.Fields(lines[1]); strings.Join(f, " ") != "kete 4 50.0% 25.0% 25.0% 25.0% 10/25/40" {
		t.Errorf("kete line %q", lines[1])
	}
}
