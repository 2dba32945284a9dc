package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// randomPositions plays seeded random games in every variant and returns
// the positions met.
func randomPositions(n int) ([]engine.Position, []engine.Rules) {
	rng := rand.New(rand.NewPCG(1, 2))
	var ps []engine.Position
	var rs []engine.Rules
	var ch engine.Children
	for len(ps) < n {
		v := engine.Variants[rng.IntN(len(engine.Variants))]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < 200; ply++ {
			ps = append(ps, p)
			rs = append(rs, r)
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return ps, rs
}

func TestFlipSymmetry(t *testing.T) {
	ps, rs := randomPositions(20000)
	for i := range ps {
		p := &ps[i]
		q := p.Flip()
		if a, b := Evaluate(&rs[i], p), Evaluate(&rs[i], &q); a != b {
			t.Fatalf("%v: Evaluate = %d, of the flipped position %d", p, a, b)
		}
	}
}

func TestTraceSumsToEvaluate(t *testing.T) {
	ps, rs := randomPositions(3000)
	for i := range ps {
		p := &ps[i]
		v := 0
		for _, term := range Trace(&rs[i], p) {
			v += term.South - term.North
		}
		if p.Side == engine.North {
			v = -v
		}
		if e := Evaluate(&rs[i], p); e != v {
			t.Fatalf("%v: trace sums to %d, Evaluate %d", p, v, e)
		}
	}
}

// TestThreatsMatchGenerator checks the first-lap capture helper against
// the move generator: in mtaji, the side to move has a capture target iff
// some legal move reduces the opponent's seeds.
func TestThreatsMatchGenerator(t *testing.T) {
	ps, rs := randomPositions(20000)
	var ch engine.Children
	checked := 0
	for i := range ps {
		p := &ps[i]
		r := &rs[i]
		if p.Store[p.Side] != 0 || p.Blocked != engine.NoPit || p.FrontEmpty(0) || p.FrontEmpty(1) {
			continue
		}
		r.Generate(p, &ch)
		if ch.N == 0 {
			continue
		}
		opp := p.Side.Other()
		capture := false
		for j := 0; j < ch.N; j++ {
			if ch.List[j].Pos.Seeds(opp) < p.Seeds(opp) {
				capture = true
			}
		}
		if got := captureTargets(p, p.Side) != 0; got != capture {
			t.Fatalf("%v: captureTargets says %v, generator %v", p, got, capture)
		}
		checked++
	}
	if checked < 1000 {
		t.Fatalf("only %d mtaji positions checked", checked)
	}
}

func TestEvaluateAllocs(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	if n := testing.AllocsPerRun(100, func() { Evaluate(&r, &p) }); n != 0 {
		t.Fatalf("Evaluate allocates %v times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps, rs := randomPositions(1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := i & 1023
		Evaluate(&rs[j], &ps[j])
	}
}
