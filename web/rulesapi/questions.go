package rulesapi

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/record"
)

// Error is a question that cannot be answered: the HTTP status the server
// answers with (400 for a bad request, 422 for an illegal move), a
// one-line message naming the field at fault, and, when a person's text
// is at fault (a BFEN, a move, a record), the reason as codes for a page
// that words it in its own language.
type Error struct {
	Status int
	Msg    string
	Input  *InputReason
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// The statuses of the answers, as HTTP numbers them (net/http is not
// imported: the browser's WebAssembly build needs none of it).
const (
	statusOK            = 200
	statusBadRequest    = 400
	statusNotFound      = 404
	statusTooLarge      = 413
	statusUnprocessable = 422
	statusInternal      = 500
)

// badRequest refuses a question for err: status 400, err's message and,
// when a person's text is at fault, its reason as codes.
func badRequest(err error) *Error { return refuse(statusBadRequest, err) }

// refuse refuses a question with status for err: err's message and, when
// a person's text is at fault, its reason as codes.
func refuse(status int, err error) *Error {
	return &Error{Status: status, Msg: err.Error(), Input: inputReason(err)}
}

// LegalRequest is the body of /api/legal: the game, and optionally the
// number of its moves to play (to show an earlier position).
type LegalRequest struct {
	Game Game `json:"game"`
	Ply  *int `json:"ply,omitempty"`
}

// LegalResponse is the answer of /api/legal.
type LegalResponse struct {
	Game  Game   `json:"game"`
	State *State `json:"state"`
}

// Legal replays a game and describes its position: the board, the side
// to move, the result and every legal move.
func Legal(req LegalRequest) (LegalResponse, error) {
	if req.Ply != nil {
		if *req.Ply < 0 || *req.Ply > len(req.Game.Moves) {
			return LegalResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("ply %d: want 0 to %d (the game's moves)", *req.Ply, len(req.Game.Moves))}
		}
		req.Game.Moves = req.Game.Moves[:*req.Ply]
	}
	game, err := replay(&req.Game)
	if err != nil {
		return LegalResponse{}, badRequest(err)
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		return LegalResponse{}, &Error{Status: statusInternal, Msg: "describe position: " + err.Error()}
	}
	return LegalResponse{Game: canonicalGame(game), State: st}, nil
}

// PlayRequest is the body of /api/play: the game so far and the move to
// add, in any form the rules engine reads (A6L, a5>, a1l+, A1 ...).
type PlayRequest struct {
	Game Game   `json:"game"`
	Move string `json:"move"`
}

// PlayResponse is the answer of /api/play: the move in canonical form,
// its sowing trace, the game with the move added and the position after
// it.
type PlayResponse struct {
	Move  string       `json:"move"`
	Trace []traceEvent `json:"trace"`
	Game  Game         `json:"game"`
	State *State       `json:"state"`
}

// Play plays one move and returns its sowing trace.
func Play(req PlayRequest) (PlayResponse, error) {
	if strings.TrimSpace(req.Move) == "" {
		return PlayResponse{}, &Error{Status: statusBadRequest, Msg: "move: empty; want a token such as A6L"}
	}
	if len(req.Move) > 16 {
		return PlayResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("move %.16q...: too long for a move token", req.Move)}
	}
	game, err := replay(&req.Game)
	if err != nil {
		return PlayResponse{}, badRequest(err)
	}
	m, err := game.Rules().ParseMove(game.Current(), req.Move)
	if err != nil {
		return PlayResponse{}, refuse(statusUnprocessable, err)
	}
	_, tr, err := game.Rules().Trace(game.Current(), m)
	if err != nil {
		return PlayResponse{}, refuse(statusUnprocessable, err)
	}
	if err := game.Play(m); err != nil {
		return PlayResponse{}, refuse(statusUnprocessable, err)
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		return PlayResponse{}, &Error{Status: statusInternal, Msg: "describe position: " + err.Error()}
	}
	return PlayResponse{Move: m.String(), Trace: traceEvents(tr), Game: canonicalGame(game), State: st}, nil
}

// BFENRequest is the body of /api/bfen.
type BFENRequest struct {
	Variant string `json:"variant"`
	FEN     string `json:"fen"`
}

// BFENResponse is the answer of /api/bfen: the BFEN written in full by
// the engine, and the position it describes.
type BFENResponse struct {
	FEN   string `json:"fen"`
	State *State `json:"state"`
}

// BFEN validates a BFEN for a variant; a bad one is a 400 whose message
// names the field at fault.
func BFEN(req BFENRequest) (BFENResponse, error) {
	if strings.TrimSpace(req.FEN) == "" {
		return BFENResponse{}, &Error{Status: statusBadRequest, Msg: "fen: empty"}
	}
	if req.Variant == "" {
		req.Variant = engine.Kiswahili.String()
	}
	game, err := replay(&Game{Variant: req.Variant, FEN: req.FEN})
	if err != nil {
		return BFENResponse{}, badRequest(err)
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		return BFENResponse{}, &Error{Status: statusInternal, Msg: "describe position: " + err.Error()}
	}
	start := game.Start()
	return BFENResponse{FEN: start.String(), State: st}, nil
}

// OptionInfo describes one rule option for the new-game form and the npm
// package, from the rules' table (engine.RuleOptions).
type OptionInfo struct {
	Name  string `json:"name"`
	Label string `json:"label"` // the name in words, for people
	// Type is boolean, choice or number.
	Type   string   `json:"type"`
	Values []string `json:"values,omitempty"` // a boolean's or a choice's values
	// Min and Max bound a number option for the page, which the rules do
	// not trust: Max is UntrustedMax when the option has one, else
	// RulesMax.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// RulesMax is a number option's largest value for a trusted caller
	// (the command line, the protocol); UntrustedMax, when the option has
	// one, the largest for an untrusted one (a page).
	RulesMax     int    `json:"rulesMax,omitempty"`
	UntrustedMax int    `json:"untrustedMax,omitempty"`
	Help         string `json:"help"` // the English help line
	// Defaults gives the option's default in each variant.
	Defaults map[string]string `json:"defaults"`
}

// optionLabel spells a rule option's camelCase name in words:
// "infiniteMoveLapLimit" is "Infinite move lap limit".
func optionLabel(name string) string {
	var b strings.Builder
	for i, r := range name {
		switch {
		case i == 0:
			b.WriteRune(unicode.ToUpper(r))
		case unicode.IsUpper(r):
			b.WriteByte(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// OptionsResponse is the answer of /api/options.
type OptionsResponse struct {
	Version  string            `json:"version"` // the engine's build, e.g. "Bao dev-cc6dabb0aa75"
	Variants []string          `json:"variants"`
	Options  []OptionInfo      `json:"options"`
	Starts   map[string]string `json:"starts"`
	Marks    MarkThresholds    `json:"marks"`
	// Review is how the page's game review searches and judges the moves
	// (analysis.DefaultReviewPlan), so the page follows the plan that
	// bao analyze and tools/reviewcheck follow.
	Review analysis.ReviewPlan `json:"review"`
	Levels []LevelInfo         `json:"levels"`
	// DefaultLevel is the number of the level the page offers first
	// (level.PageDefault).
	DefaultLevel int `json:"defaultLevel"`
}

// LevelInfo is one level for people (package level): the page offers
// them by name and sets the engine's UCI_Elo to the level's Elo.
type LevelInfo struct {
	Number int    `json:"number"`
	Name   string `json:"name"`
	Elo    int    `json:"elo"`
}

// MarkThresholds are the drops of the mover's win chance (0 to 1) that
// make a move a blunder or a mistake (analysis.BlunderDrop and
// MistakeDrop), so the page's game graph marks moves as bao analyze does.
type MarkThresholds struct {
	Blunder float64 `json:"blunder"`
	Mistake float64 `json:"mistake"`
}

// Options lists the variants, their start positions and the rule options
// with each variant's default, so the page builds its new-game form from
// the engine, with the move marks' thresholds and the review's plan;
// version names the build.
func Options(version string) OptionsResponse {
	out := OptionsResponse{Version: version, Marks: MarkThresholds{Blunder: analysis.BlunderDrop, Mistake: analysis.MistakeDrop},
		Review: analysis.DefaultReviewPlan(), DefaultLevel: level.PageDefault}
	for _, l := range level.All() {
		out.Levels = append(out.Levels, LevelInfo{Number: l.Number, Name: l.Name, Elo: l.Elo})
	}
	out.Starts = map[string]string{}
	for _, v := range engine.Variants {
		out.Variants = append(out.Variants, v.String())
		p := engine.StartPosition(v)
		out.Starts[v.String()] = p.String()
	}
	for _, o := range engine.RuleOptions {
		info := OptionInfo{Name: o.Name, Label: optionLabel(o.Name), Type: o.Type.String(), Values: o.Values, Help: o.Help,
			Defaults: map[string]string{}}
		if o.Type == engine.NumberRule {
			info.Min, info.Max = o.Min, o.MaxFor(engine.Untrusted)
			info.RulesMax, info.UntrustedMax = o.Max, o.UntrustedMax
		}
		for _, v := range engine.Variants {
			info.Defaults[v.String()] = o.Default(v)
		}
		out.Options = append(out.Options, info)
	}
	return out
}

// RecordImportRequest is the body of /api/record/import.
type RecordImportRequest struct {
	Record string `json:"record"`
}

// RecordImportResponse is the answer of /api/record/import: the first
// game of the record as the page keeps games, its tags, result and
// termination, the number of games in the text, and the final position.
type RecordImportResponse struct {
	Game        Game              `json:"game"`
	Tags        map[string]string `json:"tags"`
	Result      string            `json:"result"`
	Termination string            `json:"termination,omitempty"`
	Games       int               `json:"games"`
	State       *State            `json:"state"`
}

// RecordImport reads and checks a game record (protocol.md 10), in the
// text format or as JSON Lines (record.ReadAnyUntrusted finds which),
// with package record. Every move is played with the rules engine; a bad
// record is a 400 naming the line and the move.
func RecordImport(req RecordImportRequest) (RecordImportResponse, error) {
	if strings.TrimSpace(req.Record) == "" {
		return RecordImportResponse{}, badRequest(engine.Refuse(codeRecordEmpty, nil, "record: empty"))
	}
	// The page is not trusted: its rule-option tags get the rules' bounds
	// for an untrusted caller before any move is played under them.
	games, _, err := record.ReadAnyUntrusted(strings.NewReader(req.Record))
	if err != nil {
		return RecordImportResponse{}, badRequest(err)
	}
	if len(games) == 0 {
		return RecordImportResponse{}, badRequest(engine.Refuse(codeRecordNoGame, nil, "record: no game found"))
	}
	g := games[0]
	rules, positions, err := record.Replay(g)
	if err != nil {
		return RecordImportResponse{}, badRequest(err)
	}
	game := engine.NewGame(&rules, positions[0])
	for i, e := range g.Moves {
		if err := game.Play(e.Move); err != nil {
			return RecordImportResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("move %d: %v", i+1, err)}
		}
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		return RecordImportResponse{}, &Error{Status: statusInternal, Msg: "describe position: " + err.Error()}
	}
	tags := make(map[string]string, len(g.Tags))
	for _, t := range g.Tags {
		tags[t.Name] = t.Value
	}
	return RecordImportResponse{
		Game: canonicalGame(game), Tags: tags, Result: g.Result.Score(),
		Termination: g.Termination, Games: len(games), State: st,
	}, nil
}

// RecordExportRequest is the body of /api/record/export: the game, the
// tags to write (South, North, Event ...) and, for a game the rules have
// not ended, an optional result with the termination that explains it (a
// resignation, for example).
type RecordExportRequest struct {
	Game        Game              `json:"game"`
	Tags        map[string]string `json:"tags,omitempty"`
	Result      string            `json:"result,omitempty"`
	Termination string            `json:"termination,omitempty"`
}

// RecordExportResponse is the answer of /api/record/export.
type RecordExportResponse struct {
	Record   string `json:"record"`
	Filename string `json:"filename"`
}

// reservedTag reports whether the record package writes the tag name from
// the game itself, so that the page may not set it.
func reservedTag(name string) bool {
	switch name {
	case "Variant", "FEN", "Result", "PlyCount", "Termination":
		return true
	}
	return false
}

// RecordExport writes a game as a record, at the time now, for the site
// named site ("bao serve", "the browser"). The result and termination
// come from the rules when the game is over; the record is checked with
// record.Replay before it is returned.
func RecordExport(req RecordExportRequest, site string, now time.Time) (RecordExportResponse, error) {
	game, err := replay(&req.Game)
	if err != nil {
		return RecordExportResponse{}, badRequest(err)
	}
	g := record.FromGame(game, nil)
	g.SetTag("Event", "Bao in the browser")
	g.SetTag("Site", site)
	g.SetTag("Date", now.Format("2006.01.02"))
	names := make([]string, 0, len(req.Tags))
	for k := range req.Tags {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if reservedTag(k) {
			return RecordExportResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("tags: %s is written from the game itself", k)}
		}
		if !validTag(k, req.Tags[k]) {
			return RecordExportResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("tags: %q: want a name of letters, digits and _ and a one-line value", k)}
		}
		g.SetTag(k, req.Tags[k])
	}
	// FromGame took the result from the rules when the game is over;
	// otherwise the page may say how it ended (a resignation, say).
	if g.Result == engine.NoResult && req.Result != "" && req.Result != "*" {
		switch req.Result {
		case "1-0":
			g.Result = engine.SouthWins
		case "0-1":
			g.Result = engine.NorthWins
		case "1/2-1/2":
			g.Result = engine.Draw
		default:
			return RecordExportResponse{}, &Error{Status: statusBadRequest, Msg: fmt.Sprintf("result %q: want 1-0, 0-1, 1/2-1/2 or *", req.Result)}
		}
		g.Termination = req.Termination
	}
	if _, _, err := record.Replay(g); err != nil {
		return RecordExportResponse{}, badRequest(err)
	}
	var buf bytes.Buffer
	if err := record.Write(&buf, g); err != nil {
		return RecordExportResponse{}, badRequest(err)
	}
	name := "bao-" + game.Rules().Variant.String() + "-" + now.Format("20060102-150405") + ".pgn"
	return RecordExportResponse{Record: buf.String(), Filename: name}, nil
}

// validTag reports whether a tag name and value can be written: a name of
// ASCII letters, digits and _ starting with a letter, a value without line
// breaks, both of sane length.
func validTag(name, value string) bool {
	if name == "" || len(name) > 40 || len(value) > 200 || strings.ContainsAny(value, "\r\n") {
		return false
	}
	for i, c := range name {
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '_')) {
			return false
		}
	}
	return true
}
