package protocol

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
	"github.com/baoengine/bao/solve"
)

// Config names the program in the handshake and says which options it
// declares.
type Config struct {
	Name    string // "Bao"
	Version string // printed after the name in "id name"
	Author  string
	// NoFileOptions leaves out the options whose value names a file
	// (EvalFile, Debug Log File): a session without a file system (the
	// WebAssembly build in a browser or a Node worker) declares only
	// options that can work there.
	NoFileOptions bool
}

// Session is one conversation with a GUI, a tournament manager, a script
// or a browser tab. Create it with NewSession and call Run.
type Session struct {
	cfg      Config
	out      *lineWriter
	dlog     debugLog // the Debug Log File option
	options  []*option
	searcher *search.Searcher

	// Settings.
	searchOpts    search.Options
	variant       engine.Variant
	ruleOverrides map[string]string
	ponder        bool
	analyse       bool
	showWDL       bool
	strength      strength // UCI_LimitStrength, UCI_Elo, Skill Level (strength.go)
	debug         bool
	ugi           bool // the last handshake was ugi: mate in plies, no ponder in bestmove
	evalSt        evalState
	// rootProofNodes is option RootProof (0: off); rootSolver its solver,
	// whose table lives for a game (rootproof.go).
	rootProofNodes int
	rootSolver     *solve.Solver

	// The game.
	rules   engine.Rules
	pos     engine.Position
	history []uint64 // keys of the positions before pos, for repetition
	valid   bool     // pos is a valid position (false after a bad "position")

	// The search in progress.
	searching     bool
	mateStop      atomic.Pointer[context.CancelFunc] // ends the proof search of go mate or the root proof, while it runs
	stopRequested atomic.Bool                        // stop arrived during this go
	// endless: the running search has no end of its own (go infinite, go
	// ponder before ponderhit, a go with no limit), so the end of the
	// input stops it; endsAfterPonderhit is what ponderhit makes of it.
	endless, endsAfterPonderhit bool
	// cancelWork ends the running tool work (perft, bench: longwork.go).
	cancelWork func()
	// ending: the running work is writing its last line (lastLine), so it
	// is as good as ended: a line read now is handled as after it.
	ending atomic.Bool
	done   chan struct{}
	queue  []queued
	wg     sync.WaitGroup
}

// queued is an input line that waits for the running search to end. A
// queued go also remembers a stop or ponderhit that arrived after it:
// those act at once on the running search and, when the go starts, on its
// search too, so no search is left running that the GUI has stopped.
type queued struct {
	in        input
	stop      bool
	ponderhit bool
}

// NewSession returns a session that writes to out. The position is the
// Kiswahili start until a "position" command says otherwise.
func NewSession(cfg Config, out io.Writer) *Session {
	if cfg.Name == "" {
		cfg.Name = "Bao"
	}
	s := &Session{
		cfg:           cfg,
		out:           newLineWriter(out),
		searchOpts:    search.DefaultOptions(),
		evalSt:        evalState{kind: evalNet},
		strength:      defaultStrength(),
		ruleOverrides: map[string]string{},
		done:          make(chan struct{}, 1),
	}
	s.out.log = &s.dlog
	s.options = buildOptions()
	if cfg.NoFileOptions {
		s.options = withoutFileOptions(s.options)
	}
	s.searcher = search.New(s.searchOpts)
	s.rules = engine.DefaultRules(engine.Kiswahili)
	s.pos = engine.StartPosition(engine.Kiswahili)
	s.valid = true
	return s
}

// Run reads commands from in until "quit" or the end of input, and
// returns when any running search has ended and printed its bestmove and
// its helper threads have stopped; commands still queued behind that
// search are dropped.
// Lines of any length are survived: one longer than 1 MiB is answered
// with an error and dropped.
func (s *Session) Run(in io.Reader) error {
	lines := make(chan input)
	readErr := make(chan error, 1)
	stopReading := make(chan struct{})
	defer close(stopReading)
	defer s.dlog.close()
	// Every way out below has seen the last search return: only its
	// helper threads may still run.
	defer s.searcher.Wait()
	go func() {
		readErr <- readLines(in, lines, stopReading)
		close(lines)
	}()
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				if s.runOut() {
					s.finish()
				}
				if err := <-readErr; err != nil {
					s.errorf("input: %v", err)
					return fmt.Errorf("protocol: read input: %w", err)
				}
				return nil
			}
			s.dlog.in(line.logged())
			if s.searching && s.ending.Load() && firstWord(line.text) != "quit" {
				// The GUI may have seen the last line: act as idle, as
				// it would expect (a quit still drops what is queued).
				<-s.done
				if s.workEnded() {
					s.finish()
					return nil
				}
			}
			if s.handle(line) {
				s.finish()
				return nil
			}
		case <-s.done:
			if s.workEnded() {
				s.finish()
				return nil
			}
		}
	}
}

// runOut is the end of the input: the running search ends as it would
// (one without an end of its own is stopped), then every queued command
// runs in order, and so on until nothing is searching. So a script that
// pipes "go depth 12" in and closes its input gets the depth-12 answer,
// and nothing it sent is lost. It reports whether a queued quit ended the
// session early (the search that quit interrupts still runs).
func (s *Session) runOut() (quit bool) {
	for s.searching {
		if s.endless {
			s.stopSearch()
		}
		<-s.done
		if s.workEnded() {
			return true
		}
	}
	return false
}

// workEnded follows the end of the running work: the queued commands run
// (drainQueue). It reports whether one of them was quit.
func (s *Session) workEnded() (quit bool) {
	s.searching = false
	return s.drainQueue()
}

// lastLine writes the last line of the running work (bestmove, the end of
// a perft or bench). The loop treats the work as ended from here on, so a
// command the GUI sends in reply to the line runs in order with an
// isready sent after it.
func (s *Session) lastLine(line string) {
	s.ending.Store(true)
	s.out.line(line)
}

// ponderHit passes a ponderhit to the running search.
func (s *Session) ponderHit() {
	s.searcher.PonderHit()
	s.endless = !s.endsAfterPonderhit
}

// finish stops a running search and waits until its bestmove is out.
func (s *Session) finish() {
	if s.searching {
		s.stopSearch()
		s.wg.Wait()
		<-s.done
		s.searching = false
	}
}

// stopSearch tells the running work (a tool command, the proof search of
// go mate, then the searcher) to end.
func (s *Session) stopSearch() {
	s.stopRequested.Store(true)
	if s.cancelWork != nil {
		s.cancelWork()
	}
	if cancel := s.mateStop.Load(); cancel != nil {
		(*cancel)()
	}
	s.searcher.Stop()
}

// drainQueue runs the commands queued during the search, in order, until
// one of them starts a new search. It reports whether one of them was
// quit. A go that started with a stop or ponderhit recorded after it gets
// them now.
func (s *Session) drainQueue() bool {
	for len(s.queue) > 0 && !s.searching {
		q := s.queue[0]
		s.queue = s.queue[1:]
		if s.run(q.in) {
			return true
		}
		if s.searching && q.ponderhit {
			s.ponderHit()
		}
		if s.searching && q.stop {
			s.stopSearch()
		}
	}
	return false
}

// actsDuringSearch reports whether cmd acts at once while a search runs
// (protocol.md 1); every other command waits for bestmove.
func actsDuringSearch(cmd string) bool {
	switch cmd {
	case "isready", "stop", "ponderhit", "debug", "quit":
		return true
	}
	return false
}

func firstWord(line string) string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// handle takes one input line. While a search runs, isready, stop,
// ponderhit, debug and quit act at once whatever waits in the queue; a
// stop or ponderhit also applies to every go already queued (each of
// them still gets its bestmove, from a search stopped at once). Any other
// command is queued. Otherwise the line runs now. It reports whether the
// session must end.
func (s *Session) handle(in input) (quit bool) {
	if !s.searching {
		return s.run(in)
	}
	cmd := firstWord(in.text)
	if in.tooLong > 0 && cmd != "isready" {
		cmd = "" // a dropped line waits its turn, to keep the order of its effects
	}
	if !actsDuringSearch(cmd) {
		s.queue = append(s.queue, queued{in: in})
		return false
	}
	for i := range s.queue {
		if isLongWork(firstWord(s.queue[i].in.text)) && s.queue[i].in.tooLong == 0 {
			switch cmd {
			case "stop":
				s.queue[i].stop = true
			case "ponderhit":
				s.queue[i].ponderhit = true
			}
		}
	}
	return s.run(in)
}

// run executes one input line and reports whether the session must end.
func (s *Session) run(in input) (quit bool) {
	if in.tooLong > 0 {
		s.dropLine(in)
		return false
	}
	fields := strings.Fields(in.text)
	if len(fields) == 0 {
		return false
	}
	cmd := fields[0]
	args := fields[1:]
	if s.searching {
		switch cmd {
		case "isready":
			s.out.line("readyok")
		case "stop":
			s.stopSearch()
		case "ponderhit":
			s.ponderHit()
		case "debug":
			s.cmdDebug(args)
		case "quit":
			return true
		}
		return false
	}
	switch cmd {
	case "quit":
		return true
	case "uci", "ugi":
		s.cmdHandshake(cmd)
	case "debug":
		s.cmdDebug(args)
	case "isready":
		s.searcher.SetOptions(s.searchOpts)
		s.searcher.Prepare()
		s.out.line("readyok")
	case "setoption":
		s.cmdSetOption(in.text, args)
	case "ucinewgame", "uginewgame":
		s.searcher.SetOptions(s.searchOpts)
		s.searcher.Clear()
		if s.rootSolver != nil {
			s.rootSolver.Clear()
		}
		s.setStart()
	case "position":
		s.cmdPosition(args)
	case "go":
		s.cmdGo(args)
	case "stop", "ponderhit":
		// Nothing to stop: ignored, as UCI says.
	case "query":
		s.cmdQuery(args)
	case "d":
		s.cmdDisplay()
	case "legal":
		s.cmdLegal()
	case "perft":
		s.cmdPerft(args)
	case "bench":
		s.cmdBench(args)
	case "eval":
		s.cmdEval()
	case "flip":
		s.cmdFlip()
	case "help":
		s.cmdHelp()
	default:
		s.warnf("unknown command %q (try help)", cmd)
	}
	return false
}

// dropLine answers a line longer than maxLine: an error, never an echo of
// the line. So that a GUI waiting for an answer is not left waiting, a
// dropped isready is still answered with readyok, a go with bestmove 0000
// and a query with a response; a dropped position leaves no valid
// position, as any position that cannot be read.
func (s *Session) dropLine(in input) {
	cmd := firstWord(in.text)
	s.errorf("line too long (%d bytes, the limit is %d): dropped", in.tooLong, maxLine)
	switch cmd {
	case "isready":
		s.out.line("readyok")
	case "position":
		s.valid = false
	case "go":
		s.out.line("bestmove 0000")
	case "query":
		s.out.line("response none")
	}
}

// infof writes an info string line.
// A message longer than maxInfoString (an error that quotes a huge token
// of the input) is cut there, so input is never echoed back in bulk.
func (s *Session) infof(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if len(msg) > maxInfoString {
		cut := maxInfoString
		for cut > 0 && !utf8.RuneStart(msg[cut]) {
			cut--
		}
		msg = fmt.Sprintf("%s... (%d bytes in all)", msg[:cut], len(msg))
	}
	s.out.line("info string " + msg)
}

// maxInfoString bounds the text of an info string line.
const maxInfoString = 200

// errorf reports bad input; the session goes on.
func (s *Session) errorf(format string, args ...any) {
	s.infof("error: "+format, args...)
}

// warnf reports ignored input.
func (s *Session) warnf(format string, args ...any) {
	s.infof("warning: "+format, args...)
}

func (s *Session) cmdDebug(args []string) {
	switch {
	case len(args) == 1 && args[0] == "on":
		s.debug = true
	case len(args) == 1 && args[0] == "off":
		s.debug = false
	default:
		s.warnf("debug: want on or off")
	}
}

func (s *Session) cmdHandshake(word string) {
	s.ugi = word == "ugi"
	name := s.cfg.Name
	if s.cfg.Version != "" {
		name += " " + s.cfg.Version
	}
	s.out.line("id name " + name)
	if s.cfg.Author != "" {
		s.out.line("id author " + s.cfg.Author)
	}
	for _, o := range s.options {
		s.out.line(o.declaration())
	}
	s.out.line(word + "ok")
}

// cmdSetOption runs "setoption name <id> [value <x>]"; line is the whole
// command line, args its fields after the command. The name's words are
// joined by single spaces (names are matched without regard to case); a
// string option's value is taken verbatim from the line, only its ends
// trimmed, so a file name keeps its inner runs of spaces.
func (s *Session) cmdSetOption(line string, args []string) {
	// setoption name <id with spaces> [value <x with spaces>]
	if len(args) < 2 || args[0] != "name" {
		s.errorf("setoption: want \"setoption name <id> [value <x>]\"")
		return
	}
	rest := args[1:]
	nameEnd := len(rest)
	for i, a := range rest {
		if a == "value" {
			nameEnd = i
			break
		}
	}
	name := strings.Join(rest[:nameEnd], " ")
	value := ""
	hasValue := nameEnd < len(rest)
	if hasValue {
		value = strings.Join(rest[nameEnd+1:], " ")
	}
	o := s.findOption(name)
	if o == nil {
		s.errorf("setoption: unknown option %q", name)
		return
	}
	if hasValue && o.kind == stringOption {
		// "setoption", "name", the name's words and "value" come first.
		value = strings.TrimSpace(afterFields(line, 3+nameEnd))
	}
	if o.kind != buttonOption && !hasValue {
		s.errorf("setoption: option %s needs a value", o.name)
		return
	}
	v, err := o.parse(value)
	if err != nil {
		s.errorf("setoption: %v", err)
		return
	}
	if err := o.set(s, v); err != nil {
		s.errorf("setoption: %v", err)
		return
	}
	if o.kind != buttonOption {
		s.searcher.SetOptions(s.searchOpts)
	}
	if s.debug {
		s.infof("option %s = %s", o.name, v)
	}
}

// afterFields returns what follows the first n fields of line (fields as
// strings.Fields splits them), with the white space before it.
func afterFields(line string, n int) string {
	i := 0
	for ; n > 0; n-- {
		for i < len(line) {
			r, size := utf8.DecodeRuneInString(line[i:])
			if !unicode.IsSpace(r) {
				break
			}
			i += size
		}
		for i < len(line) {
			r, size := utf8.DecodeRuneInString(line[i:])
			if unicode.IsSpace(r) {
				break
			}
			i += size
		}
	}
	return line[i:]
}
