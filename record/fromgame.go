package record

import "github.com/baoengine/bao/engine"

// FromGame returns the record of a game played with engine.Game: the tags
// of NewGame for its rules and start, its moves with comments[i] as the
// comment of move i (missing comments are empty), and, when the game is
// over, its result and why. The caller adds the other tags.
func FromGame(g *engine.Game, comments []string) *Game {
	start := g.Start()
	rec := NewGame(g.Rules(), &start)
	for i, m := range g.Moves() {
		comment := ""
		if i < len(comments) {
			comment = comments[i]
		}
		rec.Add(m, comment)
	}
	if res, why := g.Rules().Outcome(g.Current()); res != engine.NoResult {
		rec.Result, rec.Termination = res, why
	}
	return rec
}
