package web

import (
	"fmt"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
)

// maxGameMoves bounds the moves of a game sent by the page; real games are
// a few hundred plies at most.
const maxGameMoves = 5000

// Game is a game as the page keeps it and sends it with every rules
// request: the variant, the rule options that differ from the variant's
// defaults, the start position (empty for the variant's start) and the
// moves as tokens.
type Game struct {
	Variant string            `json:"variant"`
	Options map[string]string `json:"options,omitempty"`
	FEN     string            `json:"fen,omitempty"`
	Moves   []string          `json:"moves"`
}

// replayed is a game checked and played through with the rules engine.
type replayed struct {
	rules engine.Rules
	start engine.Position
	pos   engine.Position // after the last move
	moves []engine.Move
}

// replay builds the rules and the start position of g and plays its moves.
// Every error names the field or the move at fault.
func replay(g *Game) (*replayed, error) {
	name := g.Variant
	if name == "" {
		name = engine.Kiswahili.String()
	}
	v, err := engine.ParseVariant(name)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	rp := &replayed{rules: engine.DefaultRules(v)}
	names := make([]string, 0, len(g.Options))
	for k := range g.Options {
		names = append(names, k)
	}
	sort.Strings(names) // a fixed order, so the same bad request gives the same message
	for _, k := range names {
		if strings.EqualFold(k, "variant") {
			return nil, fmt.Errorf("game: options: the variant is its own field, not an option")
		}
		if err := checkRuleOption(k, g.Options[k]); err != nil {
			return nil, fmt.Errorf("game: options: %w", err)
		}
		if err := rp.rules.Set(k, g.Options[k]); err != nil {
			return nil, fmt.Errorf("game: options: %w", err)
		}
	}
	rp.start = engine.StartPosition(v)
	if strings.TrimSpace(g.FEN) != "" {
		if len(g.FEN) > 400 {
			return nil, fmt.Errorf("game: fen: %d characters is too long for a BFEN", len(g.FEN))
		}
		p, err := engine.ParsePosition(g.FEN, v)
		if err != nil {
			return nil, fmt.Errorf("game: fen: %w", err)
		}
		rp.start = p
	}
	if len(g.Moves) > maxGameMoves {
		return nil, fmt.Errorf("game: %d moves: at most %d", len(g.Moves), maxGameMoves)
	}
	rp.pos = rp.start
	rp.moves = make([]engine.Move, 0, len(g.Moves))
	for i, tok := range g.Moves {
		m, err := rp.rules.ParseMove(&rp.pos, tok)
		if err != nil {
			return nil, fmt.Errorf("game: move %d: %w", i+1, err)
		}
		q, err := rp.rules.Play(&rp.pos, m)
		if err != nil {
			return nil, fmt.Errorf("game: move %d: %w", i+1, err)
		}
		rp.pos = q
		rp.moves = append(rp.moves, m)
	}
	return rp, nil
}

// tokens returns the canonical tokens of the replayed moves.
func (rp *replayed) tokens() []string {
	out := make([]string, len(rp.moves))
	for i, m := range rp.moves {
		out[i] = m.String()
	}
	return out
}

// game returns the replayed game in canonical form: canonical tokens,
// the start BFEN only when it is not the variant's start, and only the
// rule options that differ from the variant's defaults.
func (rp *replayed) game() Game {
	g := Game{Variant: rp.rules.Variant.String(), Moves: rp.tokens()}
	if rp.start != engine.StartPosition(rp.rules.Variant) {
		g.FEN = rp.start.String()
	}
	if nd := rp.rules.NonDefault(); len(nd) > 0 {
		g.Options = make(map[string]string, len(nd))
		for _, kv := range nd {
			g.Options[kv[0]] = kv[1]
		}
	}
	return g
}
