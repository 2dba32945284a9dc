package eval

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
)

// randomParams returns a net with random weights of a realistic size:
// hidden units are active part of the time, outputs span a few logits.
func randomParams(t testing.TB, h1, h2 int, seed uint64) *NetParams {
	t.Helper()
	np, err := NewNetParams(h1, h2)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	u := func(a float32) float32 { return (rng.Float32()*2 - 1) * a }
	for i := range np.W1 {
		np.W1[i] = u(0.4)
	}
	for i := range np.B1 {
		np.B1[i] = u(0.5)
	}
	for i := range np.W2 {
		np.W2[i] = u(0.6)
	}
	for i := range np.B2 {
		np.B2[i] = u(0.3)
	}
	for i := range np.W3 {
		np.W3[i] = u(1)
	}
	np.B3 = u(0.2)
	np.K = [3]float32{250, 300, 180}
	return np
}

func TestActiveInputs(t *testing.T) {
	ps, rs := randomPositions(20000)
	for i := range ps {
		p, r := &ps[i], &rs[i]
		var idx, fl [MaxActiveInputs]uint16
		n := ActiveInputs(r, p, &idx)
		q := p.Flip()
		if m := ActiveInputs(r, &q, &fl); m != n || fl != idx {
			t.Fatalf("%v: inputs %v, of the flipped position %v", p, idx[:n], fl[:m])
		}
		seen := map[uint16]bool{}
		holes := 0
		for _, x := range idx[:n] {
			if int(x) >= NetInputs || seen[x] {
				t.Fatalf("%v: input %d out of range or repeated in %v", p, x, idx[:n])
			}
			seen[x] = true
			if x < inOwnHand {
				holes++
			}
		}
		nonEmpty := 0
		for _, c := range p.Pits {
			if c != 0 {
				nonEmpty++
			}
		}
		if holes != nonEmpty {
			t.Fatalf("%v: %d hole inputs for %d occupied holes", p, holes, nonEmpty)
		}
		if !seen[uint16(inVariant+int(r.Variant))] {
			t.Fatalf("%v: no variant input in %v", p, idx[:n])
		}
	}
}

// TestQuantisedMatchesFloat checks the integer inference against the float
// net it was built from, for two architectures.
func TestQuantisedMatchesFloat(t *testing.T) {
	ps, rs := randomPositions(20000)
	for _, arch := range [][2]int{{64, 16}, {32, 32}, {16, 8}, {32, 0}} {
		np := randomParams(t, arch[0], arch[1], 5)
		n, err := NewNet(np)
		if err != nil {
			t.Fatal(err)
		}
		var sum, worst float64
		for i := range ps {
			// The difference in units of logit: centi-seeds over K.
			k := float64(np.K[rs[i].Variant])
			f := np.EvaluateFloat(&rs[i], &ps[i])
			q := float64(n.Evaluate(&rs[i], &ps[i]))
			d := math.Abs(f-q) / k
			sum += d
			worst = max(worst, d)
		}
		mean := sum / float64(len(ps))
		t.Logf("%s: |quantised - float| mean %.4f, max %.4f logit", n.Arch(), mean, worst)
		if mean > netMeanTolerance || worst > netMaxTolerance {
			t.Fatalf("%s: quantised differs from float by %.4f logit on average, %.4f at most; want <= %v and %v",
				n.Arch(), mean, worst, netMeanTolerance, netMaxTolerance)
		}
	}
}

// The stated tolerance of the quantised net against the float net, in
// units of the output logit (centi-seeds divided by K; K is about 1000
// centi-seeds on the development data, so 0.01 logit is 10 centi-seeds).
// The first layer dominates: each weight is rounded to within 1/(2*QW1),
// and a unit sums up to 38 of them (a standard deviation of about 0.0035
// of the unit's range); measured: 0.004-0.009 logit on average, 0.04 at
// most on random nets, 0.006 (5.3 centi-seeds) on average on a trained
// one.
const (
	netMeanTolerance = 0.012
	netMaxTolerance  = 0.08
)

func TestNetFlipSymmetry(t *testing.T) {
	n, err := NewNet(randomParams(t, 32, 16, 9))
	if err != nil {
		t.Fatal(err)
	}
	ev := NewNetEvaluator(n, "test")
	ps, rs := randomPositions(20000)
	for i := range ps {
		p := &ps[i]
		q := p.Flip()
		if a, b := ev.Evaluate(&rs[i], p), ev.Evaluate(&rs[i], &q); a != b {
			t.Fatalf("%v: net evaluation %d, of the flipped position %d", p, a, b)
		}
	}
}

func TestNetFileRoundTrip(t *testing.T) {
	for _, arch := range [][2]int{{64, 16}, {32, 0}} {
		np := randomParams(t, arch[0], arch[1], 11)
		var buf bytes.Buffer
		if err := WriteNet(&buf, np); err != nil {
			t.Fatal(err)
		}
		got, err := ReadNet(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		var again bytes.Buffer
		if err := WriteNet(&again, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), again.Bytes()) {
			t.Fatalf("%s: the file changes after a round trip", np.Arch())
		}
		if got.H1 != np.H1 || got.H2 != np.H2 || got.K != np.K || got.B3 != np.B3 || got.W1[77] != np.W1[77] {
			t.Fatalf("%s: read back a different net", np.Arch())
		}
	}
}

func TestNetFileRejectsDamage(t *testing.T) {
	np := randomParams(t, 32, 16, 13)
	var buf bytes.Buffer
	if err := WriteNet(&buf, np); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	le := func(b []byte, off int, v uint32) []byte {
		c := bytes.Clone(b)
		c[off], c[off+1], c[off+2], c[off+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		return c
	}
	flip := func(off int) []byte { c := bytes.Clone(good); c[off] ^= 0x40; return c }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "magic"},
		{"text", []byte("hello, this is not a net file at all"), "magic"},
		{"header only", good[:20], "shorter than"},
		{"version", le(good, 8, 2), "version 2"},
		{"inputs", le(good, 12, 600), "600 inputs"},
		{"odd H1", le(good, 16, 30), "multiple of 16"},
		{"huge H1", le(good, 16, 1<<20), "at most"},
		{"truncated", good[:len(good)-9], "bytes, want"},
		{"longer", append(bytes.Clone(good), 0), "bytes, want"},
		{"bit flip", flip(netHeader + 1000), "checksum"},
		{"checksum", flip(len(good) - 1), "checksum"},
	}
	for _, c := range cases {
		_, err := ReadNet(bytes.NewReader(c.data))
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !errors.Is(err, ErrNetFile) || !bytes.Contains([]byte(err.Error()), []byte(c.want)) {
			t.Errorf("%s: error %q, want ErrNetFile naming %q", c.name, err, c.want)
		}
	}
	// A weight beyond its quantisation bound, with a valid checksum.
	bad := np.Clone()
	bad.W2[3] = 50
	if err := WriteNet(&bytes.Buffer{}, bad); err == nil {
		t.Errorf("WriteNet accepted W2 = 50")
	}
	bad = np.Clone()
	bad.K[1] = 0
	if _, err := NewNet(bad); err == nil {
		t.Errorf("NewNet accepted K = 0")
	}
}

func TestDefaultNet(t *testing.T) {
	n, err := DefaultNet()
	if err != nil {
		t.Fatal(err)
	}
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	if v := n.Evaluate(&r, &p); v < -MaxNetScore || v > MaxNetScore {
		t.Fatalf("start position: %d", v)
	}
}

func TestNetEvaluateAllocs(t *testing.T) {
	n, err := NewNet(randomParams(t, 64, 16, 1))
	if err != nil {
		t.Fatal(err)
	}
	ev := NewNetEvaluator(n, "test")
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	if a := testing.AllocsPerRun(100, func() { ev.Evaluate(&r, &p) }); a != 0 {
		t.Fatalf("net Evaluate allocates %v times", a)
	}
	hand := DefaultHandEvaluator()
	var none *Evaluator
	if a := testing.AllocsPerRun(100, func() { hand.Evaluate(&r, &p); none.Evaluate(&r, &p) }); a != 0 {
		t.Fatalf("hand Evaluator allocates %v times", a)
	}
}

// TestEvaluatorHandMatchesEvaluate checks that the nil and the default hand
// evaluators are Evaluate.
func TestEvaluatorHandMatchesEvaluate(t *testing.T) {
	ps, rs := randomPositions(3000)
	hand := DefaultHandEvaluator()
	var none *Evaluator
	for i := range ps {
		want := Evaluate(&rs[i], &ps[i])
		if a, b := hand.Evaluate(&rs[i], &ps[i]), none.Evaluate(&rs[i], &ps[i]); a != want || b != want {
			t.Fatalf("%v: evaluators %d and %d, Evaluate %d", &ps[i], a, b, want)
		}
	}
}

func benchmarkNet(b *testing.B, h1, h2 int) {
	n, err := NewNet(randomParams(b, h1, h2, 1))
	if err != nil {
		b.Fatal(err)
	}
	ev := NewNetEvaluator(n, "bench")
	ps, rs := randomPositions(1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := i & 1023
		ev.Evaluate(&rs[j], &ps[j])
	}
}

func BenchmarkEvaluateNet32x16(b *testing.B) { benchmarkNet(b, 32, 16) }
func BenchmarkEvaluateNet64x16(b *testing.B) { benchmarkNet(b, 64, 16) }
func BenchmarkEvaluateNet32x0(b *testing.B)  { benchmarkNet(b, 32, 0) }

func BenchmarkEvaluatorHand(b *testing.B) {
	ev := DefaultHandEvaluator()
	ps, rs := randomPositions(1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := i & 1023
		ev.Evaluate(&rs[j], &ps[j])
	}
}

// FuzzReadNet checks that no input makes ReadNet panic, and that what it
// accepts quantises.
func FuzzReadNet(f *testing.F) {
	np, err := NewNetParams(16, 8)
	if err != nil {
		f.Fatal(err)
	}
	np.B3 = 0.5
	var buf bytes.Buffer
	if err := WriteNet(&buf, np); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(netMagic))
	f.Add(buf.Bytes()[:netHeader])
	f.Fuzz(func(t *testing.T, b []byte) {
		np, err := ReadNet(bytes.NewReader(b))
		if err != nil {
			return
		}
		if _, err := NewNet(np); err != nil {
			t.Fatalf("accepted a net that does not quantise: %v", err)
		}
	})
}
