package protocol

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// cmdQuery answers the UGI queries. Every query gets exactly one response
// line, so that a runner waiting for it never hangs: without a valid
// position (after a position the engine could not accept) the error is
// followed by "response true" to gameover and to p1turn and "response
// none" to result, so that the runner ends the game; a malformed or
// unknown query gets its error and "response none".
func (s *Session) cmdQuery(args []string) {
	if len(args) != 1 {
		s.errorf("query: want p1turn, gameover or result")
		s.out.line("response none")
		return
	}
	switch args[0] {
	case "p1turn", "gameover", "result":
	default:
		s.errorf("query: unknown query %q (want p1turn, gameover or result)", args[0])
		s.out.line("response none")
		return
	}
	if !s.valid {
		s.errorf("query %s: no valid position", args[0])
		if args[0] == "result" {
			s.out.line("response none")
		} else {
			s.out.line("response true")
		}
		return
	}
	res, _ := s.rules.Outcome(&s.pos)
	switch args[0] {
	case "p1turn":
		s.out.line("response " + strconv.FormatBool(s.pos.Side == engine.South))
	case "gameover":
		s.out.line("response " + strconv.FormatBool(res != engine.NoResult))
	case "result":
		s.out.line("response " + res.String())
	}
}

// needPosition reports an error and false when there is no valid position.
func (s *Session) needPosition(cmd string) bool {
	if !s.valid {
		s.errorf("%s: no valid position", cmd)
	}
	return s.valid
}

func (s *Session) cmdDisplay() {
	if !s.needPosition("d") {
		return
	}
	for _, l := range strings.Split(strings.TrimRight(engine.Diagram(&s.pos), "\n"), "\n") {
		s.out.line(l)
	}
	res, why := s.rules.Outcome(&s.pos)
	s.out.line("Fen: " + s.pos.String())
	s.out.line(fmt.Sprintf("Key: %016X", s.pos.Key))
	stage := "mtaji"
	if s.pos.Namua() {
		stage = "namua"
	}
	houses := strings.Fields(s.pos.String())[3]
	line := fmt.Sprintf("Variant: %v Stage: %s Side: %v Houses: %s Takasia: %v Result: %v",
		s.rules.Variant, stage, s.pos.Side, houses, s.pos.Blocked, res)
	if why != "" {
		line += " (" + why + ")"
	}
	s.out.line(line)
	s.out.line(s.rulesLine())
	s.out.line(s.levelLine())
}

// rulesLine is d's report of the rules the position was set up under
// (the variant's defaults and the Rule_ options at its "position"): every
// rule option of rules.md section 9 with its value, so that a GUI or a
// test can see what a search of this position plays by.
func (s *Session) rulesLine() string {
	var b strings.Builder
	b.WriteString("Rules:")
	for _, ro := range engine.RuleOptions {
		v, err := s.rules.Get(ro.Name)
		if err != nil {
			v = "?"
		}
		b.WriteString(" " + ro.Name + "=" + v)
	}
	return b.String()
}

// levelLine is d's report of the strength the next search plays at: the
// level the options UCI_LimitStrength, UCI_Elo and Skill Level choose
// (its number and name; 11 Full is full strength) and Level Seed.
func (s *Session) levelLine() string {
	return fmt.Sprintf("Level: %s Seed: %d", s.strength.level(), s.strength.seed)
}

func (s *Session) cmdLegal() {
	if !s.needPosition("legal") {
		return
	}
	var ml engine.MoveList
	s.rules.Legal(&s.pos, &ml)
	var b strings.Builder
	fmt.Fprintf(&b, "legal %d", ml.N)
	for _, m := range ml.Slice() {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	s.out.line(b.String())
}

func (s *Session) cmdPerft(args []string) {
	d, ok := s.perftDepth(args)
	if !ok {
		return
	}
	divide := len(args) > 1 && args[1] == "divide"
	s.runPerft(d, divide)
}

// perftDepth reads the depth of perft and go perft, the first of args,
// and answers an error when it is missing or outside 0..30.
func (s *Session) perftDepth(args []string) (int, bool) {
	if len(args) == 0 {
		s.errorf("perft: want a depth")
		return 0, false
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 0 || d > 30 {
		s.errorf("perft: depth %q: want 0..30", args[0])
		return 0, false
	}
	return d, true
}

// runPerft counts the move tree of the position to depth (with divide:
// one line per root move), as long work (longwork.go). A stopped count says
// so and prints no total.
func (s *Session) runPerft(depth int, divide bool) {
	if !s.needPosition("perft") {
		return
	}
	rules, pos := s.rules, s.pos
	s.startWork(func(ctx context.Context) {
		start := time.Now()
		total := uint64(1)
		if depth > 0 {
			entries, err := rules.DivideContext(ctx, &pos, depth)
			total = 0
			for _, e := range entries {
				total += e.Nodes
				if divide {
					s.out.line(fmt.Sprintf("%v: %d", e.Move, e.Nodes))
				}
			}
			if err != nil {
				s.lastLine("info string perft stopped: the count is incomplete")
				return
			}
		}
		el := time.Since(start)
		nps := uint64(float64(total) / max(el.Seconds(), 1e-6))
		s.out.line("")
		s.out.line(fmt.Sprintf("Nodes searched: %d", total))
		s.lastLine(fmt.Sprintf("%d nodes %d nps", total, nps))
	})
}

func (s *Session) cmdEval() {
	if !s.needPosition("eval") {
		return
	}
	s.out.line(fmt.Sprintf("%-12s %8s %8s", "Term", "South", "North"))
	for _, t := range eval.Trace(&s.rules, &s.pos) {
		s.out.line(fmt.Sprintf("%-12s %8.2f %8.2f", t.Name, float64(t.South)/100, float64(t.North)/100))
	}
	v := eval.Evaluate(&s.rules, &s.pos)
	s.out.line(fmt.Sprintf("Final evaluation: %d (side to move)", v))
	s.out.line(s.evalNetLine())
}

func (s *Session) cmdFlip() {
	if !s.needPosition("flip") {
		return
	}
	s.pos = s.pos.Flip()
	s.history = s.history[:0]
}

func (s *Session) cmdHelp() {
	for _, l := range helpText {
		s.out.line("info string " + l)
	}
}

var helpText = []string{
	"Bao engine protocol (UCI/UGI dialect); see protocol.md",
	"uci | ugi                      handshake: id, options, uciok/ugiok",
	"isready                        readyok (at once, also while searching)",
	"setoption name N [value V]     e.g. setoption name Hash value 64",
	"ucinewgame | uginewgame        clear the hash and the game",
	"position startpos|fen BFEN [moves A7L a5R ...]",
	"go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS] [p1time p2time p1inc p2inc] [movestogo N] [mate N] [infinite] [ponder] [searchmoves M...] [perft N]",
	"stop | ponderhit | quit        stop and ponderhit also reach every go still queued",
	"query p1turn|gameover|result   UGI queries: always exactly one response line",
	"d                              board, BFEN, key, stage, result",
	"legal                          legal moves in fixed order",
	"perft N [divide]               move-tree count; runs like a search (stop ends it)",
	"bench [depth]                  fixed-depth searches, node signature; stop ends it",
	"eval                           static evaluation by term",
	"flip                           swap the sides",
}

func (s *Session) cmdBench(args []string) {
	depth := 0
	if len(args) > 0 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 64 {
			s.errorf("bench: depth %q: want 1..64", args[0])
			return
		}
		depth = d
	}
	s.runBench(depth)
}
