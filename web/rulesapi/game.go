package rulesapi

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
)

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

// replay builds the rules and the start position of g and plays its moves
// in an engine.Game. Every error names the field or the move at fault.
func replay(g *Game) (*engine.Game, error) {
	name := g.Variant
	if name == "" {
		name = engine.Kiswahili.String()
	}
	names := make([]string, 0, len(g.Options))
	for k := range g.Options {
		names = append(names, k)
	}
	sort.Strings(names) // a fixed order, so the same bad request gives the same message
	settings := make([]engine.RuleSetting, len(names))
	for i, k := range names {
		settings[i] = engine.RuleSetting{Name: k, Value: g.Options[k]}
	}
	// The page is not trusted: the table's bounds for an untrusted
	// caller apply (the lap limit may be lowered, not raised).
	rules, err := engine.NewRules(name, settings, engine.Untrusted)
	if err != nil {
		var se *engine.SettingError
		if errors.As(err, &se) && se.Index >= 0 {
			return nil, fmt.Errorf("game: options: %w", err)
		}
		return nil, fmt.Errorf("game: %w", err)
	}
	v := rules.Variant
	start := engine.StartPosition(v)
	if strings.TrimSpace(g.FEN) != "" {
		if len(g.FEN) > 400 {
			return nil, fmt.Errorf("game: fen: %d characters is too long for a BFEN", len(g.FEN))
		}
		p, err := engine.ParsePosition(g.FEN, v)
		if err != nil {
			return nil, fmt.Errorf("game: fen: %w", err)
		}
		start = p
	}
	if len(g.Moves) > maxGameMoves {
		return nil, fmt.Errorf("game: %d moves: at most %d", len(g.Moves), maxGameMoves)
	}
	game := engine.NewGame(&rules, start)
	for i, tok := range g.Moves {
		if _, err := game.PlayToken(tok); err != nil {
			return nil, fmt.Errorf("game: move %d: %w", i+1, err)
		}
	}
	return game, nil
}

// canonicalGame returns a game in the page's canonical form: canonical
// tokens, the start BFEN only when it is not the variant's start, and only
// the rule options that differ from the variant's defaults.
func canonicalGame(game *engine.Game) Game {
	rules := game.Rules()
	g := Game{Variant: rules.Variant.String(), Moves: make([]string, len(game.Moves()))}
	for i, m := range game.Moves() {
		g.Moves[i] = m.String()
	}
	if start := game.Start(); start != engine.StartPosition(rules.Variant) {
		g.FEN = start.String()
	}
	if nd := rules.NonDefault(); len(nd) > 0 {
		g.Options = make(map[string]string, len(nd))
		for _, kv := range nd {
			g.Options[kv[0]] = kv[1]
		}
	}
	return g
}
