package client

import (
	"strconv"
	"strings"
	"time"
)

// Handshake sends dialect ("uci" or "ugi") and reads the id and option
// lines up to "uciok" or "ugiok", within timeout. Other lines (banners)
// are tolerated.
func (e *Engine) Handshake(dialect string, timeout time.Duration) error {
	if dialect != "uci" && dialect != "ugi" {
		return errorf(KindWrite, "handshake", nil, "dialect %q: want uci or ugi", dialect)
	}
	e.Dialect = dialect
	if err := e.Send(dialect); err != nil {
		return err
	}
	deadline := time.Now().Add(timeout)
	for {
		l, err := e.ReadLine(dialect, deadline)
		if err != nil {
			return err
		}
		f := strings.Fields(l.Text)
		switch {
		case len(f) == 0:
		case f[0] == dialect+"ok":
			return nil
		case f[0] == "id" && len(f) > 2 && f[1] == "name":
			e.Name = strings.Join(f[2:], " ")
		case f[0] == "id" && len(f) > 2 && f[1] == "author":
			e.Author = strings.Join(f[2:], " ")
		case f[0] == "option":
			if o, ok := parseOption(f[1:]); ok {
				e.Options = append(e.Options, o)
			}
		}
	}
}

// parseOption reads "name <id> type <t> [default <x>] ..." (the words
// after "option").
func parseOption(f []string) (Option, bool) {
	var o Option
	var name, def []string
	var cur *[]string
	for _, w := range f {
		switch w {
		case "name":
			cur = &name
			continue
		case "type":
			cur = nil
			o.Type = "?"
			continue
		case "default":
			cur = &def
			continue
		case "min", "max", "var":
			cur = nil
			continue
		}
		if o.Type == "?" {
			o.Type = w
			continue
		}
		if cur != nil {
			*cur = append(*cur, w)
		}
	}
	o.Name = strings.Join(name, " ")
	o.Default = strings.Join(def, " ")
	return o, o.Name != ""
}

// HasOption reports whether the engine declared an option of this name
// (case-insensitive, as the protocol reads names).
func (e *Engine) HasOption(name string) bool {
	for _, o := range e.Options {
		if strings.EqualFold(o.Name, name) {
			return true
		}
	}
	return false
}

// SetOption sends "setoption name <name> value <value>", or without the
// value when value is empty (a button).
func (e *Engine) SetOption(name, value string) error {
	line := "setoption name " + name
	if value != "" {
		line += " value " + value
	}
	return e.Send(line)
}

// IsReady sends isready and waits up to timeout for readyok. Lines before
// it (info strings after setoption) are tolerated.
func (e *Engine) IsReady(timeout time.Duration) error {
	_, err := e.IsReadyLines(timeout)
	return err
}

// IsReadyLines is IsReady that returns the lines the engine wrote before
// readyok (blank ones left out): the answers to the commands sent
// before, such as "info string error: ..." after a setoption it refused.
func (e *Engine) IsReadyLines(timeout time.Duration) ([]string, error) {
	if err := e.Send("isready"); err != nil {
		return nil, err
	}
	deadline := time.Now().Add(timeout)
	var lines []string
	for {
		l, err := e.ReadLine("isready", deadline)
		if err != nil {
			return lines, err
		}
		switch text := strings.TrimSpace(l.Text); text {
		case "readyok":
			return lines, nil
		case "":
		default:
			lines = append(lines, text)
		}
	}
}

// NewGame sends ucinewgame or uginewgame, after the dialect.
func (e *Engine) NewGame() error {
	if e.Dialect == "ugi" {
		return e.Send("uginewgame")
	}
	return e.Send("ucinewgame")
}

// Position sends "position startpos" or "position fen <bfen>" (bfen not
// empty), followed by the moves.
func (e *Engine) Position(bfen string, moves []string) error {
	var b strings.Builder
	b.WriteString("position ")
	if bfen == "" {
		b.WriteString("startpos")
	} else {
		b.WriteString("fen " + bfen)
	}
	if len(moves) > 0 {
		b.WriteString(" moves")
		for _, m := range moves {
			b.WriteString(" " + m)
		}
	}
	return e.Send(b.String())
}

// Score is a search score from the side to move's view.
type Score struct {
	Valid bool // an info line carried a score
	Mate  bool // Value is a mate distance (moves under uci, plies under ugi), negative when losing
	Value int  // centi-seeds, or the mate distance
	Bound bool // the last score was a lowerbound or upperbound
}

// Search is what a search reported: the bestmove token as written (empty
// when the line had none), the last score and depth of its info lines, and
// the thinking time from the write of "go" to the arrival of bestmove.
type Search struct {
	Move    string
	Ponder  string
	Score   Score
	Depth   int
	Nodes   int64
	PV      []string
	Elapsed time.Duration
}

// Go sends "go <args>" and reads info lines until bestmove, or until
// deadline (zero: no deadline). A timeout returns a KindTimeout error and
// the search so far, with Elapsed the time waited; the caller decides
// whether to Kill the engine. Any line that is neither info nor bestmove
// (blank lines aside) is a KindGarbage error: a searching engine speaks
// protocol only.
func (e *Engine) Go(args string, deadline time.Time) (Search, error) {
	return e.search(args, func(time.Time) time.Time { return deadline })
}

// GoWithin is Go with a deadline of limit after the "go" line is written,
// as an arbiter's clock runs: the time the caller spends before the write
// (logging, say) does not shorten the engine's.
func (e *Engine) GoWithin(args string, limit time.Duration) (Search, error) {
	return e.search(args, func(sent time.Time) time.Time { return sent.Add(limit) })
}

// search runs a go command whose deadline is computed from the time the
// line was written.
func (e *Engine) search(args string, deadlineFrom func(sent time.Time) time.Time) (Search, error) {
	var s Search
	line := strings.TrimSpace("go " + args)
	// The engine's time starts when the line is written, as an arbiter
	// starts a clock: the time spent logging it is not the engine's.
	sent, err := e.send(line)
	if err != nil {
		return s, err
	}
	deadline := deadlineFrom(sent)
	for {
		l, err := e.ReadLine("go", deadline)
		if err != nil {
			s.Elapsed = time.Since(sent)
			return s, err
		}
		f := strings.Fields(l.Text)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "info":
			parseInfo(f[1:], &s)
		case "bestmove":
			// The clock was read before the write, so the reply is
			// stamped after it.
			s.Elapsed = l.Time.Sub(sent)
			if len(f) > 1 {
				s.Move = f[1]
			}
			if len(f) > 3 && f[2] == "ponder" {
				s.Ponder = f[3]
			}
			return s, nil
		default:
			s.Elapsed = l.Time.Sub(sent)
			return s, &Error{Kind: KindGarbage, Op: "go", Detail: "unexpected line \"" + sanitize(l.Text, 80) + "\""}
		}
	}
}

// Stop sends stop.
func (e *Engine) Stop() error { return e.Send("stop") }

// parseInfo reads the fields of an info line into s: depth, score (cp or
// mate, with bounds), nodes and pv. Malformed values are skipped: info
// lines are advice, never a reason to fail.
func parseInfo(f []string, s *Search) {
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "string":
			return // the rest is free text
		case "depth":
			if i+1 < len(f) {
				if n, err := strconv.Atoi(f[i+1]); err == nil {
					s.Depth = n
				}
				i++
			}
		case "nodes":
			if i+1 < len(f) {
				if n, err := strconv.ParseInt(f[i+1], 10, 64); err == nil {
					s.Nodes = n
				}
				i++
			}
		case "score":
			if i+2 < len(f) {
				n, err := strconv.Atoi(f[i+2])
				if err == nil && (f[i+1] == "cp" || f[i+1] == "mate") {
					s.Score = Score{Valid: true, Mate: f[i+1] == "mate", Value: n}
				}
				i += 2
				if i+1 < len(f) && (f[i+1] == "lowerbound" || f[i+1] == "upperbound") {
					s.Score.Bound = true
					i++
				}
			}
		case "pv":
			s.PV = append(s.PV[:0], f[i+1:]...)
			return
		}
	}
}
