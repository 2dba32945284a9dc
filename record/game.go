package record

import (
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/version"
)

// Tag is one header tag of a record: [Name "Value"].
type Tag struct {
	Name  string
	Value string
}

// MoveEntry is one ply of a record.
type MoveEntry struct {
	Move    engine.Move // the move; reading fills it in by playing Text
	Text    string      // the token as written, annotations included (e.g. "a5r!?")
	Comment string      // the comment after the move, whitespace collapsed
}

// Game is one game record. Tags keeps the header in its order. Result and
// Termination are the game's outcome and why it ended; Write writes them
// into the Result and Termination tags, overriding tags of those names, and
// reading fills them in from the record.
type Game struct {
	Tags        []Tag
	Moves       []MoveEntry
	Result      engine.Result
	Termination string
	PreComment  string // a comment before the first move
}

// Tag returns the value of the tag named name (case-sensitive, as in PGN)
// and whether it is present.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the tag named name to value, replacing its value in place if
// it is present and appending it otherwise.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// ProgramTag is the tag that names the build of the program that wrote a
// record, e.g. [Program "Bao dev-cc6dabb0aa75"] (the text of "id name").
const ProgramTag = "Program"

// NewGame returns an empty record of a game played under rules r from
// start: the Variant tag, the FEN tag when start is not the variant's start
// position, one tag per rule option that differs from the variant's
// defaults, and the Program tag naming this build (package
// internal/version), so that a record says which build wrote it. The
// caller adds the players, the event and the moves.
func NewGame(r *engine.Rules, start *engine.Position) *Game {
	g := &Game{}
	g.SetTag("Variant", r.Variant.String())
	if *start != engine.StartPosition(r.Variant) {
		g.SetTag("FEN", start.String())
	}
	for _, kv := range r.NonDefault() {
		g.SetTag(kv[0], kv[1])
	}
	g.SetTag(ProgramTag, "Bao "+version.Read().String())
	return g
}

// Add appends the move m with its comment (which may be empty).
func (g *Game) Add(m engine.Move, comment string) {
	g.Moves = append(g.Moves, MoveEntry{Move: m, Text: m.String(), Comment: comment})
}

// rosterTags are PGN's seven-tag roster with South and North for White and
// Black, and the value written when a tag is missing.
var rosterTags = [...]Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"South", "?"}, {"North", "?"}, {"Result", "*"},
}

// Header returns the tags Write writes, in order: the seven-tag roster
// (missing values written "?"), Variant (default kiswahili), FEN,
// TimeControl, Termination, PlyCount (the number of moves), the rule-option
// tags in the order of engine.RuleOptions, then every other tag in its
// order. Result and Termination come from g.Result and g.Termination when
// set. A game whose Tags equal its Header reads back equal after Write.
func (g *Game) Header() []Tag {
	out := make([]Tag, 0, len(g.Tags)+len(rosterTags)+5)
	used := make([]bool, len(g.Tags))
	take := func(name string) (string, bool) {
		for i, t := range g.Tags {
			if t.Name == name {
				used[i] = true
				return t.Value, true
			}
		}
		return "", false
	}
	for _, r := range rosterTags {
		v, ok := take(r.Name)
		if !ok {
			v = r.Value
		}
		if r.Name == "Result" {
			v = g.Result.Score()
		}
		out = append(out, Tag{r.Name, v})
	}
	if v, ok := take("Variant"); ok {
		out = append(out, Tag{"Variant", v})
	} else {
		out = append(out, Tag{"Variant", engine.Kiswahili.String()})
	}
	for _, name := range [...]string{"FEN", "TimeControl"} {
		if v, ok := take(name); ok {
			out = append(out, Tag{name, v})
		}
	}
	if v, ok := take("Termination"); ok || g.Termination != "" {
		if g.Termination != "" {
			v = g.Termination
		}
		out = append(out, Tag{"Termination", v})
	}
	take("PlyCount")
	out = append(out, Tag{"PlyCount", strconv.Itoa(len(g.Moves))})
	for _, o := range engine.RuleOptions {
		for i, t := range g.Tags {
			if !used[i] && strings.EqualFold(t.Name, o.Name) {
				used[i] = true
				out = append(out, Tag{o.Name, t.Value})
			}
		}
	}
	for i, t := range g.Tags {
		if !used[i] {
			out = append(out, t)
		}
	}
	return out
}

// parseResult reads a result token or Result tag value.
func parseResult(s string) (engine.Result, bool) {
	switch s {
	case "1-0":
		return engine.SouthWins, true
	case "0-1":
		return engine.NorthWins, true
	case "1/2-1/2":
		return engine.Draw, true
	case "*":
		return engine.NoResult, true
	}
	return engine.NoResult, false
}

// moveNumber returns the movetext number of ply (1-based) of a game whose
// first mover is first, and whether the ply is North's ("12...").
func moveNumber(first engine.Side, ply int) (int, bool) {
	idx := ply - 1 + int(first)
	return idx/2 + 1, idx%2 == 1
}

// moveLabel returns "12" or "12..." for ply.
func moveLabel(first engine.Side, ply int) string {
	n, north := moveNumber(first, ply)
	s := strconv.Itoa(n)
	if north {
		s += "..."
	}
	return s
}

// FromGame returns the record of a game played with engine.Game: the tags
// of NewGame for its rules and start, its moves with comments[i] as the
// comment of move i (missing comments are empty), and, when the game is
// over, its result and why. The caller adds the other tags.
func FromGame(g *engine.Game, comments []string) *Game {
	start := g.Start()
	rec := NewGame(g.Rules(), &start)
	for i, m := range g.Moves() {
		comment := ""
		if i < len(comments) {
			comment = comments[i]
		}
		rec.Add(m, comment)
	}
	if res, why := g.Rules().Outcome(g.Current()); res != engine.NoResult {
		rec.Result, rec.Termination = res, why
	}
	return rec
}
