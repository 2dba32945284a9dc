package protocol

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
)

// TestCutegamesTranscript replays what the cutegames runner sends over a
// whole game of the engine against itself: ugi, setoption, isready,
// uginewgame, query p1turn, position ... moves ..., query gameover and go
// with p1/p2 clocks, and checks that bestmove is always exactly two tokens
// and that the engine keeps to its clock. The test measures wall time
// around a pipe, so a move only loses on time when it overruns by more
// than clockMargin, which holds under -race on a loaded 2-core machine
// (a 159 ms overrun was seen with no margin); an engine that ignores the
// clock overruns by far more.
func TestCutegamesTranscript(t *testing.T) {
	const clockMargin = time.Second
	clock := 3000 * time.Millisecond
	inc := 30 * time.Millisecond
	if testing.Short() {
		clock, inc = 600*time.Millisecond, 10*time.Millisecond
	}
	h := startSession(t)
	h.send("ugi")
	h.until("ugiok", 10*time.Second)
	h.send("setoption name Hash value 8", "setoption name UCI_Variant value kiswahili", "isready")
	h.until("readyok", 10*time.Second)
	h.send("uginewgame", "isready")
	h.until("readyok", 10*time.Second)
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	var moves []string
	times := [2]time.Duration{clock, clock}
	for ply := 0; ply < 400; ply++ {
		pos := "position startpos"
		if len(moves) > 0 {
			pos += " moves " + strings.Join(moves, " ")
		}
		h.send(pos, "query gameover")
		over := h.until("response", 10*time.Second)
		gameOver := over[len(over)-1] == "response true"
		res, _ := r.Outcome(&p)
		if gameOver != (res != engine.NoResult) {
			t.Fatalf("ply %d: query gameover %q, rules say %v", ply, over[len(over)-1], res)
		}
		if gameOver {
			h.send("query result")
			got := h.until("response", 10*time.Second)
			if got[len(got)-1] != "response "+res.String() {
				t.Fatalf("result %q, want %v", got[len(got)-1], res)
			}
			t.Logf("game over after %d plies: %v", ply, res)
			return
		}
		h.send("query p1turn")
		turn := h.until("response", 10*time.Second)
		if want := fmt.Sprintf("response %v", p.Side == engine.South); turn[len(turn)-1] != want {
			t.Fatalf("p1turn %q, want %q", turn[len(turn)-1], want)
		}
		start := time.Now()
		h.send(fmt.Sprintf("go p1time %d p2time %d p1inc %d p2inc %d",
			times[0].Milliseconds(), times[1].Milliseconds(), inc.Milliseconds(), inc.Milliseconds()))
		got := h.until("bestmove", max(times[p.Side], 0)+clockMargin+10*time.Second)
		used := time.Since(start)
		if used > times[p.Side]+clockMargin {
			t.Fatalf("ply %d: lost on time: used %v of %v (+%v margin)", ply, used, times[p.Side], clockMargin)
		}
		// The clock may go below zero within the margin: the engine is
		// then told a clock at or below zero and must move at once.
		times[p.Side] += inc - used
		checkPVs(t, r, p, got)
		f := strings.Fields(got[len(got)-1])
		if len(f) != 2 {
			t.Fatalf("ply %d: bestmove line %q is not two tokens", ply, got[len(got)-1])
		}
		m, err := r.ParseMove(&p, f[1])
		if err != nil {
			t.Fatalf("ply %d: bestmove %s: %v", ply, f[1], err)
		}
		p, _ = r.Play(&p, m)
		moves = append(moves, f[1])
	}
	t.Logf("no result in 400 plies (adjudicated)")
}
