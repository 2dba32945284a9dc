package eval

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// fullPositions returns n positions that set every input an input set can
// set at once (InputSet.MaxActive): all 32 holes occupied, seeds in both
// hands (namua, so every front hole facing an occupied one is a capture
// target of both sides), both nyumbas owned and a takasia hole, in every
// variant and with either side to move.
func fullPositions(n int) ([]engine.Position, []engine.Rules) {
	rng := rand.New(rand.NewPCG(31, 41))
	ps := make([]engine.Position, n)
	rs := make([]engine.Rules, n)
	for i := range ps {
		p := &ps[i]
		for h := range p.Pits {
			p.Pits[h] = uint8(1 + rng.IntN(20))
		}
		p.Store = [2]uint8{uint8(1 + rng.IntN(engine.MaxHand)), uint8(1 + rng.IntN(engine.MaxHand))}
		p.Side = engine.Side(rng.IntN(2))
		p.Flags = 3 // both nyumbas owned
		p.Blocked = engine.MakePit(engine.Side(rng.IntN(2)), rng.IntN(8))
		rs[i] = engine.DefaultRules(engine.Variants[rng.IntN(len(engine.Variants))])
	}
	return ps, rs
}

// wideEvaluate is Net.Evaluate computed from np in plain int64
// arithmetic, with no lanes: the quantised weights (quant, as NewNet
// rounds them), the first layer's sums rounded from QW1 to QA and
// clipped, the second layer's sums rounded from QA*QB to QA and clipped,
// the output times K in fixed point. It also returns the first layer's
// sums before rounding (scale QW1, biases included).
func wideEvaluate(np *NetParams, n *Net, r *engine.Rules, p *engine.Position) (int, []int64) {
	var idx [MaxActiveInputs]uint16
	cnt := np.Inputs.Active(r, p, &idx)
	lane := np.Inputs.lane()
	z1 := make([]int64, np.H1)
	h1 := make([]int64, np.H1)
	for j := range z1 {
		z := int64(quant(np.B1[j], QW1, math.MaxInt32/4))
		for _, i := range idx[:cnt] {
			z += int64(quant(np.W1[int(i)*np.H1+j], QW1, lane-1))
		}
		z1[j] = z
		h1[j] = min(max((z+(1<<w1Shift)/2)>>w1Shift, 0), QA)
	}
	out := int64(quant(np.B3, QA*QO, math.MaxInt32/4))
	last := h1
	if np.H2 > 0 {
		last = make([]int64, np.H2)
		for k := range last {
			z := int64(quant(np.B2[k], QA*QB, math.MaxInt32/4)) + QB/2
			for j, a := range h1 {
				z += a * int64(quant(np.W2[j*np.H2+k], QB, w2Lane-1))
			}
			last[k] = min(max(z>>qbShift, 0), QA)
		}
	}
	for k, a := range last {
		out += a * int64(quant(np.W3[k], QO, 32767))
	}
	cp := out * n.kq[int(r.Variant)%len(n.kq)] >> kShift
	return int(min(max(cp, -MaxNetScore), MaxNetScore)), z1
}

// TestLanesAtTheirBound fills the packed lanes of the integer inference
// to the limit the quantiser allows: every first-layer weight at +-MaxW1
// of its input set (a lane then holds 2*lane-1 or 1 per input) on
// positions that set the most inputs the set can, and second-layer
// weights at +-MaxW2 behind first-layer units at their maximum QA. The
// first layer's 16-bit lanes, unpacked, must equal the sums computed in
// 64-bit integers, and Evaluate and EvaluateNext the wide evaluation
// (wideEvaluate): a carry from one lane into the next would show in
// both.
func TestLanesAtTheirBound(t *testing.T) {
	ps, rs := fullPositions(300)
	rng := rand.New(rand.NewPCG(2, 7))
	// How a weight of bound b is set: all at +b, all at -b, +-b at random.
	fills := map[string]func(b float32) float32{
		"max": func(b float32) float32 { return b },
		"min": func(b float32) float32 { return -b },
		"+-":  func(b float32) float32 { return b * float32(2*rng.IntN(2)-1) },
	}
	for set := InputsV1; set < numInputSets; set++ {
		for _, arch := range [][2]int{{MaxH1, MaxH2}, {32, 16}, {16, 0}} {
			for name, fill := range fills {
				np, err := NewNetParamsFor(set, arch[0], arch[1])
				if err != nil {
					t.Fatal(err)
				}
				for i := range np.W1 {
					np.W1[i] = fill(set.MaxW1())
				}
				for i := range np.W2 {
					np.W2[i] = fill(MaxW2)
				}
				// Even first-layer units at QA whatever the inputs (the
				// second layer's largest input, which fills its lanes),
				// odd ones inside (0, QA) when the weights are all at one
				// bound; the second layer's sums brought back into range,
				// so that a wrong sum shows in the evaluation.
				for j := range np.B1 {
					switch {
					case j%2 == 0:
						np.B1[j] = 1000
					case name == "max":
						np.B1[j] = 0.5 - float32(set.MaxActive())*set.MaxW1()
					case name == "min":
						np.B1[j] = 0.5 + float32(set.MaxActive())*set.MaxW1()
					}
				}
				for k := range np.B2 {
					sum := float32(0.5)
					for j := 0; j < np.H1; j++ {
						sum -= np.W2[j*np.H2+k] / float32(1+j%2)
					}
					np.B2[k] = sum
				}
				for k := range np.W3 {
					np.W3[k] = 0.5 - float32(k%5)*0.25
				}
				np.K = [3]float32{300, 250, 220}
				n, err := NewNet(np)
				if err != nil {
					t.Fatal(err)
				}
				if q := quant(set.MaxW1(), QW1, n.lane-1); q != n.lane-1 {
					t.Fatalf("%v: MaxW1 quantises to %d, want the lane's limit %d", set, q, n.lane-1)
				}
				var acc Accumulator
				for i := range ps {
					checkLanes(t, np, n, &acc, &rs[i], &ps[i], name)
				}
			}
		}
	}
}

// checkLanes checks one position of TestLanesAtTheirBound.
func checkLanes(t *testing.T, np *NetParams, n *Net, acc *Accumulator, r *engine.Rules, p *engine.Position, fill string) {
	t.Helper()
	want, z1 := wideEvaluate(np, n, r, p)
	var s netScratch
	s.ex = extras(r, p, n.threats)
	n.sumInputs(p, &s)
	if s.cnt != np.Inputs.MaxActive() {
		t.Fatalf("%v %v: %d active inputs, want the most, %d", np.Inputs, p, s.cnt, np.Inputs.MaxActive())
	}
	bias := int64(s.cnt) * int64(n.lane)
	for j := range z1 {
		lane := int64(uint16(s.words[j/4] >> (16 * (j % 4))))
		if got := lane - bias + int64(n.b1[j]); got != z1[j] {
			t.Fatalf("%v %s weights %s, unit %d: 16-bit lane gives %d, the wide sum is %d",
				np.Inputs, np.Arch(), fill, j, got, z1[j])
		}
	}
	if got := n.Evaluate(r, p); got != want {
		t.Fatalf("%v %s weights %s, %v: Evaluate %d, wide evaluation %d", np.Inputs, np.Arch(), fill, p, got, want)
	}
	if got := n.EvaluateNext(acc, r, p); got != want {
		t.Fatalf("%v %s weights %s, %v: EvaluateNext %d, wide evaluation %d", np.Inputs, np.Arch(), fill, p, got, want)
	}
}

// TestWideEvaluateMatchesOnRandomNets checks the wide reference itself
// (wideEvaluate) against Evaluate on random nets and positions of games.
func TestWideEvaluateMatchesOnRandomNets(t *testing.T) {
	ps, rs := randomPositions(3000)
	for _, c := range [][3]int{{32, 16, 0}, {32, 0, 1}, {64, 8, 1}} {
		np := randomParamsFor(t, InputSet(c[2]), c[0], c[1], 23)
		n, err := NewNet(np)
		if err != nil {
			t.Fatal(err)
		}
		for i := range ps {
			if want, _ := wideEvaluate(np, n, &rs[i], &ps[i]); n.Evaluate(&rs[i], &ps[i]) != want {
				t.Fatalf("%v %s, %v: Evaluate %d, wide evaluation %d", np.Inputs, np.Arch(), &ps[i], n.Evaluate(&rs[i], &ps[i]), want)
			}
		}
	}
}
