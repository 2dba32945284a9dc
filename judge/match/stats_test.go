package match

import (
	"math"
	"testing"
)

// near reports whether got is within tol of want.
func near(got, want, tol float64) bool { return math.Abs(got-want) <= tol }

func TestEloTrinomial(t *testing.T) {
	for _, tc := range []struct {
		w, l, d     int
		elo, margin float64
		what        string
	}{
		// Score 0.6: Elo = -400*log10(1/0.6 - 1) = 400*log10(1.5) = 70.4365.
		// The variance is that of the counts plus 1/2 each: 60.5 wins, 0.5
		// draws, 40.5 losses, mean 60.75/101.5 = 0.598522, variance
		// (60.5*0.401478^2 + 0.5*0.098522^2 + 40.5*0.598522^2)/101.5 =
		// 0.239062 (0.24 without the prior); standard error
		// sqrt(0.239062/100) = 0.048894, 95% scores 0.6 -+ 1.959964*0.048894
		// = 0.504170 .. 0.695830, Elo 2.8974 .. 143.7550, half width 70.4288.
		{60, 40, 0, 70.4365, 70.4288, "60-40"},
		// Score (30 + 50/2)/100 = 0.55: Elo = 400*log10(0.55/0.45) = 34.8601.
		// Counts 30.5, 50.5, 20.5: mean 0.549261, variance 0.123189 (0.1225
		// without the prior), standard error 0.035098, 95% scores 0.481209 ..
		// 0.618791, half width 48.6082.
		{30, 20, 50, 34.8601, 48.6082, "30-20-50"},
		// Even score: Elo 0; variance (50.5*0.25*2)/101.5 = 0.248768, se
		// 0.049877, scores 0.402243 .. 0.597757, Elo -68.81 .. +68.81
		// (symmetric), so the half width is 400*log10(0.597757/0.402243) =
		// 68.8141.
		{50, 50, 0, 0, 68.8141, "50-50"},
		// Only draws: the sample has no variance, the prior gives counts
		// 0.5, 10.5, 0.5 and variance 2*0.5*0.25/11.5 = 0.021739, se
		// 0.046625, scores 0.408616 .. 0.591384, half width 64.2215.
		{0, 0, 10, 0, 64.2215, "0-0-10"},
	} {
		elo, margin := Elo(tc.w, tc.l, tc.d)
		if !near(elo, tc.elo, 1e-3) || !near(margin, tc.margin, 1e-3) {
			t.Errorf("Elo(%s) = %.4f +- %.4f, want %.4f +- %.4f", tc.what, elo, margin, tc.elo, tc.margin)
		}
	}
	if elo, margin := Elo(0, 0, 0); elo != 0 || !math.IsInf(margin, 1) {
		t.Errorf("Elo with no games = %v +- %v, want 0 +- Inf", elo, margin)
	}
	if elo, margin := Elo(10, 0, 0); !math.IsInf(elo, 1) || !math.IsInf(margin, 1) {
		t.Errorf("Elo with only wins = %v +- %v, want +Inf +- Inf", elo, margin)
	}
	if elo, margin := Elo(0, 10, 0); !math.IsInf(elo, -1) || !math.IsInf(margin, 1) {
		t.Errorf("Elo with only losses = %v +- %v, want -Inf +- Inf", elo, margin)
	}
	// Score 2.5/15 = 1/6: Elo = -400*log10(5) = -279.588. Counts 0.5,
	// 5.5, 10.5: mean 0.196970, variance 0.074839 (1/18 without the
	// prior, which matters in a sample this small), se 0.070635, 95%
	// scores 0.028225 .. 0.305108, Elo -614.77 .. -142.99, half width
	// 235.894.
	if elo, margin := Elo(0, 10, 5); !near(elo, -279.588, 1e-3) || !near(margin, 235.894, 1e-3) {
		t.Errorf("Elo(0-10-5) = %v +- %v, want -279.588 +- 235.894", elo, margin)
	}
}

func TestLOSAndDraws(t *testing.T) {
	// LOS(60, 40) = 0.5*(1 + erf(20/sqrt(2*100))) = 0.5*(1 + erf(1.41421))
	// = 0.5*(1 + 0.954500) = 0.977250.
	if got := LOS(60, 40); !near(got, 0.977250, 1e-6) {
		t.Errorf("LOS(60, 40) = %.6f, want 0.977250", got)
	}
	if got := LOS(40, 60); !near(got, 1-0.977250, 1e-6) {
		t.Errorf("LOS(40, 60) = %.6f, want 0.022750", got)
	}
	if got := LOS(0, 0); got != 0.5 {
		t.Errorf("LOS(0, 0) = %v, want 0.5", got)
	}
	if got := DrawRatio(30, 20, 50); got != 0.5 {
		t.Errorf("DrawRatio(30, 20, 50) = %v, want 0.5", got)
	}
	if got := DrawRatio(0, 0, 0); got != 0 {
		t.Errorf("DrawRatio(0, 0, 0) = %v, want 0", got)
	}
}

// penta is the distribution used below: 100 pairs, 5 LL, 20 LD, 40 DD/WL,
// 25 WD, 10 WW. Per-pair score/2 values 0, 0.25, 0.5, 0.75, 1: mean
// (20*0.25 + 40*0.5 + 25*0.75 + 10)/100 = 0.5375, variance
// (5*0.5375^2 + 20*0.2875^2 + 40*0.0375^2 + 25*0.2125^2 + 10*0.4625^2)/100
// = 0.06421875.
var penta = Penta{5, 20, 40, 25, 10}

func TestPentaElo(t *testing.T) {
	if penta.Pairs() != 100 {
		t.Fatalf("Pairs() = %d", penta.Pairs())
	}
	// Elo = 400*log10(0.5375/0.4625) = 26.1067. With 1/2 added to each
	// count (102.5 pseudo-pairs) the variance is 0.065735 (0.06421875
	// without), standard error sqrt(0.065735/100) = 0.025639, 95% scores
	// 0.487249 .. 0.587751, half width 35.2379.
	elo, margin := penta.Elo()
	if !near(elo, 26.1067, 1e-3) || !near(margin, 35.2379, 1e-3) {
		t.Errorf("Penta.Elo() = %.4f +- %.4f, want 26.1067 +- 35.2379", elo, margin)
	}
	if elo, margin := (Penta{}).Elo(); elo != 0 || !math.IsInf(margin, 1) {
		t.Errorf("empty Penta: %v +- %v", elo, margin)
	}
	// Pairs that are all 1-1 splits (WL) have no sample variance; the
	// margin must not be 0, a claim of certainty. 20 pairs: counts 0.5,
	// 0.5, 20.5, 0.5, 0.5, variance (2*0.5*0.0625 + 2*0.5*0.25)/22.5 =
	// 0.013889, se 0.026352, scores 0.448350 .. 0.551650, half width
	// 36.0183. One pair: the interval reaches 0 and 1, an infinite margin.
	if elo, m := (Penta{0, 0, 20, 0, 0}).Elo(); elo != 0 || math.Signbit(elo) || !near(m, 36.0183, 1e-3) {
		t.Errorf("20 WL pairs: %v +- %v, want 0 +- 36.0183", elo, m)
	}
	if _, m := (Penta{0, 0, 1, 0, 0}).Elo(); !math.IsInf(m, 1) {
		t.Errorf("one WL pair: margin %v, want +Inf", m)
	}
	if got := eloText((Penta{0, 0, 20, 0, 0}).Elo()); got != "0.0 +/- 36.0" {
		t.Errorf("20 WL pairs print as %q, want \"0.0 +/- 36.0\"", got)
	}
}

func TestPentaAdd(t *testing.T) {
	var p Penta
	for _, s := range [][2]float64{{0, 0}, {0, 0.5}, {1, 0}, {0.5, 0.5}, {1, 0.5}, {1, 1}} {
		if !p.Add(s[0], s[1]) {
			t.Fatalf("Add(%v) refused", s)
		}
	}
	if p != (Penta{1, 1, 2, 1, 1}) {
		t.Errorf("Add gave %v, want [1 1 2 1 1]", p)
	}
	for _, s := range [][2]float64{{-1, 0}, {0, 2}, {math.NaN(), 0}} {
		if p.Add(s[0], s[1]) {
			t.Errorf("Add(%v) accepted", s)
		}
	}
}

func TestSPRT(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	// ln(0.05/0.95) = -2.944439, ln(0.95/0.05) = +2.944439.
	if lo, hi := s.LowerBound(), s.UpperBound(); !near(lo, -2.944439, 1e-6) || !near(hi, 2.944439, 1e-6) {
		t.Errorf("bounds %v %v, want -+2.944439", lo, hi)
	}
	// s0 = 0.5, s1 = 1/(1 + 10^(-5/400)) = 0.507195; with the mean and
	// variance of penta: 0.5*100*(s1-s0)*(2*0.5375 - s0 - s1)/0.06421875
	// = 0.379844.
	if got := s.LLR(penta); !near(got, 0.379844, 1e-5) {
		t.Errorf("LLR(penta) = %.6f, want 0.379844", got)
	}
	// The same formula evaluated here step by step, independently of
	// meanVar.
	var n, sum, sum2 float64
	for i, c := range penta {
		x := float64(i) / 4
		n += float64(c)
		sum += float64(c) * x
		sum2 += float64(c) * x * x
	}
	mean := sum / n
	variance := sum2/n - mean*mean
	s0 := 1 / (1 + math.Pow(10, -s.Elo0/400))
	s1 := 1 / (1 + math.Pow(10, -s.Elo1/400))
	if want := n / 2 * (s1 - s0) * (2*mean - s0 - s1) / variance; !near(s.LLR(penta), want, 1e-9) {
		t.Errorf("LLR(penta) = %v, the formula gives %v", s.LLR(penta), want)
	}

	// Trinomial, 60-40-0 for [0, 10]: s1 = 1/(1 + 10^(-10/400)) = 0.514387,
	// mean 0.6, variance 0.24: 0.5*100*0.014387*(1.2 - 0.5 - 0.514387)/0.24
	// = 0.556343.
	s10 := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if got := s10.LLRTrinomial(60, 40, 0); !near(got, 0.556343, 1e-5) {
		t.Errorf("LLRTrinomial(60, 40, 0) = %.6f, want 0.556343", got)
	}
	if got := s.LLR(Penta{}); got != 0 {
		t.Errorf("LLR with no pairs = %v, want 0", got)
	}
	// A sample without variance (every pair alike) takes the prior's
	// variance: the SPRT concludes in the direction of the sample once it
	// is long enough, instead of reporting LLR 0 for ever, and a pair or
	// a few never decide it.
	for _, c := range []struct {
		p    Penta
		want string
	}{
		{Penta{0, 0, 0, 0, 30}, AcceptH1},
		{Penta{30, 0, 0, 0, 0}, AcceptH0},
		{Penta{0, 0, 200, 0, 0}, AcceptH0},
		{Penta{0, 0, 1, 0, 0}, Continue},
		{Penta{0, 0, 0, 0, 1}, Continue},
		{Penta{0, 0, 0, 0, 3}, Continue},
		{Penta{3, 0, 0, 0, 0}, Continue},
	} {
		llr := s.LLR(c.p)
		if got := s.Status(llr); got != c.want || llr == 0 || math.IsNaN(llr) || math.IsInf(llr, 0) {
			t.Errorf("LLR(%v) = %v, %s; want a finite LLR and %s", c.p, llr, got, c.want)
		}
	}
	// One pair won 2-0 does not end an SPRT of elo0=0 elo1=10 either.
	if got := s10.Status(s10.LLR(Penta{0, 0, 0, 0, 1})); got != Continue {
		t.Errorf("Status of one pair won 2-0, elo1=10: %s (LLR %v), want continue", got, s10.LLR(Penta{0, 0, 0, 0, 1}))
	}
	if got := s.Status(s.LLRTrinomial(2, 0, 0)); got != Continue {
		t.Errorf("Status of 2 wins (trinomial) = %s (LLR %v), want continue", got, s.LLRTrinomial(2, 0, 0))
	}
	if got := s.Status(s.LLRTrinomial(30, 0, 0)); got != AcceptH1 {
		t.Errorf("Status of 30 wins (trinomial) = %s (LLR %v)", got, s.LLRTrinomial(30, 0, 0))
	}
	// A strong, long result accepts H1; a weak one H0; a short one goes on.
	if got := s.Status(s.LLR(Penta{50, 200, 400, 250, 100})); got != AcceptH1 {
		t.Errorf("Status of 1000 good pairs = %s (LLR %v)", got, s.LLR(Penta{50, 200, 400, 250, 100}))
	}
	if got := s.Status(s.LLR(Penta{100, 250, 400, 200, 50})); got != AcceptH0 {
		t.Errorf("Status of 1000 bad pairs = %s", got)
	}
	if got := s.Status(s.LLR(penta)); got != Continue {
		t.Errorf("Status of penta = %s", got)
	}
	if s.Status(2.944439) != AcceptH1 || s.Status(-2.95) != AcceptH0 || s.Status(2.9) != Continue {
		t.Error("Status at the bounds")
	}
}

func TestEloBounds(t *testing.T) {
	// 60 wins, 40 losses: mean 0.6, se 0.048894 (with the prior, see
	// TestEloTrinomial); the score interval [0.504170, 0.695830] gives Elo
	// -400*log10(1/s-1) = [2.897, 143.755].
	lo, hi := EloBounds(60, 40, 0)
	if math.Abs(lo-2.897) > 0.01 || math.Abs(hi-143.755) > 0.01 {
		t.Fatalf("EloBounds(60,40,0) = %.3f, %.3f", lo, hi)
	}
	e, m := Elo(60, 40, 0)
	if math.Abs((hi-lo)/2-m) > 1e-9 || lo > e || e > hi {
		t.Fatalf("Elo %v +- %v does not match the bounds [%v, %v]", e, m, lo, hi)
	}
	// Ten wins of ten: the upper end is infinite, but the lower one is
	// not (it was +Inf without the prior, as if ten games proved an
	// infinite difference). Counts 0.5, 0.5, 10.5: variance 0.050095, se
	// 0.070779, lower score 1 - 1.959964*0.070779 = 0.861276, Elo 317.20.
	if lo, hi := EloBounds(10, 0, 0); !math.IsInf(hi, 1) || !near(lo, 317.20, 0.01) {
		t.Fatalf("all wins: [%v, %v], want [317.20, +Inf]", lo, hi)
	}
}
