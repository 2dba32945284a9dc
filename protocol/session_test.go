package protocol

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// checkPVs replays every pv of the info lines from root.
func checkPVs(t *testing.T, r engine.Rules, root engine.Position, lines []string) int {
	t.Helper()
	n := 0
	for _, l := range lines {
		if !strings.HasPrefix(l, "info ") {
			continue
		}
		f := strings.Fields(l)
		for i, w := range f {
			if w != "pv" {
				continue
			}
			p := root
			for _, tok := range f[i+1:] {
				m, err := r.ParseMove(&p, tok)
				if err != nil {
					t.Fatalf("pv move %s not legal in %s: %v\n%s", tok, &p, err, l)
				}
				p, _ = r.Play(&p, m)
			}
			n++
		}
	}
	return n
}

func TestHandshakes(t *testing.T) {
	for _, word := range []string{"uci", "ugi"} {
		h := startSession(t)
		h.send(word)
		got := h.until(word+"ok", 10*time.Second)
		if got[0] != "id name Bao test" || got[1] != "id author the Bao authors" {
			t.Fatalf("%s: %q", word, got[:2])
		}
		for _, want := range []string{
			fmt.Sprintf("option name Hash type spin default 16 min 1 max %d", search.MaxHashMiB()),
			"option name Threads type spin default 1 min 1 max 256",
			"option name MultiPV type spin default 1 min 1 max 64",
			"option name Ponder type check default false",
			"option name MoveOverhead type spin default 50 min 0 max 5000",
			"option name UCI_Variant type combo default kiswahili var kiswahili var kete var kujifunza",
			"option name UCI_AnalyseMode type check default false",
			"option name UCI_ShowWDL type check default false",
			"option name ClearHash type button",
			"option name Rule_takasiaMustCapture type combo default variant var variant var false var true",
			"option name Rule_infiniteMoveLapLimit type spin default 100000 min 1 max 1073741824",
			"option name SearchAlgorithm type combo default pvs var pvs var mtdf",
		} {
			if !hasPrefix(got, want) {
				t.Errorf("%s: missing %q", word, want)
			}
		}
		for _, o := range engine.RuleOptions {
			if !hasPrefix(got, "option name Rule_"+o.Name+" ") {
				t.Errorf("no option for rule option %s", o.Name)
			}
		}
	}
}

// TestIsReadyDuringInfiniteSearch: isready is answered while the search
// runs. An infinite search never ends by itself, so a readyok that comes
// before any bestmove was answered at once; the test needs no clock.
func TestIsReadyDuringInfiniteSearch(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go infinite")
	for i := 0; i < 3; i++ {
		h.send("isready")
		got := h.until("readyok", 10*time.Second)
		if hasPrefix(got, "bestmove") {
			t.Fatal("isready ended the search, or waited for it")
		}
	}
	h.send("stop")
	got := h.until("bestmove", 10*time.Second)
	checkPVs(t, engine.DefaultRules(engine.Kiswahili), engine.StartPosition(engine.Kiswahili), got)
	// Exactly one bestmove: nothing more arrives.
	h.send("isready")
	rest := h.until("readyok", 10*time.Second)
	if count(rest, "bestmove") != 0 {
		t.Fatalf("second bestmove: %q", rest)
	}
}

func TestStopGivesOneBestmoveWithFinalInfo(t *testing.T) {
	h := startSession(t)
	h.send("position startpos moves A7L a5R", "go infinite")
	time.Sleep(100 * time.Millisecond)
	h.send("stop", "stop")
	got := h.until("bestmove", 10*time.Second)
	if f := strings.Fields(got[len(got)-1]); len(f) != 2 {
		t.Fatalf("bestmove line %q", got[len(got)-1])
	}
	final := got[len(got)-2]
	for _, w := range []string{"info depth", " score ", " nodes ", " nps ", " time ", " pv "} {
		if !strings.Contains(final, w) {
			t.Errorf("final info %q lacks %q", final, w)
		}
	}
	rest := h.sync()
	if count(rest, "bestmove") != 0 {
		t.Fatalf("extra bestmove after stop: %q", rest)
	}
	r := engine.DefaultRules(engine.Kiswahili)
	root := engine.StartPosition(engine.Kiswahili)
	root, _ = r.Play(&root, mustParse(t, r, root, "A7L"))
	root, _ = r.Play(&root, mustParse(t, r, root, "a5R"))
	if checkPVs(t, r, root, got) == 0 {
		t.Fatal("no pv printed")
	}
}

func mustParse(t *testing.T, r engine.Rules, p engine.Position, tok string) engine.Move {
	t.Helper()
	m, err := r.ParseMove(&p, tok)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCommandsQueuedDuringSearchRunInOrder(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go infinite")
	time.Sleep(30 * time.Millisecond)
	h.send("position startpos moves A6L", "legal", "query p1turn", "stop")
	got := h.until("response", 10*time.Second)
	bm, legal, resp := -1, -1, -1
	for i, l := range got {
		switch {
		case strings.HasPrefix(l, "bestmove"):
			bm = i
		case strings.HasPrefix(l, "legal "):
			legal = i
		case strings.HasPrefix(l, "response"):
			resp = i
		}
	}
	if !(bm >= 0 && bm < legal && legal < resp) {
		t.Fatalf("order: bestmove %d legal %d response %d\n%s", bm, legal, resp, strings.Join(got, "\n"))
	}
	// legal ran on the position set after the search: North to move.
	if !strings.HasPrefix(got[legal], "legal ") || !strings.Contains(got[legal], "a") || got[resp] != "response false" {
		t.Fatalf("queued commands saw the wrong position: %q %q", got[legal], got[resp])
	}
}

// TestGoLimits: every limit ends the search by itself. The time limits
// get a margin of seconds, which holds under -race on a loaded machine:
// the test catches a limit that is ignored, not a slow machine.
func TestGoLimits(t *testing.T) {
	cases := []struct {
		name, cmd string
		maxTime   time.Duration
	}{
		{"depth", "go depth 3", 20 * time.Second},
		{"nodes", "go nodes 2000", 20 * time.Second},
		{"movetime", "go movetime 200", 5 * time.Second},
		{"uci clocks", "go wtime 1000 btime 1000 winc 10 binc 10", 5 * time.Second},
		{"ugi clocks", "go p1time 1000 p2time 1000 p1inc 10 p2inc 10", 5 * time.Second},
		{"movestogo", "go wtime 2000 btime 2000 movestogo 20", 5 * time.Second},
		{"mate", "go mate 2 movetime 300", 8 * time.Second},
		{"searchmoves", "go depth 3 searchmoves A6L", 20 * time.Second},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := startSession(t)
			h.send("position startpos", c.cmd)
			start := time.Now()
			got := h.until("bestmove", c.maxTime)
			if el := time.Since(start); el > c.maxTime {
				t.Fatalf("took %v", el)
			}
			if hasPrefix(got, "info string warning") || hasPrefix(got, "info string error") {
				t.Fatalf("complaint: %q", got)
			}
			checkPVs(t, engine.DefaultRules(engine.Kiswahili), engine.StartPosition(engine.Kiswahili), got)
			if c.name == "searchmoves" && got[len(got)-1] != "bestmove A6L" {
				t.Fatalf("searchmoves: %q", got[len(got)-1])
			}
			if c.name == "depth" && !hasPrefix(got, "info depth 3") {
				t.Fatalf("no depth 3 line: %q", got)
			}
		})
	}
}

func TestGoMalformedValues(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "go depth movetime 100")
	got := h.until("bestmove", 10*time.Second)
	if !hasPrefix(got, "info string warning: go: depth \"movetime\" is not a number") {
		t.Fatalf("no warning: %q", got)
	}
	h.send("go depth x movetime 100")
	got = h.until("bestmove", 10*time.Second)
	if !hasPrefix(got, "info string warning: go: depth \"x\" is not a number") {
		t.Fatalf("no warning: %q", got)
	}
	// A go left with no limit by its bad values searched until stop
	// (go depth abc); it is an error now, answered at once, no search.
	for _, args := range []string{"wtime", "depth abc"} {
		h.send("go " + args)
		got = h.until("bestmove", 10*time.Second)
		if !hasPrefix(got, "info string warning: go: ") {
			t.Fatalf("go %s: no warning: %q", args, got)
		}
		if !hasPrefix(got, "info string error: go: no limit left once the bad values are ignored: nothing searched") ||
			got[len(got)-1] != "bestmove 0000" || hasPrefix(got, "info depth") {
			t.Fatalf("go %s: want an error and bestmove 0000 without a search: %q", args, got)
		}
		if l := lineWith(h.sync(), "info"); l != "" {
			t.Fatalf("go %s: a search ran: %q", args, l)
		}
	}
	// With a limit left, no such warning.
	h.send("go nodes abc depth 2")
	got = h.until("bestmove", 10*time.Second)
	if hasPrefix(got, "info string warning: go: no limit left") {
		t.Fatalf("a limit is left, yet: %q", got)
	}
}

func TestGoInFinishedPosition(t *testing.T) {
	h := startSession(t)
	// North's front row is empty: the game is over.
	h.send("position fen 0,0,0,0,0,0,0,58/0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,3/0,0,0,0,0,0,0,0 0,0 N - -", "go depth 5")
	got := h.until("bestmove", 10*time.Second)
	if got[len(got)-2] != "info depth 0 score mate 0" || got[len(got)-1] != "bestmove 0000" {
		t.Fatalf("%q", got)
	}
	h.send("query gameover", "query result")
	if got := h.until("response", 10*time.Second); got[len(got)-1] != "response true" {
		t.Fatalf("%q", got)
	}
	if got := h.until("response", 10*time.Second); got[len(got)-1] != "response p1win" {
		t.Fatalf("%q", got)
	}
}

func TestBadInput(t *testing.T) {
	h := startSession(t)
	cases := []struct{ send, want string }{
		{"position fen 1,2,3 22,22 S SN -", "info string error: position: bfen"},
		{"position startpos moves A6L a9L", "info string error: position: move 2"},
		{"position startpos moves A5L", "info string error: position: move 1: move \"A5L\": not legal"},
		{"frobnicate", "info string warning: unknown command \"frobnicate\""},
		{"setoption name NoSuchThing value 3", "info string error: setoption: unknown option"},
		{"setoption name Hash value lots", "info string error: setoption: option Hash: value \"lots\""},
		{"setoption name Hash value 0", "info string error: setoption: option Hash: value 0: out of range"},
		{"setoption name UCI_Variant value chess", "info string error: setoption: option UCI_Variant"},
		{"setoption name Rule_takasia value maybe", "info string error: setoption: option Rule_takasia"},
		{"setoption Hash 3", "info string error: setoption"},
		{"position", "info string error: position"},
		{"query", "info string error: query"},
	}
	for _, c := range cases {
		h.send(c.send)
		got := h.sync()
		if !hasPrefix(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.send, got, c.want)
		}
	}
	// After an invalid position there is none: go refuses.
	h.send("position fen garbage", "go depth 2")
	got := h.until("bestmove", 10*time.Second)
	if !hasPrefix(got, "info string error: no valid position") || got[len(got)-1] != "bestmove 0000" {
		t.Fatalf("%q", got)
	}
	// The session goes on.
	h.send("position startpos", "legal")
	if got := h.until("legal", 10*time.Second); got[len(got)-1] != "legal 4 A6L A6R A7L A7R" {
		t.Fatalf("%q", got)
	}
}

func TestLineEndsAndSpaces(t *testing.T) {
	h := startSession(t)
	h.send("  position   startpos   moves  A7L\r", "\tlegal \r", "", "   ")
	got := h.until("legal", 10*time.Second)
	if got[len(got)-1] != "legal 2 a5L a5R" {
		t.Fatalf("%q", got)
	}
	h.send("setoption name Hash value 8\r")
	if got := h.sync(); len(got) != 0 {
		t.Fatalf("%q", got)
	}
}

func TestQuery(t *testing.T) {
	h := startSession(t)
	h.send("query p1turn", "query gameover", "query result", "position startpos moves A6L", "query p1turn")
	for _, want := range []string{"response true", "response false", "response none", "response false"} {
		if got := h.until("response", 10*time.Second); got[len(got)-1] != want {
			t.Fatalf("got %q, want %q", got[len(got)-1], want)
		}
	}
	h.send("query colour")
	if got := h.sync(); !hasPrefix(got, "info string error: query: unknown query") {
		t.Fatalf("%q", got)
	}
}

func TestQuitAndEOFDuringSearch(t *testing.T) {
	for _, how := range []string{"quit", "eof"} {
		h := startSession(t)
		h.send("position startpos", "go infinite")
		time.Sleep(50 * time.Millisecond)
		start := time.Now()
		if how == "quit" {
			h.send("quit")
		} else {
			h.in.Close()
		}
		// Promptly: the search checks its stop flag every 1024 nodes; the
		// margin is for -race on a loaded machine.
		select {
		case err := <-h.done:
			if err != nil {
				t.Fatalf("%s: %v", how, err)
			}
			h.done <- nil // for the cleanup
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: session still running", how)
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Fatalf("%s took %v", how, el)
		}
	}
}

func TestToolCommands(t *testing.T) {
	h := startSession(t)
	h.send("position startpos", "d")
	got := h.until("Variant:", 10*time.Second)
	if !hasPrefix(got, "Fen: 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0") ||
		!hasPrefix(got, "Key: ") || got[len(got)-1] != "Variant: kiswahili Stage: namua Side: S Houses: SN Takasia: - Result: none" {
		t.Fatalf("d: %q", got)
	}
	h.send("perft 3 divide")
	got = h.until("38 nodes", 10*time.Second)
	if !hasPrefix(got, "A6L: ") || !hasPrefix(got, "Nodes searched: 38") {
		t.Fatalf("perft: %q", got)
	}
	h.send("go perft 4")
	if got := h.until("124 nodes", 10*time.Second); !hasPrefix(got, "Nodes searched: 124") {
		t.Fatalf("go perft: %q", got)
	}
	h.send("eval")
	if got := h.until("Final evaluation:", 10*time.Second); !strings.HasSuffix(got[len(got)-1], "(side to move)") {
		t.Fatalf("eval: %q", got)
	}
	h.send("flip", "d")
	if got := h.until("Variant:", 10*time.Second); !strings.Contains(got[len(got)-1], "Side: N") {
		t.Fatalf("flip: %q", got)
	}
	h.send("help")
	if got := h.sync(); len(got) < 5 {
		t.Fatalf("help: %q", got)
	}
	h.send("setoption name UCI_Variant value kujifunza", "position startpos", "legal")
	if got := h.until("legal", 10*time.Second); !strings.HasPrefix(got[len(got)-1], "legal 16 ") {
		t.Fatalf("kujifunza: %q", got)
	}
}

func TestRuleOptionApplies(t *testing.T) {
	h := startSession(t)
	bfen := "0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -"
	h.send("position fen "+bfen, "legal")
	if got := h.until("legal", 10*time.Second); strings.Contains(got[len(got)-1], "A3L") {
		t.Fatalf("default: %q", got)
	}
	h.send("setoption name Rule_infiniteMove value loses", "position fen "+bfen, "legal")
	if got := h.until("legal", 10*time.Second); !strings.Contains(got[len(got)-1], "A3L") {
		t.Fatalf("loses: %q", got)
	}
}

func TestNodeLimitedSearchIsReproducible(t *testing.T) {
	run := func() []string {
		h := startSession(t)
		h.send("ucinewgame", "position startpos moves A7L a5R", "go nodes 20000")
		got := h.until("bestmove", 20*time.Second)
		var out []string
		for _, l := range got {
			// Strip the timing fields, which differ between runs.
			f := strings.Fields(l)
			var keep []string
			for i := 0; i < len(f); i++ {
				if f[i] == "nps" || f[i] == "time" {
					i++
					continue
				}
				keep = append(keep, f[i])
			}
			out = append(out, strings.Join(keep, " "))
		}
		return out
	}
	a, b := run(), run()
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatalf("two runs differ:\n%s\n---\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
}

func TestBenchCommand(t *testing.T) {
	h := startSession(t)
	h.send("bench 3")
	got := h.until("Nodes/second", 60*time.Second)
	if !hasPrefix(got, "Nodes searched  : ") || !hasPrefix(got, "Total time (ms) : ") {
		t.Fatalf("%q", got)
	}
	last := h.until("", 10*time.Second)
	if f := strings.Fields(last[0]); len(f) != 4 || f[1] != "nodes" || f[3] != "nps" {
		t.Fatalf("last line %q", last[0])
	}
	h.send("bench x")
	if got := h.sync(); !hasPrefix(got, "info string error: bench") {
		t.Fatalf("%q", got)
	}
}

// TestStopRightAfterGo: a stop that arrives before the search goroutine
// has started searching is not lost, nor one sent after a queued go.
func TestStopRightAfterGo(t *testing.T) {
	h := startSession(t)
	for i := 0; i < 20; i++ {
		h.send("go infinite", "stop")
		h.until("bestmove", 10*time.Second)
	}
	h.send("setoption name Ponder value true", "go ponder movetime 50", "ponderhit")
	h.until("bestmove", 10*time.Second)
	// A stop after a go that is still queued behind a running search
	// ends the running search and the queued one: it is not spent on the
	// old search alone.
	for i := 0; i < 10; i++ {
		h.send("go depth 2", "go infinite", "stop")
		h.until("bestmove", 10*time.Second)
		h.until("bestmove", 10*time.Second)
	}
}

// TestPonderWord: bestmove carries "ponder" only under uci with Ponder on;
// under ugi it is always exactly two tokens.
func TestPonderWord(t *testing.T) {
	h := startSession(t)
	h.send("uci")
	h.until("uciok", 10*time.Second)
	h.send("setoption name Ponder value true", "position startpos", "go depth 6")
	got := h.until("bestmove", 10*time.Second)
	if f := strings.Fields(got[len(got)-1]); len(f) != 4 || f[2] != "ponder" {
		t.Fatalf("uci with Ponder: %q", got[len(got)-1])
	}
	h.send("ugi")
	h.until("ugiok", 10*time.Second)
	h.send("go depth 6")
	got = h.until("bestmove", 10*time.Second)
	if f := strings.Fields(got[len(got)-1]); len(f) != 2 {
		t.Fatalf("ugi: %q", got[len(got)-1])
	}
}

// TestGoMateUsesTheSolver: 14 plies into the solver's winning line of
// Bao la Kujifunza (the solve package proves the start a win in 21
// plies), South wins in 7 plies: go mate 4 (moves, uci) and go mate 7
// (plies, ugi) report it as score mate; go mate 2 falls back to the
// searcher; stop ends a proof search at once.
func TestGoMateUsesTheSolver(t *testing.T) {
	line := "A3R b7R A4R a8L A6L a7L B1L b2R B7R b3L B2L b6R A2R b5R"
	h := startSession(t)
	h.send("uci")
	h.until("uciok", 10*time.Second)
	h.send("setoption name UCI_Variant value kujifunza", "position startpos moves "+line, "go mate 4")
	got := h.until("bestmove", 30*time.Second)
	if !strings.Contains(got[len(got)-2], "score mate 4 ") {
		t.Fatalf("uci go mate 4: %q", got[len(got)-2:])
	}
	r := engine.DefaultRules(engine.Kujifunza)
	root := engine.StartPosition(engine.Kujifunza)
	for _, tok := range strings.Fields(line) {
		root, _ = r.Play(&root, mustParse(t, r, root, tok))
	}
	if checkPVs(t, r, root, got) == 0 {
		t.Fatal("no pv")
	}
	h.send("ugi")
	h.until("ugiok", 10*time.Second)
	h.send("go mate 7")
	got = h.until("bestmove", 30*time.Second)
	if !strings.Contains(got[len(got)-2], "score mate 7 ") {
		t.Fatalf("ugi go mate 7: %q", got[len(got)-2:])
	}
	h.send("go mate 2 depth 4")
	got = h.until("bestmove", 30*time.Second)
	if strings.Contains(got[len(got)-2], "score mate 7") {
		t.Fatalf("go mate 2 reported the 7-ply win: %q", got[len(got)-2:])
	}
	// A stop during the proof search of a position far from solved.
	h.send("setoption name UCI_Variant value kiswahili", "position startpos", "go mate 30")
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	h.send("stop")
	h.until("bestmove", 10*time.Second)
	if el := time.Since(start); el > 5*time.Second {
		t.Fatalf("stop took %v", el)
	}
}
