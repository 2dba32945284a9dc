package record

import (
	"errors"
	"io"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Reader reads game records one by one from a stream.
type Reader struct {
	lx     *lexer
	resync bool // after an error: skip to the next game's tags
	inBody bool // while resyncing: the moves of the bad game have been seen
	start  int  // the line the last game read or failed began on
	trust  engine.Trust
}

// NewReader returns a Reader reading records from r.
func NewReader(r io.Reader) *Reader {
	return &Reader{lx: newLexer(r)}
}

// Read reads every record of r. On an error it returns the games read
// before it and the error.
func Read(r io.Reader) ([]*Game, error) {
	return readAll(NewReader(r))
}

// ReadUntrusted is Read for a text from an untrusted caller (a web page):
// its rule-option tags get the bounds engine.NewRules gives an untrusted
// caller, before any move is played under them.
func ReadUntrusted(r io.Reader) ([]*Game, error) {
	rd := NewReader(r)
	rd.trust = engine.Untrusted
	return readAll(rd)
}

// ReadAnyUntrusted is ReadUntrusted for records in either format, which
// it finds as NewAnyReader does (JSON Lines or the text format) and
// returns: a JSON game's rule-option tags are bounded as the text
// format's are.
func ReadAnyUntrusted(r io.Reader) ([]*Game, Format, error) {
	rd, format := NewAnyReader(r)
	switch x := rd.(type) {
	case *Reader:
		x.trust = engine.Untrusted
	case *JSONReader:
		x.trust = engine.Untrusted
	}
	games, err := readAll(rd)
	return games, format, err
}

// readAll reads every record of rd, as Read does.
func readAll(rd GameReader) ([]*Game, error) {
	var games []*Game
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// GameLine returns the line on which the game that Next returned or
// failed on last began (its first tag, or its first move when it has no
// tags).
func (r *Reader) GameLine() int { return r.start }

// Next reads the next record, playing its moves with the rules engine and
// checking its result (as Replay does). It returns io.EOF when no record
// is left. Other errors are *Error values naming the line at fault; after
// one, the next call skips to the following game's tags, so a caller may
// report a bad game and go on.
func (r *Reader) Next() (*Game, error) {
	if r.resync {
		if err := r.skip(); err != nil {
			r.startAt(err)
			return nil, err
		}
	}
	g, inBody, err := r.game()
	if err != nil {
		r.resync, r.inBody = true, inBody
		return nil, err
	}
	return g, nil
}

// startAt makes the line of err, a lexer error that opens a game, the
// game's first line.
func (r *Reader) startAt(err error) {
	var re *Error
	if errors.As(err, &re) && re.Line > 0 {
		r.start = re.Line
	}
}

// skip drops tokens up to the next tag line that follows the moves of the
// game that failed.
func (r *Reader) skip() error {
	for {
		t, err := r.lx.next()
		if err != nil {
			if t.kind == tokTags && r.inBody {
				// A bad tag line opens the next game: report it, and
				// skip that game at the next call.
				r.inBody = false
				return err
			}
			continue // a malformed token of the bad game; the lexer has moved past it
		}
		switch t.kind {
		case tokEOF:
			return io.EOF
		case tokTags:
			if r.inBody {
				r.lx.peeked = &t
				r.resync = false
				return nil
			}
		default:
			r.inBody = true
		}
	}
}

// game parses one record. inBody reports whether an error came after the
// tags.
func (r *Reader) game() (g *Game, inBody bool, err error) {
	lx := r.lx
	g = &Game{}
	var tagLines []int
	// Comments between games belong to no game.
	for {
		t, err := lx.peek()
		if err != nil {
			lx.peeked = nil
			r.startAt(err)
			return nil, false, err
		}
		if t.kind != tokComment {
			r.start = t.line
			break
		}
		lx.next()
	}
	for {
		t, err := lx.peek()
		if err != nil {
			lx.peeked = nil
			return nil, false, err
		}
		if t.kind != tokTags {
			if t.kind == tokEOF && len(g.Tags) == 0 {
				return nil, false, io.EOF
			}
			break
		}
		lx.next()
		for _, tag := range t.tags {
			for _, old := range g.Tags {
				if old.Name == tag.Name || isRuleOption(tag.Name) && strings.EqualFold(old.Name, tag.Name) {
					return nil, false, lineRefusal(t.line, "record.tagTwice", []string{"tag", tag.Name}, "tag %s: given twice", tag.Name)
				}
			}
			g.Tags = append(g.Tags, tag)
			tagLines = append(tagLines, t.line)
		}
	}
	rules, start, bad, err := setup(g.Tags, r.trust)
	if err != nil {
		return nil, false, &Error{Line: tagLines[bad], Err: err}
	}
	tagResult, hasTagResult := engine.NoResult, false
	for i, tag := range g.Tags {
		switch tag.Name {
		case "Result":
			res, ok := parseResult(strings.TrimSpace(tag.Value))
			if !ok {
				return nil, false, &Error{Line: tagLines[i], Err: badResultTag(tag.Value)}
			}
			tagResult, hasTagResult = res, true
		case "Termination":
			g.Termination = tag.Value
		}
	}

	pl := player{rules: rules, first: start.Side, pos: start}
	for {
		t, err := lx.next()
		if err != nil {
			return nil, true, err
		}
		switch t.kind {
		case tokEOF:
			return nil, true, lineRefusal(t.line, "record.noResult", nil, "end of input: the game has no result token (1-0, 0-1, 1/2-1/2 or *)")
		case tokTags:
			lx.peeked = &t // leave it for the next game
			r.inBody = true
			return nil, true, lineRefusal(t.line, "record.tagsInMoves", nil, "tag line inside the moves: the game before it has no result token (1-0, 0-1, 1/2-1/2 or *)")
		case tokOpen, tokClose:
			return nil, true, lineRefusal(t.line, "record.variations", nil, "variations in parentheses are not supported")
		case tokComment:
			if len(g.Moves) == 0 {
				g.PreComment = joinComment(g.PreComment, t.text)
			} else {
				e := &g.Moves[len(g.Moves)-1]
				e.Comment = joinComment(e.Comment, t.text)
			}
			continue
		}
		sym := t.text
		if res, ok := parseResult(sym); ok {
			if hasTagResult && res != tagResult {
				return nil, true, lineRefusal(t.line, "record.resultTag", []string{"result", sym, "tagResult", tagResult.Score()},
					"result token %s, but the Result tag is %s", sym, tagResult.Score())
			}
			g.Result = res
			if err := r.finish(g, &pl, tagLines, t.line); err != nil {
				return nil, true, err
			}
			return g, false, nil
		}
		move, err := splitSymbol(sym)
		if err != nil {
			return nil, true, &Error{Line: t.line, Err: err}
		}
		if move == "" {
			continue
		}
		m, perr := pl.play(engine.NoMove, move)
		if perr != nil {
			perr.Line = t.line
			return nil, true, perr
		}
		g.Moves = append(g.Moves, MoveEntry{Move: m, Text: move})
	}
}

// finish checks a game whose result token was just read at line.
func (r *Reader) finish(g *Game, pl *player, tagLines []int, line int) error {
	for i, tag := range g.Tags {
		if tag.Name == "PlyCount" {
			if err := checkPlyCount(tag.Value, len(g.Moves)); err != nil {
				return &Error{Line: tagLines[i], Err: err}
			}
		}
	}
	if err := pl.checkResult(g.Result, g.Termination); err != nil {
		return &Error{Line: line, Err: err}
	}
	return nil
}

// splitSymbol classifies a movetext symbol that is not a result token. It
// returns the move token it holds, or "" for a move number, an annotation
// or a numeric glyph, or an error for a malformed result or number.
func splitSymbol(s string) (string, error) {
	if s[0] == '$' {
		if len(s) > 1 && strings.Trim(s[1:], "0123456789") == "" {
			return "", nil
		}
		return "", engine.Refuse("record.glyph", []string{"text", s}, "%s: a numeric annotation glyph is $ and digits", quote(s))
	}
	if strings.Trim(s, "!?#*") == "" || strings.Trim(s, ".") == "" {
		return "", nil // a standalone annotation or "..."
	}
	if s[0] < '0' || s[0] > '9' {
		return s, nil
	}
	d := 0
	for d < len(s) && s[d] >= '0' && s[d] <= '9' {
		d++
	}
	if d < len(s) && s[d] == '.' {
		return strings.TrimLeft(s[d:], "."), nil
	}
	if strings.ContainsAny(s, "-/") {
		return "", badResult(s)
	}
	return "", engine.Refuse("record.symbol", []string{"text", s}, "%s: not a move, a move number (\"12.\" or \"12...\") or a result", quote(s))
}

// badResult is the error of a result s that is not one.
func badResult(s string) error {
	return engine.Refuse("record.result", []string{"text", s}, "result %s: want 1-0, 0-1, 1/2-1/2 or *", quote(s))
}

// badResultTag is the error of a Result tag whose value is not a result.
func badResultTag(value string) error {
	return tagRefusal("Result", "record.result", []string{"text", value}, "%s: want 1-0, 0-1, 1/2-1/2 or *", quote(value))
}

// joinComment appends a comment to another.
func joinComment(a, b string) string {
	switch {
	case b == "":
		return a
	case a == "":
		return b
	}
	return a + " " + b
}
