package web

import (
	"net/http"
	"strings"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
)

// legalRequest is the body of POST /api/legal: the game, and optionally
// the number of its moves to play (to show an earlier position).
type legalRequest struct {
	Game Game `json:"game"`
	Ply  *int `json:"ply,omitempty"`
}

// legalResponse is the answer of POST /api/legal.
type legalResponse struct {
	Game  Game   `json:"game"`
	State *State `json:"state"`
}

// handleLegal replays a game and describes its position: the board, the
// side to move, the result and every legal move (POST /api/legal).
func (s *Server) handleLegal(w http.ResponseWriter, r *http.Request) {
	var req legalRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Ply != nil {
		if *req.Ply < 0 || *req.Ply > len(req.Game.Moves) {
			fail(w, http.StatusBadRequest, "ply %d: want 0 to %d (the game's moves)", *req.Ply, len(req.Game.Moves))
			return
		}
		req.Game.Moves = req.Game.Moves[:*req.Ply]
	}
	game, err := replay(&req.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		fail(w, http.StatusInternalServerError, "describe position: %v", err)
		return
	}
	reply(w, legalResponse{Game: canonicalGame(game), State: st})
}

// playRequest is the body of POST /api/play: the game so far and the move
// to add, in any form the rules engine reads (A6L, a5>, a1l+, A1 ...).
type playRequest struct {
	Game Game   `json:"game"`
	Move string `json:"move"`
}

// playResponse is the answer of POST /api/play: the move in canonical
// form, its sowing trace, the game with the move added and the position
// after it.
type playResponse struct {
	Move  string       `json:"move"`
	Trace []traceEvent `json:"trace"`
	Game  Game         `json:"game"`
	State *State       `json:"state"`
}

// handlePlay plays one move and returns its sowing trace (POST /api/play).
func (s *Server) handlePlay(w http.ResponseWriter, r *http.Request) {
	var req playRequest
	if !decode(w, r, &req) {
		return
	}
	if strings.TrimSpace(req.Move) == "" {
		fail(w, http.StatusBadRequest, "move: empty; want a token such as A6L")
		return
	}
	if len(req.Move) > 16 {
		fail(w, http.StatusBadRequest, "move %.16q...: too long for a move token", req.Move)
		return
	}
	game, err := replay(&req.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	m, err := game.Rules().ParseMove(game.Current(), req.Move)
	if err != nil {
		fail(w, http.StatusUnprocessableEntity, "%v", err)
		return
	}
	_, tr, err := game.Rules().Trace(game.Current(), m)
	if err != nil {
		fail(w, http.StatusUnprocessableEntity, "%v", err)
		return
	}
	if err := game.Play(m); err != nil {
		fail(w, http.StatusUnprocessableEntity, "%v", err)
		return
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		fail(w, http.StatusInternalServerError, "describe position: %v", err)
		return
	}
	reply(w, playResponse{Move: m.String(), Trace: traceEvents(tr), Game: canonicalGame(game), State: st})
}

// bfenRequest is the body of POST /api/bfen.
type bfenRequest struct {
	Variant string `json:"variant"`
	FEN     string `json:"fen"`
}

// bfenResponse is the answer of POST /api/bfen: the BFEN written in full
// by the engine, and the position it describes.
type bfenResponse struct {
	FEN   string `json:"fen"`
	State *State `json:"state"`
}

// handleBFEN validates a BFEN for a variant (POST /api/bfen). A bad BFEN
// is a 400 whose message names the field at fault.
func (s *Server) handleBFEN(w http.ResponseWriter, r *http.Request) {
	var req bfenRequest
	if !decode(w, r, &req) {
		return
	}
	if strings.TrimSpace(req.FEN) == "" {
		fail(w, http.StatusBadRequest, "fen: empty")
		return
	}
	if req.Variant == "" {
		req.Variant = engine.Kiswahili.String()
	}
	game, err := replay(&Game{Variant: req.Variant, FEN: req.FEN})
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		fail(w, http.StatusInternalServerError, "describe position: %v", err)
		return
	}
	start := game.Start()
	reply(w, bfenResponse{FEN: start.String(), State: st})
}

// optionInfo describes one rule option for the new-game form.
type optionInfo struct {
	Name     string            `json:"name"`
	Values   []string          `json:"values,omitempty"`
	Help     string            `json:"help"`
	Defaults map[string]string `json:"defaults"`
}

// optionsResponse is the answer of GET /api/options.
type optionsResponse struct {
	Version  string            `json:"version"` // the server's build, e.g. "Bao dev-cc6dabb0aa75"
	Variants []string          `json:"variants"`
	Options  []optionInfo      `json:"options"`
	Starts   map[string]string `json:"starts"`
	Marks    markThresholds    `json:"marks"`
}

// markThresholds are the drops of the mover's win chance (0 to 1) that
// make a move a blunder or a mistake (analysis.BlunderDrop and
// MistakeDrop), so the page's game graph marks moves as bao analyze does.
type markThresholds struct {
	Blunder float64 `json:"blunder"`
	Mistake float64 `json:"mistake"`
}

// handleOptions lists the variants, their start positions and the rule
// options of rules.md section 9 with each variant's default (GET
// /api/options), so the page builds its new-game form from the engine.
func (s *Server) handleOptions(w http.ResponseWriter, r *http.Request) {
	out := optionsResponse{Marks: markThresholds{Blunder: analysis.BlunderDrop, Mistake: analysis.MistakeDrop}}
	out.Version = strings.TrimSpace(s.cfg.Engine.Name + " " + s.cfg.Engine.Version)
	out.Starts = map[string]string{}
	for _, v := range engine.Variants {
		out.Variants = append(out.Variants, v.String())
		p := engine.StartPosition(v)
		out.Starts[v.String()] = p.String()
	}
	for _, o := range engine.RuleOptions {
		info := optionInfo{Name: o.Name, Values: o.Values, Help: o.Help, Defaults: map[string]string{}}
		for _, v := range engine.Variants {
			r := engine.DefaultRules(v)
			info.Defaults[v.String()], _ = r.Get(o.Name)
		}
		out.Options = append(out.Options, info)
	}
	reply(w, out)
}
