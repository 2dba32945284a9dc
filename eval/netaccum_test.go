package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestAccumulatorMatchesEvaluate evaluates random games through one
// Accumulator per net, in three orders: a position's children one after
// another (the search's leaves), positions in game order (parent, child,
// grandchild: the side to move alternates, so each is computed in full
// or from two plies back), and random positions of every variant (any
// difference at all). Every result must equal Evaluate exactly.
func TestAccumulatorMatchesEvaluate(t *testing.T) {
	ps, rs := randomPositions(6000)
	nets := []*Net{}
	for _, c := range [][3]int{{32, 16, 0}, {16, 0, 0}, {48, 8, 1}, {32, 16, 1}} {
		n, err := NewNet(randomParamsFor(t, InputSet(c[2]), c[0], c[1], 17))
		if err != nil {
			t.Fatal(err)
		}
		nets = append(nets, n)
	}
	var ch engine.Children
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range nets {
		var sib, seq, rnd Accumulator
		for i := range ps {
			p, r := &ps[i], &rs[i]
			check := func(a *Accumulator, q *engine.Position, how string) {
				t.Helper()
				if got, want := n.EvaluateNext(a, r, q), n.Evaluate(r, q); got != want {
					t.Fatalf("%v %s, %s: EvaluateNext %d, Evaluate %d", n.inputs, n.Arch(), how, got, want)
				}
			}
			check(&seq, p, "game order")
			r.Generate(p, &ch)
			for k := 0; k < ch.N; k++ {
				check(&sib, &ch.List[k].Pos, "siblings")
			}
			j := rng.IntN(len(ps))
			check(&rnd, &ps[j], "random order")
		}
		if sib.Updates == 0 || sib.Full == 0 || rnd.Updates == 0 {
			t.Fatalf("%s: siblings %d full %d updates, random %d updates: both paths must be tested",
				n.Arch(), sib.Full, sib.Updates, rnd.Updates)
		}
		t.Logf("%v %s: siblings %d full, %d updates", n.inputs, n.Arch(), sib.Full, sib.Updates)
	}
}

// TestAccumulatorSwitchesNets checks that an Accumulator filled by one
// net is not used by another.
func TestAccumulatorSwitchesNets(t *testing.T) {
	a, err := NewNet(randomParams(t, 32, 16, 1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewNet(randomParams(t, 32, 16, 2))
	if err != nil {
		t.Fatal(err)
	}
	ps, rs := randomPositions(400)
	var acc Accumulator
	for i := range ps {
		n := a
		if i%3 == 0 {
			n = b
		}
		if got, want := n.EvaluateNext(&acc, &rs[i], &ps[i]), n.Evaluate(&rs[i], &ps[i]); got != want {
			t.Fatalf("position %d: EvaluateNext %d, Evaluate %d", i, got, want)
		}
	}
}

func TestEvaluateNextAllocs(t *testing.T) {
	n, err := NewNet(randomParamsFor(t, InputsV2, 32, 16, 1))
	if err != nil {
		t.Fatal(err)
	}
	ev := NewNetEvaluator(n, "test")
	ps, rs := randomPositions(64)
	var acc Accumulator
	i := 0
	if a := testing.AllocsPerRun(200, func() {
		ev.EvaluateNext(&acc, &rs[i%64], &ps[i%64])
		i++
	}); a != 0 {
		t.Fatalf("EvaluateNext allocates %v times", a)
	}
}

// BenchmarkEvaluateNextSiblings times the embedded net as the search's
// leaves use it: the children of one position evaluated in turn through
// one accumulator, so that each is computed from its sibling. ns/op is
// per evaluation.
func BenchmarkEvaluateNextSiblings(b *testing.B) {
	n, err := DefaultNet()
	if err != nil {
		b.Fatal(err)
	}
	ps, rs := randomPositions(256)
	var kids []engine.Position
	var parent []int // the index in rs of each child's rules
	var ch engine.Children
	for i := range ps {
		rs[i].Generate(&ps[i], &ch)
		for _, c := range ch.List[:ch.N] {
			kids = append(kids, c.Pos)
			parent = append(parent, i)
		}
	}
	if len(kids) == 0 {
		b.Fatal("no children")
	}
	var acc Accumulator
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := i % len(kids)
		n.EvaluateNext(&acc, &rs[parent[j]], &kids[j])
	}
}
