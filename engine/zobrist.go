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
// consecutive lines. Indexed by hole first, the lines in use would lie
// 2 KiB apart and fall into two sets of the level-1 cache, which they
// would overflow, and rekeying would wait for those loads (docs/ledger.md
// section 4, Profiles).
type zobristTables struct {
	pit     [256][2][ringSize]uint64 // by count, then side and local hole; counts never exceed 64, the rest (zero) removes the bounds check
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
		for p := 0; p < 32; p++ {
			z.pit[c][p>>4][p&ringMask] = zobristKey(1, uint32(p), uint32(c))
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
		k ^= z.pit[c][i>>4&1][i&ringMask]
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
	k := parent.Key
	for w := 0; w < 32; w += 8 {
		k ^= holesDiffKey(parent, child, w)
	}
	child.Key = k ^ restDiffKey(parent, child)
}

// rekeyMove sets child.Key for a child of parent by a move of parent's
// side to move, given ph = sideKey(parent, parent.Side). A move changes
// many of the mover's holes, so his 16 are keyed afresh (16 independent
// loads, against a loop over the changed holes), and of the opponent's
// only the front row can change (captures). Generate computes ph once for
// all the children.
func rekeyMove(parent, child *Position, ph uint64) {
	me := parent.Side & 1
	k := parent.Key ^ ph ^ sideKey(child, me)
	k ^= holesDiffKey(parent, child, int(me^1)<<4)
	child.Key = k ^ restDiffKey(parent, child)
}

// sideKey returns the part of p's key from side s's 16 holes.
func sideKey(p *Position, s Side) uint64 {
	z := &zobrist.pit
	s &= 1
	b := (*[ringSize]uint8)(p.Pits[int(s)<<4 : int(s)<<4+ringSize])
	return z[b[0]][s][0] ^ z[b[1]][s][1] ^ z[b[2]][s][2] ^ z[b[3]][s][3] ^
		z[b[4]][s][4] ^ z[b[5]][s][5] ^ z[b[6]][s][6] ^ z[b[7]][s][7] ^
		z[b[8]][s][8] ^ z[b[9]][s][9] ^ z[b[10]][s][10] ^ z[b[11]][s][11] ^
		z[b[12]][s][12] ^ z[b[13]][s][13] ^ z[b[14]][s][14] ^ z[b[15]][s][15]
}

// holesDiffKey returns the key change of the eight holes from w (0, 8, 16
// or 24) between parent and child.
func holesDiffKey(parent, child *Position, w int) uint64 {
	z := &zobrist
	w &= 24
	// One bit (the lowest of its byte) per changed hole, so that the loop
	// carries only the clearing of the lowest bit.
	d := binary.LittleEndian.Uint64(parent.Pits[w:w+8]) ^ binary.LittleEndian.Uint64(child.Pits[w:w+8])
	d |= d >> 4
	d |= d >> 2
	d |= d >> 1
	var k uint64
	for d &= ones; d != 0; d &= d - 1 {
		i := (w + bits.TrailingZeros64(d)>>3) & 31
		k ^= z.pit[parent.Pits[i]][i>>4][i&ringMask] ^ z.pit[child.Pits[i]][i>>4][i&ringMask]
	}
	return k
}

// restDiffKey returns the key change between parent and child of all but
// the holes: the hands, the takasia hole, the flags and the side.
func restDiffKey(parent, child *Position) uint64 {
	z := &zobrist
	var k uint64
	if parent.Store != child.Store {
		k ^= z.store[0][min(parent.Store[0], MaxHand)] ^ z.store[0][min(child.Store[0], MaxHand)]
		k ^= z.store[1][min(parent.Store[1], MaxHand)] ^ z.store[1][min(child.Store[1], MaxHand)]
	}
	k ^= z.blocked[min(parent.Blocked, NoPit)] ^ z.blocked[min(child.Blocked, NoPit)]
	k ^= z.flags[parent.Flags&31] ^ z.flags[child.Flags&31]
	if parent.Side != child.Side {
		k ^= z.side
	}
	return k
}
