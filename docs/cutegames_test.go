package docs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
)

// cutegamesSettings is the settings file of the cutegames tournament
// manager (kz04px/cutegames, src/match/settings.cpp), with exactly the keys
// cutegames reads: decoding refuses any other key, so a misspelt key, which
// cutegames would silently ignore, fails the test.
type cutegamesSettings struct {
	Game           string `json:"game"`
	Games          int    `json:"games"`
	Concurrency    int    `json:"concurrency"`
	RatingInterval int    `json:"ratinginterval"`
	Debug          bool   `json:"debug"`
	Recover        bool   `json:"recover"`
	Verbose        bool   `json:"verbose"`
	Tournament     string `json:"tournament"`
	Protocol       struct {
		AskTurn  bool   `json:"askturn"`
		Gameover string `json:"gameover"`
	} `json:"protocol"`
	Adjudication struct {
		TimeoutBuffer int `json:"timeoutbuffer"`
		MaxFullMoves  int `json:"maxfullmoves"`
	} `json:"adjudication"`
	TimeControl struct {
		Type      string `json:"type"`
		Time      int    `json:"time"`
		Increment int    `json:"increment"`
		Inc       int    `json:"inc"`
		Nodes     int    `json:"nodes"`
		Ply       int    `json:"ply"`
	} `json:"timecontrol"`
	Openings struct {
		Path    string `json:"path"`
		Repeat  bool   `json:"repeat"`
		Shuffle bool   `json:"shuffle"`
	} `json:"openings"`
	SPRT struct {
		Enabled    bool    `json:"enabled"`
		Confidence float64 `json:"confidence"`
		Alpha      float64 `json:"alpha"`
		Beta       float64 `json:"beta"`
		Elo0       float64 `json:"elo0"`
		Elo1       float64 `json:"elo1"`
	} `json:"sprt"`
	Options map[string]string `json:"options"`
	PGN     struct {
		Enabled  bool   `json:"enabled"`
		Verbose  bool   `json:"verbose"`
		Override bool   `json:"override"`
		Path     string `json:"path"`
		Event    string `json:"event"`
		Colour1  string `json:"colour1"`
		Colour2  string `json:"colour2"`
	} `json:"pgn"`
	Engines []struct {
		Name       string            `json:"name"`
		Path       string            `json:"path"`
		Protocol   string            `json:"protocol"`
		Parameters string            `json:"parameters"`
		Options    map[string]string `json:"options"`
	} `json:"engines"`
}

const cutegamesFile = "docs/examples/cutegames.json"

// loadCutegames reads the example settings file strictly.
func loadCutegames(t *testing.T) *cutegamesSettings {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), filepath.FromSlash(cutegamesFile)))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s cutegamesSettings
	if err := dec.Decode(&s); err != nil {
		t.Fatalf("%s: %v (cutegames reads only the keys of its settings.cpp)", cutegamesFile, err)
	}
	return &s
}

// engineOptions returns the options cutegames sends to engine i: the
// global ones, overridden key by key (case-sensitively) by the engine's.
func (s *cutegamesSettings) engineOptions(i int) map[string]string {
	out := map[string]string{}
	for k, v := range s.Options {
		out[k] = v
	}
	for k, v := range s.Engines[i].Options {
		out[k] = v
	}
	return out
}

// TestCutegamesSettings checks the README's cutegames example: the README
// links to the settings file, the file is what cutegames reads, every
// option has a name the engine declares, letter for letter, UCI_Variant
// and any rule option are set for all engines alike (in the global
// options: an engine's own options set neither), a time margin is set, and
// the openings file holds BFENs of that variant that bao match reads too.
func TestCutegamesSettings(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "]("+cutegamesFile+")") {
		t.Errorf("README.md does not link to %s", cutegamesFile)
	}
	s := loadCutegames(t)
	if s.Game != "generic" {
		t.Errorf("game %q: Bao needs cutegames' generic UGI game", s.Game)
	}
	if len(s.Engines) < 2 {
		t.Fatalf("%d engines: cutegames needs two or more", len(s.Engines))
	}
	for _, e := range s.Engines {
		if e.Protocol != "UGI" {
			t.Errorf("engine %s: protocol %q, want UGI (the generic game accepts only UGI)", e.Name, e.Protocol)
		}
	}
	if s.TimeControl.Type != "clock" || s.TimeControl.Time <= 0 {
		t.Errorf("timecontrol %+v: the example uses a clock", s.TimeControl)
	}
	if s.Adjudication.TimeoutBuffer < 100 {
		t.Errorf("adjudication.timeoutbuffer %d: give movetime games a margin of 100 ms or more", s.Adjudication.TimeoutBuffer)
	}

	decl, _ := declaredOptions(t)
	v, err := engine.ParseVariant(s.Options["UCI_Variant"])
	if err != nil {
		t.Fatalf("options: UCI_Variant: %v", err)
	}
	def := engine.DefaultRules(v)
	for i, e := range s.Engines {
		opts := s.engineOptions(i)
		for name := range opts {
			if _, ok := decl[name]; !ok {
				t.Errorf("engine %s: option %q is not an option of the engine, letter for letter", e.Name, name)
			}
			for other := range opts {
				if other != name && strings.EqualFold(other, name) {
					t.Errorf("engine %s: options %q and %q differ only in case: cutegames sends both", e.Name, name, other)
				}
			}
		}
		if mo, err := strconv.Atoi(opts["MoveOverhead"]); err != nil || mo < 100 {
			t.Errorf("engine %s: MoveOverhead %q: a clock game under cutegames needs a margin of 100 ms or more", e.Name, opts["MoveOverhead"])
		}
		for name := range e.Options {
			if name == "UCI_Variant" || strings.HasPrefix(name, "Rule_") {
				t.Errorf("engine %s: option %s is its own: set it in the global options, so that both engines play the same rules", e.Name, name)
			}
		}
	}
	// The engine takes every value.
	eng := startEngine(t, "options")
	for name, value := range s.engineOptions(0) {
		eng.send("setoption name " + name + " value " + value)
	}
	eng.send("isready")
	var seen []string
	eng.mustWaitFor("readyok", func(l string) bool { return l == "readyok" }, &seen)
	if len(seen) != 1 {
		t.Errorf("setting the options printed:\n%s", strings.Join(seen, "\n"))
	}

	// The openings: one BFEN of the variant per line, no finished game.
	path := filepath.Join(repoRoot(t), filepath.FromSlash(s.Openings.Path))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("openings: %v", err)
	}
	n := 0
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue // what cutegames skips
		}
		n++
		p, err := engine.ParsePosition(line, v)
		if err != nil {
			t.Errorf("%s:%d: %v", s.Openings.Path, i+1, err)
			continue
		}
		if p.String() != line {
			t.Errorf("%s:%d: %q is written %q by the engine", s.Openings.Path, i+1, line, p.String())
		}
		if res, why := def.Outcome(&p); res != engine.NoResult {
			t.Errorf("%s:%d: the game is over (%s)", s.Openings.Path, i+1, why)
		}
	}
	if n < 2 {
		t.Errorf("openings: %d positions", n)
	}
	ops, err := openings.Load(openings.Spec{File: path, Order: "sequential"}, &def, nil)
	if err != nil || len(ops) != n {
		t.Errorf("bao match reads %d openings (%v), want %d", len(ops), err, n)
	}
}

// ugiPlayer is one engine as cutegames drives it (src/engine/engine_ugi.cpp).
type ugiPlayer struct {
	*engineProc
	seen []string
}

func (p *ugiPlayer) waitFor(what string, match func(string) bool) string {
	p.t.Helper()
	l := p.mustWaitFor(what, match, &p.seen)
	for _, s := range p.seen {
		if strings.HasPrefix(s, "info string error") || strings.HasPrefix(s, "info string warning") {
			p.t.Fatalf("%s: %q", p.name, s)
		}
	}
	p.seen = p.seen[:0]
	return l
}

// twoTokens is cutegames' test for "response x" and "bestmove x".
func twoTokens(first string) func(string) bool {
	return func(l string) bool {
		f := strings.Fields(l)
		return len(f) == 2 && f[0] == first
	}
}

func (p *ugiPlayer) isReady() {
	p.send("isready")
	p.waitFor("readyok", func(l string) bool { return l == "readyok" })
}

func (p *ugiPlayer) position(fen string, moves []string) {
	msg := "position fen " + fen
	if len(moves) > 0 {
		msg += " moves " + strings.Join(moves, " ")
	}
	p.send(msg)
}

func (p *ugiPlayer) query(q string) string {
	p.send("query " + q)
	return strings.Fields(p.waitFor("response", twoTokens("response")))[1]
}

// TestCutegamesGames plays games between two engine sessions with the
// exact command sequence cutegames sends (src/match/play.cpp: handshake and
// options once per engine; per game isready, uginewgame, then per move
// position + query p1turn, isready, position, position + query gameover,
// go p1time p2time p1inc p2inc; at the end both engines are asked
// gameover and result), using the README's settings file and openings.
// The test is the referee cutegames is not: every answer and every move is
// checked with the rules. The clock is a tenth of the example's so the
// games are short; a game lost on time ends as cutegames would end it, and
// is not a failure (the machine's speed decides it).
func TestCutegamesGames(t *testing.T) {
	s := loadCutegames(t)
	v, _ := engine.ParseVariant(s.Options["UCI_Variant"])
	rules := engine.DefaultRules(v)
	data, err := os.ReadFile(filepath.Join(repoRoot(t), filepath.FromSlash(s.Openings.Path)))
	if err != nil {
		t.Fatal(err)
	}
	var openings []string
	for _, line := range strings.Split(string(data), "\n") {
		if line != "" && line[0] != '#' {
			openings = append(openings, line)
		}
	}
	pairs := 2
	if testing.Short() {
		pairs = 1
	}
	tcTime, tcInc := s.TimeControl.Time/10, s.TimeControl.Increment/10

	var players [2]*ugiPlayer
	for i := range players {
		players[i] = &ugiPlayer{engineProc: startEngine(t, s.Engines[i].Name)}
		p := players[i]
		p.send("ugi")
		p.waitFor("ugiok", func(l string) bool { return l == "ugiok" })
		for name, value := range s.engineOptions(i) { // in no order, as from a hash map
			p.send("setoption name " + name + " value " + value)
		}
	}
	for g := 0; g < 2*pairs; g++ {
		fen := openings[(g/2)%len(openings)]
		e1, e2 := players[0], players[1]
		if g%2 == 1 && s.Openings.Repeat {
			e1, e2 = e2, e1 // the reverse game
		}
		playCutegamesGame(t, &rules, fen, e1, e2, tcTime, tcInc)
	}
}

func playCutegamesGame(t *testing.T, r *engine.Rules, fen string, e1, e2 *ugiPlayer, tcTime, tcInc int) {
	t.Helper()
	pos, err := engine.ParsePosition(fen, r.Variant)
	if err != nil {
		t.Fatal(err)
	}
	e1.isReady()
	e2.isReady()
	e1.send("uginewgame")
	e2.send("uginewgame")
	var moves []string
	p1turn := func() bool {
		e1.position(fen, moves)
		ans := e1.query("p1turn")
		if want := fmt.Sprint(pos.Side == engine.South); ans != want {
			t.Fatalf("ply %d: query p1turn %q, the rules say %s", len(moves), ans, want)
		}
		return ans == "true"
	}
	p1turn()
	clock := [2]int{tcTime, tcTime}
	for ply := 0; ; ply++ {
		if ply == 400 {
			t.Logf("%s vs %s from %s: no result in 400 plies; the test stops here", e1.name, e2.name, fen)
			return
		}
		isP1 := p1turn()
		us := e2
		if isP1 {
			us = e1
		}
		us.isReady()
		us.position(fen, moves)
		us.position(fen, moves)
		over := us.query("gameover")
		res, why := r.Outcome(&pos)
		if over != fmt.Sprint(res != engine.NoResult) {
			t.Fatalf("ply %d: query gameover %q, the rules say %v (%s)", ply, over, res, why)
		}
		if over == "true" {
			for _, e := range []*ugiPlayer{e1, e2} {
				e.isReady()
				e.position(fen, moves)
				e.position(fen, moves)
				if got := e.query("gameover"); got != "true" {
					t.Fatalf("%s: query gameover %q at the end", e.name, got)
				}
				e.position(fen, moves)
				if got := e.query("result"); got != res.String() {
					t.Fatalf("%s: query result %q, the rules say %v", e.name, got, res)
				}
			}
			t.Logf("%s (p1) vs %s (p2) from %s: %v after %d plies (%s)", e1.name, e2.name, fen, res, ply, why)
			return
		}
		side := 1
		if isP1 {
			side = 0
		}
		start := time.Now()
		us.send(fmt.Sprintf("go p1time %d p2time %d p1inc %d p2inc %d", clock[0], clock[1], tcInc, tcInc))
		best := strings.Fields(us.waitFor("bestmove", twoTokens("bestmove")))[1]
		clock[side] -= int(time.Since(start).Milliseconds())
		if clock[side] <= 0 {
			t.Logf("%s vs %s from %s: %s lost on time at ply %d (cutegames would score it so)", e1.name, e2.name, fen, us.name, ply)
			return
		}
		clock[side] += tcInc
		m, err := r.ParseMove(&pos, best)
		if err != nil {
			t.Fatalf("ply %d: bestmove %q: %v", ply, best, err)
		}
		pos, _ = r.Play(&pos, m)
		moves = append(moves, best)
	}
}
