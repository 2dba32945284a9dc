package shard

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is this run's share of a schedule: shard Index (1-based) of
// Count. Items are dealt round the shards in turn: item k (0-based)
// belongs to shard k mod Count + 1. The zero Shard, and any with Count 1,
// is the whole schedule.
type Shard struct{ Index, Count int }

// Parse reads "I/N" with 1 <= I <= N.
func Parse(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("shard %q: want I/N with 1 <= I <= N, e.g. 2/8", s)
	}
	return Shard{i, n}, nil
}

// Check reports a shard with a Count of 1 or more whose Index is not
// within 1..Count.
func (s Shard) Check() error {
	if s.Count > 0 && (s.Index < 1 || s.Index > s.Count) {
		return fmt.Errorf("shard %d/%d: want 1 <= I <= N", s.Index, s.Count)
	}
	return nil
}

// whole reports whether the shard is the whole schedule.
func (s Shard) whole() bool { return s.Count <= 1 }

// Owns reports whether item k (0-based) of the schedule is this shard's.
func (s Shard) Owns(k int) bool {
	return s.whole() || k%s.Count == s.Index-1
}

// Item returns the schedule index of this shard's j-th item (both
// 0-based): shard I of N owns the items I-1, I-1+N, I-1+2N, ...
func (s Shard) Item(j int) int {
	if s.whole() {
		return j
	}
	return s.Index - 1 + j*s.Count
}

// Size returns how many of a schedule's first total items this shard
// owns.
func (s Shard) Size(total int) int {
	if s.whole() {
		return total
	}
	n := total / s.Count
	if s.Index <= total%s.Count {
		n++
	}
	return n
}

// Suffix describes the share for a run's header line: " (shard I/N)", or
// nothing for the whole schedule.
func (s Shard) Suffix() string {
	if s.whole() {
		return ""
	}
	return fmt.Sprintf(" (shard %d/%d)", s.Index, s.Count)
}
