package eval

import (
	"encoding/binary"
	"math/bits"

	"github.com/baoengine/bao/engine"
)

// Accumulator keeps the first layer of the last position a net evaluated
// through it (its row sums, holes, other inputs and input count), so that
// the next position with the same side to move is evaluated from it: the
// rows of the inputs that differ are taken off and added, instead of
// summing every active row. The leaves of a search are mostly siblings,
// children of one node: they differ from each other in the holes the two
// moves sowed (about 8 of the 32) and in the hands. The result is
// bit-identical to Evaluate: the 16-bit lanes are plain integers
// modulo 2^64, so any sequence of row additions and subtractions that
// ends with the rows of the active inputs gives the same words.
//
// The zero value is empty. An Accumulator belongs to one goroutine; it
// is about 1 KB, most of it working memory that Evaluate would
// otherwise clear on every call.
type Accumulator struct {
	net  *Net // the net of the sums; nil = empty
	side engine.Side
	pits [32]uint8
	s    netScratch // words, extras and count of the position
	// units is the first layer's units of output, kept apart from the
	// row sums in s.words, which the next update starts from.
	units [MaxH1 / 4]uint64
	// add and sub are the row offsets of an update.
	add, sub [MaxActiveInputs]int32
	// Full and Updates count the evaluations through the accumulator
	// computed in full and from the previous position.
	Full, Updates uint64
}

// Reset empties the accumulator: the next evaluation is computed in full.
func (a *Accumulator) Reset() { a.net = nil }

// maxUpdateHoles is the most changed holes for which an update is
// cheaper than a full evaluation (measured in the search: bao bench
// instructions per node).
const maxUpdateHoles = 6

// EvaluateNext returns n.Evaluate(r, p), computed from the position a
// last holds when that has the same side to move and net, and leaves p in
// a. It does not allocate.
func (n *Net) EvaluateNext(a *Accumulator, r *engine.Rules, p *engine.Position) int {
	s := &a.s
	if a.net != n || a.side != p.Side {
		a.Full++
		a.net, a.side, a.pits = n, p.Side, p.Pits
		return n.evaluate(r, p, s, &a.units)
	}
	// The holes that changed, eight at a time.
	var diff [4]uint64
	changed := 0
	for q := range diff {
		d := occupied(binary.LittleEndian.Uint64(a.pits[8*q:]) ^ binary.LittleEndian.Uint64(p.Pits[8*q:]))
		diff[q] = d
		changed += bits.OnesCount64(d)
	}
	if changed > maxUpdateHoles {
		a.Full++
		a.pits = p.Pits
		return n.evaluate(r, p, s, &a.units)
	}
	a.Updates++
	blocks := int32(n.blocks1)
	add, sub := &a.add, &a.sub
	na, ns, holes := n.updateHoles(a, &p.Pits, &diff)
	cnt := int32(s.cnt) + holes
	ex := extras(r, p, n.threats)
	for j := range ex {
		gone, come := s.ex[j]&^ex[j], ex[j]&^s.ex[j]
		cnt += int32(bits.OnesCount64(come)) - int32(bits.OnesCount64(gone))
		for ; gone != 0; gone &= gone - 1 {
			sub[ns] = int32(extraInput(j, gone)) * blocks
			ns++
		}
		for ; come != 0; come &= come - 1 {
			add[na] = int32(extraInput(j, come)) * blocks
			na++
		}
	}
	n.updateRows(&s.words, add[:na], sub[:ns])
	a.pits, s.ex, s.cnt, s.bucket = p.Pits, ex, int(cnt), n.buckets.Of(p)
	return n.output(r, s, &a.units)
}

// holeRowUpdates lists in a.sub the first-layer rows of the old seeds of
// the holes whose pits have the top bit of their byte set in diff, and in
// a.add the rows of their seeds in now, and returns how many rows it
// listed in each and the change in the number of occupied holes. Each
// changed hole takes off the row of its old count and adds the row of its
// new one; an empty hole's row is the row of zeros, so no branch depends
// on the counts.
func (n *Net) holeRowUpdates(a *Accumulator, now *[32]uint8, diff *[4]uint64) (na, ns int, holes int32) {
	blocks := int32(n.blocks1)
	x := int(a.side) << 4 // hole index h is the pit h ^ x
	for q, d := range diff {
		for ; d != 0; d &= d - 1 {
			pit := 8*q + bits.TrailingZeros64(d)>>3
			h := int32(pit ^ x)
			old, c := a.pits[pit], now[pit]
			a.sub[ns&31] = n.holeRow(h, old, blocks)
			a.add[na&31] = n.holeRow(h, c, blocks)
			ns++
			na++
			holes += nonZero(c) - nonZero(old)
		}
	}
	return na, ns, holes
}

// holeRow returns the offset of the first-layer row of hole h with c
// seeds, the row of zeros when c is 0.
func (n *Net) holeRow(h int32, c uint8, blocks int32) int32 {
	row := int32(holeInput(int(h), c)) * blocks
	// mask is all ones when c > 0.
	mask := -nonZero(c)
	return n.zeroRow + (row-n.zeroRow)&mask
}

// nonZero returns 1 when c > 0, else 0.
func nonZero(c uint8) int32 { return int32((uint16(c) + 255) >> 8) }
