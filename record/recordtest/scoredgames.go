package recordtest

import (
	"math/rand/v2"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
)

// ScoredGames returns as many random whole games of variant v as games
// says, played with the variant's default rules by a PCG seeded with
// seed (the same seed and draw give the same games), between South "a"
// and North "b" at the time control "st=0.05". Their move comments are as
// bao match writes them: "book" for the first two moves, then the score
// that draw gives for the mover (won: the mover is the game's winner;
// draw may use rng) followed by "/10 0.05s". The first game is cut to its
// first move and made North's loss on time, an engine failure that a
// reader of scores must leave out. The test fails if a random game has
// not ended after 2000 moves.
func ScoredGames(t testing.TB, v engine.Variant, games int, seed uint64, draw func(rng *rand.Rand, won bool) score.Score) []*record.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	rules := engine.DefaultRules(v)
	out := make([]*record.Game, 0, games)
	for i := 0; i < games; i++ {
		p := engine.StartPosition(v)
		g := record.NewGame(&rules, &p)
		g.SetTag("South", "a")
		g.SetTag("North", "b")
		g.SetTag("TimeControl", "st=0.05")
		var movers []engine.Side
		var ms []engine.Move
		for len(ms) < 2000 {
			if o, _ := rules.Outcome(&p); o != engine.NoResult {
				break
			}
			var ml engine.MoveList
			rules.Legal(&p, &ml)
			m := ml.Moves[rng.IntN(ml.N)]
			movers = append(movers, p.Side)
			ms = append(ms, m)
			p, _ = rules.Play(&p, m)
		}
		res, why := rules.Outcome(&p)
		if res == engine.NoResult {
			t.Fatalf("random game %d of %d (seed %d) did not end in 2000 moves", i+1, games, seed)
		}
		if i == 0 {
			// North's loss on time, whatever the board says.
			ms, movers = ms[:1], movers[:1]
			res, why = engine.SouthWins, "time forfeit: b took 900ms of a fixed 50ms per move"
		}
		for j, m := range ms {
			comment := "book"
			if j >= 2 {
				comment = draw(rng, engine.Winner(movers[j]) == res).Comment() + "/10 0.05s"
			}
			g.Add(m, comment)
		}
		g.Result, g.Termination = res, why
		out = append(out, g)
	}
	return out
}
