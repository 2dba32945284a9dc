package eval

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestStageBuckets checks BucketsStage's bucket against its definition,
// computed here with plain loops, on positions of random games and on
// constructed ones at the bucket edges.
func TestStageBuckets(t *testing.T) {
	want := func(p *engine.Position) int {
		if hand := int(p.Store[p.Side]); hand > 0 {
			switch {
			case hand >= 19:
				return 0
			case hand >= 13:
				return 1
			case hand >= 7:
				return 2
			}
			return 3
		}
		seeds := 0
		for i := 0; i < 16; i++ {
			seeds += int(p.Pits[engine.MakePit(p.Side, i)])
		}
		return 4 + min(seeds/16, 3)
	}
	ps, _ := randomPositions(20000)
	seen := make(map[int]int)
	for i := range ps {
		p := &ps[i]
		got := BucketsStage.Of(p)
		if got != want(p) {
			t.Fatalf("%v: bucket %d, want %d", p, got, want(p))
		}
		if BucketsNone.Of(p) != 0 {
			t.Fatalf("%v: BucketsNone gives bucket %d", p, BucketsNone.Of(p))
		}
		seen[got]++
	}
	if len(seen) != BucketsStage.Count() {
		t.Errorf("random positions reach buckets %v, want all %d", seen, BucketsStage.Count())
	}
	// The edges: hands 22, 19, 18, 13, 12, 7, 6, 1, then the mtaji with
	// 0, 15, 16, 31, 32, 47, 48 and 64 seeds on the mover's side.
	for _, c := range []struct{ hand, seeds, bucket int }{
		{22, 10, 0}, {19, 3, 0}, {18, 3, 1}, {13, 3, 1}, {12, 3, 2}, {7, 3, 2}, {6, 3, 3}, {1, 3, 3},
		{0, 0, 4}, {0, 15, 4}, {0, 16, 5}, {0, 31, 5}, {0, 32, 6}, {0, 47, 6}, {0, 48, 7}, {0, 64, 7},
	} {
		for _, side := range []engine.Side{engine.South, engine.North} {
			var p engine.Position
			p.Side, p.Blocked = side, engine.NoPit
			p.Store[side] = uint8(c.hand)
			p.Store[side.Other()] = uint8(max(c.hand-1, 0))
			for s := c.seeds; s > 0; s-- {
				p.Pits[engine.MakePit(side, s%16)]++
			}
			p.Pits[engine.MakePit(side.Other(), 3)] = uint8(64 - c.seeds - 2*c.hand)
			if got := BucketsStage.Of(&p); got != c.bucket {
				t.Errorf("%v to move, hand %d, %d seeds on its side: bucket %d, want %d", side, c.hand, c.seeds, got, c.bucket)
			}
		}
	}
}

// TestParseOutputBuckets checks the names of the schemes and the error
// for an unknown one.
func TestParseOutputBuckets(t *testing.T) {
	for _, b := range []OutputBuckets{BucketsNone, BucketsStage} {
		got, err := ParseOutputBuckets(b.String())
		if err != nil || got != b {
			t.Errorf("ParseOutputBuckets(%q) = %v, %v", b.String(), got, err)
		}
	}
	if _, err := ParseOutputBuckets("phase"); err == nil || !strings.Contains(err.Error(), "want one of none, stage") {
		t.Errorf("ParseOutputBuckets(phase): error %v", err)
	}
	if c := OutputBuckets(9).Count(); c != 1 {
		t.Errorf("an unknown scheme has %d buckets, want 1", c)
	}
	if _, err := NewBucketedNetParams(InputsV2, 32, 16, OutputBuckets(9)); err == nil {
		t.Errorf("NewBucketedNetParams accepted an unknown scheme")
	}
}

// TestBucketedNetFile checks that a net with output buckets is written as
// version 3, reads back the same, and that a damaged version-3 header is
// refused with the field named.
func TestBucketedNetFile(t *testing.T) {
	for _, set := range []InputSet{InputsV1, InputsV2} {
		np := randomBucketedParams(t, set, 32, 16, BucketsStage, 21)
		var buf bytes.Buffer
		if err := WriteNet(&buf, np); err != nil {
			t.Fatal(err)
		}
		if v := buf.Bytes()[8]; v != 3 {
			t.Fatalf("%s: file version %d, want 3", np.Arch(), v)
		}
		got, err := ReadNet(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if got.Buckets != BucketsStage || got.Inputs != set || len(got.W3) != 8*16 ||
			got.W3[127] != np.W3[127] || got.B3 != np.B3 || got.BucketB3[7] != np.BucketB3[7] || got.K != np.K {
			t.Fatalf("%s: read back a different net %s", np.Arch(), got.Arch())
		}
		var again bytes.Buffer
		if err := WriteNet(&again, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), again.Bytes()) {
			t.Fatalf("%s: the file changes after a round trip", np.Arch())
		}
	}
	np := randomBucketedParams(t, InputsV2, 16, 8, BucketsStage, 22)
	var buf bytes.Buffer
	if err := WriteNet(&buf, np); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	le := func(off int, v uint32) []byte {
		c := bytes.Clone(good)
		c[off], c[off+1], c[off+2], c[off+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		return c
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"header cut", good[:46], "version-3 header"},
		{"buckets none", le(20, 0), "output buckets 0 (the version-3 header's field at byte 20): this program knows 1 (stage)"},
		{"buckets unknown", le(20, 5), "output buckets 5"},
		{"input set", le(12, 7), "input set 7 (the version-3 header's field at byte 12)"},
		{"bucket biases cut", good[:len(good)-8], "bytes, want"},
		{"as version 2", le(8, 2), "first hidden layer 1"},
	} {
		_, err := ReadNet(bytes.NewReader(c.data))
		if err == nil || !errors.Is(err, ErrNetFile) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want ErrNetFile naming %q", c.name, err, c.want)
		}
	}
}

// TestBucketedNetUsesItsBucket checks that the quantised net evaluates a
// position with the output layer of its bucket: two nets that differ only
// in one bucket's output bias give the same value on the positions of
// every other bucket and values apart by that bias times K on the
// positions of that bucket.
func TestBucketedNetUsesItsBucket(t *testing.T) {
	np := randomBucketedParams(t, InputsV2, 32, 16, BucketsStage, 23)
	n, err := NewNet(np)
	if err != nil {
		t.Fatal(err)
	}
	const target, shift = 5, 1.0
	moved := np.Clone()
	moved.BucketB3[target] += shift
	m, err := NewNet(moved)
	if err != nil {
		t.Fatal(err)
	}
	ps, rs := randomPositions(5000)
	inTarget := 0
	for i := range ps {
		r, p := &rs[i], &ps[i]
		a, b := n.Evaluate(r, p), m.Evaluate(r, p)
		if BucketsStage.Of(p) != target {
			if a != b {
				t.Fatalf("%v (bucket %d): %d and %d, want equal", p, BucketsStage.Of(p), a, b)
			}
			continue
		}
		inTarget++
		k := float64(np.K[r.Variant])
		if d := float64(b - a); (a > -MaxNetScore && b < MaxNetScore) && (d < shift*k-2 || d > shift*k+2) {
			t.Fatalf("%v (bucket %d): %d and %d, want %v apart", p, target, a, b, shift*k)
		}
	}
	if inTarget < 100 {
		t.Fatalf("only %d positions in bucket %d", inTarget, target)
	}
}
