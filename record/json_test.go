package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestJSONRoundTrip converts random games record -> JSON -> record: the
// games read back equal and write the same text.
func TestJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	n := 200
	if testing.Short() {
		n = 40
	}
	var text, lines bytes.Buffer
	var want []*Game
	for i := 0; i < n; i++ {
		g := randomGame(rng, 10+rng.IntN(200))
		if err := Write(&text, g); err != nil {
			t.Fatal(err)
		}
	}
	rd := NewReader(bytes.NewReader(text.Bytes()))
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, g)
		if err := WriteJSON(&lines, g, JSONOptions{Positions: len(want)%2 == 0}); err != nil {
			t.Fatalf("game %d: WriteJSON: %v", len(want), err)
		}
	}
	if got := strings.Count(lines.String(), "\n"); got != n {
		t.Fatalf("%d JSON lines for %d games", got, n)
	}
	r, format := NewAnyReader(bytes.NewReader(lines.Bytes()))
	if format != FormatJSON {
		t.Fatalf("JSON Lines sniffed as %v", format)
	}
	var back bytes.Buffer
	for i := 0; ; i++ {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			if i != n {
				t.Fatalf("%d games read back, want %d", i, n)
			}
			break
		}
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if r.GameLine() != i+1 {
			t.Errorf("game %d: GameLine %d", i+1, r.GameLine())
		}
		if !reflect.DeepEqual(g, want[i]) {
			t.Fatalf("game %d differs after JSON\nwant %+v\n got %+v", i+1, want[i], g)
		}
		if err := Write(&back, g); err != nil {
			t.Fatal(err)
		}
	}
	if back.String() != text.String() {
		t.Fatalf("record -> JSON -> record changed the text")
	}
	if _, format := NewAnyReader(bytes.NewReader(text.Bytes())); format != FormatPGN {
		t.Fatalf("a record file sniffed as %v", format)
	}
}

// TestJSONSchema checks the fields of one converted game.
func TestJSONSchema(t *testing.T) {
	games, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteJSON(&b, games[0], JSONOptions{Positions: true}); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	tags := m["tags"].(map[string]any)
	if tags["South"] != "bao" || tags["PlyCount"] != "4" || m["variant"] != "kiswahili" || m["result"] != "*" {
		t.Fatalf("fields: %s", b.String())
	}
	ks := engine.StartPosition(engine.Kiswahili)
	if m["start"] != ks.String() {
		t.Errorf("start %v", m["start"])
	}
	if !strings.HasPrefix(b.String(), `{"tags":{"Event":"?","Site":"?","Date":"2026.11.29","Round":"1","South":"bao"`) {
		t.Errorf("tags not in header order: %s", b.String())
	}
	moves := m["moves"].([]any)
	first := moves[0].(map[string]any)
	second := moves[1].(map[string]any)
	if first["move"] != "A6L" || first["side"] != "S" || first["score"] != 12.0 || first["depth"] != 14.0 ||
		second["score"] != -10.0 || second["side"] != "N" || first["fen"] == nil {
		t.Errorf("moves: %v %v", first, second)
	}
	if _, ok := moves[2].(map[string]any)["score"]; ok {
		t.Errorf("a move without a score comment has a score: %v", moves[2])
	}
}

// TestJSONInput reads games written by a script: bare move tokens, a start
// position instead of a FEN tag, the result from the tags.
func TestJSONInput(t *testing.T) {
	start := engine.StartPosition(engine.Kujifunza)
	rules := engine.DefaultRules(engine.Kujifunza)
	var ch engine.Children
	rules.Generate(&start, &ch)
	after := ch.List[0]
	in := `{"tags":{"Event":"script"},"variant":"kujifunza","moves":["` + after.Move.String() + `",{"move":"a3R!","comment":" a  note "}]}` + "\n\n" +
		`{"tags":{"Result":"*"},"variant":"kujifunza","start":"` + after.Pos.String() + `","moves":[]}` + "\n"
	r := NewJSONReader(strings.NewReader(in))
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := g.Tag("Variant"); v != "kujifunza" || len(g.Moves) != 2 || g.Moves[1].Comment != "a note" ||
		g.Moves[1].Text != "a3R!" || g.Moves[0].Move != after.Move {
		t.Fatalf("game %+v", g)
	}
	g, err = r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if fen, _ := g.Tag("FEN"); fen != after.Pos.String() || r.GameLine() != 3 {
		t.Fatalf("FEN tag %q, line %d", fen, r.GameLine())
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Fatalf("after the last game: %v", err)
	}
}

func TestJSONErrors(t *testing.T) {
	ks := engine.StartPosition(engine.Kiswahili)
	for _, tc := range []struct{ name, line, want string }{
		{"not json", `{"tags": [}`, "json:"},
		{"two objects", `{"tags":{}} {"tags":{}}`, "one game per line"},
		{"tags not an object", `{"tags":["a"]}`, "want an object"},
		{"tag not a string", `{"tags":{"Round":1}}`, "tag Round: want a string"},
		{"bad tag name", `{"tags":{"Bad Name":"x"}}`, `"Bad Name"`},
		{"tag twice", `{"tags":{"Event":"x","Event":"y"}}`, "Event given twice"},
		{"variant disagrees", `{"tags":{"Variant":"kete"},"variant":"kujifunza"}`, `variant "kujifunza", but the tag Variant is "kete"`},
		{"bad variant", `{"variant":"chess"}`, `tag Variant`},
		{"bad start", `{"start":"1,2"}`, "start: bfen"},
		{"start and FEN apart", `{"tags":{"FEN":"` + ks.String() + `"},"start":"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - -"}`, "but the FEN tag is"},
		{"illegal move", `{"moves":["A6L","B1L"]}`, `move 1... "B1L" (ply 2)`},
		{"bad result", `{"result":"2-0"}`, `result "2-0"`},
		{"result unexplained", `{"result":"1-0","moves":["A6L"]}`, "no Termination tag says why"},
		{"move a number", `{"moves":[1,2]}`, `json: moves: a number where a move: a token string such as "A6L" or an object with "move" is wanted`},
		{"moves a string", `{"moves":"A6L"}`, "json: moves: a string where a list is wanted"},
		{"score a string", `{"moves":[{"move":"A6L","score":"x"}]}`, "json: moves.score: a string where a whole number is wanted"},
		{"variant a number", `{"variant":5}`, "json: variant: a number where a string is wanted"},
		{"moves an object", `{"moves":{}}`, "json: moves: an object where a list is wanted"},
		{"variant an array", `{"variant":[]}`, "json: variant: an array where a string is wanted"},
		{"the game an array", `[1]`, "json: the game: an array where an object is wanted"},
		{"the game null", `null`, "json: the game: null where an object is wanted"},
		{"an empty move", `{"moves":["A6L",""]}`, `move 1... "" (ply 2): no move`},
		{"brace in comment", `{"moves":[{"move":"A6L","comment":"}"}]}`, "holds a '}'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewJSONReader(strings.NewReader("\n" + tc.line + "\n" + `{"moves":["A6L"]}` + "\n"))
			_, err := r.Next()
			var re *Error
			if !errors.As(err, &re) || re.Line != 2 || r.GameLine() != 2 {
				t.Fatalf("error %v: want an *Error at line 2", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
			if g, err := r.Next(); err != nil || len(g.Moves) != 1 {
				t.Errorf("the game after the bad one: %v", err)
			}
		})
	}
}

// TestJSONScores: the score fields come from the comment through
// score.ParseComment, a proven result in moves of the mover whatever the
// comment's form ("+M3", or "#N" plies from older records).
func TestJSONScores(t *testing.T) {
	games, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	comments := []string{"+M3/15 0.02s", "#-6", "#7/12 1.20s", "12.75/13 0.02s"}
	for i, c := range comments {
		g.Moves[i].Comment = c
	}
	var b bytes.Buffer
	if err := WriteJSON(&b, g, JSONOptions{}); err != nil {
		t.Fatal(err)
	}
	var m struct {
		Moves []struct {
			Score *int `json:"score"`
			Mate  int  `json:"mate"`
			Depth int  `json:"depth"`
		} `json:"moves"`
	}
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	want := []struct{ mate, depth int }{{3, 15}, {-3, 0}, {4, 12}, {0, 13}}
	for i, w := range want {
		got := m.Moves[i]
		if got.Mate != w.mate || got.Depth != w.depth || (got.Score != nil) != (w.mate == 0) {
			t.Errorf("comment %q: mate %d depth %d score %v; want mate %d depth %d", comments[i], got.Mate, got.Depth, got.Score, w.mate, w.depth)
		}
	}
	if s := m.Moves[3].Score; s == nil || *s != 1275 {
		t.Errorf("comment %q: score %v, want 1275", comments[3], s)
	}
}

// TestGameLine checks the first line of each game, good or bad, and that
// a file cut off in its last game keeps the games before it.
func TestGameLine(t *testing.T) {
	good := "[Event \"a\"]\n\n1. A6L a6R *\n\n"
	text := "; a comment\n\n" + good + "[Event \"b\"]\n[Variant \"x\"]\n\n1. A6L *\n\n" + good + "[Event \"cut\"]\n\n1. A6L a6R 2. A4"
	r := NewReader(strings.NewReader(text))
	var lines []int
	var errs int
	for {
		_, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			errs++
		}
		lines = append(lines, r.GameLine())
	}
	if !reflect.DeepEqual(lines, []int{3, 7, 12, 16}) || errs != 2 {
		t.Fatalf("game lines %v with %d errors, want [3 7 12 16] with 2", lines, errs)
	}
}

// FuzzReadJSON feeds arbitrary lines to JSONReader: it must never panic,
// every error must be an *Error naming a line, and every game it accepts
// must convert to JSON and back to the same game.
func FuzzReadJSON(f *testing.F) {
	f.Add(`{"tags":{"Event":"x"},"moves":["A6L",{"move":"a6R","comment":"+0.12/3 0.1s"}]}`)
	f.Add(`{"variant":"kujifunza","start":"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 N - -","moves":[]}`)
	f.Add("{\"tags\":{\"Result\":\"1-0\",\"Termination\":\"time forfeit\"},\"result\":\"1-0\"}\n\n{\"tags\":[]}\n{")
	f.Add(`{"tags":{"A":"1","A":"2"}} {"x":1}`)
	f.Fuzz(func(t *testing.T, text string) {
		r := NewJSONReader(strings.NewReader(text))
		for i := 0; i < 1000; i++ {
			g, err := r.Next()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				var re *Error
				if !errors.As(err, &re) || re.Line < 1 {
					t.Fatalf("error %v: not an *Error with a line", err)
				}
				continue
			}
			var b bytes.Buffer
			if err := WriteJSON(&b, g, JSONOptions{}); err != nil {
				t.Fatalf("WriteJSON of an accepted game: %v", err)
			}
			back, err := NewJSONReader(&b).Next()
			if err != nil {
				t.Fatalf("read back: %v\n%s", err, b.String())
			}
			if len(back.Moves) != len(g.Moves) || back.Result != g.Result {
				t.Fatalf("read back differs:\n%s", b.String())
			}
		}
		t.Fatal("Next does not reach the end")
	})
}
