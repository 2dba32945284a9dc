package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/search"
)

// Config is the setup of a game against the engine.
type Config struct {
	Human     engine.Side      // the player's side
	Searcher  *search.Searcher // the engine
	Limits    search.Limits    // the engine's limits per move (already those of Level)
	Level     level.Level      // the engine's level for people; level.Max(): full strength
	LevelSeed uint64           // the game's seed of the level's choices (level.Seed); the record's LevelSeed tag
	Engine    string           // the engine's name in the record's tags, e.g. "Bao v0.1.0"
	Save      string           // append the game's record to this file at the end ("": none)
}

// session is a game in progress: the game so far, the comments of its
// moves for the record, and where it reads and writes.
type session struct {
	cfg      Config
	game     *engine.Game
	comments []string // comments[i] is the record's comment of move i
	input    *lineReader
	out      io.Writer
	warn     io.Writer
	ctx      context.Context   // done: stops the engine, saves and leaves
	saved    map[string]string // absolute path -> the moves last saved there (movesText)
}

// Run plays game against the engine: it reads the player's moves and
// commands line by line from in and writes the board, the engine's moves
// and the answers to out, until the game ends, the player quits, the
// input ends or ctx is done (then it writes "Interrupted."). With
// cfg.Save it then appends the game's record to that file, whatever
// ended the game; warnings about that file go to warn. It returns the
// error of reading the input or of saving.
func Run(ctx context.Context, in io.Reader, out, warn io.Writer, game *engine.Game, cfg Config) error {
	s := &session{cfg: cfg, game: game, input: newLineReader(in), out: out, warn: warn, ctx: ctx}
	defer s.input.close()
	err := s.loop()
	if ctx.Err() != nil {
		s.printf("\nInterrupted.\n")
	}
	if cfg.Save != "" {
		switch outcome, serr := s.save(cfg.Save); {
		case serr != nil:
			err = errors.Join(err, serr)
		case outcome == nothingToSave:
			s.printf("No move was played: nothing saved to %s.\n", cfg.Save)
		case outcome == savedAlready:
			s.printf("The game was already saved to %s as it stands (%d moves).\n", cfg.Save, len(game.Moves()))
		default:
			s.printf("Game saved to %s (%d moves).\n", cfg.Save, len(game.Moves()))
		}
	}
	return err
}

func (s *session) printf(format string, args ...any) { fmt.Fprintf(s.out, format, args...) }

func (s *session) showBoard() {
	p := s.game.Current()
	s.printf("\n%s", engine.Diagram(p))
	if moves := s.game.Moves(); len(moves) > 0 {
		s.printf("  last move: %v\n", moves[len(moves)-1])
	}
	stage := "mtaji"
	if p.Namua() {
		stage = "namua"
	}
	s.printf("  %s stage, %s to move (you play %s)\n", stage, p.Side.Name(), s.cfg.Human.Name())
}

// loop plays until the game ends or the player quits.
func (s *session) loop() error {
	s.printf("Bao %s: you are %s. Type help for the commands.\n", s.game.Rules().Variant, s.cfg.Human.Name())
	s.showBoard()
	for {
		if s.ctx.Err() != nil {
			return nil
		}
		p := s.game.Current()
		if res, why := s.game.Rules().Outcome(p); res != engine.NoResult {
			s.printf("\nGame over: %s. %s\n", why, resultWords(res, s.cfg.Human))
			return nil
		}
		if p.Side != s.cfg.Human {
			if s.engineMove() {
				s.showBoard()
			}
			continue
		}
		s.printf("%s> ", p.Side.Name())
		text, ok, err := s.input.readLine(s.ctx)
		if !ok {
			if s.ctx.Err() == nil {
				s.printf("\n")
			}
			return err
		}
		if err != nil {
			s.printf("%v\n", err)
			continue
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if quit := s.command(p, text); quit {
			return nil
		}
	}
}

// command carries out one line of the player's, text (not blank), at
// position p, and reports whether the player quits.
func (s *session) command(p *engine.Position, text string) (quit bool) {
	f := strings.Fields(text)
	switch strings.ToLower(f[0]) {
	case "quit", "exit", "q":
		s.printf("Bye.\n")
		return true
	case "help", "?":
		s.printf("Enter a move (A6L, a5R, A1L+), or: moves, hint, undo, board, save FILE, quit.\n")
	case "moves", "legal":
		var ml engine.MoveList
		s.game.Rules().Legal(p, &ml)
		var toks []string
		for _, m := range ml.Slice() {
			toks = append(toks, m.String())
		}
		s.printf("Legal moves (%d): %s\n", ml.N, strings.Join(toks, " "))
	case "board":
		s.showBoard()
	case "undo", "takeback":
		s.undo()
	case "hint":
		lim := search.Limits{MoveTime: 500 * time.Millisecond}
		res := s.cfg.Searcher.SearchContext(s.ctx, s.game.Rules(), *p, s.game.History(), lim, nil)
		if s.ctx.Err() == nil {
			s.printf("Hint: %v (%s)\n", res.Best, res.Score.Text())
		}
	case "save":
		// The file name is the rest of the line, spaces and all.
		name := strings.TrimSpace(strings.TrimSpace(text)[len(f[0]):])
		if name == "" {
			s.printf("save: give a file name, e.g. save game.pgn\n")
			return false
		}
		switch outcome, err := s.save(name); {
		case err != nil:
			s.printf("save: %v\n", err)
		case outcome == nothingToSave:
			s.printf("save: no move has been played yet: nothing to save\n")
		case outcome == savedAlready:
			s.printf("Already saved to %s as it stands.\n", name)
		default:
			s.printf("Saved to %s.\n", name)
		}
	default:
		m, err := s.game.Rules().ParseMove(p, f[0])
		if err != nil {
			s.printf("%v\nType moves for the list of legal moves.\n", err)
			return false
		}
		s.push(m, "")
		s.showBoard()
	}
	return false
}

// push plays a legal move.
func (s *session) push(m engine.Move, comment string) {
	if err := s.game.Play(m); err != nil {
		s.printf("internal error: %v\n", err)
		return
	}
	s.comments = append(s.comments, comment)
}

// undo takes back the player's last move and the engine's replies to
// it. Before the player's first move there is nothing to take back: the
// engine's opening moves stay.
func (s *session) undo() {
	last := s.game.LastMoveBy(s.cfg.Human)
	if last < 0 {
		s.printf("No move of yours to take back.\n")
		return
	}
	n := 0
	for len(s.game.Moves()) > last && s.game.Undo() {
		s.comments = s.comments[:len(s.comments)-1]
		n++
	}
	s.printf("Took back %d move(s).\n", n)
	s.showBoard()
}

// engineMove lets the engine play one move and reports whether it did:
// a cancelled context during the search leaves the game as it was.
func (s *session) engineMove() bool {
	p := s.game.Current()
	s.printf("Engine thinking...\n")
	start := time.Now()
	var lines level.Lines
	var progress func(search.Info)
	if !s.cfg.Level.Full() {
		progress = lines.Add
	}
	res := s.cfg.Searcher.SearchContext(s.ctx, s.game.Rules(), *p, s.game.History(), s.cfg.Limits, progress)
	if s.ctx.Err() != nil {
		return false
	}
	if chosen, ok := lines.Choose(s.cfg.Level, p, s.cfg.LevelSeed); ok && !s.cfg.Level.Full() {
		res.Best, res.Score = chosen.PV[0], chosen.Score
		res.Depth, res.Bound = chosen.Depth, search.Exact
	}
	m := res.Best
	if _, err := s.game.Rules().Play(p, m); err != nil {
		var ml engine.MoveList
		s.game.Rules().Legal(p, &ml)
		m = ml.Moves[0]
	}
	el := time.Since(start)
	// The move may come from an iteration cut short: its score is then a
	// bound at that iteration's depth.
	s.printf("Engine plays %v (engine's view: %s%s, depth %d, %.1fs)\n", m, res.Bound.Mark(), res.Score.Text(), res.ScoreDepth(), el.Seconds())
	s.push(m, fmt.Sprintf("%s/%d %.2fs", res.Score.Comment(), res.Depth, el.Seconds()))
	return true
}

// resultWords says the end of a finished game to the player.
func resultWords(res engine.Result, human engine.Side) string {
	if res == engine.Winner(human) {
		return "You win!"
	}
	return "The engine wins."
}
