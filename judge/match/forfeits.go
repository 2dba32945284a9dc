package match

import (
	"fmt"
	"io"
	"time"

	"github.com/baoengine/bao/internal/field"
)

// DefaultTimeMargin is the timemargin of an engine that sets none: how
// far a move may overrun its clock or fixed time before the flag falls.
// The runner measures a move from the write of "go" to the arrival of
// "bestmove", as an arbiter would, so the margin must cover the delays of
// a machine that other work shares: on the 2-core development machine
// with other jobs running, a bestmove of a 100 ms search arrived up to
// 1.37 s after go (see doc.go, "Clocks on a loaded machine"). An engine
// that stops on time loses nothing by a large margin.
const DefaultTimeMargin = 2 * time.Second

// forfeitShare is the share of games lost on time above which the runner
// warns: time forfeits then measure the machine, not the engines.
const forfeitShare = 0.02

// forfeitWatch counts the games lost on time and warns on Warn when they
// pass forfeitShare of the games, and again each time their number
// doubles, with the largest overrun seen and a margin that would have
// covered it. Games lost by a move that never came are counted and warned
// about apart (addSilent): no margin would have saved them.
type forfeitWatch struct {
	w        io.Writer
	names    field.Namer // Config.Names
	forfeits int
	warnedAt int           // forfeits at the last warning
	worst    time.Duration // largest overrun of a forfeited move
	margin   time.Duration // the timemargin of the engine that overran most
	// silent counts the games lost by a move that never came, which a
	// larger margin would not have saved; silentWarnedAt is their number
	// at the last warning about them.
	silent, silentWarnedAt int
}

// add counts a finished game; games is the number finished so far.
func (f *forfeitWatch) add(res *GameResult, games int, specs []EngineSpec) {
	if res.Reason != ReasonTime {
		return
	}
	if res.NoAnswer {
		f.addSilent(res, games, specs)
		return
	}
	f.forfeits++
	if res.Overrun >= f.worst && res.Loser >= 0 && res.Loser < len(specs) {
		f.worst = res.Overrun
		f.margin = specs[res.Loser].Limits.TimeMargin
	}
	if float64(f.forfeits) <= forfeitShare*float64(games) || f.forfeits < 2*f.warnedAt {
		return
	}
	f.warnedAt = f.forfeits
	fmt.Fprintf(f.w, "Warning: %d of %d games (%.1f%%) lost on time; the worst move came %v after the time allowed"+
		" (margin %v included). The runner times a move from the write of go to the arrival of bestmove, and a"+
		" loaded machine delays that by the scheduler alone: raise the margin (%s timemargin=%d), lower"+
		" %s, or stop other work.\n",
		f.forfeits, games, 100*float64(f.forfeits)/float64(games), ms(f.worst), ms(f.margin),
		field.Say(f.names, "each", "every engine's"), suggestMargin(f.margin, f.worst).Milliseconds(),
		field.Say(f.names, "concurrency", "the games played at once"))
}

// addSilent counts a game lost by a move that never came and warns at
// the first such game and each time their number doubles: the engine
// hangs or ignores its clock, which no margin cures.
func (f *forfeitWatch) addSilent(res *GameResult, games int, specs []EngineSpec) {
	f.silent++
	if f.silent < 2*f.silentWarnedAt {
		return
	}
	f.silentWarnedAt = f.silent
	who := "?"
	if res.Loser >= 0 && res.Loser < len(specs) {
		who = specs[res.Loser].Name
	}
	fmt.Fprintf(f.w, "Warning: %d of %d games lost on time by an engine that never answered (the last: %s): no bestmove"+
		" came within the time allowed and the runner's grace, so the engine was killed. A larger margin would not"+
		" help: the engine hangs or ignores its time limit (%s shows its output).\n", f.silent, games, who,
		field.Say(f.names, "log", "the engines' log"))
}

// suggestMargin returns a margin that would have covered an overrun of
// over beyond margin with room to spare: twice the move's lateness,
// rounded up to 100 ms.
func suggestMargin(margin, over time.Duration) time.Duration {
	m := 2 * (margin + max(over, 0))
	return (m + 99*time.Millisecond) / (100 * time.Millisecond) * (100 * time.Millisecond)
}
