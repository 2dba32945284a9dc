package eval

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/baoengine/bao/engine"
)

// OutputBuckets is a scheme of output buckets: the net keeps one set of
// output weights and one output bias per bucket, and a position is
// evaluated with those of its bucket. The hidden layers are shared, so a
// bucket costs nothing at inference but its weights; what it buys is an
// output layer that may weigh the same hidden units differently in
// different stages of the game. The zero value is BucketsNone, the
// scheme of every net without buckets.
type OutputBuckets uint8

// The output bucket schemes.
const (
	// BucketsNone is one output layer for every position.
	BucketsNone OutputBuckets = iota
	// BucketsStage is 8 buckets by the stage of the side to move: four
	// for the namua (seeds in hand 19-22, 13-18, 7-12, 1-6), four for
	// the mtaji by the seeds on its own side of the board (0-15, 16-31,
	// 32-47, 48 and more).
	BucketsStage
	numOutputBuckets
)

// outputBucketsDef is what one scheme is: its name, its number of
// buckets and the number a net file gives it.
type outputBucketsDef struct {
	name   string // what String, ParseOutputBuckets and bao tune net --buckets call it
	count  int    // the number of buckets
	fileID uint32 // the version-3 net file's "output buckets" field
}

// outputBucketSchemes is the table of the schemes, indexed by
// OutputBuckets. It is never written.
var outputBucketSchemes = [numOutputBuckets]outputBucketsDef{
	BucketsNone:  {name: "none", count: 1, fileID: 0},
	BucketsStage: {name: "stage", count: 8, fileID: 1},
}

// known reports whether b is a scheme of the table.
func (b OutputBuckets) known() bool { return b < numOutputBuckets }

// Count returns the number of buckets of the scheme: 1 for BucketsNone
// and for an unknown scheme.
func (b OutputBuckets) Count() int {
	if !b.known() {
		return 1
	}
	return outputBucketSchemes[b].count
}

// String returns the scheme's name ("none", "stage"), or
// "OutputBuckets(n)" for an unknown scheme.
func (b OutputBuckets) String() string {
	if !b.known() {
		return fmt.Sprintf("OutputBuckets(%d)", int(b))
	}
	return outputBucketSchemes[b].name
}

// ParseOutputBuckets returns the scheme named name ("none", "stage").
func ParseOutputBuckets(name string) (OutputBuckets, error) {
	names := make([]string, 0, numOutputBuckets)
	for b := range outputBucketSchemes {
		if outputBucketSchemes[b].name == name {
			return OutputBuckets(b), nil
		}
		names = append(names, outputBucketSchemes[b].name)
	}
	return 0, fmt.Errorf("output buckets %q: want one of %s", name, strings.Join(names, ", "))
}

// outputBucketsOfFileID returns the scheme a version-3 net file's
// "output buckets" field id names.
func outputBucketsOfFileID(id uint32) (OutputBuckets, bool) {
	for b := range outputBucketSchemes {
		if outputBucketSchemes[b].fileID == id {
			return OutputBuckets(b), true
		}
	}
	return 0, false
}

// knownBucketFileIDs lists the schemes with buckets a version-3 net file
// can name, "1 (stage)".
func knownBucketFileIDs() string {
	ids := make([]string, 0, numOutputBuckets)
	for b := BucketsNone + 1; b < numOutputBuckets; b++ {
		ids = append(ids, fmt.Sprintf("%d (%s)", outputBucketSchemes[b].fileID, outputBucketSchemes[b].name))
	}
	return strings.Join(ids, ", ")
}

// Of returns the bucket of p, 0..Count()-1 (0 for BucketsNone and an
// unknown scheme). It does not allocate and has no branch on the board.
func (b OutputBuckets) Of(p *engine.Position) int {
	if b != BucketsStage {
		return 0
	}
	return stageBucket(p)
}

// stageBucket is the bucket of BucketsStage: by the hand of the side to
// move while it holds seeds (the namua), else by the seeds on its side of
// the board.
func stageBucket(p *engine.Position) int {
	if hand := int(p.Store[p.Side&1]); hand > 0 {
		return 3 - min(3, (hand-1)/6)
	}
	return 4 + min(3, ownSeeds(p)/16)
}

// ownSeeds returns the seeds in the side to move's 16 holes. The board
// holds at most 64 seeds, so the bytewise sum of its two words carries
// from no byte into the next and byteSum of it is the total.
func ownSeeds(p *engine.Position) int {
	x := int(p.Side&1) << 4
	le := binary.LittleEndian
	return byteSum(le.Uint64(p.Pits[x:]) + le.Uint64(p.Pits[x+8:]))
}
