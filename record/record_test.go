package record

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/version"
)

// randomRules returns the defaults of a random variant with a few random
// rule options changed.
func randomRules(rng *rand.Rand) engine.Rules {
	r := engine.DefaultRules(engine.Variants[rng.IntN(len(engine.Variants))])
	for _, o := range engine.RuleOptions {
		if rng.IntN(4) != 0 {
			continue
		}
		v := "12345"
		if o.Values != nil {
			v = o.Values[rng.IntN(len(o.Values))]
		}
		if err := r.Set(o.Name, v); err != nil {
			panic(err) // the test's own values: a broken test, not input
		}
	}
	return r
}

// randomGame plays a game of random legal moves, sometimes from a random
// position reached from the start (so North may move first), and gives it
// random tags, comments and annotations.
func randomGame(rng *rand.Rand, maxPly int) *Game {
	r := randomRules(rng)
	start := engine.StartPosition(r.Variant)
	var ch engine.Children
	if rng.IntN(3) == 0 {
		for n := rng.IntN(9); n > 0; n-- {
			r.Generate(&start, &ch)
			if ch.N == 0 {
				break
			}
			start = ch.List[rng.IntN(ch.N)].Pos
		}
		if o, _ := r.Outcome(&start); o != engine.NoResult {
			start = engine.StartPosition(r.Variant)
		}
	}
	g := NewGame(&r, &start)
	g.SetTag("Event", `Test "quoted" \ event`)
	g.SetTag("Date", "2026.11.29")
	g.SetTag("South", "bao")
	g.SetTag("North", "other")
	g.SetTag("TimeControl", "10+0.1")
	if rng.IntN(3) == 0 {
		g.SetTag("Annotator", "test")
	}
	if rng.IntN(4) == 0 {
		g.PreComment = "opening book: none"
	}
	annotations := []string{"", "", "", "!", "?", "!?", "*", "**", "#"}
	p := start
	for ply := 0; ply < maxPly; ply++ {
		r.Generate(&p, &ch)
		if ch.N == 0 {
			break
		}
		c := ch.List[rng.IntN(ch.N)]
		e := MoveEntry{Move: c.Move, Text: c.Move.String() + annotations[rng.IntN(len(annotations))]}
		if rng.IntN(2) == 0 {
			e.Comment = fmt.Sprintf("%+.2f/%d %.2fs", rng.Float64()*4-2, rng.IntN(30), rng.Float64())
		}
		g.Moves = append(g.Moves, e)
		p = c.Pos
	}
	if o, why := r.Outcome(&p); o != engine.NoResult {
		g.Result, g.Termination = o, why
	} else {
		switch rng.IntN(3) {
		case 0:
			g.Result = engine.NoResult
		case 1:
			g.Result, g.Termination = engine.Draw, TermAdjudication
		case 2:
			g.Result, g.Termination = engine.Winner(engine.Side(rng.IntN(2))), TermTimeForfeit
		}
	}
	g.Tags = g.Header()
	return g
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 300
	if testing.Short() {
		games = 60
	}
	var all bytes.Buffer
	var want []*Game
	for i := 0; i < games; i++ {
		g := randomGame(rng, 20+rng.IntN(300))
		if _, _, err := Replay(g); err != nil {
			t.Fatalf("game %d: Replay of a generated game: %v", i, err)
		}
		var b bytes.Buffer
		if err := Write(&b, g); err != nil {
			t.Fatalf("game %d: Write: %v", i, err)
		}
		for n, line := range strings.Split(b.String(), "\n") {
			if len(line) > lineWidth && !strings.HasPrefix(line, "[") {
				t.Errorf("game %d: line %d has %d columns: %q", i, n+1, len(line), line)
			}
		}
		got, err := Read(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatalf("game %d: Read: %v\n%s", i, err, b.String())
		}
		if len(got) != 1 || !reflect.DeepEqual(got[0], g) {
			t.Fatalf("game %d: read back differs\nwrote %+v\nread  %+v\n%s", i, g, got, b.String())
		}
		var again bytes.Buffer
		if err := Write(&again, got[0]); err != nil || again.String() != b.String() {
			t.Fatalf("game %d: second Write differs (%v)", i, err)
		}
		all.Write(b.Bytes())
		want = append(want, g)
	}
	// All the games in one file, then with CRLF line ends.
	for _, text := range []string{all.String(), strings.ReplaceAll(all.String(), "\n", "\r\n")} {
		got, err := Read(strings.NewReader(text))
		if err != nil {
			t.Fatalf("Read of %d games: %v", games, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Read of %d games: got %d games, or they differ", games, len(got))
		}
	}
}

func TestReplayPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := randomGame(rng, 40)
	rules, pos, err := Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(pos) != len(g.Moves)+1 {
		t.Fatalf("%d positions for %d moves", len(pos), len(g.Moves))
	}
	for i, e := range g.Moves {
		next, err := rules.Play(&pos[i], e.Move)
		if err != nil || next != pos[i+1] {
			t.Fatalf("ply %d: position does not follow (%v)", i+1, err)
		}
	}
}

// sample is a short valid Kiswahili record, used by the tests that follow.
const sample = `[Event "?"]
[Site "?"]
[Date "2026.11.29"]
[Round "1"]
[South "bao"]
[North "other"]
[Result "*"]
[Variant "kiswahili"]
[PlyCount "4"]

1. A6L {+0.12/14 0.51s} a6R {-0.10/13 0.48s} 2. A4L a6R *
`

func TestReadSample(t *testing.T) {
	games, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games, want 1", len(games))
	}
	g := games[0]
	if len(g.Moves) != 4 || g.Moves[0].Comment != "+0.12/14 0.51s" || g.Moves[1].Text != "a6R" || g.Result != engine.NoResult {
		t.Fatalf("read %+v", g)
	}
	if v, ok := g.Tag("Round"); !ok || v != "1" {
		t.Fatalf(`Tag("Round") = %q, %v`, v, ok)
	}
}

func TestReadTolerant(t *testing.T) {
	text := "\uFEFF; a file comment\r\n" +
		"{ a comment between games }\r\n" +
		"\r\n\r\n" +
		`[Event "odd"] [Site "?"] [Variant "kiswahili"]` + "\r\n" +
		"%escape line [ignored]\r\n" +
		"\r\n" +
		"{before the\r\n first move} 1.A6L! $1 1...a6r?! ; to the end of the line\r\n" +
		"2. A4L** {multi-line\r\n\r\n  comment} 2... a6< !! 3.A2L# *\r\n" +
		"\r\n\r\n"
	games, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games, want 1", len(games))
	}
	g := games[0]
	wantText := []string{"A6L!", "a6r?!", "A4L**", "a6<", "A2L#"}
	if len(g.Moves) != len(wantText) {
		t.Fatalf("%d moves, want %d: %+v", len(g.Moves), len(wantText), g.Moves)
	}
	for i, w := range wantText {
		if g.Moves[i].Text != w {
			t.Errorf("move %d: text %q, want %q", i+1, g.Moves[i].Text, w)
		}
	}
	if g.PreComment != "before the first move" {
		t.Errorf("PreComment %q", g.PreComment)
	}
	if g.Moves[1].Comment != "to the end of the line" || g.Moves[2].Comment != "multi-line comment" {
		t.Errorf("comments %q, %q", g.Moves[1].Comment, g.Moves[2].Comment)
	}
	if g.Moves[3].Move.String() != "a6L" || g.Moves[1].Move.String() != "a6R" {
		t.Errorf("moves %v %v", g.Moves[1].Move, g.Moves[3].Move)
	}
	var b bytes.Buffer
	if err := Write(&b, g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "1. A6L! a6R?! {to the end of the line} 2. A4L**") {
		t.Errorf("rewritten movetext:\n%s", b.String())
	}
}

func TestNorthFirst(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	next, err := r.Play(&p, engine.NewMove(mustPit(t, "A6"), false, false))
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(&r, &next)
	m, err := r.ParseMove(&next, "a6R")
	if err != nil {
		t.Fatal(err)
	}
	g.Add(m, "")
	var b bytes.Buffer
	if err := Write(&b, g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\n\n1... a6R *\n") || !strings.Contains(b.String(), `[FEN "`+next.String()+`"]`) {
		t.Fatalf("record:\n%s", b.String())
	}
	if _, err := Read(&b); err != nil {
		t.Fatal(err)
	}
}

func mustPit(t *testing.T, s string) engine.Pit {
	t.Helper()
	h, err := engine.ParsePit(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHeaderOrder(t *testing.T) {
	r := engine.DefaultRules(engine.Kete)
	if err := r.Set("takasiaMustCapture", "false"); err != nil {
		t.Fatal(err)
	}
	p := engine.StartPosition(engine.Kete)
	g := NewGame(&r, &p)
	g.SetTag("Extra", "x")
	g.SetTag("North", "n")
	g.SetTag("TimeControl", "40/60")
	g.Termination = "South resigns"
	g.Result = engine.NorthWins
	var names []string
	for _, tag := range g.Header() {
		names = append(names, tag.Name+"="+tag.Value)
	}
	want := "Event=? Site=? Date=????.??.?? Round=? South=? North=n Result=0-1 Variant=kete " +
		"TimeControl=40/60 Termination=South resigns PlyCount=0 takasiaMustCapture=false Program=Bao " + version.Read().String() + " Extra=x"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("header\n got %s\nwant %s", got, want)
	}
}

func TestWriteErrors(t *testing.T) {
	for _, g := range []*Game{
		{Tags: []Tag{{"Bad Name", "x"}}},
		{Tags: []Tag{{"Event", "two\nlines"}}},
		{Moves: []MoveEntry{{Move: engine.NoMove, Text: "A6L"}}},
		{PreComment: "a } brace"},
	} {
		if err := Write(&bytes.Buffer{}, g); err == nil {
			t.Errorf("Write(%+v): no error", g)
		}
	}
}
