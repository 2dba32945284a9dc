package engine

import (
	"math/rand/v2"
	"testing"
)

// randomPosition returns a position with the 64 seeds spread at random:
// hands in half the positions, and piles of up to all the board's seeds
// in a few holes, so that handfuls of 16 and more (whole laps) are common.
// Ownership, the takasia hole and the side to move are random too. It is
// not always a position a game can reach, but the sowing must not care.
func randomPosition(rng *rand.Rand) Position {
	var p Position
	left := TotalSeeds
	if rng.IntN(2) == 0 {
		for s := range p.Store {
			p.Store[s] = uint8(rng.IntN(MaxHand + 1))
			left -= int(p.Store[s])
		}
	}
	for left > 0 {
		i := rng.IntN(32)
		n := 1
		switch rng.IntN(4) {
		case 0:
			n = 1 + rng.IntN(left)
		case 1:
			n = 1 + rng.IntN(min(left, 4))
		}
		p.Pits[i] += uint8(n)
		left -= n
	}
	p.Side = Side(rng.IntN(2))
	for s := South; s <= North; s++ {
		if p.Pits[MakePit(s, nyumbaLocal)] > 0 && rng.IntN(2) == 0 {
			p.Flags |= 1 << s
		}
	}
	p.Blocked = NoPit
	if rng.IntN(3) == 0 {
		p.Blocked = MakePit(Side(rng.IntN(2)), rng.IntN(8))
	}
	p.Key = p.ComputeKey()
	return p
}

// sowConfigs are the rules the sowing comparison runs under: every
// playout configuration, and lap limits low enough to be reached.
func sowConfigs() []Rules {
	out := playoutConfigs()
	for _, lim := range []int{1, 7, 100} {
		r := DefaultRules(Kujifunza)
		r.InfiniteMoveLapLimit = lim
		out = append(out, r)
	}
	return out
}

// TestSowLapsMatchSeeds holds playMove (whole laps and runs of holes at
// once, in packed words) to playMoveSeeds (one seed at a time) on random
// positions with huge handfuls, for every start hole, direction, safari
// mark and both kinds of move: the same result and the same position.
func TestSowLapsMatchSeeds(t *testing.T) {
	positions := 20000
	if testing.Short() {
		positions = 2000
	}
	rng := rand.New(rand.NewPCG(12, 34))
	configs := sowConfigs()
	var moves, infinite, cycles, wholeLaps, captures int
	for i := 0; i < positions; i++ {
		p := randomPosition(rng)
		r := &configs[i%len(configs)]
		for l := 0; l < 16; l++ {
			pit := MakePit(p.Side, l)
			// A namua move puts a seed into a front hole; an mtaji move
			// lifts a hole with seeds.
			if p.Namua() && l >= 8 || !p.Namua() && p.Pits[pit] == 0 {
				continue
			}
			wholeLaps += int(p.Pits[pit]) / 16
			for _, m := range [...]Move{NewMove(pit, false, false), NewMove(pit, true, false), NewMove(pit, false, true), NewMove(pit, true, true)} {
				for _, capturing := range [...]bool{false, true} {
					fast, plain := p, p
					a := r.playMove(&p, &fast, m, capturing)
					b := r.playMoveSeeds(&plain, m, capturing, nil)
					if r.playMove(&p, nil, m, capturing) != a {
						t.Fatalf("%s move %v capturing %v: without a destination the result differs", &p, m, capturing)
					}
					if a != b || fast != plain {
						t.Fatalf("%s move %v capturing %v (lap limit %d):\nlaps at once %+v %s\nseed by seed %+v %s",
							&p, m, capturing, r.InfiniteMoveLapLimit, a, &fast, b, &plain)
					}
					moves++
					if a.infinite {
						infinite++
						if r.InfiniteMoveLapLimit >= 5000 {
							cycles++ // found by the cycle test, not the lap limit
						}
					}
					if a.captured != 0 {
						captures++
					}
				}
			}
		}
	}
	t.Logf("%d positions, %d moves compared: %d never-ending (%d found as cycles), %d capturing, %d whole laps in first handfuls",
		positions, moves, infinite, cycles, captures, wholeLaps)
	if cycles < 20 || captures < 1000 || wholeLaps < 1000 {
		t.Fatalf("too few cycles (%d), captures (%d) or whole laps (%d): the test checks little", cycles, captures, wholeLaps)
	}
}

// TestSowNeverEndingExamples runs the never-ending moves of rules.md 6.7
// and 6.11 through both sowings: both must find them never-ending, and
// under lap limits below and above their detection they must agree.
func TestSowNeverEndingExamples(t *testing.T) {
	cases := []struct {
		v          Variant
		board      string
		rest, move string
	}{
		{Kiswahili, "0 0 0 0 0 0 0 0 | 0 0 0 0 9 0 0 1 | 1 6 3 1 0 5 4 0 | 2 1 0 5 0 3 0 1", "11,11 S - -", "A3L"},
		{Kujifunza, "6 0 6 0 6 2 1 2 | 3 0 5 0 5 2 11 1 | 1 0 0 0 0 0 0 0 | 0 1 3 0 1 4 1 3", "0,0 N - -", "a3L"},
	}
	for _, c := range cases {
		p := mustPos(t, c.v, c.board, c.rest)
		m := mustMove(t, c.move)
		for _, lim := range []int{50, 300, 5000, DefaultLapLimit} {
			r := DefaultRules(c.v)
			r.InfiniteMoveLapLimit = lim
			fast, plain := p, p
			a := r.playMove(&p, &fast, m, false)
			b := r.playMoveSeeds(&plain, m, false, nil)
			if !a.infinite || a != b || fast != plain {
				t.Fatalf("%v %s lap limit %d: laps at once %+v, seed by seed %+v", c.v, c.move, lim, a, b)
			}
		}
	}
}
