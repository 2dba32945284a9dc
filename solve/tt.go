package solve

import (
	"math/bits"
	"sync"
	"sync/atomic"

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

// table is the solver's transposition table: buckets of four entries, any
// number of buckets (the key's high product picks one, so --hash is used
// exactly), replacement of the least worked undecided entry, then of the
// least worked decided one. With several threads each access locks one of
// lockStripes mutexes; with one thread no lock is taken.
type table struct {
	entries  []entry
	nbuckets uint64
	locked   bool
	stripes  []sync.Mutex
	used     atomic.Int64 // slots in use
}

// newTable returns a table of at most mib MiB (at least one bucket).
func newTable(mib int, locked bool) *table {
	nb := uint64(max(mib, 1)) << 20 / (entrySize * bucketSize)
	t := &table{entries: make([]entry, nb*bucketSize), nbuckets: nb, locked: locked}
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
// entry with the least work, else the decided entry with the least work.
// A decided entry is never overwritten by an undecided one of the same key,
// unless it relied on a repetition (a search with the roles swapped
// cannot use it and must be able to store its own numbers).
func (t *table) store(e entry) {
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
				return
			}
			if e.work < s.work {
				e.work = s.work
			}
			*s = e
			return
		}
		score := uint64(s.work) + 1
		if s.decided() {
			score += 1 << 32
		}
		if victim < 0 || score < vScore {
			victim, vScore = int(i), score
		}
	}
	if t.entries[victim].flags&flagUsed == 0 {
		t.used.Add(1)
	}
	t.entries[victim] = e
}

// load inserts e as read from a table file, keeping flagUsed.
func (t *table) load(e entry) { t.store(e) }

// clear empties the table in place.
func (t *table) clear() {
	clear(t.entries)
	t.used.Store(0)
}

// permille returns the table use in per mille.
func (t *table) permille() int {
	return int(t.used.Load() * 1000 / int64(len(t.entries)))
}

// each calls f on every used entry. It must not run during a search.
func (t *table) each(f func(e *entry) error) error {
	for i := range t.entries {
		if t.entries[i].flags&flagUsed != 0 {
			if err := f(&t.entries[i]); err != nil {
				return err
			}
		}
	}
	return nil
}
