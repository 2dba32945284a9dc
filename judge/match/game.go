package match

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/protocol/client"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
)

// Reason is why a game ended.
type Reason uint8

// The reasons. ReasonRules is the only one the rules know; the others are
// the referee's decisions, written in the record's Termination tag.
const (
	ReasonNone      Reason = iota
	ReasonRules            // the rules ended the game
	ReasonMaxPlies         // adjudicated a draw at the move limit
	ReasonResign           // a player resigned by score
	ReasonTime             // a player ran out of time
	ReasonIllegal          // a player sent an illegal move
	ReasonMalformed        // a player sent a token that is not a move
	ReasonCrash            // a player's process ended
	ReasonHang             // a player did not answer in time without a clock
	ReasonGarbage          // a player printed non-protocol output
	ReasonStart            // a player's process could not be started
	ReasonBoth             // both players failed before the first move
)

var reasonNames = [...]string{"none", "rules", "move limit", "resignation", "time forfeit",
	"illegal move", "malformed move", "crash", "hang", "garbage", "start failure", "both failed"}

// String names the reason, e.g. "time forfeit".
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "reason " + strconv.Itoa(int(r))
}

// failure is a player's failure that loses the game.
type failure struct {
	reason Reason
	detail string
	over   time.Duration // for a time forfeit: how far the move overran the time allowed
	// noAnswer, for a time forfeit: the move never came within the time
	// allowed and the grace (the engine was killed), rather than late.
	noAnswer bool
	// fatal, when not nil, is a mistake in the engine's settings that
	// would spoil every game (an option it does not declare or refused):
	// the run stops with it instead of going on.
	fatal error
}

// termination returns the Termination tag text of a failure by the
// player named who: PGN's words first (so the record replays), then the
// detail.
func (f *failure) termination(who string) string {
	switch f.reason {
	case ReasonTime:
		return "time forfeit: " + who + " " + f.detail
	case ReasonIllegal, ReasonMalformed:
		return "rules infraction: " + who + " " + f.detail
	case ReasonCrash:
		return "abandoned: " + who + " crashed: " + f.detail
	case ReasonHang:
		return "abandoned: " + who + " stalled: " + f.detail
	case ReasonGarbage:
		return "abandoned: " + who + " printed garbage: " + f.detail
	case ReasonStart:
		return "abandoned: " + who + " " + f.detail
	}
	return who + ": " + f.detail
}

// Resign is the resignation rule: a player whose own score has been at
// or below -Score centi-seeds for Moves moves in a row resigns; with
// TwoSided the opponent's scores must also have been at or above Score.
// Moves 0 turns it off.
type Resign struct {
	Moves    int
	Score    int
	TwoSided bool
}

// GameResult is a finished (or aborted) game.
type GameResult struct {
	Job         Job
	South       string // engine names
	North       string
	Result      engine.Result
	Reason      Reason
	Termination string
	Record      *record.Game
	Aborted     bool // stopped by Ctrl-C: no result, not recorded
	// Loser is the engine index of the player that lost by a failure
	// (-1 otherwise); Overrun, for a time forfeit, is how far its move
	// went past the time allowed (the margin included).
	Loser   int
	Overrun time.Duration
	// NoAnswer, for a time forfeit, says the move never came (no bestmove
	// within the time allowed and the grace): not a late move.
	NoAnswer bool
	// StartFailure is set when a player failed before the first move and
	// its engine has never started in this run: the engine cannot start
	// at all, and the run stops without recording the game.
	StartFailure error
}

// gameSetup is what every game of a run shares.
type gameSetup struct {
	rules    engine.Rules
	specs    []EngineSpec
	openings []openings.Opening
	maxPlies int
	resign   Resign
	seed     uint64
	event    string
	date     string
	to       timeouts
	engines  []engineState // per engine: what its players share across slots
	warn     io.Writer     // warnings for the user, safe for concurrent use
}

// playGame referees one game between players (indexed by side) and
// returns its result and record. It never fails: every failure of a
// player is that player's loss.
func playGame(ctx context.Context, gs *gameSetup, job Job, players [2]player) GameResult {
	specs := [2]*EngineSpec{&gs.specs[job.South], &gs.specs[job.North]}
	op := &gs.openings[job.Opening]
	res := GameResult{Job: job, South: specs[0].Name, North: specs[1].Name, Loser: -1}
	g := record.NewGame(&gs.rules, &op.Start)
	res.Record = g
	g.SetTag("Event", gs.event)
	g.SetTag("Site", "?")
	g.SetTag("Date", gs.date)
	g.SetTag("Round", strconv.Itoa(job.Round))
	g.SetTag("South", specs[0].Name)
	g.SetTag("North", specs[1].Name)
	if a, b := specs[0].Limits.String(), specs[1].Limits.String(); a == b {
		g.SetTag("TimeControl", a)
	} else {
		g.SetTag("TimeControl", a+" / "+b)
	}
	g.SetTag("Game", strconv.Itoa(job.Number))
	g.SetTag("Pair", strconv.Itoa(job.Pair))
	g.SetTag("Seed", strconv.FormatUint(gs.seed, 10))
	g.SetTag("Opening", op.Label)

	end := func(r engine.Result, why Reason, term string) GameResult {
		res.Result, res.Reason, res.Termination = r, why, term
		g.Result, g.Termination = r, term
		if ctx.Err() != nil && why != ReasonRules && why != ReasonMaxPlies {
			res.Aborted = true
		}
		return res
	}

	// Step 1. Both players ready; one that fails loses before a move.
	var fails [2]*failure
	for s := 0; s < 2; s++ {
		fails[s] = players[s].newGame(&gs.rules, seedFor(gs.seed, job.Number, s))
	}
	for s, i := range [2]int{job.South, job.North} {
		if fails[s] != nil && fails[s].fatal != nil {
			res.StartFailure = fmt.Errorf("engine %s (cmd=%s): %w", specs[s].Name, specs[s].Cmd, fails[s].fatal)
		} else if fails[s] != nil && i < len(gs.engines) && !gs.engines[i].started.Load() {
			res.StartFailure = fmt.Errorf("engine %s cannot start (cmd=%s): %s", specs[s].Name, specs[s].Cmd,
				strings.TrimPrefix(fails[s].detail, "could not start: "))
		}
	}
	switch {
	case fails[0] != nil && fails[1] != nil:
		return end(engine.Draw, ReasonBoth, "adjudication: draw, both players failed before the first move (abandoned): "+
			fails[0].termination(specs[0].Name)+"; "+fails[1].termination(specs[1].Name))
	case fails[0] != nil:
		res.Loser = job.South
		return end(engine.NorthWins, fails[0].reason, fails[0].termination(specs[0].Name))
	case fails[1] != nil:
		res.Loser = job.North
		return end(engine.SouthWins, fails[1].reason, fails[1].termination(specs[1].Name))
	}

	// Step 2. The book moves.
	t := turn{rules: &gs.rules, start: op.Start, fromInit: op.Start == engine.StartPosition(gs.rules.Variant), pos: op.Start}
	played := engine.NewGame(&gs.rules, op.Start)
	for _, m := range op.Moves {
		if err := played.Play(m); err != nil {
			// LoadOpenings played every opening; this cannot happen.
			return end(engine.Draw, ReasonMaxPlies, "adjudication: draw, bad opening: "+err.Error())
		}
		t.pos, t.history = *played.Current(), played.AppendHistory(t.history[:0])
		t.moves = append(t.moves, m.String())
		g.Add(m, "book")
	}

	// Step 3. Play until the rules, the referee or a failure end the game.
	clocks := [2]clock{newClock(specs[0].Limits.TC), newClock(specs[1].Limits.TC)}
	t.clocks = &clocks
	// Runs of consecutive moves with a losing or a winning score, per side.
	var low, high [2]int
	for {
		if r, why := gs.rules.Outcome(&t.pos); r != engine.NoResult {
			return end(r, ReasonRules, why)
		}
		if gs.maxPlies > 0 && len(t.moves) >= gs.maxPlies {
			return end(engine.Draw, ReasonMaxPlies, fmt.Sprintf(
				"adjudication: draw at the move limit of %d plies (Bao has no draw rule)", gs.maxPlies))
		}
		if ctx.Err() != nil {
			return end(engine.NoResult, ReasonNone, "unterminated: interrupted")
		}
		side := int(t.pos.Side)
		sp := specs[side]
		who := sp.Name
		lose := func(f *failure) GameResult {
			res.Loser = [2]int{job.South, job.North}[side]
			res.Overrun, res.NoAnswer = f.over, f.noAnswer
			return end(engine.Winner(engine.Side(side).Other()), f.reason, f.termination(who))
		}
		t.side = side
		t.allowed, t.timed = gs.to.hang, true
		switch {
		case clocks[side].timed():
			t.allowed = clocks[side].left + sp.Limits.TimeMargin
		case sp.Limits.MoveTime > 0:
			t.allowed = sp.Limits.MoveTime + sp.Limits.TimeMargin
		default:
			t.timed = false
		}
		rep, f := players[side].think(&t)
		if f != nil {
			return lose(f)
		}
		m, f := checkMove(&gs.rules, &t.pos, rep.move)
		if f != nil {
			players[side].close(true) // an engine that misbehaves starts afresh
			return lose(f)
		}
		if t.timed && rep.elapsed > t.allowed {
			detail := fmt.Sprintf("took %v of a fixed %v per move", ms(rep.elapsed), ms(sp.Limits.MoveTime))
			if clocks[side].timed() {
				detail = fmt.Sprintf("took %v with %v left", ms(rep.elapsed), ms(clocks[side].left))
			}
			if m := sp.Limits.TimeMargin; m > 0 {
				detail += fmt.Sprintf(" (margin %v)", ms(m))
			}
			return lose(&failure{reason: ReasonTime, detail: detail, over: rep.elapsed - t.allowed})
		}
		clocks[side].spend(rep.elapsed, sp.Limits.TimeMargin)
		_ = played.Play(m) // legal: checkMove found it among the legal moves
		t.pos, t.history = *played.Current(), played.AppendHistory(t.history[:0])
		t.moves = append(t.moves, m.String())
		g.Add(m, moveComment(rep))

		// Step 4. Resignation by score.
		if gs.resign.Moves > 0 {
			c := cp(rep.score)
			low[side] = runLength(low[side], rep.score.Valid && c <= -gs.resign.Score)
			high[side] = runLength(high[side], rep.score.Valid && c >= gs.resign.Score)
			if low[side] >= gs.resign.Moves && (!gs.resign.TwoSided || high[1-side] >= gs.resign.Moves) {
				return end(engine.Winner(engine.Side(side).Other()), ReasonResign, fmt.Sprintf(
					"adjudication: %s resigns (score at most %s for %d moves)", who, score.Score(-gs.resign.Score).Seeds(), gs.resign.Moves))
			}
		}
	}
}

// runLength extends a run when cond holds and ends it otherwise.
func runLength(n int, cond bool) int {
	if cond {
		return n + 1
	}
	return 0
}

// checkMove reads the move text of a reply in p: a token that is not a
// move is malformed, one that names no legal move is illegal.
func checkMove(r *engine.Rules, p *engine.Position, text string) (engine.Move, *failure) {
	if text == "" {
		return engine.NoMove, &failure{reason: ReasonMalformed, detail: "sent bestmove without a move"}
	}
	quoted := "\"" + client.Sanitize(text, 40) + "\""
	if text == "0000" || text == "(none)" {
		return engine.NoMove, &failure{reason: ReasonIllegal, detail: "sent the null move " + quoted + " but the game is not over"}
	}
	if _, err := engine.ParseMove(text); err != nil {
		return engine.NoMove, &failure{reason: ReasonMalformed, detail: "sent a malformed move " + quoted + ": " + client.Sanitize(err.Error(), 120)}
	}
	m, err := r.ParseMove(p, text)
	if err != nil {
		return engine.NoMove, &failure{reason: ReasonIllegal, detail: "sent an illegal move " + quoted + ": " + client.Sanitize(err.Error(), 200)}
	}
	return m, nil
}

// cp returns a score in centi-seeds, mates as ±100000.
func cp(s client.Score) int {
	if s.Mate {
		if s.Value > 0 {
			return 100000
		}
		return -100000
	}
	return s.Value
}

// moveComment is the record comment of a move: "{+0.12/14 0.51s}" (the
// score from the mover's view as score.Score.Comment writes it, a proven
// result in moves whatever the engine's dialect, then the depth and the
// time), or just the time when the player reported no score.
func moveComment(r reply) string {
	t := strconv.FormatFloat(r.elapsed.Seconds(), 'f', 2, 64) + "s"
	if !r.score.Valid {
		return t
	}
	sc := score.Score(r.score.Value)
	if r.score.Mate {
		sc = score.FromMate(r.score.Value, r.plies)
	}
	return sc.Comment() + "/" + strconv.Itoa(r.depth) + " " + t
}

// ms formats a duration in milliseconds.
func ms(d time.Duration) string {
	return d.Round(time.Millisecond).String()
}
