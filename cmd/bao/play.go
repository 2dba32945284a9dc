package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// playGame is a game in progress in the terminal: the game so far, the
// comments of its moves for the record, and the engine.
type playGame struct {
	e        *env
	game     *engine.Game
	comments []string // comments[i] is the record's comment of move i
	human    engine.Side
	searcher *search.Searcher
	limits   search.Limits
	level    level.Level // the engine's level for people (level.Max: full strength)
	input    *lineReader
	ctx      context.Context // Ctrl-C or SIGTERM: stops the engine, saves and leaves
}

func runPlay(e *env) error {
	fs := newFlags(e, "play",
		"Play a game against the engine in the terminal. The board is shown after every\n"+
			"move; type a move token (A6L, a5R, A1L+ for safari) or a command:\n"+
			"  moves    list your legal moves        hint     ask the engine for a move\n"+
			"  undo     take back your last move     save F   append the game record to F\n"+
			"  board    show the board again         quit     leave (the record is kept with --save)\n"+
			"Ctrl-C also leaves, even while the engine thinks; with --save the game so far is\n"+
			"written first.",
		"  bao play\n  bao play --level beginner\n  bao play --side north --movetime 2000\n  bao play --variant kujifunza --depth 6 --save game.pgn\n"+
			"  bao play --eval net --evalfile net.bin\n")
	side := fs.String("side", "south", "your side: south (moves first), north or random")
	movetime := fs.Int("movetime", 1000, "engine's time per move in milliseconds")
	depth := fs.Int("depth", 0, "engine's fixed search depth instead of a time (plies)")
	lvName := fs.String("level", "", "engine's level for people, by number or name: "+level.Names()+" (docs/levels.md; default: full strength)")
	threads := fs.Int("threads", 1, "engine's search threads")
	hash := fs.Int("hash", 64, hashHelp("engine's transposition table"))
	fen := fs.String("fen", "", "start from this BFEN instead of the start position")
	moves := fs.String("moves", "", "moves to play before the game starts, e.g. \"A7L a5R\"")
	save := fs.String("save", "", "append the game record to this file when the game ends or you quit")
	seed := fs.Uint64("seed", 0, "random seed for --side random (0: from the clock)")
	ef := addEvalFlags(fs)
	rf := addRulesFlags(fs)
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	p, err := startingPosition(&r, *fen, strings.Fields(*moves))
	if err != nil {
		return err
	}
	g := &playGame{e: e, game: engine.NewGame(&r, p)}
	switch strings.ToLower(*side) {
	case "south", "s":
		g.human = engine.South
	case "north", "n":
		g.human = engine.North
	case "random":
		s := *seed
		if s == 0 {
			s = uint64(time.Now().UnixNano())
		}
		g.human = engine.Side(rand.New(rand.NewPCG(s, 1)).IntN(2))
	default:
		return usagef("--side %q: want south, north or random", *side)
	}
	switch {
	case *depth < 0 || *depth > 100:
		return usagef("play: --depth %d: want 0..100 (0 = use --movetime)", *depth)
	case *movetime < 1 || *movetime > maxMoveTimeMs:
		return usagef("play: --movetime %d: want 1..%d milliseconds", *movetime, maxMoveTimeMs)
	case *threads < 1 || *threads > 256:
		return usagef("play: --threads %d: want 1..256", *threads)
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return usagef("play: --%v", err)
	}
	if *save != "" {
		// Found out now, not after the game.
		if err := atomicfile.CheckWritable(*save); err != nil {
			return fmt.Errorf("play: --save %s: cannot write the file: %w", *save, err)
		}
	}
	ev, err := ef.evaluator("play")
	if err != nil {
		return err
	}
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMiB = *threads, *hash
	opts.Eval = ev
	if *depth > 0 {
		g.limits.Depth = *depth
	} else {
		g.limits.MoveTime = time.Duration(*movetime) * time.Millisecond
	}
	g.level = level.Max()
	if *lvName != "" {
		if g.level, err = level.Parse(*lvName); err != nil {
			return usagef("play: --level: %v", err)
		}
		g.level.Limit(&opts, &g.limits)
		g.printf("Engine level: %s.\n", g.level)
	}
	g.searcher = search.New(opts)
	g.ctx = e.context()
	g.input = newLineReader(e.stdin)
	defer g.input.close()
	err = g.loop()
	if g.ctx.Err() != nil {
		g.printf("\nInterrupted.\n")
	}
	if *save != "" {
		if serr := g.saveRecord(*save); serr != nil {
			err = errors.Join(err, serr)
		} else {
			g.printf("Game saved to %s (%d moves).\n", *save, len(g.game.Moves()))
		}
	}
	return err
}

// lineReader reads input lines on its own goroutine, so that the game
// can wait for a line and for Ctrl-C at once.
type lineReader struct {
	lines chan string
	quit  chan struct{}
	err   error // the read error, valid once lines is closed
}

func newLineReader(r io.Reader) *lineReader {
	lr := &lineReader{lines: make(chan string), quit: make(chan struct{})}
	go func() {
		defer close(lr.lines)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			select {
			case lr.lines <- sc.Text():
			case <-lr.quit:
				return
			}
		}
		lr.err = sc.Err()
	}()
	return lr
}

// close lets the reading goroutine end at its next line.
func (lr *lineReader) close() { close(lr.quit) }

// readLine returns the next input line; ok is false at the end of the
// input (err says whether reading failed) or when Ctrl-C arrives.
func (g *playGame) readLine() (line string, ok bool, err error) {
	select {
	case l, ok := <-g.input.lines:
		if !ok {
			return "", false, g.input.err
		}
		return l, true, nil
	case <-g.ctx.Done():
		return "", false, nil
	}
}

func (g *playGame) printf(format string, args ...any) { fmt.Fprintf(g.e.stdout, format, args...) }

func (g *playGame) current() *engine.Position { return g.game.Current() }

func (g *playGame) showBoard() {
	p := g.current()
	g.printf("\n%s", protocol.Diagram(p))
	if moves := g.game.Moves(); len(moves) > 0 {
		g.printf("  last move: %v\n", moves[len(moves)-1])
	}
	stage := "mtaji"
	if p.Namua() {
		stage = "namua"
	}
	g.printf("  %s stage, %s to move (you play %s)\n", stage, p.Side.Name(), g.human.Name())
}

// loop plays until the game ends or the player quits.
func (g *playGame) loop() error {
	g.printf("Bao %s: you are %s. Type help for the commands.\n", g.game.Rules().Variant, g.human.Name())
	g.showBoard()
	for {
		if g.ctx.Err() != nil {
			return nil
		}
		p := g.current()
		if res, why := g.game.Rules().Outcome(p); res != engine.NoResult {
			g.printf("\nGame over: %s. %s\n", why, resultWords(res, g.human))
			return nil
		}
		if p.Side != g.human {
			if g.engineMove() {
				g.showBoard()
			}
			continue
		}
		g.printf("%s> ", p.Side.Name())
		text, ok, err := g.readLine()
		if !ok {
			if g.ctx.Err() == nil {
				g.printf("\n")
			}
			return err
		}
		line := strings.TrimSpace(text)
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch strings.ToLower(f[0]) {
		case "quit", "exit", "q":
			g.printf("Bye.\n")
			return nil
		case "help", "?":
			g.printf("Enter a move (A6L, a5R, A1L+), or: moves, hint, undo, board, save FILE, quit.\n")
		case "moves", "legal":
			var ml engine.MoveList
			g.game.Rules().Legal(p, &ml)
			var toks []string
			for _, m := range ml.Slice() {
				toks = append(toks, m.String())
			}
			g.printf("Legal moves (%d): %s\n", ml.N, strings.Join(toks, " "))
		case "board":
			g.showBoard()
		case "undo", "takeback":
			g.undo()
		case "hint":
			lim := search.Limits{MoveTime: 500 * time.Millisecond}
			res := g.searcher.SearchContext(g.ctx, g.game.Rules(), *p, g.game.History(), lim, nil)
			if g.ctx.Err() == nil {
				g.printf("Hint: %v (%s)\n", res.Best, score.Score(res.Score).Text())
			}
		case "save":
			if len(f) < 2 {
				g.printf("save: give a file name, e.g. save game.pgn\n")
				continue
			}
			if err := g.saveRecord(f[1]); err != nil {
				g.printf("save: %v\n", err)
			} else {
				g.printf("Saved to %s.\n", f[1])
			}
		default:
			m, err := g.game.Rules().ParseMove(p, f[0])
			if err != nil {
				g.printf("%v\nType moves for the list of legal moves.\n", err)
				continue
			}
			g.push(m, "")
			g.showBoard()
		}
	}
}

// push plays a legal move.
func (g *playGame) push(m engine.Move, comment string) {
	if err := g.game.Play(m); err != nil {
		g.printf("internal error: %v\n", err)
		return
	}
	g.comments = append(g.comments, comment)
}

// undo takes back the player's last move and the engine's replies to
// it. Before the player's first move there is nothing to take back: the
// engine's opening moves stay.
func (g *playGame) undo() {
	last := g.game.LastMoveBy(g.human)
	if last < 0 {
		g.printf("No move of yours to take back.\n")
		return
	}
	n := 0
	for len(g.game.Moves()) > last && g.game.Undo() {
		g.comments = g.comments[:len(g.comments)-1]
		n++
	}
	g.printf("Took back %d move(s).\n", n)
	g.showBoard()
}

// engineMove lets the engine play one move and reports whether it did:
// Ctrl-C during the search leaves the game as it was.
func (g *playGame) engineMove() bool {
	p := g.current()
	g.printf("Engine thinking...\n")
	start := time.Now()
	var lines level.Lines
	var progress func(search.Info)
	if !g.level.Full() {
		progress = lines.Add
	}
	res := g.searcher.SearchContext(g.ctx, g.game.Rules(), *p, g.game.History(), g.limits, progress)
	if g.ctx.Err() != nil {
		return false
	}
	if chosen, ok := lines.Choose(g.level, p); ok && !g.level.Full() {
		res.Best, res.Score = chosen.PV[0], chosen.Score
	}
	m := res.Best
	if _, err := g.game.Rules().Play(p, m); err != nil {
		var ml engine.MoveList
		g.game.Rules().Legal(p, &ml)
		m = ml.Moves[0]
	}
	el := time.Since(start)
	g.printf("Engine plays %v (engine's view: %s, depth %d, %.1fs)\n", m, score.Score(res.Score).Text(), res.Depth, el.Seconds())
	g.push(m, fmt.Sprintf("%s/%d %.2fs", score.Score(res.Score).Comment(), res.Depth, el.Seconds()))
	return true
}

// saveRecord appends the game so far as a record to the file at path.
func (g *playGame) saveRecord(path string) error {
	rec := record.FromGame(g.game, g.comments)
	rec.SetTag("Event", "bao play")
	rec.SetTag("Date", time.Now().Format("2006.01.02"))
	player, engineName := "human", "Bao "+versionString()
	if g.human == engine.South {
		rec.SetTag("South", player)
		rec.SetTag("North", engineName)
	} else {
		rec.SetTag("South", engineName)
		rec.SetTag("North", player)
	}
	// Appended: the records already in the file are kept.
	if err := record.Append(path, rec, g.e.stderr); err != nil {
		return fmt.Errorf("save record: %w", err)
	}
	return nil
}

func resultWords(res engine.Result, human engine.Side) string {
	if res == engine.Winner(human) {
		return "You win!"
	}
	return "The engine wins."
}
