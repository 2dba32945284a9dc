package solve

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Report describes a proof file that Verify accepted.
type Report struct {
	Rules     engine.Rules
	Root      engine.Position
	Winner    engine.Side
	Lines     int         // node lines
	Positions int         // distinct positions proved
	Plies     int         // the longest line of the strategy, in plies
	FirstMove engine.Move // the winner's first move, or NoMove
}

// maxProofLine bounds the length of a line of a proof file.
const maxProofLine = 4096

// Verify checks a proof file (doc.go, "Proof file format") with the rules
// engine alone: every position the tree reaches is recomputed from the
// root by Rules.Generate; the winner's move must be legal; the loser's
// position must list every legal move; a finished game must be won by the
// winner; "=" may only name a position whose proof is complete earlier in
// the file, so the strategy cannot be cyclic. It never panics on bad
// input; an error names the line and the reason.
func Verify(rd io.Reader) (Report, error) {
	v := &verifier{sc: bufio.NewScanner(rd)}
	v.sc.Buffer(make([]byte, 0, 256), maxProofLine)
	rep, err := v.run()
	if err != nil {
		return rep, fmt.Errorf("proof line %d: %w", v.line, err)
	}
	return rep, nil
}

// verifier holds the state of one Verify call.
type verifier struct {
	sc   *bufio.Scanner
	line int
	done map[engine.Position]uint16 // complete positions and the height of their proof
}

// next returns the next line, or an error at the end of the input.
func (v *verifier) next() (string, error) {
	if !v.sc.Scan() {
		if err := v.sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				v.line++
				return "", fmt.Errorf("line longer than %d bytes", maxProofLine)
			}
			return "", fmt.Errorf("read: %w", err)
		}
		v.line++
		return "", errors.New("unexpected end of file (truncated proof)")
	}
	v.line++
	return strings.TrimRight(v.sc.Text(), "\r"), nil
}

// field reads a header line "name value".
func (v *verifier) field(name string) (string, error) {
	l, err := v.next()
	if err != nil {
		return "", err
	}
	k, val, ok := strings.Cut(l, " ")
	if !ok || k != name {
		return "", fmt.Errorf("want %q, got %q", name+" ...", clip(l))
	}
	return val, nil
}

// clip shortens text for an error message.
func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}

// header reads everything before "tree".
func (v *verifier) header(rep *Report) (lines int, err error) {
	l, err := v.next()
	if err != nil {
		return 0, err
	}
	if l != proofMagic {
		return 0, fmt.Errorf("not a proof file: first line %q, want %q", clip(l), proofMagic)
	}
	name, err := v.field("variant")
	if err != nil {
		return 0, err
	}
	settings := make([]engine.RuleSetting, 0, len(engine.RuleOptions))
	for _, o := range engine.RuleOptions {
		val, err := v.field("rule")
		if err != nil {
			return 0, err
		}
		k, x, _ := strings.Cut(val, " ")
		if k != o.Name {
			return 0, fmt.Errorf("rule %q: want rule %s (every option, in order)", clip(k), o.Name)
		}
		settings = append(settings, engine.RuleSetting{Name: k, Value: x})
	}
	if rep.Rules, err = engine.NewRules(name, settings, engine.Trusted); err != nil {
		return 0, err
	}
	variant := rep.Rules.Variant
	bfen, err := v.field("root")
	if err != nil {
		return 0, err
	}
	if rep.Root, err = engine.ParsePosition(bfen, variant); err != nil {
		return 0, err
	}
	if err := rep.Root.Verify(); err != nil {
		return 0, err
	}
	w, err := v.field("winner")
	if err != nil {
		return 0, err
	}
	switch w {
	case "S":
		rep.Winner = engine.South
	case "N":
		rep.Winner = engine.North
	default:
		return 0, fmt.Errorf("winner %q: want S or N", clip(w))
	}
	n, err := v.field("lines")
	if err != nil {
		return 0, err
	}
	if lines, err = strconv.Atoi(n); err != nil || lines < 1 {
		return 0, fmt.Errorf("lines %q: want a positive number", clip(n))
	}
	if _, err := v.field("plies"); err != nil {
		return 0, err
	}
	if l, err = v.next(); err != nil {
		return 0, err
	}
	if l != "tree" {
		return 0, fmt.Errorf("want \"tree\", got %q", clip(l))
	}
	return lines, nil
}

// vframe is a position of the tree whose children are being checked.
type vframe struct {
	pos   engine.Position
	kids  []engine.Position
	next  int
	depth int
	h     int // the greatest height of a complete child, plus one
}

func (v *verifier) run() (Report, error) {
	var rep Report
	want, err := v.header(&rep)
	if err != nil {
		return rep, err
	}
	r := &rep.Rules
	v.done = map[engine.Position]uint16{}
	var stack []vframe
	var pool [][]engine.Position
	var ch engine.Children
	cur, depth := rep.Root, 0
	for {
		l, err := v.next()
		if err != nil {
			return rep, err
		}
		rep.Lines++
		if rep.Lines > want {
			return rep, fmt.Errorf("more node lines than the %d the header gives", want)
		}
		leaf, h := true, 0
		switch {
		case l == lineOver:
			if res, why := r.Outcome(&cur); res != engine.Winner(rep.Winner) {
				if res == engine.NoResult {
					why = "the game goes on"
				}
				return rep, fmt.Errorf("%q at %s: %s, not a win for %s", l, cur.String(), why, rep.Winner.Name())
			}
		case l == lineRepeat:
			hh, ok := v.done[key(&cur)]
			if !ok {
				return rep, fmt.Errorf("%q at %s: no complete proof of this position earlier in the file (a cycle or a forward reference)", l, cur.String())
			}
			h = int(hh)
		case strings.HasPrefix(l, lineAll):
			if cur.Side == rep.Winner {
				return rep, fmt.Errorf("%q at %s: the winner is to move; give his move", clip(l), cur.String())
			}
			n, err := strconv.Atoi(l[1:])
			r.Generate(&cur, &ch)
			if err != nil || n != ch.N || n == 0 {
				return rep, fmt.Errorf("%q at %s: the loser has %d legal moves", clip(l), cur.String(), ch.N)
			}
			kids := pool0(&pool, len(stack))
			for i := 0; i < ch.N; i++ {
				kids = append(kids, ch.List[i].Pos)
			}
			pool[len(stack)] = kids
			leaf = false
		default:
			if cur.Side != rep.Winner {
				return rep, fmt.Errorf("%q at %s: the loser is to move; want %q with every move", clip(l), cur.String(), lineAll+"N")
			}
			m, err := engine.ParseMove(l)
			if err != nil {
				return rep, err
			}
			next, err := r.Play(&cur, m)
			if err != nil {
				return rep, fmt.Errorf("at %s: %w", cur.String(), err)
			}
			if depth == 0 {
				rep.FirstMove = m
			}
			kids := pool0(&pool, len(stack))
			kids = append(kids, next)
			pool[len(stack)] = kids
			leaf = false
		}
		if !leaf {
			stack = append(stack, vframe{pos: cur, kids: pool[len(stack)], next: 1, depth: depth})
			cur, depth = stack[len(stack)-1].kids[0], depth+1
			continue
		}
		// A leaf completes its position, and every frame whose children
		// are all complete.
		done := key(&cur)
		for {
			if old, ok := v.done[done]; !ok || int(old) > h {
				v.done[done] = uint16(min(h, 1<<16-1))
			}
			if len(stack) == 0 {
				break
			}
			top := &stack[len(stack)-1]
			top.h = max(top.h, h+1)
			if top.next < len(top.kids) {
				break
			}
			done, h = key(&top.pos), top.h
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			rep.Plies = h
			break
		}
		top := &stack[len(stack)-1]
		cur, depth = top.kids[top.next], top.depth+1
		top.next++
	}
	if rep.Lines != want {
		return rep, fmt.Errorf("%d node lines, the header gives %d", rep.Lines, want)
	}
	l, err := v.next()
	if err != nil {
		return rep, err
	}
	if l != "end" {
		return rep, fmt.Errorf("want \"end\" after the tree, got %q", clip(l))
	}
	for v.sc.Scan() {
		v.line++
		if strings.TrimSpace(v.sc.Text()) != "" {
			return rep, fmt.Errorf("text after \"end\"")
		}
	}
	if err := v.sc.Err(); err != nil {
		return rep, fmt.Errorf("read: %w", err)
	}
	rep.Positions = len(v.done)
	return rep, nil
}

// pool0 returns the empty reusable child slice of stack depth d.
func pool0(pool *[][]engine.Position, d int) []engine.Position {
	for len(*pool) <= d {
		*pool = append(*pool, nil)
	}
	return (*pool)[d][:0]
}

// key is the position without its ply counter, for "=" lookups.
func key(p *engine.Position) engine.Position {
	q := *p
	q.Ply = 0
	return q
}
