package eval

import "github.com/baoengine/bao/engine"

// The pure-Go inference: the reference of the amd64 assembly
// (netinfer_amd64.s), which must give the same words and values
// (TestFastPathMatchesGo), and the inference of other architectures.

// sumRowsGo sets words to the sums of the first-layer rows at offs: word
// 4c+l holds the lanes of units 16c+4l .. 16c+4l+3. Each weight sits in a
// 16-bit lane as weight+lane >= 0 and a lane's sum stays below 65536, so
// plain 64-bit adds never carry from one lane into the next: one add
// serves four units.
func (n *Net) sumRowsGo(offs []int32, words *[MaxH1 / 4]uint64) {
	for c := 0; c < n.blocks1; c++ {
		a0, a1, a2, a3 := addRows(offs, n.w1[c:])
		o := (*[4]uint64)(words[4*c : 4*c+4])
		o[0], o[1], o[2], o[3] = a0, a1, a2, a3
	}
}

// updateRowsGo adds to words the first-layer rows at add and takes off
// those at sub.
func (n *Net) updateRowsGo(words *[MaxH1 / 4]uint64, add, sub []int32) {
	for c := 0; c < n.blocks1; c++ {
		a0, a1, a2, a3 := addRows(add, n.w1[c:])
		s0, s1, s2, s3 := addRows(sub, n.w1[c:])
		o := (*[4]uint64)(words[4*c : 4*c+4])
		o[0] += a0 - s0
		o[1] += a1 - s1
		o[2] += a2 - s2
		o[3] += a3 - s3
	}
}

// outputGo returns the net's value from the first layer's row sums words
// of cnt active inputs of a position of output bucket bucket: the first
// layer's units, the second layer, the output in centi-seeds.
func (n *Net) outputGo(r *engine.Rules, words *[MaxH1 / 4]uint64, cnt, bucket int) int {
	var h1 [MaxH1]int32
	sum := n.layer1(words, cnt, &h1)
	w3 := n.w3[bucket*n.outs : (bucket+1)*n.outs]
	out := int64(n.b3[bucket])
	if n.h2 == 0 {
		for j, w := range w3 {
			out += int64(h1[j&(MaxH1-1)]) * int64(w)
		}
	} else {
		out += n.layer2(&h1, sum, w3)
	}
	return n.centiSeeds(r, out)
}

// layer1 computes the first hidden layer, scaled from QW1 to QA and
// clipped to [0, QA], from the row sums of cnt active inputs (sumRowsGo),
// and returns the sum of its units. The lanes' biases (lane per active
// input) are taken off here.
func (n *Net) layer1(words *[MaxH1 / 4]uint64, cnt int, h1 *[MaxH1]int32) int64 {
	bias := int32(cnt)*n.lane - (1<<w1Shift)/2 // with the rounding of the >> w1Shift
	var sum int32
	for c := 0; c < n.blocks1; c++ {
		w := (*[4]uint64)(words[4*c : 4*c+4])
		a0, a1, a2, a3 := w[0], w[1], w[2], w[3]
		o := (*[16]int32)(h1[16*c : 16*c+16])
		b := (*[16]int32)(n.b1[16*c : 16*c+16])
		for l, a := range [4]uint64{a0, a1, a2, a3} {
			v0 := clampQA((int32(uint16(a)) - bias + b[4*l]) >> w1Shift)
			v1 := clampQA((int32(uint16(a>>16)) - bias + b[4*l+1]) >> w1Shift)
			v2 := clampQA((int32(uint16(a>>32)) - bias + b[4*l+2]) >> w1Shift)
			v3 := clampQA((int32(uint16(a>>48)) - bias + b[4*l+3]) >> w1Shift)
			o[4*l], o[4*l+1], o[4*l+2], o[4*l+3] = v0, v1, v2, v3
			sum += v0 + v1 + v2 + v3
		}
	}
	return int64(sum)
}

// clampQA is the clipped ReLU on the integer scale.
func clampQA(v int32) int32 { return min(max(v, 0), QA) }

// layer2 computes the second hidden layer, clipped to [0, QA], and returns
// the output layer's sum with the output weights w3 (scale QA*QO, without
// the output bias); sum is the sum of the first layer's units. Weights sit in 32-bit lanes as weight+w2Lane >= 0, two to
// a word, and a lane's sum of at most MaxH1 products stays below 2^32, so
// one multiply-add serves two units. (Skipping the first layer's units at
// 0 costs more than it saves: the test is an unpredictable branch or a
// compaction pass.)
func (n *Net) layer2(h1 *[MaxH1]int32, sum int64, w3 []int32) int64 {
	bias := sum*w2Lane - QB/2 // with the rounding of the >> qbShift
	in := h1[:n.h1]
	var out int64
	for c := 0; c < n.blocks2; c++ {
		a0, a1, a2, a3 := mulAdd(in, n.w2[c*len(in):(c+1)*len(in)])
		b := (*[8]int32)(n.b2[8*c : 8*c+8])
		w := (*[8]int32)(w3[8*c : 8*c+8])
		for l, a := range [4]uint64{a0, a1, a2, a3} {
			v0 := (int64(uint32(a)) - bias + int64(b[2*l])) >> qbShift
			v1 := (int64(a>>32) - bias + int64(b[2*l+1])) >> qbShift
			out += min(max(v0, 0), QA)*int64(w[2*l]) + min(max(v1, 0), QA)*int64(w[2*l+1])
		}
	}
	return out
}

// addRows returns the sums of the four words of the blocks w[off] for
// every off of offs. It is not inlined: on its own the compiler keeps the
// sums in registers, inlined it spills them in the loop.
//
//go:noinline
func addRows(offs []int32, w []block) (a0, a1, a2, a3 uint64) {
	for _, off := range offs {
		r := &w[off]
		a0 += r[0]
		a1 += r[1]
		a2 += r[2]
		a3 += r[3]
	}
	return
}

// mulAdd returns the sums over j of in[j] times each word of rows[j].
// It is not inlined, for the same reason as addRows.
//
//go:noinline
func mulAdd(in []int32, rows []block) (a0, a1, a2, a3 uint64) {
	rows = rows[:len(in)]
	for j, x := range in {
		r := &rows[j]
		u := uint64(x)
		a0 += u * r[0]
		a1 += u * r[1]
		a2 += u * r[2]
		a3 += u * r[3]
	}
	return
}
