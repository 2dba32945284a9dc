package eval

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// fastPathNets returns nets of every input set and of several shapes
// (odd and even numbers of 16-unit blocks, with and without a second
// layer) whose weights are random within their bounds, all at their
// bounds with random signs, or at their bounds with the biases at theirs
// too, so that the sums of the fast path reach their largest values.
// Each net comes once for every inference path of this architecture
// (addPaths).
func fastPathNets(t *testing.T) map[string]*Net {
	t.Helper()
	nets := make(map[string]*Net)
	rng := rand.New(rand.NewPCG(5, 9))
	sign := func(b float32) float32 { return b * float32(2*rng.IntN(2)-1) }
	for set := InputsV1; set < numInputSets; set++ {
		for _, arch := range [][2]int{{16, 0}, {16, 8}, {32, 16}, {48, 8}, {64, 32}, {80, 24}, {MaxH1, MaxH2}, {MaxH1, 0}} {
			for _, fill := range []string{"random", "bounds", "bounds and biases"} {
				np := randomParamsFor(t, set, arch[0], arch[1], rng.Uint64())
				if fill != "random" {
					for i := range np.W1 {
						np.W1[i] = sign(set.MaxW1())
					}
					for i := range np.W2 {
						np.W2[i] = sign(MaxW2)
					}
					for i := range np.W3 {
						np.W3[i] = sign(MaxW3)
					}
				}
				if fill == "bounds and biases" {
					for i := range np.B1 {
						np.B1[i] = sign(1 << 20)
					}
					for i := range np.B2 {
						np.B2[i] = sign(1 << 20)
					}
					np.B3 = sign(1 << 10)
				}
				n, err := NewNet(np)
				if err != nil {
					t.Fatal(err)
				}
				addPaths(nets, fill+" "+n.Arch(), n)
			}
			bucketed, err := NewNet(randomBucketedParams(t, set, arch[0], arch[1], BucketsStage, rng.Uint64()))
			if err != nil {
				t.Fatal(err)
			}
			addPaths(nets, "random "+bucketed.Arch(), bucketed)
		}
	}
	return nets
}

// goSums returns what the pure-Go inference sums for p with the extras
// ex: the row offsets of the active inputs (rowOffsets), and the extras,
// input count and first-layer row sums (sumRowsGo) in a scratch.
func goSums(n *Net, p *engine.Position, ex [2]uint64) (s netScratch, offs [MaxActiveInputs]int32) {
	s.ex = ex
	s.bucket = n.buckets.Of(p)
	s.cnt = n.rowOffsets(p, ex, &offs)
	n.sumRowsGo(offs[:s.cnt], &s.words)
	return s, offs
}

// TestFastPathMatchesGo holds the inference of this architecture (on
// amd64 the SSE2 assembly of netinfer_amd64.s) bit-identical to the
// pure-Go inference of netinfergo.go: the same first-layer words from
// the rows of a position, the same words after an update from another
// position, the same first-layer units and the same value, on random
// and full positions and on nets at their bounds (fastPathNets).
func TestFastPathMatchesGo(t *testing.T) {
	ps, rs := randomPositions(600)
	full, fullRules := fullPositions(100)
	ps, rs = append(ps, full...), append(rs, fullRules...)
	for name, n := range fastPathNets(t) {
		var prev netScratch
		var prevOffs [MaxActiveInputs]int32
		for i := range ps {
			r, p := &rs[i], &ps[i]
			ref, offs := goSums(n, p, extras(r, p, n.threats))
			var fast netScratch
			fast.ex, fast.bucket = ref.ex, ref.bucket
			n.sumInputs(p, &fast)
			if fast.words != ref.words || fast.cnt != ref.cnt {
				t.Fatalf("%s, %v: sumInputs gives %d inputs, words %x; rowOffsets and sumRowsGo %d, %x",
					name, p, fast.cnt, fast.words, ref.cnt, ref.words)
			}
			// The previous position's words updated to this one's rows.
			upd := prev.words
			n.updateRows(&upd, offs[:ref.cnt], prevOffs[:prev.cnt])
			if i > 0 && upd != ref.words {
				t.Fatalf("%s, %v: updateRows from the previous position gives words %x, want %x", name, p, upd, ref.words)
			}
			goUpd := prev.words
			n.updateRowsGo(&goUpd, offs[:ref.cnt], prevOffs[:prev.cnt])
			if goUpd != upd {
				t.Fatalf("%s, %v: updateRows gives words %x, updateRowsGo %x", name, p, upd, goUpd)
			}
			want := n.outputGo(r, &ref.words, ref.cnt, ref.bucket)
			var units [MaxH1 / 4]uint64
			if got := n.output(r, &fast, &units); got != want {
				t.Fatalf("%s, %v: output %d, outputGo %d", name, p, got, want)
			}
			checkUnits(t, name, n, &units, &fast.words, ref.cnt)
			// In place, the units overwrite the sums, with the same value.
			inPlace := fast
			if got := n.output(r, &inPlace, &inPlace.words); got != want {
				t.Fatalf("%s, %v: output in place %d, outputGo %d", name, p, got, want)
			}
			checkUnits(t, name+" in place", n, &inPlace.words, &fast.words, ref.cnt)
			prev, prevOffs = ref, offs
		}
	}
}

// TestEvaluateNextMatchesGo evaluates the children of random positions
// through an Accumulator, as the search does, and checks each value
// against the pure-Go inference of the child.
func TestEvaluateNextMatchesGo(t *testing.T) {
	ps, rs := randomPositions(300)
	var ch engine.Children
	for name, n := range fastPathNets(t) {
		var acc Accumulator
		for i := range ps {
			rs[i].Generate(&ps[i], &ch)
			for _, c := range ch.List[:ch.N] {
				ref, _ := goSums(n, &c.Pos, extras(&rs[i], &c.Pos, n.threats))
				want := n.outputGo(&rs[i], &ref.words, ref.cnt, ref.bucket)
				if got := n.EvaluateNext(&acc, &rs[i], &c.Pos); got != want {
					t.Fatalf("%s, %v: EvaluateNext %d, the pure-Go inference %d", name, &c.Pos, got, want)
				}
			}
		}
		if acc.Updates == 0 {
			t.Fatalf("%s: no evaluation was an update", name)
		}
	}
}

// TestSumInputsMatchGo holds the first-layer sums and input count of
// this architecture (sumInputs: on amd64 assembly) to those of rowOffsets
// and sumRowsGo, on nets of every input set and shape (fastPathNets), for
// random and full positions and pits of any byte, either side to move,
// with the extras of the positions and random sets of extras.
func TestSumInputsMatchGo(t *testing.T) {
	ps, rs := randomPositions(300)
	full, fullRules := fullPositions(50)
	ps, rs = append(ps, full...), append(rs, fullRules...)
	rng := rand.New(rand.NewPCG(8, 1))
	for range 300 {
		var p engine.Position
		for h := range p.Pits {
			if rng.IntN(3) > 0 {
				p.Pits[h] = uint8(rng.IntN(256))
			}
		}
		p.Side = engine.Side(rng.IntN(2))
		ps, rs = append(ps, p), append(rs, rs[rng.IntN(len(rs))])
	}
	for name, n := range fastPathNets(t) {
		extrasInputs := n.inputs.Count() - inOwnHand
		for i := range ps {
			sets := [][2]uint64{extras(&rs[i], &ps[i], n.threats)}
			// Random extras of any valid input, as many as keep the
			// inputs within the most a position sets (more could carry
			// from one lane into the next in sumRowsGo).
			holes := 0
			for _, c := range ps[i].Pits {
				holes += min(int(c), 1)
			}
			var ex [2]uint64
			for range rng.IntN(n.inputs.MaxActive() - holes + 1) {
				e := rng.IntN(extrasInputs)
				ex[e/64] |= 1 << (e % 64)
			}
			sets = append(sets, ex)
			for _, ex := range sets {
				ref, _ := goSums(n, &ps[i], ex)
				var got netScratch
				got.ex = ex
				n.sumInputs(&ps[i], &got)
				if got.words != ref.words || got.cnt != ref.cnt {
					t.Fatalf("%s, %v, extras %x: sumInputs gives %d inputs, words %x; rowOffsets and sumRowsGo %d, %x",
						name, &ps[i], ex, got.cnt, got.words, ref.cnt, ref.words)
				}
			}
		}
	}
}

// TestUpdateHolesMatchGo holds the hole updates of this architecture
// (updateHoles: on amd64 assembly) to the lists of holeRowUpdates summed
// by updateRowsGo, on nets of every input set and shape (fastPathNets),
// from one random, full or any-byte position to the next with the same
// side to move, whatever the number of holes that change.
func TestUpdateHolesMatchGo(t *testing.T) {
	ps, _ := randomPositions(300)
	full, _ := fullPositions(50)
	ps = append(ps, full...)
	rng := rand.New(rand.NewPCG(3, 7))
	for range 300 {
		var p engine.Position
		for h := range p.Pits {
			if rng.IntN(3) > 0 {
				p.Pits[h] = uint8(rng.IntN(256))
			}
		}
		ps = append(ps, p)
	}
	for name, n := range fastPathNets(t) {
		for i := 1; i < len(ps); i++ {
			from, to := &ps[i-1], &ps[i]
			var diff [4]uint64
			for q := range diff {
				diff[q] = occupied(binary.LittleEndian.Uint64(from.Pits[8*q:]) ^ binary.LittleEndian.Uint64(to.Pits[8*q:]))
			}
			if i%2 == 0 {
				// Only some of the holes that differ: the others keep
				// their old rows in both.
				diff[rng.IntN(4)] = 0
			}
			side := engine.Side(i % 2)
			start := *from
			start.Side = side // the sums start from the holes of the same side's view
			ref, _ := goSums(n, &start, [2]uint64{})
			var ga, fa Accumulator
			ga.side, ga.pits, ga.s = side, from.Pits, ref
			fa = ga
			na, ns, goHoles := n.holeRowUpdates(&ga, &to.Pits, &diff)
			n.updateRowsGo(&ga.s.words, ga.add[:na], ga.sub[:ns])
			na, ns, holes := n.updateHoles(&fa, &to.Pits, &diff)
			n.updateRows(&fa.s.words, fa.add[:na], fa.sub[:ns])
			if fa.s.words != ga.s.words || holes != goHoles {
				t.Fatalf("%s, %v to %v, side %v: updateHoles gives %+d holes, words %x; holeRowUpdates %+d, %x",
					name, from, to, side, holes, fa.s.words, goHoles, ga.s.words)
			}
		}
	}
}
