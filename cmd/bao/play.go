package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// playGame is a game in progress in the terminal: the positions so far,
// the moves, the record and the engine.
type playGame struct {
	e         *env
	rules     engine.Rules
	start     engine.Position
	positions []engine.Position // positions[i] is before moves[i]
	moves     []engine.Move
	comments  []string
	human     engine.Side
	searcher  *search.Searcher
	limits    search.Limits
	in        *bufio.Scanner
}

func runPlay(e *env) error {
	fs := newFlags(e, "play",
		"Play a game against the engine in the terminal. The board is shown after every\n"+
			"move; type a move token (A6L, a5R, A1L+ for safari) or a command:\n"+
			"  moves    list your legal moves        hint     ask the engine for a move\n"+
			"  undo     take back your last move     save F   write the game record to F\n"+
			"  board    show the board again         quit     leave (the record is kept with --save)",
		"  bao play\n  bao play --side north --movetime 2000\n  bao play --variant kujifunza --depth 6 --save game.pgn\n")
	side := fs.String("side", "south", "your side: south (moves first), north or random")
	movetime := fs.Int("movetime", 1000, "engine's time per move in milliseconds")
	depth := fs.Int("depth", 0, "engine's fixed search depth instead of a time (plies)")
	threads := fs.Int("threads", 1, "engine's search threads")
	hash := fs.Int("hash", 64, hashHelp("engine's transposition table"))
	fen := fs.String("fen", "", "start from this BFEN instead of the start position")
	moves := fs.String("moves", "", "moves to play before the game starts, e.g. \"A7L a5R\"")
	save := fs.String("save", "", "write the game record to this file when the game ends or you quit")
	seed := fs.Uint64("seed", 0, "random seed for --side random (0: from the clock)")
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
	g := &playGame{e: e, rules: r, start: p, positions: []engine.Position{p}, in: bufio.NewScanner(e.stdin)}
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
	if *depth < 0 || *depth > 100 || *movetime < 1 || *threads < 1 {
		return usagef("play: --depth 0..100, --movetime and --threads at least 1")
	}
	if err := search.CheckHashMiB(*hash); err != nil {
		return usagef("play: --%v", err)
	}
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMiB = *threads, *hash
	g.searcher = search.New(opts)
	if *depth > 0 {
		g.limits.Depth = *depth
	} else {
		g.limits.MoveTime = time.Duration(*movetime) * time.Millisecond
	}
	err = g.loop()
	if *save != "" {
		if serr := g.saveRecord(*save); serr != nil && err == nil {
			err = serr
		}
	}
	return err
}

func (g *playGame) printf(format string, args ...any) { fmt.Fprintf(g.e.stdout, format, args...) }

func (g *playGame) current() *engine.Position { return &g.positions[len(g.positions)-1] }

func (g *playGame) showBoard() {
	p := g.current()
	g.printf("\n%s", protocol.Diagram(p))
	if len(g.moves) > 0 {
		g.printf("  last move: %v\n", g.moves[len(g.moves)-1])
	}
	stage := "mtaji"
	if p.Namua() {
		stage = "namua"
	}
	g.printf("  %s stage, %s to move (you play %s)\n", stage, p.Side.Name(), g.human.Name())
}

// loop plays until the game ends or the player quits.
func (g *playGame) loop() error {
	g.printf("Bao %s: you are %s. Type help for the commands.\n", g.rules.Variant, g.human.Name())
	g.showBoard()
	for {
		p := g.current()
		if res, why := g.rules.Outcome(p); res != engine.NoResult {
			g.printf("\nGame over: %s. %s\n", why, resultWords(res, g.human))
			return nil
		}
		if p.Side != g.human {
			g.engineMove()
			g.showBoard()
			continue
		}
		g.printf("%s> ", p.Side.Name())
		if !g.in.Scan() {
			g.printf("\n")
			return g.in.Err()
		}
		line := strings.TrimSpace(g.in.Text())
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
			g.rules.Legal(p, &ml)
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
			res := g.searcher.Search(&g.rules, *p, g.keys(), lim, nil)
			g.printf("Hint: %v (%s)\n", res.Best, scoreWords(res.Score))
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
			m, err := g.rules.ParseMove(p, f[0])
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
	q, err := g.rules.Play(g.current(), m)
	if err != nil {
		g.printf("internal error: %v\n", err)
		return
	}
	g.moves = append(g.moves, m)
	g.comments = append(g.comments, comment)
	g.positions = append(g.positions, q)
}

// undo takes back the engine's reply and the player's last move.
func (g *playGame) undo() {
	n := 0
	for len(g.moves) > 0 {
		g.moves = g.moves[:len(g.moves)-1]
		g.comments = g.comments[:len(g.comments)-1]
		g.positions = g.positions[:len(g.positions)-1]
		n++
		if g.current().Side == g.human {
			break
		}
	}
	if n == 0 {
		g.printf("Nothing to take back.\n")
		return
	}
	g.printf("Took back %d move(s).\n", n)
	g.showBoard()
}

func (g *playGame) keys() []uint64 {
	k := make([]uint64, 0, len(g.positions))
	for _, p := range g.positions[:len(g.positions)-1] {
		k = append(k, p.Key)
	}
	return k
}

// engineMove lets the engine play one move.
func (g *playGame) engineMove() {
	p := g.current()
	g.printf("Engine thinking...\n")
	start := time.Now()
	res := g.searcher.Search(&g.rules, *p, g.keys(), g.limits, nil)
	m := res.Best
	if _, err := g.rules.Play(p, m); err != nil {
		var ml engine.MoveList
		g.rules.Legal(p, &ml)
		m = ml.Moves[0]
	}
	el := time.Since(start)
	g.printf("Engine plays %v (engine's view: %s, depth %d, %.1fs)\n", m, scoreWords(res.Score), res.Depth, el.Seconds())
	g.push(m, fmt.Sprintf("%s/%d %.2fs", recordScore(res.Score), res.Depth, el.Seconds()))
}

// saveRecord writes the game so far as a record.
func (g *playGame) saveRecord(path string) error {
	rec := record.NewGame(&g.rules, &g.start)
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
	for i, m := range g.moves {
		rec.Add(m, g.comments[i])
	}
	if res, why := g.rules.Outcome(g.current()); res != engine.NoResult {
		rec.Result, rec.Termination = res, why
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("save record: %w", err)
	}
	if err := record.Write(f, rec); err != nil {
		f.Close()
		return fmt.Errorf("save record %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("save record %s: %w", path, err)
	}
	return nil
}

// scoreWords describes a score for people.
func scoreWords(score int) string {
	if search.IsWin(score) {
		n := search.PliesToWin(score)
		if n > 0 {
			return fmt.Sprintf("wins in %d plies", n)
		}
		return fmt.Sprintf("loses in %d plies", -n)
	}
	return fmt.Sprintf("%+.2f seeds", float64(score)/100)
}

// recordScore is the score in a record comment: +0.12 or #7 / #-6.
func recordScore(score int) string {
	if search.IsWin(score) {
		return fmt.Sprintf("#%d", search.PliesToWin(score))
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

func resultWords(res engine.Result, human engine.Side) string {
	if res == engine.Winner(human) {
		return "You win!"
	}
	return "The engine wins."
}
