package engine

import (
	"math/rand/v2"
	"testing"
)

// playoutConfig is a rules configuration for the random playouts: the
// defaults of each variant, and each variant with every option flipped.
func playoutConfigs() []Rules {
	var out []Rules
	for _, v := range Variants {
		out = append(out, DefaultRules(v))
		alt := DefaultRules(v)
		alt.MtajiNyumbaOwnership = Emptied
		alt.MtajiNyumbaStops = true
		alt.DormantNyumbaIsNyumba = true
		alt.TakasiaSingletonExempt = false
		alt.TakasiaFirstLapException = true
		alt.TakasiaMustCapture = !alt.TakasiaMustCapture
		alt.KeteFloorOnlyIfHadMore = true
		alt.InfiniteMove = InfiniteLoses
		alt.InfiniteMoveLapLimit = 5000
		out = append(out, alt)
	}
	return out
}

// randomPlayouts plays random games under r for the given number of moves
// in all and calls check on every position reached.
func randomPlayouts(r *Rules, moves int, seed uint64, check func(p *Position, ch *Children)) {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	p := StartPosition(r.Variant)
	var ch Children
	for i := 0; i < moves; i++ {
		r.Generate(&p, &ch)
		check(&p, &ch)
		if ch.N == 0 {
			p = StartPosition(r.Variant)
			continue
		}
		p = ch.List[rng.IntN(ch.N)].Pos
	}
}

func TestInvariantsRandomPlayouts(t *testing.T) {
	moves := 1_000_000
	if testing.Short() {
		moves = 100_000
	}
	for ci, r := range playoutConfigs() {
		r := r
		n := moves
		if ci%2 == 1 {
			n /= 4 // the non-default configurations
		}
		seen := map[uint64]Position{}
		var games, ends int
		randomPlayouts(&r, n, uint64(ci+1), func(p *Position, ch *Children) {
			if err := p.Verify(); err != nil {
				t.Fatalf("%v: %v\n%s", r.Variant, err, p)
			}
			if ch.N > 0 && p.FrontEmpty(p.Side) {
				t.Fatalf("moves generated for a side with an empty front row: %s", p)
			}
			q, err := ParsePosition(p.String(), r.Variant)
			if err != nil {
				t.Fatalf("BFEN %q: %v", p.String(), err)
			}
			// BFEN does not carry the kuu history bits nor the win by the
			// opponent's never-ending move (infiniteMove=loses).
			q.Flags |= p.Flags & (flagHadMore | flagHadMore<<1 | flagWon)
			q.Key = q.ComputeKey()
			if q != *p {
				t.Fatalf("BFEN round trip: %s gives %s", p, &q)
			}
			if old, ok := seen[p.Key]; ok {
				o, c := old, *p
				o.Ply, c.Ply = 0, 0
				if o != c {
					t.Fatalf("key collision: %s and %s", &old, p)
				}
			} else if len(seen) < 200_000 {
				seen[p.Key] = *p
			}
			for i := 0; i < ch.N; i++ {
				m := ch.List[i].Move
				if back, err := ParseMove(m.String()); err != nil || back != m {
					t.Fatalf("ParseMove(%q) = %v, %v", m.String(), back, err)
				}
				if back, err := r.ParseMove(p, m.String()); err != nil || back != m {
					t.Fatalf("Rules.ParseMove(%q) = %v, %v in %s", m.String(), back, err, p)
				}
				if i > 0 && ch.List[i-1].Move == m {
					t.Fatalf("move %v listed twice in %s", m, p)
				}
			}
			if ch.N == 0 {
				ends++
				if res, _ := r.Outcome(p); res == NoResult {
					t.Fatalf("no moves but no result: %s", p)
				}
			}
			if p.Ply == 0 {
				games++
			}
		})
		t.Logf("%v (config %d): %d moves, %d games, %d ended", r.Variant, ci, n, games, ends)
	}
}

// TestDifferentialReference compares the generator with the naive
// reference of reference_test.go: the same moves in the same order, the
// same positions after them.
func TestDifferentialReference(t *testing.T) {
	moves := 300_000
	if testing.Short() {
		moves = 20_000
	}
	for ci, r := range playoutConfigs() {
		r := r
		randomPlayouts(&r, moves/len(playoutConfigs()), uint64(100+ci), func(p *Position, ch *Children) {
			ref := refGenerate(&r, p)
			if len(ref) != ch.N {
				t.Fatalf("config %d %s: %d moves (%s), reference %d", ci, p, ch.N, movesText(ch), len(ref))
			}
			for i, c := range ref {
				if c.m != ch.List[i].Move || c.pos != ch.List[i].Pos {
					t.Fatalf("config %d %s move %d: %v -> %s, reference %v -> %s", ci, p, i,
						ch.List[i].Move, &ch.List[i].Pos, c.m, &c.pos)
				}
			}
		})
	}
}

// TestTraceReproducesMove checks that the traced path gives exactly the
// position of the fast path, and that the trace accounts for every seed.
func TestTraceReproducesMove(t *testing.T) {
	for ci, r := range playoutConfigs() {
		r := r
		randomPlayouts(&r, 3000, uint64(200+ci), func(p *Position, ch *Children) {
			for i := 0; i < ch.N; i++ {
				q, tr, err := r.Trace(p, ch.List[i].Move)
				if err != nil {
					t.Fatalf("%s %v: %v", p, ch.List[i].Move, err)
				}
				if q != ch.List[i].Pos {
					t.Fatalf("%s %v: trace gives %s, move %s", p, ch.List[i].Move, &q, &ch.List[i].Pos)
				}
				if len(tr.Events) == 0 && q.Flags&flagWon == 0 {
					t.Fatalf("%s %v: empty trace", p, ch.List[i].Move)
				}
			}
		})
	}
}

// TestTranspositionKeys: different move orders reaching the same position
// give the same key.
func TestTranspositionKeys(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		type state struct {
			pos  Position
			path string
		}
		seen := map[Position]state{}
		found := 0
		var walk func(p *Position, d int, path string)
		walk = func(p *Position, d int, path string) {
			k := *p
			k.Key, k.Ply = 0, 0
			if old, ok := seen[k]; ok {
				if old.pos.Key != p.Key {
					t.Fatalf("%v: %s and %s reach %s with keys %x and %x", v, old.path, path, p, old.pos.Key, p.Key)
				}
				found++
				return
			}
			seen[k] = state{*p, path}
			if d == 0 {
				return
			}
			var ch Children
			r.Generate(p, &ch)
			for i := 0; i < ch.N; i++ {
				walk(&ch.List[i].Pos, d-1, path+" "+ch.List[i].Move.String())
			}
		}
		p := StartPosition(v)
		walk(&p, 5, "")
		if found == 0 {
			t.Fatalf("%v: no transposition within 5 plies; the test checks nothing", v)
		}
		t.Logf("%v: %d transpositions within 5 plies", v, found)
	}
}

// lazyChildren builds the legal moves of p one candidate at a time, as a
// searcher using PlayCandidate does, falling back to Generate where the
// candidates say they are not enough.
func lazyChildren(r *Rules, p *Position) []Child {
	var c Candidates
	r.Candidates(p, &c)
	if !c.Exact {
		var ch Children
		r.Generate(p, &ch)
		return append([]Child(nil), ch.List[:ch.N]...)
	}
	var out []Child
	for _, m := range c.Moves[:c.N] {
		var child Child
		legal, decision := r.PlayCandidate(p, &c, m, &child)
		if legal {
			out = append(out, child)
		}
		if decision {
			if legal, _ := r.PlayCandidate(p, &c, m|moveSafari, &child); legal {
				out = append(out, child)
			}
		}
	}
	if len(out) == 0 && c.Capture {
		var ch Children
		r.Generate(p, &ch)
		return append([]Child(nil), ch.List[:ch.N]...)
	}
	return out
}

// TestCandidatesAgreeWithGenerate: sowing the candidates one by one gives
// exactly Generate's moves and positions, in the same order, and so does
// GenerateFrom from the candidates.
func TestCandidatesAgreeWithGenerate(t *testing.T) {
	for ci, r := range playoutConfigs() {
		r := r
		randomPlayouts(&r, 20000, uint64(400+ci), func(p *Position, ch *Children) {
			var c Candidates
			var from Children
			r.Candidates(p, &c)
			r.GenerateFrom(p, &c, &from)
			if from.N != ch.N {
				t.Fatalf("config %d %s: GenerateFrom gives %d moves, Generate %d", ci, p, from.N, ch.N)
			}
			for i := 0; i < ch.N; i++ {
				if from.List[i] != ch.List[i] {
					t.Fatalf("config %d %s: GenerateFrom's move %d is %v, Generate's %v", ci, p, i, from.List[i].Move, ch.List[i].Move)
				}
			}
			lazy := lazyChildren(&r, p)
			if len(lazy) != ch.N {
				t.Fatalf("config %d %s: %d lazy moves, %d generated", ci, p, len(lazy), ch.N)
			}
			for i := range lazy {
				if lazy[i] != ch.List[i] {
					t.Fatalf("config %d %s: move %d lazy %v, generated %v", ci, p, i, lazy[i].Move, ch.List[i].Move)
				}
			}
		})
	}
}

// TestCaptureTargetsMatchGenerator: the side to move has a first-lap
// capture target exactly when its legal moves capture (some child has
// fewer seeds on the opponent's side), in namua and mtaji.
func TestCaptureTargetsMatchGenerator(t *testing.T) {
	checked := [2]int{}
	for _, v := range Variants {
		r := DefaultRules(v)
		randomPlayouts(&r, 20000, 500, func(p *Position, ch *Children) {
			if ch.N == 0 {
				return
			}
			opp := p.Side.Other()
			capture := false
			for i := 0; i < ch.N; i++ {
				capture = capture || ch.List[i].Pos.Seeds(opp) < p.Seeds(opp)
			}
			if got := p.CaptureTargets(p.Side) != 0; got != capture {
				t.Fatalf("%s: CaptureTargets says %v, the generator %v", p, got, capture)
			}
			if p.Namua() {
				checked[0]++
			} else {
				checked[1]++
			}
		})
	}
	if checked[0] < 1000 || checked[1] < 1000 {
		t.Fatalf("checked %d namua and %d mtaji positions", checked[0], checked[1])
	}
}
