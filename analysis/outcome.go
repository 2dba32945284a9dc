package analysis

import "github.com/baoengine/bao/engine"

// outcomeText says in words who won a finished game and why, e.g.
// "South wins: North's front row is empty".
func outcomeText(res engine.Result, why string) string {
	var who string
	switch res {
	case engine.SouthWins:
		who = "South wins"
	case engine.NorthWins:
		who = "North wins"
	case engine.Draw:
		who = "draw"
	default:
		return "the game is not over"
	}
	if why == "" {
		return who
	}
	return who + ": " + why
}

// gameOverJSON is the JSON form of a finished game: the winner as "S" or
// "N" (absent for a draw), the reason and the sentence outcomeText writes.
func gameOverJSON(res engine.Result, why string) map[string]any {
	out := map[string]any{"game_over": true, "reason": why, "result": outcomeText(res, why)}
	switch res {
	case engine.SouthWins:
		out["winner"] = engine.South.String()
	case engine.NorthWins:
		out["winner"] = engine.North.String()
	}
	return out
}
