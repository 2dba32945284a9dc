package solve

import (
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/baoengine/bao/internal/prefetch"

	"github.com/baoengine/bao/engine"
)

// inf is the proof or disproof number of a decided node: pn = inf means the
// side to move cannot win, dn = inf that it cannot lose. Sums of numbers
// saturate at inf-1, so an undecided node never looks decided.
const inf = ^uint32(0)

// Entry flag bits.
const (
	flagUsed = 1 << 0 // the slot holds a position
	flagCyc  = 1 << 1 // the decision relied on a repetition (see doc.go)
)

// entrySize is the size of an entry in memory and in the table file.
const entrySize = 24

// bucketSize is the number of entries one key may occupy.
const bucketSize = 4

// entry is one 24-byte slot of the transposition table. All numbers are
// relative to the side to move at the position:
//
//	key   Zobrist key of the position (engine.Position.Key)
//	pn    proof number: the effort still needed to show the mover wins; 0 = he wins
//	dn    disproof number: the effort to show the mover loses; 0 = he loses
//	work  nodes expanded below this position so far (saturating), the
//	      replacement priority
//	dist  for a decided position, plies to the end of the game along the
//	      strategy found (winner: the move chosen; loser: the longest reply)
//	move  for a decided position, the move of that strategy
//	flags flagUsed, flagCyc
type entry struct {
	key   uint64
	pn    uint32
	dn    uint32
	work  uint32
	dist  uint16
	move  engine.Move
	flags uint8
}

// decided reports whether the entry is a proof or a disproof.
func (e *entry) decided() bool { return e.pn == 0 || e.dn == 0 }

// lockStripes is the number of mutexes guarding the buckets when several
// threads share the table.
const lockStripes = 4096

// minBuckets is the size a table starts from: 4096 buckets, 384 KiB.
const minBuckets = 1 << 12

// table is the solver's transposition table: buckets of four entries, any
// number of buckets (the key's high product picks one, so --hash is used
// to within 0.03%), replacement of the least worked undecided entry, then
// of the least worked decided one. With several threads each access locks
// one of lockStripes mutexes; with one thread no lock is taken.
//
// The table grows. Its memory is reserved at once, but only the first
// minBuckets to 2*minBuckets buckets are used at first, and the table
// doubles in place (grow) whenever more than half of its slots are in use,
// until it has its full size. So a short solve with --hash 1024 touches a
// few MiB, and a long one touches its memory in sequential passes as the
// table grows rather than page by page at random (doc.go, "Speed"). The
// capacity is the start size times a power of two, and bucket b of a
// table of n buckets splits into buckets 2b and 2b+1 of the doubled one.
type table struct {
	entries  []entry // the whole capacity; the first nbuckets*bucketSize are in use
	nbuckets uint64  // buckets in use
	capacity uint64  // buckets reserved
	locked   bool
	stripes  []sync.Mutex
	used     atomic.Int64 // slots in use
	// wantGrow is set by a store with several threads that found the
	// table over half full; the solver pauses the threads and grows it
	// (Solver.run).
	wantGrow atomic.Bool
}

// tableSize returns the buckets a table of at most mib MiB starts with
// and the buckets it may grow to.
func tableSize(mib int) (start, capacity uint64) {
	want := uint64(max(mib, 1)) << 20 / (entrySize * bucketSize)
	start = max(want, 1)
	for start >= 2*minBuckets {
		start /= 2
	}
	capacity = start
	for capacity*2 <= want {
		capacity *= 2
	}
	return start, capacity
}

// TableEntries returns the most entries a solver's table of hashMiB MiB
// (Options.HashMiB) can hold.
func TableEntries(hashMiB int) int64 {
	_, capacity := tableSize(hashMiB)
	return int64(capacity * bucketSize)
}

// newTable returns a table of at most mib MiB (at least one bucket).
func newTable(mib int, locked bool) *table {
	start, capacity := tableSize(mib)
	t := &table{entries: make([]entry, capacity*bucketSize), nbuckets: start, capacity: capacity, locked: locked}
	adviseHugePages(t.entries)
	if locked {
		t.stripes = make([]sync.Mutex, lockStripes)
	}
	return t
}

// bucket returns the index of the first slot of key's bucket.
func (t *table) bucket(key uint64) uint64 {
	hi, _ := bits.Mul64(key, t.nbuckets)
	return hi * bucketSize
}

func (t *table) lock(b uint64) {
	if t.locked {
		t.stripes[(b/bucketSize)%lockStripes].Lock()
	}
}

func (t *table) unlock(b uint64) {
	if t.locked {
		t.stripes[(b/bucketSize)%lockStripes].Unlock()
	}
}

// prefetch starts loading key's bucket without waiting for it, so that a
// caller about to look up several keys overlaps their cache misses.
func (t *table) prefetch(key uint64) {
	prefetch.Line(unsafe.Pointer(&t.entries[t.bucket(key)]))
}

// lookup returns a copy of the entry of key, if present.
func (t *table) lookup(key uint64) (entry, bool) {
	b := t.bucket(key)
	t.lock(b)
	defer t.unlock(b)
	for i := b; i < b+bucketSize; i++ {
		if e := t.entries[i]; e.flags&flagUsed != 0 && e.key == key {
			return e, true
		}
	}
	return entry{}, false
}

// store writes e (its flagUsed is set here). An existing entry of the same
// key is overwritten; otherwise an empty slot is taken, else the undecided
// entry with the least work is replaced, else the decided entry with the
// least work. A decided entry is never overwritten by an undecided one of
// the same key, unless it relied on a repetition (a search with the roles
// swapped cannot use it and must be able to store its own numbers). When
// the table is then over half full it grows, or with several threads
// (which cannot grow it while the others use it) it sets wantGrow.
func (t *table) store(e entry) {
	if t.put(e) {
		if !t.locked {
			t.grow()
		} else {
			t.wantGrow.Store(true)
		}
	}
}

// reserve grows the table, before a table file of n entries is loaded,
// to the size a search holding n entries has grown it to (more than half
// of its slots free, or its full size). Loaded in the file's order (by
// bucket, so by key), the entries would otherwise crowd into the first
// buckets of the small starting table and replace one another before it
// grows.
func (t *table) reserve(n int64) {
	for t.nbuckets < t.capacity && t.nbuckets*bucketSize < 2*uint64(max(n, 0)) {
		t.grow()
	}
}

// load inserts e as read from a table file, keeping flagUsed, and reports
// whether the table kept it without dropping another position: it grows
// the table rather than replace an entry, and drops one only when it has
// its full size. No search runs, so the table grows as needed whatever
// the threads.
func (t *table) load(e entry) bool {
	for !t.fits(e.key) && t.nbuckets < t.capacity {
		t.grow()
	}
	kept := t.fits(e.key)
	if t.put(e) {
		t.grow()
	}
	return kept
}

// fits reports whether key's bucket holds key or has a free slot.
func (t *table) fits(key uint64) bool {
	b := t.bucket(key)
	for i := b; i < b+bucketSize; i++ {
		if s := &t.entries[i]; s.flags&flagUsed == 0 || s.key == key {
			return true
		}
	}
	return false
}

// put stores e as store describes and reports whether the table should
// now grow.
func (t *table) put(e entry) bool {
	e.flags |= flagUsed
	b := t.bucket(e.key)
	t.lock(b)
	defer t.unlock(b)
	victim := -1
	var vScore uint64
	for i := b; i < b+bucketSize; i++ {
		s := &t.entries[i]
		if s.flags&flagUsed == 0 {
			if victim < 0 || vScore > 0 {
				victim, vScore = int(i), 0
			}
			continue
		}
		if s.key == e.key {
			if s.decided() && s.flags&flagCyc == 0 && !e.decided() {
				return false
			}
			if e.work < s.work {
				e.work = s.work
			}
			*s = e
			return false
		}
		score := uint64(s.work) + 1
		if s.decided() {
			score += 1 << 32
		}
		if victim < 0 || score < vScore {
			victim, vScore = int(i), score
		}
	}
	t.entries[victim] = e
	if vScore != 0 {
		return false
	}
	return uint64(t.used.Add(1))*2 > t.nbuckets*bucketSize && t.nbuckets < t.capacity
}

// grow doubles the buckets in use, in place: bucket b's entries go to
// bucket 2b or 2b+1, in their order. Buckets are split from the last down,
// so that no bucket is overwritten before it is read. No other thread may
// use the table meanwhile.
func (t *table) grow() {
	if t.nbuckets >= t.capacity {
		return
	}
	n := t.nbuckets
	t.nbuckets = 2 * n
	for b := n; b > 0; {
		b--
		var old [bucketSize]entry
		copy(old[:], t.entries[b*bucketSize:(b+1)*bucketSize])
		clear(t.entries[2*b*bucketSize : (2*b+2)*bucketSize])
		var fill [2]uint64
		for _, e := range old {
			if e.flags&flagUsed == 0 {
				continue
			}
			nb := t.bucket(e.key)
			half := nb/bucketSize - 2*b
			t.entries[nb+fill[half&1]] = e
			fill[half&1]++
		}
	}
	t.wantGrow.Store(false)
}

// clear empties the table in place and shrinks it back to its start
// (the memory stays reserved).
func (t *table) clear() {
	clear(t.entries[:t.nbuckets*bucketSize])
	for t.nbuckets >= 2*minBuckets {
		t.nbuckets /= 2
	}
	t.used.Store(0)
	t.wantGrow.Store(false)
}

// permille returns the table use in per mille of its full size.
func (t *table) permille() int {
	return int(t.used.Load() * 1000 / int64(len(t.entries)))
}

// each calls f on every used entry. It must not run during a search.
func (t *table) each(f func(e *entry) error) error {
	for i := range t.entries[:t.nbuckets*bucketSize] {
		if t.entries[i].flags&flagUsed != 0 {
			if err := f(&t.entries[i]); err != nil {
				return err
			}
		}
	}
	return nil
}
