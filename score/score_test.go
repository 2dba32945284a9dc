package score

import "testing"

func TestPliesAndMoves(t *testing.T) {
	cases := []struct {
		s            Score
		proven       bool
		plies, moves int
	}{
		{0, false, 0, 0},
		{125, false, 0, 0},
		{-(Win - MaxPly) + 1, false, 0, 0},
		{Win, true, 0, 0},
		{-Win, true, 0, 0},
		{WinIn(1), true, 1, 1},
		{WinIn(2), true, 2, 1},
		{WinIn(3), true, 3, 2},
		{WinIn(5), true, 5, 3},
		{LossIn(2), true, -2, -1},
		{LossIn(4), true, -4, -2},
		{LossIn(5), true, -5, -3},
		{WinIn(MaxPly), true, MaxPly, MaxPly / 2},
	}
	for _, c := range cases {
		if got := c.s.IsProven(); got != c.proven {
			t.Errorf("%d.IsProven() = %v, want %v", c.s, got, c.proven)
		}
		if got := c.s.Plies(); got != c.plies {
			t.Errorf("%d.Plies() = %d, want %d", c.s, got, c.plies)
		}
		if got := c.s.Moves(); got != c.moves {
			t.Errorf("%d.Moves() = %d, want %d", c.s, got, c.moves)
		}
	}
}

func TestMovesToPliesInvertsPliesToMoves(t *testing.T) {
	for m := -50; m <= 50; m++ {
		p := MovesToPlies(m)
		if got := PliesToMoves(p); got != m {
			t.Errorf("PliesToMoves(MovesToPlies(%d) = %d) = %d", m, p, got)
		}
	}
}

func TestForms(t *testing.T) {
	cases := []struct {
		s                   Score
		seeds, text, commnt string
		uci, ugi            string
	}{
		{0, "+0.00", "+0.00", "+0.00", "cp 0", "cp 0"},
		{7, "+0.07", "+0.07", "+0.07", "cp 7", "cp 7"},
		{-40, "-0.40", "-0.40", "-0.40", "cp -40", "cp -40"},
		{1234, "+12.34", "+12.34", "+12.34", "cp 1234", "cp 1234"},
		{-5, "-0.05", "-0.05", "-0.05", "cp -5", "cp -5"},
		{WinIn(1), "+299.99", "win in 1 move", "+M1", "mate 1", "mate 1"},
		{WinIn(3), "+299.97", "win in 2 moves", "+M2", "mate 2", "mate 3"},
		{LossIn(2), "-299.98", "loss in 1 move", "-M1", "mate -1", "mate -2"},
		{LossIn(6), "-299.94", "loss in 3 moves", "-M3", "mate -3", "mate -6"},
		{Win, "+300.00", "won", "+M0", "mate 0", "mate 0"},
		{-Win, "-300.00", "lost", "-M0", "mate 0", "mate 0"},
	}
	for _, c := range cases {
		if got := c.s.Seeds(); got != c.seeds {
			t.Errorf("%d.Seeds() = %q, want %q", c.s, got, c.seeds)
		}
		if got := c.s.Text(); got != c.text {
			t.Errorf("%d.Text() = %q, want %q", c.s, got, c.text)
		}
		if got := c.s.Comment(); got != c.commnt {
			t.Errorf("%d.Comment() = %q, want %q", c.s, got, c.commnt)
		}
		if got := c.s.Protocol(false); got != c.uci {
			t.Errorf("%d.Protocol(uci) = %q, want %q", c.s, got, c.uci)
		}
		if got := c.s.Protocol(true); got != c.ugi {
			t.Errorf("%d.Protocol(ugi) = %q, want %q", c.s, got, c.ugi)
		}
	}
}

// TestCommentRoundTrip: every score Comment writes reads back the same,
// with and without a depth and a time after it.
func TestCommentRoundTrip(t *testing.T) {
	var scores []Score
	for v := Score(-3000); v <= 3000; v += 7 {
		scores = append(scores, v)
	}
	for n := 1; n < MaxPly; n += 2 {
		scores = append(scores, WinIn(n), LossIn(n+1))
	}
	scores = append(scores, Win, -Win)
	for _, s := range scores {
		for _, tail := range []string{"", "/14 0.51s", "/0"} {
			in := s.Comment() + tail
			got, _, ok := ParseComment(in)
			if !ok || got != s {
				t.Errorf("ParseComment(%q) = %d, %v; want %d", in, got, ok, s)
			}
		}
	}
}

func TestParseComment(t *testing.T) {
	cases := []struct {
		in    string
		s     Score
		depth int
		ok    bool
	}{
		{"+0.12/14 0.51s", 12, 14, true},
		{"-1.05", -105, 0, true},
		{"12.75/13 0.02s", 1275, 13, true},
		{"-M3/9 0.00s", LossIn(6), 9, true},
		{"a good move", 0, 0, false},
		{"+Mx", 0, 0, false},
		{"+M3/15 0.02s", WinIn(5), 15, true},
		{"M3", WinIn(5), 0, true},
		{"-M2", LossIn(4), 0, true},
		{"#7/12 1.20s", WinIn(7), 12, true},
		{"#-6", LossIn(6), 0, true},
		{"book", 0, 0, false},
		{"0.51s", 0, 0, false},
		{"", 0, 0, false},
		{"#0", 0, 0, false},
		{"#x", 0, 0, false},
		{"+M-3", 0, 0, false},
		{"+0.12/x", 0, 0, false},
		{"+0.12/-1", 0, 0, false},
		{"NaN", 0, 0, false},
		{"+Inf", 0, 0, false},
		{"1e300", 0, 0, false},
		{"+500.00", 0, 0, false},
		{"#500", 0, 0, false},
		{"+M999", 0, 0, false},
		{"-M61", 0, 0, false},
		{"+M60", WinIn(119), 0, true},
		{"+M+3", 0, 0, false},
	}
	for _, c := range cases {
		s, d, ok := ParseComment(c.in)
		if ok != c.ok || s != c.s || d != c.depth {
			t.Errorf("ParseComment(%q) = %d, %d, %v; want %d, %d, %v", c.in, s, d, ok, c.s, c.depth, c.ok)
		}
	}
}

func FuzzParseComment(f *testing.F) {
	for _, s := range []string{"+0.12/14 0.51s", "-M2", "#7", "book", "+M0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, _, ok := ParseComment(in)
		if !ok {
			return
		}
		// What parses writes back to a comment that parses to the same score.
		back, _, ok2 := ParseComment(s.Comment())
		if !ok2 || back != s {
			t.Fatalf("ParseComment(%q) = %d, whose comment %q reads %d, %v", in, s, s.Comment(), back, ok2)
		}
	})
}

// TestFromMateInvertsProtocol: a proven score written in either dialect
// reads back the same, up to the moves' rounding under uci.
func TestFromMateInvertsProtocol(t *testing.T) {
	for n := 1; n <= MaxPly; n++ {
		for _, s := range []Score{WinIn(n), LossIn(n)} {
			if got := FromMate(s.Plies(), true); got != s {
				t.Errorf("FromMate(%d, plies) = %d, want %d", s.Plies(), got, s)
			}
			if got := FromMate(s.Moves(), false); got.Moves() != s.Moves() || got.Protocol(false) != s.Protocol(false) {
				t.Errorf("FromMate(%d, moves) = %d (%s), want %s", s.Moves(), got, got.Protocol(false), s.Protocol(false))
			}
		}
	}
	cases := []struct {
		n     int
		plies bool
		want  Score
	}{
		{3, false, WinIn(5)},
		{-2, false, LossIn(4)},
		{3, true, WinIn(3)},
		{-6, true, LossIn(6)},
		{0, false, -Win},
		{0, true, -Win},
		{500, true, WinIn(MaxPly)},
		{-500, false, LossIn(MaxPly)},
	}
	for _, c := range cases {
		if got := c.want; FromMate(c.n, c.plies) != got {
			t.Errorf("FromMate(%d, %v) = %d, want %d", c.n, c.plies, FromMate(c.n, c.plies), got)
		}
	}
}
