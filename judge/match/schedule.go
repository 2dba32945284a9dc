package match

import "github.com/baoengine/bao/internal/shard"

// Job is one scheduled game.
type Job struct {
	Number  int // 1-based number of the game in the whole schedule
	Round   int // 1-based round
	Pair    int // 1-based number of the game pair (same opening, colours swapped)
	South   int // index of the engine playing South
	North   int // index of the engine playing North
	Opening int // index into the openings
}

// Schedule returns the whole, deterministic list of games: for each
// round, for each pairing (every two engines in a round robin; the first
// engine against each other one in a gauntlet; with two engines the one
// pairing), games games, in pairs that share an opening with colours
// swapped (the pairing's first engine is South in the pair's first game).
// All pairings of a round play the same openings; pair k of the whole
// schedule's opening sequence uses openings[order[k mod len(order)]].
func Schedule(engines, rounds, games int, gauntlet bool, order []int) []Job {
	type pairing struct{ a, b int }
	var ps []pairing
	for a := 0; a < engines; a++ {
		for b := a + 1; b < engines; b++ {
			if !gauntlet || a == 0 {
				ps = append(ps, pairing{a, b})
			}
		}
	}
	perRound := (games + 1) / 2
	var jobs []Job
	pair := 0
	for r := 1; r <= rounds; r++ {
		for _, p := range ps {
			for g := 0; g < games; g++ {
				if g%2 == 0 {
					pair++
				}
				k := (r-1)*perRound + g/2
				j := Job{Number: len(jobs) + 1, Round: r, Pair: pair, South: p.a, North: p.b, Opening: order[k%len(order)]}
				if g%2 == 1 {
					j.South, j.North = p.b, p.a
				}
				jobs = append(jobs, j)
			}
		}
	}
	return jobs
}

// shardJobs returns the jobs of shard s: whole game pairs, dealt round
// the shards in turn (pair k goes to shard (k-1) mod N + 1), so that every
// shard gets a fair mix of rounds and pairings and pairs are never split.
// A zero Shard takes everything.
func shardJobs(s shard.Shard, jobs []Job) []Job {
	if s.Count <= 1 {
		return jobs
	}
	var out []Job
	for _, j := range jobs {
		if s.Owns(j.Pair - 1) {
			out = append(out, j)
		}
	}
	return out
}
