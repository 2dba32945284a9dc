package engine

import (
	"encoding/binary"
	"math/bits"

	"github.com/cespare/xxhash/v2"
)

// zobristTables holds the Zobrist keys. They come from xxhash over the
// little-endian bytes of (table, i, j), so they are the same on every
// platform, Go version and run: bench node counts and hash-dependent search
// results never change between machines. Empty holes contribute nothing
// (pit[0][p] = 0). The tables are built once at package initialisation and
// never written again.
//
// pit is indexed by the count first: the keys of one count for the 32 holes
// fill four cache lines, and the small counts that most holes hold fill
// consecutive lines. Indexed by hole first, the lines in use lay 2 KiB
// apart and fell into two sets of the level-1 cache, which they overflowed
// (rekey was 16% of the bench, mostly waiting for those loads).
type zobristTables struct {
	pit     [256][32]uint64 // by count, then hole; counts never exceed 64, the rest (zero) removes the bounds check
	store   [2][MaxHand + 1]uint64
	blocked [33]uint64 // index NoPit = 32 contributes 0
	flags   [32]uint64 // by the whole Flags byte; 0 contributes 0
	side    uint64
}

var zobrist = *newZobristTables()

func zobristKey(table, i, j uint32) uint64 {
	var b [12]byte
	binary.LittleEndian.PutUint32(b[0:], table)
	binary.LittleEndian.PutUint32(b[4:], i)
	binary.LittleEndian.PutUint32(b[8:], j)
	return xxhash.Sum64(b[:])
}

func newZobristTables() *zobristTables {
	z := new(zobristTables)
	for c := 1; c <= TotalSeeds; c++ {
		for p := range z.pit[c] {
			z.pit[c][p] = zobristKey(1, uint32(p), uint32(c))
		}
	}
	for s := range z.store {
		for c := 1; c < len(z.store[s]); c++ {
			z.store[s][c] = zobristKey(2, uint32(s), uint32(c))
		}
	}
	for p := 0; p < 32; p++ {
		z.blocked[p] = zobristKey(3, uint32(p), 0)
	}
	for f := 1; f < len(z.flags); f++ {
		z.flags[f] = zobristKey(4, uint32(f), 0)
	}
	z.side = zobristKey(5, 0, 0)
	return z
}

// ComputeKey computes the Zobrist key of the position from scratch. Ply and
// Key itself are not part of it.
func (p *Position) ComputeKey() uint64 {
	z := &zobrist
	var k uint64
	for i, c := range p.Pits {
		k ^= z.pit[c][i]
	}
	k ^= z.store[0][min(p.Store[0], MaxHand)] ^ z.store[1][min(p.Store[1], MaxHand)]
	k ^= z.blocked[min(p.Blocked, NoPit)]
	k ^= z.flags[p.Flags&31]
	if p.Side == North {
		k ^= z.side
	}
	return k
}

// rekey sets child.Key from parent.Key by re-keying only what changed: the
// holes (compared eight at a time), the hands, the takasia hole, the flags
// and the side.
func rekey(parent, child *Position) {
	z := &zobrist
	k := parent.Key
	for w := 0; w < 32; w += 8 {
		// One bit (the lowest of its byte) per changed hole, so that the
		// loop carries only the clearing of the lowest bit.
		d := binary.LittleEndian.Uint64(parent.Pits[w:w+8]) ^ binary.LittleEndian.Uint64(child.Pits[w:w+8])
		d |= d >> 4
		d |= d >> 2
		d |= d >> 1
		for d &= ones; d != 0; d &= d - 1 {
			i := (w + bits.TrailingZeros64(d)>>3) & 31
			k ^= z.pit[parent.Pits[i]][i] ^ z.pit[child.Pits[i]][i]
		}
	}
	if parent.Store != child.Store {
		k ^= z.store[0][min(parent.Store[0], MaxHand)] ^ z.store[0][min(child.Store[0], MaxHand)]
		k ^= z.store[1][min(parent.Store[1], MaxHand)] ^ z.store[1][min(child.Store[1], MaxHand)]
	}
	k ^= z.blocked[min(parent.Blocked, NoPit)] ^ z.blocked[min(child.Blocked, NoPit)]
	k ^= z.flags[parent.Flags&31] ^ z.flags[child.Flags&31]
	if parent.Side != child.Side {
		k ^= z.side
	}
	child.Key = k
}
