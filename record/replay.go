package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Termination tag values for games that did not end by the rules (PGN's
// standard Termination values). Replay accepts a decisive result or a draw
// in a position where the game is not over only when the Termination tag
// says why, in these or similar words.
const (
	TermAdjudication    = "adjudication"
	TermTimeForfeit     = "time forfeit"
	TermResignation     = "resignation"
	TermAbandoned       = "abandoned"
	TermRulesInfraction = "rules infraction"
)

// offBoardWin and offBoardDraw are the words (lower case) that make a
// Termination explain a decisive result or a draw in a position where the
// rules have not ended the game.
var (
	offBoardWin  = []string{"adjudicat", "time", "resign", "forfeit", "abandon", "infraction", "illegal", "disconnect", "crash", "stall"}
	offBoardDraw = []string{"adjudicat", "agree", "draw", "limit"}
)

// setup builds the rules and the start position from the tags: Variant
// (default kiswahili), the rule-option tags (names as in engine.RuleOptions,
// case-insensitive) and FEN, the rules through engine.NewRules with the
// reader's trust. Unknown tags are ignored. On error it returns the index
// of the tag at fault.
func setup(tags []Tag, trust engine.Trust) (engine.Rules, engine.Position, int, error) {
	variant := engine.Kiswahili.String()
	vi, fi := -1, -1
	var settings []engine.RuleSetting
	var settingTag []int // the index of each setting's tag
	for i, t := range tags {
		switch {
		case t.Name == "Variant":
			vi, variant = i, strings.TrimSpace(t.Value)
		case t.Name == "FEN":
			fi = i
		case engine.FindRuleOption(t.Name) != nil:
			settings = append(settings, engine.RuleSetting{Name: t.Name, Value: strings.TrimSpace(t.Value)})
			settingTag = append(settingTag, i)
		}
	}
	rules, err := engine.NewRules(variant, settings, trust)
	if err != nil {
		bad := vi // the variant is at fault, unless a setting is
		var se *engine.SettingError
		if errors.As(err, &se) && se.Index >= 0 {
			bad = settingTag[se.Index]
		}
		return engine.Rules{}, engine.Position{}, bad, engine.Place(err, placeTag, []string{"tag", tags[bad].Name}, "tag %s", tags[bad].Name)
	}
	start := engine.StartPosition(rules.Variant)
	if fi >= 0 {
		p, err := engine.ParsePosition(tags[fi].Value, rules.Variant)
		if err != nil {
			return engine.Rules{}, engine.Position{}, fi, engine.Place(err, placeTag, []string{"tag", "FEN"}, "tag FEN")
		}
		start = p
	}
	return rules, start, -1, nil
}

// isRuleOption reports whether a tag name names a rule option (in any
// case).
func isRuleOption(name string) bool { return engine.FindRuleOption(name) != nil }

// player plays a record's moves one by one.
type player struct {
	rules engine.Rules
	first engine.Side // the side to move at the start, for move numbers
	pos   engine.Position
	ply   int
}

// play plays the next move, given as a value, a token or both (they must
// agree), and returns the move played.
func (p *player) play(m engine.Move, text string) (engine.Move, *Error) {
	p.ply++
	label := moveLabel(p.first, p.ply)
	fail := func(err error) *Error {
		shown := text
		if shown == "" && m != engine.NoMove {
			shown = m.String()
		}
		return &Error{Ply: p.ply, Label: label, Move: shown, Err: err}
	}
	if len(text) > maxQuoted {
		// No move token is this long: the rules engine, which would
		// quote it, never sees it.
		return engine.NoMove, fail(engine.Refuse("record.moveTooLong", []string{"n", strconv.Itoa(len(text)), "max", strconv.Itoa(maxQuoted)},
			"not a move: %d bytes, a move token with its annotations has at most %d", len(text), maxQuoted))
	}
	if text != "" {
		t, err := p.rules.ParseMove(&p.pos, text)
		if err != nil {
			return engine.NoMove, fail(err)
		}
		if m != engine.NoMove && m != t {
			return engine.NoMove, fail(fmt.Errorf("the token names %v but the move is %v", t, m))
		}
		m = t
	} else if m == engine.NoMove {
		return engine.NoMove, fail(engine.Refuse("record.noMove", nil, "no move"))
	}
	next, err := p.rules.Play(&p.pos, m)
	if err != nil {
		return engine.NoMove, fail(err)
	}
	p.pos = next
	return m, nil
}

// checkResult checks result against the rules' outcome of the final
// position: when the rules ended the game they decide the result; when
// they did not, a result other than * needs a Termination that says why.
func (p *player) checkResult(result engine.Result, termination string) error {
	outcome, why := p.rules.Outcome(&p.pos)
	if outcome != engine.NoResult {
		if result != outcome {
			return overRefusal(result, outcome, why, p.ply)
		}
		return nil
	}
	words := offBoardWin
	switch result {
	case engine.NoResult:
		return nil
	case engine.Draw:
		words = offBoardDraw
	}
	t := strings.ToLower(termination)
	for _, w := range words {
		if strings.Contains(t, w) {
			return nil
		}
	}
	args := []string{"result", result.Score(), "n", strconv.Itoa(p.ply)}
	if termination == "" {
		return engine.Refuse("record.resultNotOver", args,
			"result %s, but the game is not over after ply %d and no Termination tag says why", result.Score(), p.ply)
	}
	return engine.Refuse("record.terminationUnexplained", append(args, "text", termination),
		"result %s, but the game is not over after ply %d and Termination %s does not explain it", result.Score(), p.ply, quote(termination))
}

// endings are the reasons the rules end a game (engine.Rules.Outcome's:
// a side's name, then one of these), each with the code of a result that
// disagrees with the rules' outcome for it.
var endings = []struct{ suffix, code string }{
	{"'s front row is empty", "record.overFrontEmpty"},
	{" cannot move", "record.overCannotMove"},
	{" played a never-ending move", "record.overEndless"},
}

// overRefusal is the error of a result that is not the rules' outcome
// after ply plies, ended for why: its code names the ending and its arg
// "side" (S or N) the side why names; a reason it does not know keeps its
// English words only.
func overRefusal(result, outcome engine.Result, why string, ply int) error {
	const format = "result %s, but the game is over after ply %d: %s (%s)"
	for _, e := range endings {
		name, ok := strings.CutSuffix(why, e.suffix)
		if !ok {
			continue
		}
		for _, s := range []engine.Side{engine.South, engine.North} {
			if name == s.Name() {
				return engine.Refuse(e.code, []string{"result", result.Score(), "outcome", outcome.Score(), "n", strconv.Itoa(ply), "side", s.String()},
					format, result.Score(), ply, outcome.Score(), why)
			}
		}
	}
	return fmt.Errorf(format, result.Score(), ply, outcome.Score(), why)
}

// checkPlyCount checks a PlyCount tag value against the number of moves.
func checkPlyCount(value string, moves int) error {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil || n < 0 {
		return tagRefusal("PlyCount", "record.plyCountNumber", []string{"text", value}, "%s: want a whole number", quote(value))
	}
	if n != moves {
		return tagRefusal("PlyCount", "record.plyCount", []string{"n", strconv.Itoa(n), "moves", strconv.Itoa(moves)}, "%d, but the record has %d moves", n, moves)
	}
	return nil
}

// Replay checks a game and plays it through. It builds the rules from the
// Variant tag and the rule-option tags (unknown tags are ignored; a
// rule-option tag with a bad value is an error) and the start from the FEN
// tag or the variant's start position, plays every move (Move, or Text
// when Move is NoMove; both must agree when both are set), and checks the
// result: a Result tag, if present, must agree with g.Result; when the
// rules ended the game, g.Result must be their outcome; otherwise a result
// other than * needs a Termination that explains it (an adjudicated draw,
// a resignation, a loss on time, ...). positions holds the start and the
// position after every move. Errors are *Error values.
func Replay(g *Game) (rules engine.Rules, positions []engine.Position, err error) {
	return replay(g, engine.Trusted)
}

// replay is Replay with the rule-option tags bounded as trust says.
func replay(g *Game, trust engine.Trust) (rules engine.Rules, positions []engine.Position, err error) {
	if g == nil {
		return rules, nil, &Error{Err: errors.New("no game (nil)")}
	}
	rules, start, _, serr := setup(g.Tags, trust)
	if serr != nil {
		return rules, nil, &Error{Err: serr}
	}
	pl := player{rules: rules, first: start.Side, pos: start}
	positions = make([]engine.Position, 0, len(g.Moves)+1)
	positions = append(positions, start)
	for _, e := range g.Moves {
		if _, perr := pl.play(e.Move, e.Text); perr != nil {
			return rules, positions, perr
		}
		positions = append(positions, pl.pos)
	}
	if v, ok := g.Tag("Result"); ok {
		r, ok := parseResult(strings.TrimSpace(v))
		if !ok {
			return rules, positions, &Error{Err: badResultTag(v)}
		}
		if r != g.Result {
			return rules, positions, &Error{Err: engine.Refuse("record.resultTag", []string{"result", g.Result.Score(), "tagResult", r.Score()},
				"tag Result: %s, but the game's result is %s", r.Score(), g.Result.Score())}
		}
	}
	if v, ok := g.Tag("PlyCount"); ok {
		if perr := checkPlyCount(v, len(g.Moves)); perr != nil {
			return rules, positions, &Error{Err: perr}
		}
	}
	termination := g.Termination
	if termination == "" {
		termination, _ = g.Tag("Termination")
	}
	if cerr := pl.checkResult(g.Result, termination); cerr != nil {
		return rules, positions, &Error{Err: cerr}
	}
	return rules, positions, nil
}
