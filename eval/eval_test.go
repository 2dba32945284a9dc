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
