package rulesapi

import (
	"errors"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// InputReason is why a person's text was refused, in codes a page words in
// its own language (the JSON "input" of an error answer): the reason
// (InputCodes), the places at fault, outermost first
// (InputPlaces), and the values they quote by name. Values that are
// sides are "S" or "N"; a quoted value is cut to maxQuotedRunes runes,
// with "..." after it.
type InputReason struct {
	Code   string            `json:"code"`
	Places []string          `json:"places,omitempty"`
	Args   map[string]string `json:"args,omitempty"`
}

// maxQuotedRunes is the most runes of a person's text that an
// InputReason quotes, so that an answer never echoes a file back.
const maxQuotedRunes = 40

// The places a game record adds in front of its reason: the line of the
// record, and the move (its number as written, its token and its ply).
const (
	placeRecordLine = "record.line"
	placeRecordMove = "record.move"
)

// The codes of a record the import refuses before reading a game from it:
// nothing but white space, and no game found (comments only, say).
const (
	codeRecordEmpty  = "record.empty"
	codeRecordNoGame = "record.noGame"
)

// InputPlaces lists every place an InputReason names: the rules' own
// (engine.InputPlaces), a game record's line and move, and the record's
// own (record.InputPlaces: a tag, a field of a JSON Lines game).
func InputPlaces() []string {
	return slices.Concat(engine.InputPlaces(), []string{placeRecordLine, placeRecordMove}, record.InputPlaces())
}

// InputCodes lists every code an InputReason gives: the rules' own
// (engine.InputCodes), a game record's (record.InputCodes) and the
// import's own: a record that is empty or holds no game.
func InputCodes() []string {
	return slices.Concat(engine.InputCodes(), record.InputCodes(), []string{codeRecordEmpty, codeRecordNoGame})
}

// inputReason returns the codes of err when a person's text is at fault
// (an *engine.InputError in its chain), else nil. A record's error puts
// its line and its move in front; the rules' own "move" place, the same
// token, is then left out.
func inputReason(err error) *InputReason {
	var in *engine.InputError
	if !errors.As(err, &in) {
		return nil
	}
	r := &InputReason{Code: in.Code, Places: slices.Clone(in.Places), Args: make(map[string]string, len(in.Args)+4)}
	for k, v := range in.Args {
		r.Args[k] = cut(v)
	}
	var rec *record.Error
	if errors.As(err, &rec) {
		var front []string
		if rec.Line > 0 {
			front = append(front, placeRecordLine)
			r.Args["line"] = strconv.Itoa(rec.Line)
		}
		if rec.Ply > 0 {
			front = append(front, placeRecordMove)
			r.Args["label"], r.Args["move"], r.Args["ply"] = rec.Label, cut(rec.Move), strconv.Itoa(rec.Ply)
			if len(r.Places) > 0 && r.Places[0] == "move" {
				r.Places = r.Places[1:]
			}
		}
		r.Places = append(front, r.Places...)
	}
	if len(r.Places) == 0 {
		r.Places = nil
	}
	return r
}

// cut returns s cut to maxQuotedRunes runes, with "..." after it when it
// was longer.
func cut(s string) string {
	if utf8.RuneCountInString(s) <= maxQuotedRunes {
		return s
	}
	i := 0
	for n := 0; n < maxQuotedRunes; n++ {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return s[:i] + "..."
}
