package protocol

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
)

// randomPositions plays random games from the Kiswahili start and returns
// the move lists of n positions on the way.
func randomPositions(t *testing.T, n int) []string {
	t.Helper()
	r := engine.DefaultRules(engine.Kiswahili)
	rng := rand.New(rand.NewPCG(11, 12))
	var out []string
	for len(out) < n {
		p := engine.StartPosition(engine.Kiswahili)
		var moves []string
		for ply := 0; ply < 30; ply++ {
			var ml engine.MoveList
			r.Legal(&p, &ml)
			if ml.N == 0 {
				break
			}
			m := ml.Moves[rng.IntN(ml.N)]
			moves = append(moves, m.String())
			p, _ = r.Play(&p, m)
			if ml2 := (engine.MoveList{}); ply >= 6 && ply%5 == 0 {
				r.Legal(&p, &ml2)
				if ml2.N >= 4 {
					out = append(out, strings.Join(moves, " "))
				}
			}
		}
	}
	return out[:n]
}

func bestmove(t *testing.T, h *harness, pos string, goCmd string) (string, []string) {
	t.Helper()
	h.send("position startpos moves "+pos, goCmd)
	got := h.until("bestmove", time.Minute)
	return strings.Fields(got[len(got)-1])[1], got
}

// TestLevelsPlayLikeWeakerPlayers: the weakest level searches no deeper
// than its depth, plays only among its candidate lines, and does not
// always play what full strength plays at the same depth; the same
// position and level give the same move.
func TestLevelsPlayLikeWeakerPlayers(t *testing.T) {
	weakest := level.All()[0]
	positions := randomPositions(t, 24)
	full := startSession(t)
	full.send(fmt.Sprintf("setoption name MultiPV value %d", weakest.Lines))
	weak := startSession(t)
	weak.send("setoption name Skill Level value 0")
	byElo := startSession(t)
	lo, _ := level.EloRange()
	byElo.send("setoption name UCI_LimitStrength value true", fmt.Sprintf("setoption name UCI_Elo value %d", lo))
	differ := 0
	for _, pos := range positions {
		goCmd := fmt.Sprintf("go depth %d", weakest.Depth)
		_, fullOut := bestmove(t, full, pos, goCmd)
		top := map[string]bool{}
		var best string
		for _, l := range fullOut {
			f := strings.Fields(l)
			for i := 0; i+1 < len(f); i++ {
				if f[i] == "pv" && strings.Contains(l, fmt.Sprintf("depth %d ", weakest.Depth)) {
					top[f[i+1]] = true
					if strings.Contains(l, " multipv 1 ") {
						best = f[i+1]
					}
				}
			}
		}
		m, out := bestmove(t, weak, pos, "go movetime 60000")
		for _, l := range out {
			if strings.HasPrefix(l, "info depth ") && !strings.HasPrefix(l, fmt.Sprintf("info depth %d ", weakest.Depth)) {
				t.Fatalf("the weakest level searched beyond depth %d: %s", weakest.Depth, l)
			}
		}
		if !top[m] {
			t.Errorf("position %q: the weakest level played %s, not one of its %d best lines %v", pos, m, weakest.Lines, top)
		}
		if m != best {
			differ++
		}
		if again, _ := bestmove(t, weak, pos, "go movetime 60000"); again != m {
			t.Errorf("position %q: the same level played %s then %s", pos, m, again)
		}
		if e, _ := bestmove(t, byElo, pos, "go movetime 60000"); e != m {
			t.Errorf("position %q: UCI_Elo %d played %s, Skill Level 0 played %s (the same level)", pos, lo, e, m)
		}
	}
	if differ == 0 {
		t.Errorf("in %d positions the weakest level always played full strength's move", len(positions))
	}
	t.Logf("the weakest level chose another move than the best in %d of %d positions", differ, len(positions))
}

func TestStrengthOptionsDeclared(t *testing.T) {
	h := startSession(t)
	h.send("uci")
	out := strings.Join(h.until("uciok", 10*time.Second), "\n")
	lo, hi := level.EloRange()
	for _, want := range []string{
		"option name UCI_LimitStrength type check default false",
		fmt.Sprintf("option name UCI_Elo type spin default %d min %d max %d", hi, lo, hi),
		"option name Skill Level type spin default 20 min 0 max 20",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("handshake lacks %q", want)
		}
	}
}
