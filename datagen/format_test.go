package datagen

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// randomSamples plays seeded random games of every variant and returns a
// sample for each position met, with arbitrary scores and results.
func randomSamples(n int) []Sample {
	rng := rand.New(rand.NewPCG(3, 4))
	var out []Sample
	var ch engine.Children
	for len(out) < n {
		v := engine.Variants[rng.IntN(len(engine.Variants))]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for len(out) < n {
			r.Generate(&p, &ch)
			best := engine.NoMove
			if ch.N > 0 {
				best = ch.List[rng.IntN(ch.N)].Move
			}
			out = append(out, Sample{Variant: v, Pos: p, Score: int16(rng.IntN(60001) - 30000),
				Best: best, Result: int8(rng.IntN(3) - 1)})
			if ch.N == 0 {
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	samples := randomSamples(5000)
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for i := range samples {
		if err := w.Write(&samples[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != len(samples)*RecordSize {
		t.Fatalf("%d bytes for %d samples, want %d each", buf.Len(), len(samples), RecordSize)
	}
	r := NewReader(&buf)
	var s Sample
	for i := range samples {
		if err := r.Read(&s); err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
		if s != samples[i] {
			t.Fatalf("sample %d: read %+v, wrote %+v", i, s, samples[i])
		}
	}
	if err := r.Read(&s); err != io.EOF {
		t.Fatalf("after the last sample: %v, want io.EOF", err)
	}
}

func TestPartialTail(t *testing.T) {
	samples := randomSamples(3)
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for i := range samples {
		w.Write(&samples[i])
	}
	w.Flush()
	data := buf.Bytes()[:2*RecordSize+17]
	r := NewReader(bytes.NewReader(data))
	var s Sample
	for i := 0; i < 2; i++ {
		if err := r.Read(&s); err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
	}
	if err := r.Read(&s); !errors.Is(err, ErrPartial) {
		t.Fatalf("cut record: %v, want ErrPartial", err)
	}
}

func TestCorruptRecordsAreRejected(t *testing.T) {
	s := randomSamples(1)[0]
	var good [RecordSize]byte
	s.Encode(good[:])
	cases := map[string]func(b []byte){
		"version":  func(b []byte) { b[0] = 2 },
		"checksum": func(b []byte) { b[5] ^= 1 },
		"variant":  func(b []byte) { b[1] = 7; fix(b) },
		"result":   func(b []byte) { b[42] = 5; fix(b) },
		"seeds":    func(b []byte) { b[2]++; fix(b) },
		"side":     func(b []byte) { b[37] = 2; fix(b) },
	}
	for name, corrupt := range cases {
		b := good
		corrupt(b[:])
		var got Sample
		if err := got.Decode(b[:]); err == nil {
			t.Errorf("%s: corrupt record accepted", name)
		}
	}
}

// fix rewrites the checksum of a record edited by a test.
func fix(b []byte) {
	sum := fletcher16(b[:46])
	b[46], b[47] = byte(sum), byte(sum>>8)
}

func TestEncodeAllocs(t *testing.T) {
	s := randomSamples(1)[0]
	var b [RecordSize]byte
	if n := testing.AllocsPerRun(100, func() { s.Encode(b[:]); _ = s.Decode(b[:]) }); n != 0 {
		t.Fatalf("Encode+Decode allocate %v times", n)
	}
}
