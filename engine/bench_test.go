package engine

import "testing"

// benchPositions returns positions met in random play of every variant,
// namua and mtaji, for the speed benchmarks.
func benchPositions() ([]Position, []Rules) {
	var ps []Position
	var rs []Rules
	for _, v := range Variants {
		r := DefaultRules(v)
		k := 0
		randomPlayouts(&r, 4000, 5, func(p *Position, ch *Children) {
			if k++; k%40 == 0 && ch.N > 0 {
				ps = append(ps, *p)
				rs = append(rs, r)
			}
		})
	}
	return ps, rs
}

// BenchmarkGenerate measures full move generation (every legal move sown,
// with its child position and key). ns/op is per position.
func BenchmarkGenerate(b *testing.B) {
	ps, rs := benchPositions()
	var ch Children
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		j := i % len(ps)
		rs[j].Generate(&ps[j], &ch)
		moves += ch.N
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkPlayMove measures making one move (sowing, finishing, key).
func BenchmarkPlayMove(b *testing.B) {
	ps, rs := benchPositions()
	var ch Children
	type job struct {
		p    *Position
		r    *Rules
		m    Move
		capt bool
	}
	var jobs []job
	for j := range ps {
		rs[j].Generate(&ps[j], &ch)
		for i := 0; i < ch.N; i++ {
			c := Child{Pos: ps[j]}
			res := rs[j].playMove(&ps[j], &c.Pos, ch.List[i].Move, true)
			ok := rs[j].finish(&ps[j], &c, ch.List[i].Move, true, res)
			rekey(&ps[j], &c.Pos)
			capt := ok && c.Pos == ch.List[i].Pos
			jobs = append(jobs, job{&ps[j], &rs[j], ch.List[i].Move, capt})
		}
	}
	var c Child
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := &jobs[i%len(jobs)]
		c.Pos = *j.p
		res := j.r.playMove(j.p, &c.Pos, j.m, j.capt)
		j.r.finish(j.p, &c, j.m, j.capt, res)
		rekey(j.p, &c.Pos)
	}
}

// BenchmarkPerft measures perft from the Kiswahili start (depth 9).
func BenchmarkPerft(b *testing.B) { benchPerft(b, Kiswahili, 9) }

// BenchmarkPerftKujifunza measures perft from the Kujifunza start (depth
// 7), whose moves sow many laps.
func BenchmarkPerftKujifunza(b *testing.B) { benchPerft(b, Kujifunza, 7) }

func benchPerft(b *testing.B, v Variant, depth int) {
	r := DefaultRules(v)
	p := StartPosition(v)
	b.ReportAllocs()
	var n uint64
	for i := 0; i < b.N; i++ {
		n += r.Perft(&p, depth)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}
