package search

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/baoengine/bao/internal/prefetch"

	"github.com/baoengine/bao/engine"
)

// entry is one 16-byte table slot. check = key ^ data, so a torn write
// (two threads storing the two words at once) or a foreign key fails
// verification (Hyatt and Mann's lockless hashing). Both words are atomics,
// which keeps Lazy SMP race-detector clean at the cost of plain MOVs on
// loads and XCHGs on stores.
type entry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// data layout:
//
//	bits  0-7  move   engine.Move (8 bits)
//	bits 16-31 lower  int16 lower bound, -infinity when unknown
//	bits 32-47 upper  int16 upper bound, +infinity when unknown
//	bits 48-55 depth  uint8 depth + 1, so 0 marks an empty slot
//	bits 56-61 gen    6-bit search generation
//	bit  62    pv     written from a PV node
const (
	genMask  = 63
	pvBit    = 1 << 62
	bucketSz = 4
)

// bucket is four entries, 64 bytes: one cache line.
type bucket [bucketSz]entry

// table is the shared transposition table.
type table struct {
	buckets []bucket
	gen     uint8 // current generation; written only between searches
	// used: a search started since the table was made or cleared, so it
	// may hold entries. Only searches write the table, and each starts
	// with newSearch; a table not used is all zeros.
	used bool
}

// ttData is a decoded copy of an entry: the search never keeps pointers
// into the table.
type ttData struct {
	move         engine.Move
	lower, upper int
	depth        int
	pv           bool
}

// newTable returns a table of exactly mib MiB (mib<<20/64 buckets, no
// power-of-two rounding).
func newTable(mib int) *table {
	n := max(mib, 1) << 20 / 64
	return &table{buckets: make([]bucket, n)}
}

// bucketFor maps a key onto any bucket count with a 64x64->128 multiply
// (the high word), as Stockfish's mul_hi64.
func (t *table) bucketFor(key uint64) *bucket {
	hi, _ := bits.Mul64(key, uint64(len(t.buckets)))
	return &t.buckets[hi]
}

// clear empties the table in place and resets the generation, so that it
// behaves exactly as a new table. It must not run during a search. A table
// no search has used is left alone: it is all zeros already, and a new
// table's memory is not even mapped in until used, which zeroing would
// force (seconds for tables of gigabytes). A used table is zeroed in
// parts of clearChunkMiB by up to GOMAXPROCS goroutines.
func (t *table) clear() {
	t.gen = 0
	if !t.used {
		return
	}
	t.used = false
	chunk := clearChunkMiB << 20 / int(unsafe.Sizeof(bucket{}))
	workers := min(runtime.GOMAXPROCS(0), (len(t.buckets)+chunk-1)/chunk)
	if workers <= 1 {
		clear(t.buckets)
		return
	}
	var next atomic.Int64 // the next part to clear
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				start := int(next.Add(1)-1) * chunk
				if start >= len(t.buckets) {
					return
				}
				clear(t.buckets[start:min(start+chunk, len(t.buckets))])
			}
		})
	}
	wg.Wait()
}

// clearChunkMiB is the part of a table one goroutine of clear zeroes at a
// time: a table up to this size is zeroed by the caller alone.
const clearChunkMiB = 64

// newSearch starts a new generation (once per Search).
func (t *table) newSearch() {
	t.gen = (t.gen + 1) & genMask
	t.used = true
}

// scoreToTT converts a score at ply into a score relative to the node, so a
// win stored at one ply is right when found at another.
func scoreToTT(v, ply int) int {
	switch {
	case v >= infinity || v <= -infinity:
		return v
	case proven(v) && v > 0:
		return v + ply
	case proven(v):
		return v - ply
	}
	return v
}

// scoreFromTT undoes scoreToTT at the probing node's ply.
func scoreFromTT(v, ply int) int {
	switch {
	case v >= infinity || v <= -infinity:
		return v
	case proven(v) && v > 0:
		return v - ply
	case proven(v):
		return v + ply
	}
	return v
}

func decode(d uint64, ply int) ttData {
	return ttData{
		move:  engine.Move(d),
		lower: scoreFromTT(int(int16(d>>16)), ply),
		upper: scoreFromTT(int(int16(d>>32)), ply),
		depth: int(uint8(d>>48)) - 1,
		pv:    d&pvBit != 0,
	}
}

func encode(move engine.Move, lower, upper, depth int, gen uint8, pv bool) uint64 {
	d := uint64(move) | uint64(uint16(int16(lower)))<<16 | uint64(uint16(int16(upper)))<<32 |
		uint64(uint8(depth+1))<<48 | uint64(gen&genMask)<<56
	if pv {
		d |= pvBit
	}
	return d
}

// prefetch starts loading key's bucket without waiting for it, so that a
// node about to search several children overlaps their table misses.
func (t *table) prefetch(key uint64) {
	prefetch.Line(unsafe.Pointer(t.bucketFor(key)))
}

// probe looks key up and returns a decoded copy of its entry, with win
// scores adjusted to ply.
func (t *table) probe(key uint64, ply int) (ttData, bool) {
	b := t.bucketFor(key)
	for i := range b {
		d := b[i].data.Load()
		if b[i].check.Load()^d == key && d>>48&0xFF != 0 {
			return decode(d, ply), true
		}
	}
	return ttData{}, false
}

// store records bounds [lower, upper] of key searched to depth at ply.
// The same key is always updated: at equal depth the bounds tighten the
// old ones (AlphaBetaWithMemory keeps both), at a greater depth they
// replace them, at a smaller depth the old deeper bounds stay and only the
// move is refreshed. Otherwise the victim is the slot with the lowest
// depth - 4*age.
func (t *table) store(key uint64, ply, depth, lower, upper int, move engine.Move, pv bool) {
	b := t.bucketFor(key)
	lower, upper = scoreToTT(lower, ply), scoreToTT(upper, ply)
	victim := 0
	worst := 1 << 30
	for i := range b {
		d := b[i].data.Load()
		if d>>48&0xFF == 0 {
			if worst > -1<<20 {
				victim, worst = i, -1<<20
			}
			continue
		}
		if b[i].check.Load()^d != key {
			age := int((t.gen - uint8(d>>56)) & genMask)
			if v := int(uint8(d>>48)) - 4*age; v < worst {
				victim, worst = i, v
			}
			continue
		}
		// Same key.
		old := decode(d, 0) // raw stored values: ply 0 leaves them unchanged
		oldLower, oldUpper := scoreToTT(old.lower, 0), scoreToTT(old.upper, 0)
		if move == engine.NoMove {
			move = old.move
		}
		stale := uint8(d>>56)&genMask != t.gen
		switch {
		case depth == old.depth && !stale:
			nl, nu := max(lower, oldLower), min(upper, oldUpper)
			if nl <= nu {
				lower, upper = nl, nu
			}
			pv = pv || old.pv
		case depth < old.depth && !stale:
			lower, upper, depth = oldLower, oldUpper, old.depth
			pv = pv || old.pv
		}
		t.write(&b[i], key, encode(move, lower, upper, depth, t.gen, pv))
		return
	}
	t.write(&b[victim], key, encode(move, lower, upper, depth, t.gen, pv))
}

func (t *table) write(e *entry, key, data uint64) {
	e.check.Store(key ^ data)
	e.data.Store(data)
}

// hashfull returns the per mille of slots in the first 1000 buckets (or
// all, if fewer) written in the current generation.
func (t *table) hashfull() int {
	n := min(1000, len(t.buckets))
	used := 0
	for i := 0; i < n; i++ {
		for j := range t.buckets[i] {
			d := t.buckets[i][j].data.Load()
			if d>>48&0xFF != 0 && uint8(d>>56)&genMask == t.gen {
				used++
			}
		}
	}
	return used * 1000 / (n * bucketSz)
}
