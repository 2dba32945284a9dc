package engine

import (
	"errors"
	"fmt"
	"maps"
)

// errorf builds the package's errors that no one's text causes (a
// Position built in memory, a rule option set by a program); every
// message names the field or token at fault and the reason.
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// InputError is text a person wrote that the rules refuse: a BFEN, a
// hole's name, a move token, a variant's name. Error is the English
// message, naming the field or the token at fault and the reason; Code,
// Places and Args say the same for a program that words it in another
// language (the web page, in Kiswahili): Code is the reason
// (InputCodes lists every one), Places the parts of the text at fault,
// outermost first ("bfen.hole", "move"; InputPlaces lists them; none when
// the reason is about the whole text), and Args the values the reason
// and the places quote, by name ("hole": "b8", "text": "x", "side": "S"
// or "N").
type InputError struct {
	Code   string
	Places []string
	Args   map[string]string
	msg    string
}

// Error returns the English message.
func (e *InputError) Error() string { return e.msg }

// Refuse returns the *InputError of reason code with args (name, value
// pairs) and the English message format. Package record refuses a
// record's own text with it, in the same terms (its codes start with
// "record." and it lists them; InputCodes lists the rules' own).
func Refuse(code string, args []string, format string, a ...any) *InputError {
	e := &InputError{Code: code, Args: make(map[string]string, len(args)/2), msg: fmt.Sprintf(format, a...)}
	for i := 0; i+1 < len(args); i += 2 {
		e.Args[args[i]] = args[i+1]
	}
	return e
}

// moveRefusal returns the *InputError of reason code in move token
// token, placed at "move" with the token as its arg "move" and the
// message "move "token": " and format's.
func moveRefusal(code, token string, args []string, format string, a ...any) error {
	return Place(Refuse(code, args, format, a...), "move", []string{"move", token}, "move %q", token)
}

// Place returns err placed at place: its message prefixed with format's
// (as "prefix: reason"), place put before its own places and args (name,
// value pairs) added to its own. An err that is not an *InputError is
// wrapped as it is.
func Place(err error, place string, args []string, format string, a ...any) error {
	prefix := fmt.Sprintf(format, a...)
	var in *InputError
	if !errors.As(err, &in) {
		return fmt.Errorf("%s: %w", prefix, err)
	}
	out := &InputError{
		Code:   in.Code,
		Places: append([]string{place}, in.Places...),
		Args:   maps.Clone(in.Args),
		msg:    prefix + ": " + in.msg,
	}
	if out.Args == nil {
		out.Args = map[string]string{}
	}
	for i := 0; i+1 < len(args); i += 2 {
		out.Args[args[i]] = args[i+1]
	}
	return out
}

// InputCodes lists every Code of an InputError, for a program that words
// them (the web page's strings test holds its tables to this list).
func InputCodes() []string {
	return []string{
		"bfen.fields", "bfen.rowCount", "bfen.holeCount", "bfen.hands", "bfen.seedTotal",
		"bfen.kujifunzaHands", "bfen.side", "bfen.houses", "bfen.kujifunzaHouses",
		"bfen.emptyNyumba", "bfen.takasiaFront",
		"count.empty", "count.leadingZero", "count.notNumber", "count.tooBig",
		"hole.name", "hole.row",
		"move.empty", "move.tooShort", "move.direction", "move.directionMissing",
		"move.gameOver", "move.notLegal", "move.noneFrom", "move.ambiguous",
		"move.notYours", "move.nyumbaAmbiguous",
		"variant.unknown",
		"ruleOption.bool", "ruleOption.choice", "ruleOption.range", "ruleOption.untrusted",
	}
}

// InputPlaces lists every place an InputError names, for a program that
// words them: the parts of a BFEN ("bfen.row.b" is North's back row,
// "bfen.row.A" South's front row ...) and a move token.
func InputPlaces() []string {
	return []string{
		"bfen.row.b", "bfen.row.a", "bfen.row.A", "bfen.row.B", "bfen.hole",
		"bfen.hand", "bfen.takasia", "bfen.ply",
		"move",
	}
}
