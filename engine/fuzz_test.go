package engine

import (
	"testing"
)

// FuzzParsePosition: any string either fails to parse with an error, or
// parses to a valid position whose BFEN parses back to the same position.
func FuzzParsePosition(f *testing.F) {
	f.Add("0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0", uint8(0))
	f.Add("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - -", uint8(2))
	f.Add("0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 0,0 N - a4 12", uint8(0))
	f.Add("0,0/0 22,22 S SN -", uint8(1))
	f.Fuzz(func(t *testing.T, s string, variant uint8) {
		v := Variants[int(variant)%len(Variants)]
		p, err := ParsePosition(s, v)
		if err != nil {
			return
		}
		if err := p.Verify(); err != nil {
			t.Fatalf("%q parses to an invalid position: %v", s, err)
		}
		q, err := ParsePosition(p.String(), v)
		if err != nil || q != p {
			t.Fatalf("%q: round trip %q gives %v", s, p.String(), err)
		}
		// Whatever the position, generation must not panic.
		r := DefaultRules(v)
		var ch Children
		r.Generate(&p, &ch)
	})
}

// FuzzParseMove: ParseMove never panics, and what it accepts prints back
// to a token that parses to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"A6L", "a5R", "A1L+", "b8<", "B1>*", "a1l+#", "A3", "Z9Q", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %v -> %v, %v", s, m, back, err)
		}
	})
}

// FuzzPlayInvariants: fuzz bytes choose the moves (and the rules) of a
// playout; every position keeps the invariants, and any byte taken as a
// Move agrees with generation (what a transposition-table move relies on).
func FuzzPlayInvariants(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{2, 0xff, 0x80, 0x91, 17, 33, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		configs := playoutConfigs()
		r := configs[int(data[0])%len(configs)]
		p := StartPosition(r.Variant)
		var ch Children
		for _, b := range data[1:] {
			r.Generate(&p, &ch)
			if err := p.Verify(); err != nil {
				t.Fatal(err)
			}
			checkBothCaptureTargets(t, &p)
			arbitrary := Move(b)
			_, err := r.Play(&p, arbitrary)
			legal := false
			for i := 0; i < ch.N; i++ {
				legal = legal || ch.List[i].Move == arbitrary
			}
			if legal != (err == nil) {
				t.Fatalf("%s: Play(%#x) error %v, legal %v", &p, b, err, legal)
			}
			if ch.N == 0 {
				p = StartPosition(r.Variant)
				continue
			}
			p = ch.List[int(b)%ch.N].Pos
		}
	})
}
