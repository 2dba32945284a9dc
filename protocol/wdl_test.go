package protocol

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// TestShowWDL checks that with UCI_ShowWDL every info line carries the
// win chance of eval.WinProbability for the game's variant, with no draw
// and the loss chance as the rest.
func TestShowWDL(t *testing.T) {
	for _, v := range engine.Variants {
		h := startSession(t)
		h.send("uci", "setoption name UCI_ShowWDL value true", "setoption name UCI_Variant value "+v.String(),
			"position startpos", "go depth 3")
		lines := h.until("bestmove", 20*time.Second)
		n := 0
		for _, l := range lines {
			if !strings.HasPrefix(l, "info depth") {
				continue
			}
			f := strings.Fields(l)
			var cp, w, d, lo int
			hasCP, hasWDL := false, false
			for i := 0; i+1 < len(f); i++ {
				switch f[i] {
				case "cp":
					cp, _ = strconv.Atoi(f[i+1])
					hasCP = true
				case "wdl":
					if i+3 >= len(f) {
						t.Fatalf("%v: short wdl in %q", v, l)
					}
					w, _ = strconv.Atoi(f[i+1])
					d, _ = strconv.Atoi(f[i+2])
					lo, _ = strconv.Atoi(f[i+3])
					hasWDL = true
				}
			}
			if !hasWDL {
				t.Fatalf("%v: no wdl in %q", v, l)
			}
			if !hasCP {
				continue // a mate score: 1000 or 0
			}
			want := int(math.Round(1000 * eval.WinProbability(v, cp)))
			if w != want || d != 0 || w+lo != 1000 {
				t.Errorf("%v: %q: wdl %d %d %d, want %d 0 %d", v, l, w, d, lo, want, 1000-want)
			}
			n++
		}
		if n == 0 {
			t.Errorf("%v: no info line with a centi-seed score", v)
		}
	}
}

func TestWDLWinProvenResults(t *testing.T) {
	if got := wdlWin(engine.Kiswahili, 29990); got != 1000 {
		t.Errorf("a won score: %d per mille", got)
	}
	if got := wdlWin(engine.Kete, -29990); got != 0 {
		t.Errorf("a lost score: %d per mille", got)
	}
}
