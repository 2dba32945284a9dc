package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
)

// maxJSONLine bounds one line of a JSON Lines file (one game): a game of
// thousands of plies with positions fits many times over.
const maxJSONLine = 64 << 20

// JSONOptions choose the optional fields WriteJSON writes.
type JSONOptions struct {
	// Positions adds "fen", the BFEN after the move, to every move.
	Positions bool
}

// jsonGame is one line of a JSON Lines file; see the package doc.
type jsonGame struct {
	Tags        orderedTags `json:"tags"`
	Variant     string      `json:"variant,omitempty"`
	Start       string      `json:"start,omitempty"`
	Result      string      `json:"result,omitempty"`
	Termination string      `json:"termination,omitempty"`
	Comment     string      `json:"comment,omitempty"`
	Moves       []jsonMove  `json:"moves"`
}

// jsonMove is one ply. Only Move and Comment are read back; the other
// fields are derived and written for scripts.
type jsonMove struct {
	Move    string `json:"move"`
	Comment string `json:"comment,omitempty"`
	Side    string `json:"side,omitempty"`
	Score   *int   `json:"score,omitempty"`
	Mate    int    `json:"mate,omitempty"`
	Depth   int    `json:"depth,omitempty"`
	FEN     string `json:"fen,omitempty"`
}

// UnmarshalJSON reads a move given as an object or, for scripts that
// write games, as a bare token string.
func (m *jsonMove) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &m.Move)
	}
	type plain jsonMove // no UnmarshalJSON: no recursion
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*m = jsonMove(p)
	return nil
}

// orderedTags is a JSON object whose keys keep their order both ways, so
// that a record converted to JSON and back has its tags in place.
type orderedTags []Tag

// MarshalJSON writes the tags as an object in their order.
func (t orderedTags) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, tag := range t {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(tag.Name)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(tag.Value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object of string values in its order.
func (t *orderedTags) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return engine.Refuse("record.jsonTags", nil, "want an object of \"Name\": \"value\"")
	}
	var out orderedTags
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		name := tok.(string) // object keys are strings
		var value string
		if err := dec.Decode(&value); err != nil {
			return tagRefusal(name, "record.jsonWantString", nil, "want a string value")
		}
		out = append(out, Tag{name, value})
	}
	*t = out
	return nil
}

// WriteJSON writes g as one line of JSON (JSON Lines: one game per line),
// with the tags of g.Header in their order, the variant, the start
// position, the result, the termination and the moves, each with its
// comment and, when the comment holds one, the engine's score; see the
// package doc for the schema. It replays g to fill in the derived fields,
// so g must be legal (as Replay checks).
func WriteJSON(w io.Writer, g *Game, opts JSONOptions) error {
	rules, positions, err := Replay(g)
	if err != nil {
		return fmt.Errorf("record: write json: %w", err)
	}
	jg := jsonGame{
		Tags:        orderedTags(g.Header()),
		Variant:     rules.Variant.String(),
		Start:       positions[0].String(),
		Result:      g.Result.Score(),
		Termination: g.Termination,
		Comment:     g.PreComment,
		Moves:       make([]jsonMove, len(g.Moves)),
	}
	for _, t := range jg.Tags {
		if t.Name == "Termination" && jg.Termination == "" {
			jg.Termination = t.Value
		}
	}
	for i, e := range g.Moves {
		m := jsonMove{
			Move:    moveText(&rules, &positions[i], e),
			Comment: e.Comment,
			Side:    positions[i].Side.String(),
		}
		if sc, depth, ok := score.ParseComment(e.Comment); ok {
			m.Depth = depth
			if sc.IsProven() {
				m.Mate = sc.Moves()
			} else {
				cs := int(sc)
				m.Score = &cs
			}
		}
		if opts.Positions {
			m.FEN = positions[i+1].String()
		}
		jg.Moves[i] = m
	}
	b, err := json.Marshal(jg)
	if err != nil {
		return fmt.Errorf("record: write json: %w", err)
	}
	b = append(b, '\n')
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("record: write json: %w", err)
	}
	return nil
}

// moveText returns the canonical token of a move entry played in p, with
// the annotations of its text, as Write writes it.
func moveText(r *engine.Rules, p *engine.Position, e MoveEntry) string {
	m := e.Move
	if m == engine.NoMove {
		m, _ = r.ParseMove(p, e.Text) // Replay has checked it
	}
	return m.String() + annotationSuffix(e.Text)
}

// JSONReader reads games from JSON Lines, one object per line. Blank
// lines are skipped.
type JSONReader struct {
	sc    *bufio.Scanner
	line  int
	start int
	done  bool
	trust engine.Trust // the bounds of the rule-option tags (ReadAnyUntrusted)
}

// NewJSONReader returns a reader of the JSON Lines in r.
func NewJSONReader(r io.Reader) *JSONReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxJSONLine)
	return &JSONReader{sc: sc}
}

// GameLine returns the line of the game Next returned or failed on last.
func (r *JSONReader) GameLine() int { return r.start }

// Next reads the next game, plays its moves with the rules engine and
// checks its result as Replay does. It returns io.EOF when no game is
// left. Errors are *Error values naming the line; after one, the next
// call goes on with the following line.
func (r *JSONReader) Next() (*Game, error) {
	if r.done {
		return nil, io.EOF
	}
	for r.sc.Scan() {
		r.line++
		text := bytes.TrimSpace(r.sc.Bytes())
		if r.line == 1 {
			text = bytes.TrimPrefix(text, []byte("\uFEFF"))
		}
		if len(text) == 0 {
			continue
		}
		r.start = r.line
		g, err := decodeJSONGame(text, r.trust)
		if err != nil {
			var re *Error
			if errors.As(err, &re) {
				re.Line = r.line
				return nil, re
			}
			return nil, &Error{Line: r.line, Err: err}
		}
		return g, nil
	}
	r.done = true
	if err := r.sc.Err(); err != nil {
		r.start = r.line + 1
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, lineRefusal(r.line+1, "record.jsonLineTooLong", []string{"max", strconv.Itoa(maxJSONLine)},
				"line too long (more than %d bytes, the limit of one game's line): the rest of the file is not read", maxJSONLine)
		}
		return nil, lineError(r.line+1, "read: %w", err)
	}
	return nil, io.EOF
}

// jsonDecodeError says what is wrong with a game's JSON in the record's
// terms: a value of the wrong type names its field and what the field
// holds, not the decoder's Go types. Text that is not JSON keeps the
// decoder's words after "json: ".
func jsonDecodeError(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		var in *engine.InputError
		if errors.As(err, &in) {
			return fmt.Errorf("json: %w", err) // the tags' own reason
		}
		return engine.Refuse("record.jsonSyntax", nil, "json: %v", err)
	}
	if te.Field == "" {
		// The game itself: the one object of the schema the decoder
		// checks ("tags" reads its own, a move is a string or an
		// object).
		return engine.Refuse("record.jsonNotObject", nil, "json: the game: %s where an object is wanted", withArticle(te.Value))
	}
	code, want := "record.jsonWantString", "a string"
	switch {
	case strings.HasPrefix(te.Field, "moves") && te.Type.Kind() == reflect.Struct:
		code, want = "record.jsonWantMove", "a move: a token string such as \"A6L\" or an object with \"move\""
	case te.Type.Kind() == reflect.Slice:
		code, want = "record.jsonWantList", "a list"
	case te.Type.Kind() == reflect.Int || te.Type.Kind() == reflect.Pointer:
		code, want = "record.jsonWantNumber", "a whole number"
	}
	in := engine.Refuse(code, nil, "%s where %s is wanted", withArticle(te.Value), want)
	return fmt.Errorf("json: %w", engine.Place(in, placeField, []string{"field", te.Field}, "%s", te.Field))
}

// withArticle returns what, a kind of JSON value ("string", "array"), with
// its indefinite article: "a string", "an array".
func withArticle(what string) string {
	if what != "" && strings.ContainsRune("aeiou", rune(what[0])) {
		return "an " + what
	}
	return "a " + what
}

// decodeJSONGame builds and checks a game from one JSON object.
func decodeJSONGame(text []byte, trust engine.Trust) (*Game, error) {
	if string(text) == "null" {
		// The decoder takes null for an object with nothing in it.
		return nil, engine.Refuse("record.jsonNotObject", nil, "json: the game: null where an object is wanted")
	}
	var jg jsonGame
	dec := json.NewDecoder(bytes.NewReader(text))
	if err := dec.Decode(&jg); err != nil {
		return nil, jsonDecodeError(err)
	}
	if dec.More() {
		return nil, engine.Refuse("record.jsonAfter", nil, "json: text after the game's object (one game per line)")
	}
	g := &Game{Tags: []Tag(jg.Tags), PreComment: jg.Comment}
	for i, t := range g.Tags {
		if !validTagName(t.Name) {
			return nil, engine.Refuse("record.tagName", []string{"text", t.Name}, "tags: %s: want letters, digits and _ starting with a letter", quote(t.Name))
		}
		if strings.ContainsAny(t.Value, "\r\n") {
			in := engine.Refuse("record.tagLineBreak", nil, "the value holds a line break")
			return nil, engine.Place(in, placeTag, []string{"tag", t.Name}, "tags: %s", t.Name)
		}
		for _, old := range g.Tags[:i] {
			if old.Name == t.Name || isRuleOption(t.Name) && strings.EqualFold(old.Name, t.Name) {
				return nil, engine.Refuse("record.tagTwice", []string{"tag", t.Name}, "tags: %s given twice", t.Name)
			}
		}
	}
	if err := fillTag(g, "Variant", jg.Variant); err != nil {
		return nil, err
	}
	if jg.Start != "" {
		rules, start, _, err := setup(g.Tags, trust)
		if err != nil {
			return nil, err
		}
		p, err := engine.ParsePosition(jg.Start, rules.Variant)
		if err != nil {
			return nil, engine.Place(err, placeField, []string{"field", "start"}, "start")
		}
		if p != start {
			if fen, ok := g.Tag("FEN"); ok {
				return nil, engine.Refuse("record.fieldTag", []string{"field", "start", "tag", "FEN", "text", jg.Start, "value", fen}, "start %s, but the FEN tag is %s", quote(jg.Start), quote(fen))
			}
			g.SetTag("FEN", jg.Start)
		}
	}
	result := jg.Result
	if result == "" {
		result, _ = g.Tag("Result")
	}
	if result != "" {
		res, ok := parseResult(strings.TrimSpace(result))
		if !ok {
			return nil, badResult(result)
		}
		g.Result = res
	}
	g.Termination = jg.Termination
	if g.Termination == "" {
		g.Termination, _ = g.Tag("Termination")
	}
	for i, m := range jg.Moves {
		if strings.Contains(m.Comment, "}") {
			field := fmt.Sprintf("moves[%d]", i)
			in := engine.Refuse("record.commentBrace", []string{"text", m.Comment}, "comment %s holds a '}'", quote(m.Comment))
			return nil, engine.Place(in, placeField, []string{"field", field}, "%s", field)
		}
		g.Moves = append(g.Moves, MoveEntry{Text: strings.TrimSpace(m.Move), Comment: strings.Join(strings.Fields(m.Comment), " ")})
	}
	if strings.Contains(g.PreComment, "}") {
		return nil, engine.Refuse("record.commentBrace", []string{"text", g.PreComment}, "comment %s holds a '}'", quote(g.PreComment))
	}
	g.PreComment = strings.Join(strings.Fields(g.PreComment), " ")
	if _, _, err := replayFill(g, trust); err != nil {
		return nil, err
	}
	return g, nil
}

// fillTag sets tag name to value when it is missing, and checks that it
// agrees when it is present.
func fillTag(g *Game, name, value string) error {
	if value == "" {
		return nil
	}
	if old, ok := g.Tag(name); ok {
		a, b := strings.TrimSpace(old), strings.TrimSpace(value)
		if name == "Variant" {
			// Variant names are read without regard to case.
			a, b = strings.ToLower(a), strings.ToLower(b)
		}
		if a != b {
			field := strings.ToLower(name)
			return engine.Refuse("record.fieldTag", []string{"field", field, "tag", name, "text", value, "value", old},
				"%s %s, but the tag %s is %s", field, quote(value), name, quote(old))
		}
		return nil
	}
	g.SetTag(name, value)
	return nil
}

// replayFill replays g, its rule-option tags bounded as trust says, and
// fills in the Move of every entry.
func replayFill(g *Game, trust engine.Trust) (engine.Rules, []engine.Position, error) {
	rules, positions, err := replay(g, trust)
	if err != nil {
		return rules, positions, err
	}
	for i := range g.Moves {
		m, _ := rules.ParseMove(&positions[i], g.Moves[i].Text)
		g.Moves[i].Move = m
	}
	return rules, positions, nil
}
