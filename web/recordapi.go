package web

import (
	"bytes"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// recordImportRequest is the body of POST /api/record/import.
type recordImportRequest struct {
	Record string `json:"record"`
}

// recordImportResponse is the answer of POST /api/record/import: the
// first game of the record as the page keeps games, its tags, result and
// termination, the number of games in the text, and the final position.
type recordImportResponse struct {
	Game        Game              `json:"game"`
	Tags        map[string]string `json:"tags"`
	Result      string            `json:"result"`
	Termination string            `json:"termination,omitempty"`
	Games       int               `json:"games"`
	State       *State            `json:"state"`
}

// handleRecordImport reads and checks a game record (protocol.md 10) with
// package record (POST /api/record/import). Every move is played with the
// rules engine; a bad record is a 400 naming the line and the move.
func (s *Server) handleRecordImport(w http.ResponseWriter, r *http.Request) {
	var req recordImportRequest
	if !decode(w, r, &req) {
		return
	}
	if strings.TrimSpace(req.Record) == "" {
		fail(w, http.StatusBadRequest, "record: empty")
		return
	}
	if err := checkRecordTags(req.Record); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	games, err := record.Read(strings.NewReader(req.Record))
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	if len(games) == 0 {
		fail(w, http.StatusBadRequest, "record: no game found")
		return
	}
	g := games[0]
	rules, positions, err := record.Replay(g)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	game := engine.NewGame(&rules, positions[0])
	for i, e := range g.Moves {
		if err := game.Play(e.Move); err != nil {
			fail(w, http.StatusBadRequest, "move %d: %v", i+1, err)
			return
		}
	}
	st, err := newState(game.Rules(), game.Current())
	if err != nil {
		fail(w, http.StatusInternalServerError, "describe position: %v", err)
		return
	}
	tags := make(map[string]string, len(g.Tags))
	for _, t := range g.Tags {
		tags[t.Name] = t.Value
	}
	reply(w, recordImportResponse{
		Game: canonicalGame(game), Tags: tags, Result: g.Result.Score(),
		Termination: g.Termination, Games: len(games), State: st,
	})
}

// recordExportRequest is the body of POST /api/record/export: the game,
// the tags to write (South, North, Event ...) and, for a game the rules
// have not ended, an optional result with the termination that explains
// it (a resignation, for example).
type recordExportRequest struct {
	Game        Game              `json:"game"`
	Tags        map[string]string `json:"tags,omitempty"`
	Result      string            `json:"result,omitempty"`
	Termination string            `json:"termination,omitempty"`
}

// recordExportResponse is the answer of POST /api/record/export.
type recordExportResponse struct {
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

// handleRecordExport writes a game as a record (POST /api/record/export).
// The result and termination come from the rules when the game is over;
// the record is checked with record.Replay before it is returned.
func (s *Server) handleRecordExport(w http.ResponseWriter, r *http.Request) {
	var req recordExportRequest
	if !decode(w, r, &req) {
		return
	}
	game, err := replay(&req.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	g := record.FromGame(game, nil)
	g.SetTag("Event", "Bao in the browser")
	g.SetTag("Site", "bao serve")
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	names := make([]string, 0, len(req.Tags))
	for k := range req.Tags {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if reservedTag(k) {
			fail(w, http.StatusBadRequest, "tags: %s is written from the game itself", k)
			return
		}
		if !validTag(k, req.Tags[k]) {
			fail(w, http.StatusBadRequest, "tags: %q: want a name of letters, digits and _ and a one-line value", k)
			return
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
			fail(w, http.StatusBadRequest, "result %q: want 1-0, 0-1, 1/2-1/2 or *", req.Result)
			return
		}
		g.Termination = req.Termination
	}
	if _, _, err := record.Replay(g); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	var buf bytes.Buffer
	if err := record.Write(&buf, g); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	name := "bao-" + game.Rules().Variant.String() + "-" + time.Now().Format("20060102-150405") + ".pgn"
	reply(w, recordExportResponse{Record: buf.String(), Filename: name})
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
