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
	return randomParamsFor(t, InputsV1, h1, h2, seed)
}

// randomParamsFor is randomParams with input set s.
func randomParamsFor(t testing.TB, s InputSet, h1, h2 int, seed uint64) *NetParams {
	t.Helper()
	return randomBucketedParams(t, s, h1, h2, BucketsNone, seed)
}

// randomBucketedParams is randomParamsFor with output buckets b, each
// bucket's bias random too.
func randomBucketedParams(t testing.TB, s InputSet, h1, h2 int, b OutputBuckets, seed uint64) *NetParams {
	t.Helper()
	np, err := NewBucketedNetParams(s, h1, h2, b)
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
	for i := range np.BucketB3 {
		np.BucketB3[i] = u(0.5)
	}
	np.K = [3]float32{250, 300, 180}
	return np
}

func TestActiveInputs(t *testing.T) {
	ps, rs := randomPositions(20000)
	for _, set := range []InputSet{InputsV1, InputsV2} {
		for i := range ps {
			checkActiveInputs(t, set, &rs[i], &ps[i])
		}
	}
}

// checkActiveInputs checks the inputs of set for p: the same for the
// flipped position, increasing, within the set, one per occupied hole,
// the variant, at most set.MaxActive(), and for InputsV2 the capture
// threats of engine.Position.CaptureTargets.
func checkActiveInputs(t *testing.T, set InputSet, r *engine.Rules, p *engine.Position) {
	t.Helper()
	var idx, fl [MaxActiveInputs]uint16
	n := set.Active(r, p, &idx)
	q := p.Flip()
	if m := set.Active(r, &q, &fl); m != n || fl != idx {
		t.Fatalf("%v %v: inputs %v, of the flipped position %v", set, p, idx[:n], fl[:m])
	}
	if n > set.MaxActive() {
		t.Fatalf("%v %v: %d inputs, more than %d", set, p, n, set.MaxActive())
	}
	if set == InputsV1 {
		var old [MaxActiveInputs]uint16
		if m := ActiveInputs(r, p, &old); m != n || old != idx {
			t.Fatalf("%v: ActiveInputs %v, InputsV1.Active %v", p, old[:m], idx[:n])
		}
	}
	{
		seen := map[uint16]bool{}
		holes := 0
		for k, x := range idx[:n] {
			if int(x) >= set.Count() || seen[x] || (k > 0 && x <= idx[k-1]) {
				t.Fatalf("%v %v: input %d out of range, repeated or out of order in %v", set, p, x, idx[:n])
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
		if set != InputsV2 {
			return
		}
		me := p.Side
		for k, s := range []engine.Side{me, me.Other()} {
			targets := p.CaptureTargets(s)
			big := 0
			for l := 0; l < 8; l++ {
				in := uint16(inOwnTargets + 8*k + l)
				hit := targets>>l&1 != 0
				if seen[in] != hit {
					t.Fatalf("%v: side %v target %d: input %v, CaptureTargets %08b", p, s, l, seen[in], targets)
				}
				if hit {
					big = max(big, int(p.Pits[engine.MakePit(s.Other(), l)]))
				}
			}
			for b := 0; b < 8; b++ {
				in := uint16(inOwnLargest + 8*k + b)
				if want := big > 0 && largestTargetBucket(big) == b; seen[in] != want {
					t.Fatalf("%v: side %v largest capturable %d: bucket input %d is %v", p, s, big, b, seen[in])
				}
			}
		}
	}
}

// largestTargetBucket is the bucket of the largest capturable hole's
// seeds c > 0, as the inputs document it: 1, 2, 3, 4-5, 6-7, 8-10, 11-15,
// 16+.
func largestTargetBucket(c int) int {
	b := 0
	for _, upper := range []int{1, 2, 3, 5, 7, 10, 15} {
		if c > upper {
			b++
		}
	}
	return b
}

// TestQuantisedMatchesFloat checks the integer inference against the float
// net it was built from, for two architectures.
func TestQuantisedMatchesFloat(t *testing.T) {
	ps, rs := randomPositions(20000)
	for _, arch := range [][3]int{{64, 16, 0}, {32, 32, 0}, {16, 8, 0}, {32, 0, 0}, {32, 16, 1}, {64, 0, 1}} {
		np := randomParamsFor(t, InputSet(arch[2]), arch[0], arch[1], 5)
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
// units of the output logit (centi-seeds divided by K; the default net's
// K is about 390 centi-seeds, so 0.01 logit is 4 centi-seeds). The first
// layer dominates: each weight is rounded to within 1/(2*QW1), and a
// unit sums up to 38 (v1) or 56 (v2) of them and its bias (a standard
// deviation of about 0.0035 or 0.0043 of the unit's range); measured:
// 0.004-0.009 logit on average, 0.04 at most on random nets, 0.006 on
// average on a trained one. tune's TestTrainerForwardMatchesEval holds
// the trainer's forward pass to the same bound.
const (
	netMeanTolerance = 0.012
	netMaxTolerance  = 0.08
)

func TestNetFlipSymmetry(t *testing.T) {
	ps, rs := randomPositions(20000)
	for _, set := range []InputSet{InputsV1, InputsV2} {
		n, err := NewNet(randomParamsFor(t, set, 32, 16, 9))
		if err != nil {
			t.Fatal(err)
		}
		ev := NewNetEvaluator(n, "test")
		for i := range ps {
			p := &ps[i]
			q := p.Flip()
			if a, b := ev.Evaluate(&rs[i], p), ev.Evaluate(&rs[i], &q); a != b {
				t.Fatalf("%v: net evaluation %d, of the flipped position %d", p, a, b)
			}
		}
	}
}

func TestNetFileRoundTrip(t *testing.T) {
	for _, arch := range [][3]int{{64, 16, 0}, {32, 0, 0}, {32, 16, 1}, {16, 0, 1}} {
		np := randomParamsFor(t, InputSet(arch[2]), arch[0], arch[1], 11)
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
		if got.Inputs != np.Inputs || got.H1 != np.H1 || got.H2 != np.H2 || got.K != np.K || got.B3 != np.B3 ||
			got.W1[77] != np.W1[77] || got.W1[len(got.W1)-1] != np.W1[len(np.W1)-1] {
			t.Fatalf("%s: read back a different net", np.Arch())
		}
		version, want := buf.Bytes()[8], byte(1)
		if np.Inputs != InputsV1 {
			want = 2
		}
		if version != want {
			t.Fatalf("%v %s: file version %d, want %d", np.Inputs, np.Arch(), version, want)
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
		{"version", le(good, 8, 4), "version 4"},
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
	// A version-2 file (input set v2).
	buf.Reset()
	if err := WriteNet(&buf, randomParamsFor(t, InputsV2, 16, 8, 13)); err != nil {
		t.Fatal(err)
	}
	good = bytes.Clone(buf.Bytes())
	cases = []struct {
		name string
		data []byte
		want string
	}{
		{"v2 header cut", good[:42], "version-2 header"},
		{"v2 input set 0", le(good, 12, 0), "input set 0 (the version-2 header's field at byte 12): this program knows 1 (v1), 2 (v2)"},
		{"v2 input set 3", le(good, 12, 3), "input set 3 (the version-2 header's field at byte 12)"},
		{"v2 inputs", le(good, 16, 579), "579 inputs, input set v2 has 611"},
		{"v2 as v1", le(good, 12, 1), "611 inputs, input set v1 has 579"},
		{"v2 odd H2", le(good, 24, 7), "multiple of 8"},
		{"v2 truncated", good[:len(good)-5], "bytes, want"},
		{"v2 bit flip", flip(netHeaderV2 + 700), "checksum"},
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
	// A v2 net's first layer has the tighter bound of its 56 inputs.
	bad = randomParamsFor(t, InputsV2, 16, 0, 13)
	bad.W1[5] = (InputsV1.MaxW1() + InputsV2.MaxW1()) / 2
	if err := bad.Check(); err == nil {
		t.Errorf("Check accepted W1 = %v in a v2 net (bound %v)", bad.W1[5], InputsV2.MaxW1())
	}
	bad.Inputs = 7
	if err := bad.Check(); err == nil {
		t.Errorf("Check accepted input set 7")
	}
	if _, err := NewNet(bad); err == nil {
		t.Errorf("NewNet accepted input set 7")
	}
	if err := WriteNet(&bytes.Buffer{}, bad); err == nil {
		t.Errorf("WriteNet accepted input set 7")
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
	benchmarkEvaluator(b, NewNetEvaluator(n, "bench"))
}

// benchmarkEvaluator times ev on 1024 random positions, in full each time.
func benchmarkEvaluator(b *testing.B, ev *Evaluator) {
	ps, rs := randomPositions(1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := i & 1023
		ev.Evaluate(&rs[j], &ps[j])
	}
}

// BenchmarkEvaluateDefaultNet times the embedded net (its input set and
// sizes, whatever they are now).
func BenchmarkEvaluateDefaultNet(b *testing.B) {
	n, err := DefaultNet()
	if err != nil {
		b.Fatal(err)
	}
	benchmarkEvaluator(b, NewNetEvaluator(n, "embedded"))
}

func BenchmarkEvaluateNet32x16(b *testing.B) { benchmarkNet(b, 32, 16) }
func BenchmarkEvaluateNet64x16(b *testing.B) { benchmarkNet(b, 64, 16) }
func BenchmarkEvaluateNet32x0(b *testing.B)  { benchmarkNet(b, 32, 0) }

func BenchmarkEvaluatorHand(b *testing.B) { benchmarkEvaluator(b, DefaultHandEvaluator()) }

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
