package match

import "math"

// z95 is the two-sided 95% quantile of the standard normal distribution,
// sqrt(2)*erfinv(0.95).
const z95 = 1.959963984540054

// scoreElo returns the logistic Elo difference of a score s in [0, 1]:
// -400*log10(1/s - 1). It is -Inf at 0 and +Inf at 1, and +0 (not -0) at
// one half.
func scoreElo(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400*math.Log10(1/s-1) + 0
}

// eloScore returns the expected score of a logistic Elo difference.
func eloScore(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// eloInterval returns the Elo of a mean score and the half width of the
// 95% interval of a mean with standard error se, mapped to Elo (bounds
// clipped to [0, 1], so that a lopsided result gives an infinite margin
// rather than NaN; a score of 0 or 1 gives an infinite Elo and margin).
func eloInterval(mean, se float64) (elo, margin95 float64) {
	if mean <= 0 || mean >= 1 {
		return scoreElo(mean), math.Inf(1) // no finite Elo, no finite margin
	}
	lo := math.Max(0, mean-z95*se)
	hi := math.Min(1, mean+z95*se)
	return scoreElo(mean), (scoreElo(hi) - scoreElo(lo)) / 2
}

// meanVar returns the mean and the variance (divided by the count, not
// count-1, as cutechess-cli and fastchess do) of a distribution given as
// counts[i] samples of the value i*step, and the total count.
func meanVar(counts []float64, step float64) (mean, variance, n float64) {
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return 0, 0, 0
	}
	for i, c := range counts {
		mean += c * float64(i) * step
	}
	mean /= n
	for i, c := range counts {
		d := float64(i)*step - mean
		variance += c * d * d
	}
	return mean, variance / n, n
}

// prior is the pseudo-count added to every outcome when the variance of
// an interval is estimated (Jeffreys' prior for a multinomial, a
// Dirichlet with all parameters 1/2). Without it a sample in which every
// game or pair ended alike (all draws, or every pair split 1-1) has no
// variance, and its interval has zero width: a claim of certainty that
// a handful of games cannot support. The pseudo-counts only widen the
// interval, most for small samples; the mean, hence the Elo, comes from
// the counts alone. For a hundred games or more the margins differ from
// cutechess-cli's and fastchess's (no prior) by about 1% or less.
const prior = 0.5

// priorVariance returns the variance of the distribution of meanVar
// after adding prior to every count.
func priorVariance(counts []float64, step float64) float64 {
	c := make([]float64, len(counts))
	for i, v := range counts {
		c[i] = v + prior
	}
	_, variance, _ := meanVar(c, step)
	return variance
}

// gameStep and pairStep are the steps between the values of meanVar: a
// game scores 0, 0.5 or 1 (counts ordered loss, draw, win); a pair's score
// divided by 2 is 0, 0.25, 0.5, 0.75 or 1 (the order of Penta).
const (
	gameStep = 0.5
	pairStep = 0.25
)

// trinomial returns the counts of w wins, l losses and d draws in the
// order of meanVar.
func trinomial(w, l, d int) []float64 {
	return []float64{float64(l), float64(d), float64(w)}
}

// Elo returns the logistic Elo difference of w wins, l losses and d draws
// and the half width of its 95% interval, computed from the standard error
// of the per-game scores as cutechess-cli and fastchess report it, with
// the variance taken over the counts plus the prior. With no games it
// returns 0 and +Inf; with only wins or only losses, ±Inf and +Inf.
func Elo(w, l, d int) (elo, margin95 float64) {
	counts := trinomial(w, l, d)
	mean, _, n := meanVar(counts, gameStep)
	if n == 0 {
		return 0, math.Inf(1)
	}
	return eloInterval(mean, math.Sqrt(priorVariance(counts, gameStep)/n))
}

// EloBounds returns the ends of the 95% confidence interval of the Elo
// difference of w wins, l losses and d draws (the interval Elo's margin is
// half the width of); an end is infinite when the score interval reaches 0
// or 1.
func EloBounds(w, l, d int) (lo, hi float64) {
	counts := trinomial(w, l, d)
	mean, _, n := meanVar(counts, gameStep)
	if n == 0 {
		return math.Inf(-1), math.Inf(1)
	}
	se := math.Sqrt(priorVariance(counts, gameStep) / n)
	return scoreElo(math.Max(0, mean-z95*se)), scoreElo(math.Min(1, mean+z95*se))
}

// LOS returns the likelihood of superiority of w wins against l losses
// (draws carry no information): 0.5*(1 + erf((w-l)/sqrt(2(w+l)))). With
// no decisive game it is 0.5.
func LOS(w, l int) float64 {
	if w+l <= 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(w-l)/math.Sqrt(2*float64(w+l))))
}

// DrawRatio returns the share of draws among w+l+d games, 0 with no games.
func DrawRatio(w, l, d int) float64 {
	n := w + l + d
	if n <= 0 {
		return 0
	}
	return float64(d) / float64(n)
}

// Penta counts the outcomes of game pairs (one opening played with both
// colours), indexed by the pair's score times 2: [0] LL, [1] LD, [2] DD or
// WL, [3] WD, [4] WW.
type Penta [5]int

// Add counts a pair with the scores first and second (0, 0.5 or 1 each)
// of the engine under test. It reports false, counting nothing, for
// scores outside [0, 1].
func (p *Penta) Add(first, second float64) bool {
	if !(first >= 0 && first <= 1 && second >= 0 && second <= 1) {
		return false
	}
	p[int(math.Round(2*(first+second)))]++
	return true
}

// Pairs returns the number of pairs counted.
func (p Penta) Pairs() int {
	n := 0
	for _, c := range p {
		n += c
	}
	return n
}

// counts returns the counts as floats for meanVar.
func (p Penta) counts() []float64 {
	c := make([]float64, len(p))
	for i, v := range p {
		c[i] = float64(v)
	}
	return c
}

// Elo returns the logistic Elo difference of the pairs and the half width
// of its 95% interval, from the standard error of the per-pair scores (the
// pentanomial model), with the variance taken over the counts plus the
// prior. With no pairs it returns 0 and +Inf.
func (p Penta) Elo() (elo, margin95 float64) {
	counts := p.counts()
	mean, _, n := meanVar(counts, pairStep)
	if n == 0 {
		return 0, math.Inf(1)
	}
	return eloInterval(mean, math.Sqrt(priorVariance(counts, pairStep)/n))
}

// SPRT is a sequential probability ratio test of H0: the Elo difference is
// Elo0 against H1: it is Elo1 (logistic Elo), with false positive rate
// Alpha and false negative rate Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// The verdicts of SPRT.Status.
const (
	AcceptH0 = "accept H0"
	AcceptH1 = "accept H1"
	Continue = "continue"
)

// LowerBound returns the LLR at or below which H0 is accepted:
// ln(Beta/(1-Alpha)).
func (s SPRT) LowerBound() float64 { return math.Log(s.Beta / (1 - s.Alpha)) }

// UpperBound returns the LLR at or above which H1 is accepted:
// ln((1-Beta)/Alpha).
func (s SPRT) UpperBound() float64 { return math.Log((1 - s.Beta) / s.Alpha) }

// llr is the normal approximation of the generalized SPRT's log-likelihood
// ratio for n samples of a score with this mean and variance:
// 0.5*n*(s1-s0)*(2*mean-s0-s1)/variance, where s0 and s1 are the expected
// scores of Elo0 and Elo1. With no samples or no variance it is 0.
func (s SPRT) llr(mean, variance, n float64) float64 {
	if n == 0 || !(variance > 0) {
		return 0
	}
	s0, s1 := eloScore(s.Elo0), eloScore(s.Elo1)
	return 0.5 * n * (s1 - s0) * (2*mean - s0 - s1) / variance
}

// sampleVariance returns the mean, variance and size of counts for the
// LLR. A sample without variance (every game or pair ended alike: all
// pairs won 2-0, or all split) takes the variance of the counts plus the
// prior instead, the same pseudo-counts that keep the Elo interval from
// claiming certainty. Without it such a sample has an LLR of 0 however
// long it grows, and the SPRT never stops; with fishtest's regularisation
// (a thousandth of a count for each outcome never seen) under this normal
// approximation, one pair won 2-0 already gives an LLR of 3.8 and accepts
// H1 of elo0=0 elo1=10. With the prior the LLR grows with the sample: 30
// pairs won 2-0 accept H1 of elo0=0 elo1=5, 200 split pairs accept H0, one
// or a few pairs continue. Samples with any variance keep their LLR
// exactly.
func sampleVariance(counts []float64, step float64) (mean, variance, n float64) {
	mean, variance, n = meanVar(counts, step)
	if n > 0 && !(variance > 0) {
		variance = priorVariance(counts, step)
	}
	return mean, variance, n
}

// LLR returns the log-likelihood ratio of the pairs p (the pentanomial
// model of fishtest and fastchess: the samples are the per-pair scores
// divided by 2), with the prior's variance when every pair ended alike.
func (s SPRT) LLR(p Penta) float64 {
	return s.llr(sampleVariance(p.counts(), pairStep))
}

// LLRTrinomial returns the log-likelihood ratio of w wins, l losses and d
// draws taken as independent games (the trinomial model), with the
// prior's variance when every game ended alike.
func (s SPRT) LLRTrinomial(w, l, d int) float64 {
	return s.llr(sampleVariance(trinomial(w, l, d), gameStep))
}

// Status returns AcceptH1 when llr reaches the upper bound, AcceptH0 when
// it reaches the lower bound, and Continue otherwise.
func (s SPRT) Status(llr float64) string {
	switch {
	case llr >= s.UpperBound():
		return AcceptH1
	case llr <= s.LowerBound():
		return AcceptH0
	}
	return Continue
}
