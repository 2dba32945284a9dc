package rulesapi

import (
	"fmt"

	"github.com/baoengine/bao/engine"
)

// Hole is one hole of the board as the page draws it.
type Hole struct {
	Name  string `json:"hole"`
	Count int    `json:"count"`
}

// House is a player's nyumba as the page marks it (rules.md 2.6).
type House struct {
	Hole       string `json:"hole"`
	Owned      bool   `json:"owned"`
	Functional bool   `json:"functional"`
}

// LegalMove is one legal move, annotated for the page's move entry: the
// hole to click, the letter (L = towards the mover's hole 1, R = towards
// his hole 8), whether the letter names the kichwa where captured seeds
// enter (a namua capture), and whether the move is the safari ("+") or the
// stop of a stop-or-safari decision.
type LegalMove struct {
	Move     string   `json:"move"`
	Hole     string   `json:"hole"`
	Letter   string   `json:"letter"`
	Safari   bool     `json:"safari"`
	Decision bool     `json:"decision"`
	Capture  bool     `json:"capture"`
	Kichwa   bool     `json:"kichwa"`
	Captures []string `json:"captures,omitempty"`
}

// State is everything the page shows about a position; all of it comes
// from the rules engine.
type State struct {
	FEN      string           `json:"fen"`
	Variant  string           `json:"variant"`
	Ply      int              `json:"ply"`
	Rows     [4][8]Hole       `json:"rows"`
	Hands    map[string]int   `json:"hands"`
	Side     string           `json:"side"`
	SideName string           `json:"sideName"`
	Stage    string           `json:"stage"`
	Houses   map[string]House `json:"houses,omitempty"`
	Kichwas  []string         `json:"kichwas"`
	Takasia  string           `json:"takasia,omitempty"`
	GameOver bool             `json:"gameOver"`
	Result   string           `json:"result"`
	Score    string           `json:"score"`
	Reason   string           `json:"reason,omitempty"`
	// ReasonCode and ReasonSide say why the game ended in a form the
	// page words in its own language: frontEmpty, cannotMove or endless,
	// and the side ("S" or "N") whose front row, move or never-ending
	// move it was.
	ReasonCode string      `json:"reasonCode,omitempty"`
	ReasonSide string      `json:"reasonSide,omitempty"`
	Legal      []LegalMove `json:"legal"`
}

// boardRows lists the holes of the four rows top to bottom, each left to
// right as South sees the board (protocol.md 3).
var boardRows = [4][8]string{
	{"b8", "b7", "b6", "b5", "b4", "b3", "b2", "b1"},
	{"a8", "a7", "a6", "a5", "a4", "a3", "a2", "a1"},
	{"A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"},
	{"B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"},
}

// sideKey returns "S" or "N".
func sideKey(s engine.Side) string { return s.String() }

// newState describes p under rules r.
func newState(r *engine.Rules, p *engine.Position) (*State, error) {
	st := &State{
		FEN:      p.String(),
		Variant:  r.Variant.String(),
		Ply:      int(p.Ply),
		Hands:    map[string]int{"S": int(p.Store[engine.South]), "N": int(p.Store[engine.North])},
		Side:     sideKey(p.Side),
		SideName: p.Side.Name(),
		Stage:    "mtaji",
		Kichwas:  []string{"A1", "A8", "a1", "a8"},
		Legal:    []LegalMove{},
	}
	if p.Namua() {
		st.Stage = "namua"
	}
	for i, row := range boardRows {
		for j, name := range row {
			h, err := engine.ParsePit(name)
			if err != nil {
				return nil, fmt.Errorf("state: board layout: %w", err)
			}
			st.Rows[i][j] = Hole{Name: name, Count: int(p.Pits[h])}
		}
	}
	if r.Variant != engine.Kujifunza {
		st.Houses = map[string]House{}
		for _, s := range [...]engine.Side{engine.South, engine.North} {
			hole := engine.MakePit(s, 4)
			st.Houses[sideKey(s)] = House{Hole: hole.String(), Owned: p.Owns(s), Functional: p.Functional(s)}
		}
	}
	if p.Blocked != engine.NoPit {
		st.Takasia = p.Blocked.String()
	}
	res, why := r.Outcome(p)
	st.Result, st.Score, st.Reason = res.String(), res.Score(), why
	st.ReasonCode, st.ReasonSide = reasonCode(why)
	st.GameOver = res != engine.NoResult
	if st.GameOver {
		return st, nil
	}
	var ml engine.MoveList
	r.Legal(p, &ml)
	for _, m := range ml.Slice() {
		_, tr, err := r.Trace(p, m)
		if err != nil {
			return nil, fmt.Errorf("state: legal move %v: %w", m, err)
		}
		lm := LegalMove{Move: m.String(), Hole: m.Hole().String(), Letter: "L", Safari: m.Safari()}
		if m.Right() {
			lm.Letter = "R"
		}
		for _, e := range tr.Events {
			switch e.Kind {
			case engine.EventCapture:
				lm.Capture = true
				lm.Captures = append(lm.Captures, e.Hole.String())
			case engine.EventSafari, engine.EventStopNyumba:
				// A stop is a decision only in a capturing move; a takata
				// simply ends there.
				lm.Decision = m.Safari() || ml.Contains(engine.NewMove(m.Hole(), m.Right(), true))
			}
		}
		lm.Kichwa = lm.Capture && p.Namua()
		st.Legal = append(st.Legal, lm)
	}
	return st, nil
}

// traceEvent is one step of a sowing trace as JSON.
type traceEvent struct {
	Kind  string `json:"kind"`
	Hole  string `json:"hole"`
	Count int    `json:"count"`
}

// traceEvents converts a trace for the page.
func traceEvents(tr *engine.Trace) []traceEvent {
	out := make([]traceEvent, len(tr.Events))
	for i, e := range tr.Events {
		out[i] = traceEvent{Kind: e.Kind.String(), Hole: e.Hole.String(), Count: int(e.Count)}
	}
	return out
}
