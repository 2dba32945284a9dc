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

// Puzzle is one "find the winning move" task: one line of a puzzles file
// (doc.go, "The file"). Moves are canonical move tokens (rules.md 5.3).
type Puzzle struct {
	ID      int    `json:"id"`      // 1, 2, ... in the file's order
	Variant string `json:"variant"` // kiswahili, kete or kujifunza
	// Rules holds the rule options that differ from the variant's
	// defaults (engine.Rules.NonDefault); absent for the defaults.
	Rules map[string]string `json:"rules,omitempty"`
	// Before is the position before the opponent's last move, and Last
	// that move: played from Before it gives BFEN. The app shows it
	// before the task.
	Before string `json:"before"`
	Last   string `json:"last"`
	BFEN   string `json:"bfen"` // the position, the solver (the person) to move
	// Stage is the stage of the side to move: "namua" while he has seeds
	// in hand, "mtaji" after (rules.md 2.0).
	Stage string `json:"stage"`
	// Wins is the winning move: exactly one.
	Wins  []string `json:"wins"`
	Legal int      `json:"legal"` // the number of legal moves
	// Plies is the length of the game under best play from the position:
	// the solver wins as fast as he can, the opponent resists as long as
	// he can (solve's Shortest); odd, since the solver moves first and
	// last.
	Plies int `json:"plies"`
	// Line is a main line of the proof: a fastest win against the
	// longest resistance, Plies moves, ending the game.
	Line []string `json:"line"`
	// Asked is the number of the person's moves the puzzle asks:
	// line[0], line[2], ..., line[2*(Asked-1)], each the only winning
	// move of its position. The app plays the opponent's moves of the
	// line between them, and shows the rest of the line once they are
	// played.
	Asked int `json:"asked"`
	// Refute maps every legal move of the position but the winning one to
	// the opponent's reply that wins against it (the first move of the
	// solver's proof).
	Refute map[string]string `json:"refute"`
	// Refutes holds the same for the later asked turns: Refutes[i] maps
	// every legal move but line[2(i+1)] of the position before that move.
	// Asked-1 maps.
	Refutes []map[string]string `json:"refutes"`
	// Greedy says that the winning move captures the most seeds (doc.go,
	// "Not greed").
	Greedy bool `json:"greedy"`
	// Themes are the puzzle's themes, in the order of Themes (themes.go).
	Themes []string `json:"themes"`
	// Depth is the smallest depth at which a plain search first picks the
	// winning move, the largest over the asked turns (Depth; MaxDepth+1
	// when no depth up to MaxDepth does).
	Depth int `json:"depth"`
	// Difficulty is 1..Levels, from Depth, Asked and Legal (DifficultyOf).
	Difficulty int `json:"difficulty"`
	// Rating and RD are the puzzle's starting Glicko-2 rating and rating
	// deviation, from Difficulty (RatingOf, StartRD).
	Rating int `json:"rating"`
	RD     int `json:"rd"`
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

// The stages of Puzzle.Stage.
const (
	StageNamua = "namua"
	StageMtaji = "mtaji"
)

// stageOf is the stage of the side to move at p.
func stageOf(p *engine.Position) string {
	if p.Namua() {
		return StageNamua
	}
	return StageMtaji
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

// MaxLineBytes bounds one line of a puzzles file: a puzzle is a few
// hundred bytes, so a longer line is no puzzle.
const MaxLineBytes = 64 << 10

// Read parses a puzzles file: one JSON object a line, no blank lines, each
// with every field of Puzzle of the right type and no other field, and
// ids 1, 2, ... in order, each valid (Validate). It proves nothing (Check
// does). Errors are *LineError values naming the line, and the field
// where one is at fault.
func Read(r io.Reader) ([]Puzzle, error) {
	br := bufio.NewReader(r)
	var out []Puzzle
	for n := 1; ; n++ {
		b, err := readLine(br)
		if errors.Is(err, io.EOF) && b == nil {
			return out, nil
		}
		if errors.Is(err, errLineTooLong) {
			return out, &LineError{Line: n, Err: err}
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return out, &LineError{Line: n, Err: err}
		}
		b = bytes.TrimSuffix(b, []byte("\r"))
		if len(bytes.TrimSpace(b)) == 0 {
			return out, &LineError{Line: n, Err: errors.New("blank line: want one JSON object a line")}
		}
		p, derr := decode(b)
		if derr != nil {
			return out, &LineError{Line: n, Err: derr}
		}
		if p.ID != len(out)+1 {
			return out, &LineError{Line: n, ID: p.ID, Err: fieldError("id", fmt.Errorf("%d: want %d (ids count the lines from 1)", p.ID, len(out)+1))}
		}
		if err := p.Validate(); err != nil {
			return out, &LineError{Line: n, ID: p.ID, Err: err}
		}
		out = append(out, p)
		if errors.Is(err, io.EOF) {
			return out, nil
		}
	}
}

// errLineTooLong is a line longer than MaxLineBytes.
var errLineTooLong = fmt.Errorf("longer than %d bytes: a puzzle is one JSON object of a few hundred bytes on one line", MaxLineBytes)

// readLine returns the next line without its "\n" (nil and io.EOF at the
// end; the last line may lack its "\n", and comes with io.EOF). A line
// longer than MaxLineBytes is errLineTooLong, and is not held in memory.
func readLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLineBytes+1 {
			return nil, errLineTooLong
		}
		line = append(line, chunk...)
		switch {
		case err == nil:
			return line[:len(line)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if len(line) == 0 {
				return nil, io.EOF
			}
			return line, io.EOF
		default:
			return nil, err
		}
	}
}

// required are the fields every line must have.
var required = []string{"id", "variant", "before", "last", "bfen", "stage", "wins", "legal", "plies", "line", "asked",
	"refute", "refutes", "greedy", "themes", "depth", "difficulty", "rating", "rd", "source"}

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
