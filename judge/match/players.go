package match

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol/client"
)

// player is one side of a game: an engine process or a builtin.
type player interface {
	// newGame makes the player ready for a game under rules r (starting
	// the process if needed) and seeds the builtins.
	newGame(r *engine.Rules, seed uint64) *failure
	// think returns the player's move text in the position reached by
	// moves from start. The game's clocks and side tell the limits.
	think(t *turn) (reply, *failure)
	// close ends the player; kill skips the polite quit.
	close(kill bool)
	// interrupt kills a running process from another goroutine (Ctrl-C),
	// so that a search being waited for ends at once.
	interrupt()
}

// turn is what a player needs to choose a move.
type turn struct {
	rules    *engine.Rules
	start    engine.Position
	fromInit bool     // start is the variant's start position ("position startpos")
	moves    []string // tokens played from start, book moves included
	history  []uint64 // the keys of the positions before each of those moves
	pos      engine.Position
	clocks   *[2]clock
	side     int
	// allowed is the longest a move may take: the clock or the fixed
	// time plus the margin, or the hang timeout without either. timed
	// says the limit is a clock or a fixed time.
	allowed time.Duration
	timed   bool
}

// reply is a player's answer.
type reply struct {
	move    string
	score   client.Score
	plies   bool // score's mate distance counts plies (the ugi dialect), not moves
	depth   int
	elapsed time.Duration
}

// timeouts are the waits that are not part of a clock.
type timeouts struct {
	ready time.Duration // handshake, isready, quit
	hang  time.Duration // a search with no clock or fixed time
	grace time.Duration // the wait for a timed bestmove past the time allowed
}

// newPlayer returns the player of spec; label prefixes its log lines.
// state is shared by the players of the engine in every slot; warn
// receives warnings about the engine's settings.
func newPlayer(sp *EngineSpec, log io.Writer, label string, to timeouts, state *engineState, warn io.Writer) player {
	if sp.Player != nil {
		return &funcPlayer{move: sp.Player()}
	}
	switch sp.Builtin {
	case BuiltinRandom:
		return &builtinPlayer{greedy: false}
	case BuiltinGreedy:
		return &builtinPlayer{greedy: true}
	}
	return &processPlayer{spec: sp, log: log, label: label, to: to, state: state, warn: warn}
}

// builtinPlayer plays random or greedy moves without a process.
type builtinPlayer struct {
	greedy bool
	rng    *rand.Rand
}

func (b *builtinPlayer) newGame(_ *engine.Rules, seed uint64) *failure {
	b.rng = rand.New(rand.NewPCG(seed, 0x6275696c74696e)) // "builtin"
	return nil
}

func (b *builtinPlayer) think(t *turn) (reply, *failure) {
	begin := time.Now()
	var ch engine.Children
	t.rules.Generate(&t.pos, &ch)
	if ch.N == 0 {
		return reply{move: "0000"}, nil
	}
	pick := b.rng.IntN(ch.N)
	if b.greedy {
		opp := t.pos.Side.Other()
		before := t.pos.Seeds(opp)
		best, ties := -1, 0
		for i := 0; i < ch.N; i++ {
			c := before - ch.List[i].Pos.Seeds(opp)
			switch {
			case c > best:
				best, ties, pick = c, 1, i
			case c == best:
				// Reservoir sampling: each tied move is kept with equal chance.
				ties++
				if b.rng.IntN(ties) == 0 {
					pick = i
				}
			}
		}
	}
	return reply{move: ch.List[pick].Move.String(), elapsed: time.Since(begin)}, nil
}

func (b *builtinPlayer) close(bool) {}

func (b *builtinPlayer) interrupt() {}

// funcPlayer is an in-process player (EngineSpec.Player).
type funcPlayer struct {
	move Mover
}

func (f *funcPlayer) newGame(*engine.Rules, uint64) *failure { return nil }

func (f *funcPlayer) think(t *turn) (reply, *failure) {
	begin := time.Now()
	pos := t.pos
	m := f.move(t.rules, &pos, t.history)
	return reply{move: m.String(), elapsed: time.Since(begin)}, nil // NoMove is "0000", refereed as illegal
}

func (f *funcPlayer) close(bool) {}

func (f *funcPlayer) interrupt() {}

// processPlayer is an engine process driven through protocol/client. The
// process lives across games and is started again after a failure.
type processPlayer struct {
	spec  *EngineSpec
	log   io.Writer
	label string
	to    timeouts
	eng   *client.Engine
	rules engine.Rules // the rules the process was set up for
	live  atomic.Pointer[client.Engine]
	state *engineState // shared by the players of this engine in every slot
	warn  io.Writer
}

func (p *processPlayer) newGame(r *engine.Rules, _ uint64) *failure {
	if p.eng != nil && (p.eng.Exited() || p.rules != *r) {
		p.close(false)
	}
	if p.eng == nil {
		if f := p.start(r); f != nil {
			return f
		}
	}
	if err := p.eng.NewGame(); err != nil {
		return p.fail(err, "ucinewgame")
	}
	if err := p.eng.IsReady(p.to.ready); err != nil {
		return p.fail(err, "isready")
	}
	return nil
}

// start starts the process, makes the handshake and sets the options:
// the spec's, then UCI_Variant and the non-default rule options, when the
// engine declares them.
func (p *processPlayer) start(r *engine.Rules) *failure {
	eng, err := client.Start(client.Config{Path: p.spec.Cmd, Args: p.spec.Args, Dir: p.spec.Dir, Label: p.label, Log: p.log})
	if err != nil {
		return p.fail(err, "start")
	}
	p.eng, p.rules = eng, *r
	p.live.Store(eng)
	if err := eng.Handshake(p.spec.Dialect, p.to.ready); err != nil {
		return p.fail(err, p.spec.Dialect)
	}
	for _, o := range p.spec.Options {
		// A name the engine does not know would be ignored, or answered
		// with an error the runner did not read: the run would test
		// something else than the user meant (an engine against itself,
		// in an SPRT).
		if !eng.HasOption(o.Name) {
			return p.settingError(fmt.Errorf("option.%s: the engine declares no option %q in its answer to %s (UCI option names are case-insensitive)",
				o.Name, o.Name, p.spec.Dialect))
		}
		if err := eng.SetOption(o.Name, o.Value); err != nil {
			return p.fail(err, "setoption")
		}
	}
	if eng.HasOption("UCI_Variant") {
		if err := eng.SetOption("UCI_Variant", r.Variant.String()); err != nil {
			return p.fail(err, "setoption")
		}
	}
	for _, kv := range r.NonDefault() {
		if err := eng.SetOption("Rule_"+kv[0], kv[1]); err != nil {
			return p.fail(err, "setoption")
		}
	}
	lines, err := eng.IsReadyLines(p.to.ready)
	if err != nil {
		return p.fail(err, "isready")
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "info string error") {
			return p.settingError(fmt.Errorf("its answer to the options (%s): %q", p.optionList(), client.Sanitize(l, 300)))
		}
	}
	p.state.started.Store(true)
	p.state.checkOverhead(p.spec, eng, p.warn)
	return nil
}

func (p *processPlayer) think(t *turn) (reply, *failure) {
	bfen := ""
	if !t.fromInit {
		bfen = t.start.String()
	}
	if err := p.eng.Position(bfen, t.moves); err != nil {
		return reply{}, p.fail(err, "position")
	}
	args := goArgs(p.spec.Limits, t.clocks, t.side, p.eng.Dialect)
	wait := t.allowed
	if t.timed {
		wait += p.to.grace
	}
	s, err := p.eng.GoWithin(args, wait)
	r := reply{move: s.Move, score: s.Score, plies: p.eng.Dialect == "ugi", depth: s.Depth, elapsed: s.Elapsed}
	if err != nil {
		f := p.fail(err, "go")
		if client.IsKind(err, client.KindTimeout) {
			f.detail = fmt.Sprintf("no bestmove within %v", ms(wait))
			if t.timed {
				f = &failure{reason: ReasonTime, noAnswer: true, over: s.Elapsed - t.allowed,
					detail: fmt.Sprintf("did not answer: no bestmove within %v (%v allowed); killed", ms(wait), ms(t.allowed))}
			}
		}
		return r, f
	}
	return r, nil
}

// fail turns a client error into the failure that loses the game, and
// kills the process so the next game starts a fresh one.
func (p *processPlayer) fail(err error, op string) *failure {
	p.close(true)
	f := &failure{reason: ReasonCrash, detail: err.Error()}
	var ce *client.Error
	if errors.As(err, &ce) {
		switch ce.Kind {
		case client.KindStart:
			f = &failure{reason: ReasonStart, detail: "could not start: " + errText(ce.Err)}
		case client.KindTimeout:
			f = &failure{reason: ReasonHang, detail: "no answer to " + op + " within " + p.to.ready.String()}
		case client.KindExited:
			f = &failure{reason: ReasonCrash, detail: ce.Detail + " (during " + op + ")"}
		case client.KindGarbage:
			f = &failure{reason: ReasonGarbage, detail: ce.Detail}
		case client.KindWrite:
			f = &failure{reason: ReasonCrash, detail: "cannot write to it: " + errText(ce.Err)}
		}
	}
	return f
}

// settingError ends the process for a mistake in the engine's settings
// (an option it does not have, or one it refused): a failure that stops
// the run, since every game would be played with the mistake.
func (p *processPlayer) settingError(err error) *failure {
	p.close(true)
	return &failure{reason: ReasonStart, detail: "refused its settings: " + err.Error(), fatal: err}
}

// optionList lists the setoption commands sent at start: the spec's
// options and the rule options.
func (p *processPlayer) optionList() string {
	var f []string
	for _, o := range p.spec.Options {
		f = append(f, o.Name+"="+o.Value)
	}
	if len(f) == 0 {
		return "the variant and rule options"
	}
	return "option." + strings.Join(f, " option.")
}

func (p *processPlayer) close(kill bool) {
	if p.eng == nil {
		return
	}
	p.live.Store(nil)
	if kill {
		p.eng.Kill()
	} else {
		p.eng.Quit(p.to.ready)
	}
	p.eng = nil
}

func (p *processPlayer) interrupt() {
	if e := p.live.Load(); e != nil {
		e.Interrupt()
	}
}

// errText is err's text, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// seedFor returns the seed of a builtin player in game number n on side
// s, so that games are the same whatever the shard or the concurrency.
func seedFor(seed uint64, n, s int) uint64 {
	h := seed ^ 0x9e3779b97f4a7c15
	for _, v := range [...]uint64{uint64(n), uint64(s)} {
		h ^= v + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h *= 0xbf58476d1ce4e5b9
	}
	return h
}

// label returns the log label of a player: its name and the slot.
func label(name string, slot int) string {
	return name + "#" + strconv.Itoa(slot)
}
