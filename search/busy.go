package search

import "sync/atomic"

// busyBits sets the size of the busy table: 4096 slots of 8 bytes.
const busyBits = 12

// deferDepth is the least depth of a node whose later moves a thread
// defers while another thread searches them (Options.Threads > 1).
const deferDepth = 3

// busyTable records the positions that some thread is searching, for
// Lazy SMP with deferred moves (ABDADA's idea, Weill 1996): at a node of
// deferDepth or more, a thread that meets a move (other than the first)
// whose child another thread is searching puts it off to the end of the
// node's list, and so searches a different part of the tree meanwhile,
// where plain Lazy SMP has both threads search the same moves in the
// same order. A slot holds the key of one child being searched; two
// children in one slot only make a thread defer a move it need not
// have, which changes the order, never the result.
type busyTable struct {
	slots [1 << busyBits]atomic.Uint64
}

// slot returns the slot of key (its top bits: the table uses the low ones).
func (b *busyTable) slot(key uint64) *atomic.Uint64 { return &b.slots[key>>(64-busyBits)] }

// busy reports whether another thread is searching key.
func (b *busyTable) busy(key uint64) bool { return b.slot(key).Load() == key }

// enter marks key as being searched.
func (b *busyTable) enter(key uint64) { b.slot(key).Store(key) }

// leave unmarks key, unless another child has taken the slot since.
func (b *busyTable) leave(key uint64) { b.slot(key).CompareAndSwap(key, 0) }
