package npm

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/baoengine/bao/engine"
)

// fixturePosition is one position of a random game with what the Go rules
// engine says of it, for the Node test to compare with the package's
// answers: the legal moves in order and, for each, the position after it
// and its result.
type fixturePosition struct {
	Variant string         `json:"variant"`
	FEN     string         `json:"fen"`
	Result  string         `json:"result"`
	Legal   []string       `json:"legal"`
	After   []fixtureAfter `json:"after"`
}

type fixtureAfter struct {
	FEN    string `json:"fen"`
	Result string `json:"result"`
}

// randomPositions plays random games of variant v from its start until n
// positions are collected (a finished game's last position too), with a
// fixed seed so every run compares the same positions.
func randomPositions(t *testing.T, v engine.Variant, n int, seed uint64) []fixturePosition {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, uint64(v)))
	rules := engine.DefaultRules(v)
	var out []fixturePosition
	for len(out) < n {
		p := engine.StartPosition(v)
		for ply := 0; ply < 300 && len(out) < n; ply++ {
			var ch engine.Children
			rules.Generate(&p, &ch)
			res, _ := rules.Outcome(&p)
			fp := fixturePosition{Variant: v.String(), FEN: p.String(), Result: res.String(), Legal: []string{}, After: []fixtureAfter{}}
			for i := 0; i < ch.N; i++ {
				c := &ch.List[i]
				r, _ := rules.Outcome(&c.Pos)
				fp.Legal = append(fp.Legal, c.Move.String())
				fp.After = append(fp.After, fixtureAfter{FEN: c.Pos.String(), Result: r.String()})
			}
			out = append(out, fp)
			if ch.N == 0 || res != engine.NoResult {
				break
			}
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	return out
}

// writeFixture writes n positions of each variant to path as JSON.
func writeFixture(t *testing.T, path string, n int) {
	t.Helper()
	var all []fixturePosition
	for i, v := range engine.Variants {
		all = append(all, randomPositions(t, v, n, 44+uint64(i))...)
	}
	data, err := json.Marshal(all)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
