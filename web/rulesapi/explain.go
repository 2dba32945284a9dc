package rulesapi

import (
	"fmt"

	"github.com/baoengine/bao/engine"
)

// ExplainRequest is the body of /api/explain, which the page's game review
// asks for each mistake: the game up to and including the move explained
// (its last move), the engine's best line after that move (the opponent's
// reply first) and the engine's line in the position before it (the better
// move first). Both lines come from the review's searches; each may be
// empty.
type ExplainRequest struct {
	Game   Game     `json:"game"`
	Reply  []string `json:"reply"`
	Better []string `json:"better"`
}

// ExplainResponse is the plain reason of a mistake, as codes the page
// words in its language (the strings "review.why.CODE"). Code is one of
// ExplainCodes, or empty when the lines show no plain reason. Side is the
// mover of the explained move ("S" or "N").
type ExplainResponse struct {
	Code string `json:"code,omitempty"`
	Side string `json:"side"`
	// Move is the move that does what Code says: the opponent's reply
	// (captured, houseTaken, lost) or the better move (missed).
	Move string `json:"move,omitempty"`
	// Count is the seeds captured (captured, missed); Holes the holes
	// they came from, or the nyumba's hole (houseGiven, houseTaken).
	Count int      `json:"count,omitempty"`
	Holes []string `json:"holes,omitempty"`
	// Moves is, for lost, the opponent's moves in the reply line up to
	// the end of the game, and Ending the game's reason code then
	// (frontEmpty, cannotMove or endless; State.ReasonCode).
	Moves  int    `json:"moves,omitempty"`
	Ending string `json:"ending,omitempty"`
}

// The plain reasons of a mistake, strongest first: the first that the
// lines show is the one given.
const (
	// ExplainLost: the reply line wins the game against the mover (the
	// better line does not, as soon).
	ExplainLost = "lost"
	// ExplainHouseGiven: the move itself gives up the mover's nyumba,
	// which the better move keeps.
	ExplainHouseGiven = "houseGiven"
	// ExplainHouseTaken: the opponent's reply takes the mover's nyumba,
	// which the better line keeps.
	ExplainHouseTaken = "houseTaken"
	// ExplainCaptured: the opponent's reply captures more seeds than his
	// reply in the better line.
	ExplainCaptured = "captured"
	// ExplainMissed: the better move captures more seeds than the move.
	ExplainMissed = "missed"
)

// ExplainCodes lists every code ExplainResponse.Code can hold, so that a
// test can check that the page has words for each.
func ExplainCodes() []string {
	return []string{ExplainLost, ExplainHouseGiven, ExplainHouseTaken, ExplainCaptured, ExplainMissed}
}

// maxExplainLine bounds each line of an ExplainRequest; the review's lines
// are a search's principal variation, a few tens of moves at most.
const maxExplainLine = 128

// lineStep is what one move of a line did.
type lineStep struct {
	move     string
	captured int      // seeds captured by the move
	holes    []string // the holes they came from
	after    engine.Position
}

// walkLine plays line (move tokens) at the end of game and describes
// each move; field names the line in an error. The moves stay played
// (takeBack removes them).
func walkLine(game *engine.Game, line []string, field string) ([]lineStep, error) {
	if len(line) > maxExplainLine {
		return nil, fmt.Errorf("%s: %d moves: at most %d", field, len(line), maxExplainLine)
	}
	steps := make([]lineStep, 0, len(line))
	for i, tok := range line {
		if res, _ := game.Rules().Outcome(game.Current()); res != engine.NoResult {
			return nil, fmt.Errorf("%s: move %d (%.16q): the game is over before it", field, i+1, tok)
		}
		m, err := game.Rules().ParseMove(game.Current(), tok)
		if err != nil {
			return nil, fmt.Errorf("%s: move %d: %w", field, i+1, err)
		}
		_, tr, err := game.Rules().Trace(game.Current(), m)
		if err != nil {
			return nil, fmt.Errorf("%s: move %d: %w", field, i+1, err)
		}
		st := lineStep{move: m.String()}
		for _, e := range tr.Events {
			if e.Kind == engine.EventCapture {
				st.captured += int(e.Count)
				st.holes = append(st.holes, e.Hole.String())
			}
		}
		if err := game.Play(m); err != nil {
			return nil, fmt.Errorf("%s: move %d: %w", field, i+1, err)
		}
		st.after = *game.Current()
		steps = append(steps, st)
	}
	return steps, nil
}

// lossAt returns the number of the line's steps after which side has lost
// (1 for the first step), or 0 when it has not lost within them, with the
// ending's reason code.
func lossAt(r *engine.Rules, steps []lineStep, side engine.Side) (int, string) {
	for i := range steps {
		res, why := r.Outcome(&steps[i].after)
		if res == engine.NoResult {
			continue
		}
		if res == engine.Winner(side.Other()) {
			code, _ := reasonCode(why)
			return i + 1, code
		}
		return 0, ""
	}
	return 0, ""
}

// Explain finds the plain reason of a mistake, the last move of req.Game,
// from the engine's lines after it and before it: the game lost along the
// reply line, the mover's nyumba given up or taken, seeds captured by the
// reply, or a capture missed, each only when the better line does not do
// the same (ExplainCodes). Every error names the field at fault.
func Explain(req ExplainRequest) (ExplainResponse, error) {
	n := len(req.Game.Moves)
	if n == 0 {
		return ExplainResponse{}, &Error{Status: statusBadRequest, Msg: "game: moves: empty; the last move is the one explained"}
	}
	game, err := replay(&req.Game)
	if err != nil {
		return ExplainResponse{}, badRequest(err)
	}
	rules := game.Rules()
	after := *game.Current()
	game.Undo()
	before := *game.Current()
	mover := before.Side
	played, err := walkLine(game, req.Game.Moves[n-1:], "game: moves")
	if err != nil {
		return ExplainResponse{}, &Error{Status: statusInternal, Msg: err.Error()}
	}
	reply, err := walkLine(game, req.Reply, "reply")
	if err != nil {
		return ExplainResponse{}, refuse(statusUnprocessable, err)
	}
	takeBack(game, len(reply)+1)
	better, err := walkLine(game, req.Better, "better")
	if err != nil {
		return ExplainResponse{}, refuse(statusUnprocessable, err)
	}
	out := ExplainResponse{Side: sideKey(mover)}

	// The game lost along the reply line, sooner than along the better
	// line (which starts a ply earlier, with the mover's own move).
	if at, ending := lossAt(rules, reply, mover); at > 0 {
		if bat, _ := lossAt(rules, better, mover); bat == 0 || bat > at+1 {
			out.Code, out.Move, out.Moves, out.Ending = ExplainLost, reply[0].move, (at+1)/2, ending
			return out, nil
		}
	}
	if res, _ := rules.Outcome(&after); res != engine.NoResult {
		return out, nil // the move itself ended the game: it is no mistake of a kind told here
	}

	// The nyumba: given up by the move, or taken by the reply, where the
	// better line keeps it as long.
	owns := func(steps []lineStep, k int) bool {
		if len(steps) < k {
			k = len(steps)
		}
		if k == 0 {
			return true // no line: nothing shows it lost
		}
		return steps[k-1].after.Owns(mover)
	}
	if rules.Variant != engine.Kujifunza && before.Owns(mover) {
		house := engine.MakePit(mover, 4).String()
		switch {
		case !after.Owns(mover) && owns(better, 1):
			out.Code, out.Holes = ExplainHouseGiven, []string{house}
			return out, nil
		case after.Owns(mover) && len(reply) > 0 && !reply[0].after.Owns(mover) && owns(better, 2):
			out.Code, out.Move, out.Holes = ExplainHouseTaken, reply[0].move, []string{house}
			return out, nil
		}
	}

	// Seeds captured by the reply, more than by the reply to the better move.
	if len(reply) > 0 && reply[0].captured > 0 {
		if len(better) < 2 || better[1].captured < reply[0].captured {
			out.Code, out.Move, out.Count, out.Holes = ExplainCaptured, reply[0].move, reply[0].captured, reply[0].holes
			return out, nil
		}
	}
	// A capture missed.
	if len(better) > 0 && better[0].captured > played[0].captured {
		out.Code, out.Move, out.Count, out.Holes = ExplainMissed, better[0].move, better[0].captured, better[0].holes
	}
	return out, nil
}

// takeBack takes back the last k moves of game.
func takeBack(game *engine.Game, k int) {
	for ; k > 0; k-- {
		game.Undo()
	}
}
