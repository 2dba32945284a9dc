package puzzles

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Puzzle is one "find the winning move" position: one line of a puzzles
// file. Moves are canonical move tokens (rules.md 5.3).
type Puzzle struct {
	ID      int    `json:"id"`      // 1, 2, ... in the file's order
	Variant string `json:"variant"` // kiswahili, kete or kujifunza
	// Rules holds the rule options that differ from the variant's
	// defaults (engine.Rules.NonDefault); absent for the defaults.
	Rules map[string]string `json:"rules,omitempty"`
	BFEN  string            `json:"bfen"` // the position, the solver to move
	// Wins is every winning move, in the order of rules.Generate.
	Wins []string `json:"wins"`
	// Plies is the length of the game under best play from the position:
	// the solver wins as fast as he can, the opponent resists as long as
	// he can (solve.Shortest); odd, since the solver moves first and last.
	Plies int `json:"plies"`
	// Difficulty is the smallest depth of iterative deepening at which
	// the engine's search (one thread, a cleared 16 MiB table, default
	// options) first picks a winning move; MaxDepth+1 when no depth up
	// to MaxDepth does.
	Difficulty int `json:"difficulty"`
	Legal      int `json:"legal"` // the number of legal moves
	// Line is a main line of the proof: a fastest win against the
	// longest resistance, Plies moves, ending the game.
	Line []string `json:"line"`
	// Refute maps every legal move that does not win to the opponent's
	// reply that wins against it (the first move of the solver's proof).
	Refute map[string]string `json:"refute"`
	// Source says where the position was met: the self-play game's index
	// in the build, the levels of South and North, and the ply.
	Source Source `json:"source"`
}

// Source is the origin of a puzzle in the build's self-play games.
type Source struct {
	Game   int    `json:"game"`
	Levels [2]int `json:"levels"` // South's and North's level numbers (package level)
	Ply    int    `json:"ply"`
}

// rules returns the rules the puzzle is played under: the variant's
// defaults with the options of Rules (engine.NewRules). A puzzle file is
// in canonical form: the variant and the option names are spelt as
// rules.md section 9 spells them.
func (p *Puzzle) rules() (engine.Rules, error) {
	if !slices.ContainsFunc(engine.Variants[:], func(v engine.Variant) bool { return v.String() == p.Variant }) {
		return engine.Rules{}, fieldError("variant", fmt.Errorf("%q: want kiswahili, kete or kujifunza", p.Variant))
	}
	names := make([]string, 0, len(p.Rules))
	for k := range p.Rules {
		names = append(names, k)
	}
	sort.Strings(names)
	settings := make([]engine.RuleSetting, 0, len(names))
	for _, k := range names {
		if !engine.IsRuleOption(k) {
			return engine.Rules{}, fieldError("rules", fmt.Errorf("option %q: unknown (the names of rules.md section 9; the variant is its own field)", k))
		}
		settings = append(settings, engine.RuleSetting{Name: k, Value: p.Rules[k]})
	}
	r, err := engine.NewRules(p.Variant, settings, engine.Trusted)
	if err != nil {
		return r, fieldError("rules", err)
	}
	return r, nil
}

// FieldError is a fault in one field of a puzzle.
type FieldError struct {
	Field string
	Err   error
}

func (e *FieldError) Error() string { return "field " + e.Field + ": " + e.Err.Error() }

// Unwrap returns the reason.
func (e *FieldError) Unwrap() error { return e.Err }

func fieldError(field string, err error) error { return &FieldError{Field: field, Err: err} }

// LineError is a fault on one line of a puzzles file.
type LineError struct {
	Line int // 1-based
	ID   int // the puzzle's id, 0 when unknown
	Err  error
}

func (e *LineError) Error() string {
	if e.ID > 0 {
		return fmt.Sprintf("line %d (puzzle %d): %v", e.Line, e.ID, e.Err)
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

// Unwrap returns the reason.
func (e *LineError) Unwrap() error { return e.Err }

// maxLine bounds one line of a puzzles file.
const maxLine = 1 << 20

// Read parses a puzzles file: one JSON object a line, no blank lines, each
// with every field of Puzzle of the right type and no other field, and
// ids 1, 2, ... in order. It checks the form only (Parse checks each
// puzzle against the rules; Check against the solver). Errors are
// *LineError values naming the line, and the field where one is at fault.
func Read(r io.Reader) ([]Puzzle, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var out []Puzzle
	n := 0
	for sc.Scan() {
		n++
		b := bytes.TrimSuffix(sc.Bytes(), []byte("\r"))
		if len(bytes.TrimSpace(b)) == 0 {
			return out, &LineError{Line: n, Err: errors.New("blank line: want one JSON object a line")}
		}
		p, err := decode(b)
		if err != nil {
			return out, &LineError{Line: n, Err: err}
		}
		if p.ID != len(out)+1 {
			return out, &LineError{Line: n, ID: p.ID, Err: fieldError("id", fmt.Errorf("%d: want %d (ids count the lines from 1)", p.ID, len(out)+1))}
		}
		if err := p.Validate(); err != nil {
			return out, &LineError{Line: n, ID: p.ID, Err: err}
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("line %d: %w", n+1, err)
	}
	return out, nil
}

// required are the fields every line must have.
var required = []string{"id", "variant", "bfen", "wins", "plies", "difficulty", "legal", "line", "refute", "source"}

// decode reads one line into a Puzzle, naming the field of any fault.
func decode(b []byte) (Puzzle, error) {
	var p Puzzle
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return p, fmt.Errorf("not a JSON object: %w", err)
	}
	for _, f := range required {
		if _, ok := raw[f]; !ok {
			return p, fieldError(f, errors.New("missing"))
		}
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&p); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return p, fieldError(te.Field, fmt.Errorf("a JSON %s where %s is wanted", te.Value, te.Type))
		}
		if s := err.Error(); strings.HasPrefix(s, "json: unknown field ") {
			return p, fieldError(strings.Trim(strings.TrimPrefix(s, "json: unknown field "), `"`), errors.New("unknown"))
		}
		return p, err
	}
	return p, nil
}

// Validate checks a puzzle against the rules engine alone: the variant,
// rules and BFEN parse, the position is not over, the winning moves and
// the refuted moves are legal, distinct and together exactly the legal
// moves, legal counts them, the selection rule holds (Selected), the line
// is legal, has plies moves and ends the game won by the side to move,
// and every refutation is legal after its move. It proves nothing (Check
// does).
func (p *Puzzle) Validate() error {
	r, err := p.rules()
	if err != nil {
		return err
	}
	pos, err := engine.ParsePosition(p.BFEN, r.Variant)
	if err != nil {
		return fieldError("bfen", err)
	}
	var ch engine.Children
	r.Generate(&pos, &ch)
	if ch.N == 0 {
		return fieldError("bfen", errors.New("the game is over in this position"))
	}
	if p.Legal != ch.N {
		return fieldError("legal", fmt.Errorf("%d: the position has %d legal moves", p.Legal, ch.N))
	}
	listed := map[string]string{}
	for i, tok := range p.Wins {
		f := fmt.Sprintf("wins[%d]", i)
		if _, err := childOf(&r, &pos, &ch, tok); err != nil {
			return fieldError(f, err)
		}
		if listed[tok] != "" {
			return fieldError(f, fmt.Errorf("%s: listed twice", tok))
		}
		listed[tok] = "wins"
	}
	refuted := make([]string, 0, len(p.Refute))
	for tok := range p.Refute {
		refuted = append(refuted, tok)
	}
	sort.Strings(refuted) // the first fault in a fixed order
	for _, tok := range refuted {
		reply := p.Refute[tok]
		f := "refute." + tok
		c, err := childOf(&r, &pos, &ch, tok)
		if err != nil {
			return fieldError(f, err)
		}
		if listed[tok] != "" {
			return fieldError(f, fmt.Errorf("%s is also a winning move", tok))
		}
		listed[tok] = "refute"
		var gch engine.Children
		r.Generate(&c, &gch)
		if _, err := childOf(&r, &c, &gch, reply); err != nil {
			return fieldError(f, fmt.Errorf("the reply: %w", err))
		}
	}
	for i := 0; i < ch.N; i++ {
		if tok := ch.List[i].Move.String(); listed[tok] == "" {
			return fieldError("refute", fmt.Errorf("the legal move %s is neither in wins nor in refute", tok))
		}
	}
	if err := Selected(len(p.Wins), ch.N); err != nil {
		return fieldError("wins", err)
	}
	if p.Plies < 1 || p.Plies%2 == 0 {
		return fieldError("plies", fmt.Errorf("%d: want an odd number of at least 1 (the side to move wins with the last move)", p.Plies))
	}
	if p.Difficulty < 1 || p.Difficulty > MaxDepth+1 {
		return fieldError("difficulty", fmt.Errorf("%d: want 1..%d", p.Difficulty, MaxDepth+1))
	}
	if len(p.Line) != p.Plies {
		return fieldError("line", fmt.Errorf("%d moves: want plies (%d)", len(p.Line), p.Plies))
	}
	if listed[p.Line[0]] != "wins" {
		return fieldError("line", fmt.Errorf("the first move %s is not in wins", p.Line[0]))
	}
	q := pos
	for i, tok := range p.Line {
		var c engine.Children
		r.Generate(&q, &c)
		next, err := childOf(&r, &q, &c, tok)
		if err != nil {
			return fieldError(fmt.Sprintf("line[%d]", i), err)
		}
		q = next
	}
	r.Generate(&q, &ch)
	if res, _ := r.Outcome(&q); ch.N != 0 || res != engine.Winner(pos.Side) {
		return fieldError("line", errors.New("does not end the game won by the side to move"))
	}
	if p.Source.Game < 0 || p.Source.Ply < 0 || p.Source.Ply != int(pos.Ply) {
		return fieldError("source", fmt.Errorf("game %d ply %d: want a game of 0 or more and the BFEN's ply (%d)", p.Source.Game, p.Source.Ply, pos.Ply))
	}
	return nil
}

// childOf returns the position after the move written tok among ch, the
// children of pos.
func childOf(r *engine.Rules, pos *engine.Position, ch *engine.Children, tok string) (engine.Position, error) {
	m, err := r.ParseMove(pos, tok)
	if err != nil {
		return engine.Position{}, err
	}
	if m.String() != tok {
		return engine.Position{}, fmt.Errorf("%q: write the move as %s", tok, m)
	}
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return ch.List[i].Pos, nil
		}
	}
	return engine.Position{}, fmt.Errorf("%s: not a legal move here", tok)
}

// Write writes the puzzles one JSON object a line.
func Write(w io.Writer, ps []Puzzle) error {
	bw := bufio.NewWriter(w)
	for i := range ps {
		b, err := json.Marshal(&ps[i])
		if err != nil {
			return fmt.Errorf("puzzle %d: %w", ps[i].ID, err)
		}
		bw.Write(b)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
