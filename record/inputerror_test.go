package record

import (
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// recordCase is a record refused with an *engine.InputError: how it was
// read, the reason and places wanted, and args that must be among the
// error's.
type recordCase struct {
	name   string
	read   func() error
	code   string
	places []string
	args   map[string]string
}

// readText reads a record in the text format.
func readText(text string) func() error {
	return func() error {
		_, err := Read(strings.NewReader(text))
		return err
	}
}

// readJSON reads the first game of JSON Lines.
func readJSON(r io.Reader) func() error {
	return func() error {
		_, err := NewJSONReader(r).Next()
		return err
	}
}

// endedGame returns the moves of the first seeded random game of Bao la
// Kujifunza that the rules end for a reason ending in suffix, the rules'
// result and the side the reason names (S or N); the test fails when
// none of 2,000 games ends so.
func endedGame(t *testing.T, suffix string) ([]string, engine.Result, string) {
	t.Helper()
	r := engine.DefaultRules(engine.Kujifunza)
	rng := rand.New(rand.NewPCG(11, 0))
	for g := 0; g < 2000; g++ {
		p := engine.StartPosition(engine.Kujifunza)
		var moves []string
		for {
			if res, why := r.Outcome(&p); res != engine.NoResult {
				if name, ok := strings.CutSuffix(why, suffix); ok {
					return moves, res, map[string]string{"South": "S", "North": "N"}[name]
				}
				break
			}
			var ml engine.MoveList
			r.Legal(&p, &ml)
			m := ml.Moves[rng.IntN(ml.N)]
			moves = append(moves, m.String())
			p, _ = r.Play(&p, m)
		}
	}
	t.Fatalf("no game ends with %q", suffix)
	return nil, engine.NoResult, ""
}

// overCase is a case of a game the rules ended for a reason ending in
// suffix, recorded with the other side winning.
func overCase(t *testing.T, suffix, code string) recordCase {
	moves, res, side := endedGame(t, suffix)
	wrong := engine.SouthWins
	if res == engine.SouthWins {
		wrong = engine.NorthWins
	}
	text := "[Variant \"kujifunza\"]\n\n" + strings.Join(moves, " ") + " " + wrong.Score() + "\n"
	return recordCase{"over: " + suffix, readText(text), code, nil,
		map[string]string{"result": wrong.Score(), "outcome": res.Score(), "n": strconv.Itoa(len(moves)), "side": side}}
}

// TestRecordInputErrorsCoded: every reason a record gives for a person's
// text, in the text format and in JSON Lines, carries its code, its
// places and the values it names; every record code and place is one
// that InputCodes and InputPlaces list, and every listed one is given by
// some text (so a page that words the lists words them all). The rules'
// refusals inside a record keep the rules' codes, placed at the tag.
func TestRecordInputErrorsCoded(t *testing.T) {
	start := engine.StartPosition(engine.Kiswahili)
	ks := start.String()
	lineTooLong := func() error {
		_, err := Read(&patternReader{pattern: "a", n: maxLine + 1, tail: "\n*\n"})
		return err
	}
	kuj := "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - -"
	endless := "[Variant \"kiswahili\"]\n[FEN \"0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -\"]\n" +
		"[infiniteMove \"loses\"]\n\n1. A3L 1-0\n"
	long := strings.Repeat("a", maxLine*6/10)
	jsonLine := func(line string) func() error { return readJSON(strings.NewReader(line + "\n")) }
	tag := func(name string, kv ...string) map[string]string {
		m := map[string]string{"tag": name}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	field := func(name string, kv ...string) map[string]string {
		m := tag(name, kv...)
		m["field"] = m["tag"]
		delete(m, "tag")
		return m
	}
	atTag, atField := []string{"record.tag"}, []string{"record.field"}
	cases := []recordCase{
		{"line too long", lineTooLong, "record.lineTooLong", nil, map[string]string{"n": strconv.Itoa(maxLine + 1), "max": strconv.Itoa(maxLine)}},
		{"comment too long", readText("{" + long + "\n" + long + "}\n*\n"), "record.commentTooLong", nil,
			map[string]string{"n": strconv.Itoa(2 * len(long)), "max": strconv.Itoa(maxLine)}},
		{"comment too long to keep", readText("{" + long + "\n" + long + "\nx}\n*\n"), "record.commentTooLong", nil,
			map[string]string{"n": strconv.Itoa(2*len(long) + 1), "max": strconv.Itoa(maxLine)}},
		{"stray bracket", readText(header + "1. A6L ] *\n"), "record.unexpected", nil, map[string]string{"text": "]"}},
		{"unterminated comment", readText(header + "1. A6L a6R\n2. A4L {a comment\nthat never ends\n"), "record.unterminatedComment", nil, nil},
		{"text after the tags", readText("[Event \"e\"] x\n\n*\n"), "record.tagLineText", nil, map[string]string{"text": "x"}},
		{"tag name", readText("[Ev-ent \"e\"]\n\n*\n"), "record.tagName", nil, map[string]string{"text": "Ev-ent"}},
		{"tag quotes", readText("[Event \"e\"]\n[Site x]\n\n*\n"), "record.tagQuotes", atTag, tag("Site")},
		{"tag escape", readText("[Event \"a\\n\"]\n\n*\n"), "record.tagEscape", atTag, tag("Event")},
		{"tag unclosed", readText("[Event \"abc]\n\n*\n"), "record.tagUnclosed", atTag, tag("Event")},
		{"tag bracket", readText("[Event \"e\"\n\n*\n"), "record.tagBracket", atTag, tag("Event")},
		{"tag twice", readText("[Event \"e\"]\n[Site \"f\"] [Event \"g\"]\n\n*\n"), "record.tagTwice", nil, tag("Event")},
		{"no result", readText(header + "1. A6L a6R\n"), "record.noResult", nil, nil},
		{"tags in moves", readText(header + "1. A6L a6R\n[Event \"next\"]\n\n*\n"), "record.tagsInMoves", nil, nil},
		{"variation", readText(header + "1. A6L (1. A7L) a6R *\n"), "record.variations", nil, nil},
		{"result token", readText(header + "1. A6L a6R\n2-0\n"), "record.result", nil, map[string]string{"text": "2-0"}},
		{"Result tag", readText("[Result \"2-0\"]\n\n*\n"), "record.result", atTag, tag("Result", "text", "2-0")},
		{"result and tag", readText(header + "1. A6L a6R 1-0\n"), "record.resultTag", nil, map[string]string{"result": "1-0", "tagResult": "*"}},
		{"glyph", readText(header + "1. A6L $x *\n"), "record.glyph", nil, map[string]string{"text": "$x"}},
		{"symbol", readText(header + "1. A6L 12 a6R *\n"), "record.symbol", nil, map[string]string{"text": "12"}},
		{"move too long", readText(header + "1. " + strings.Repeat("A", maxQuoted+1) + " *\n"), "record.moveTooLong", nil,
			map[string]string{"n": strconv.Itoa(maxQuoted + 1), "max": strconv.Itoa(maxQuoted)}},
		overCase(t, "'s front row is empty", "record.overFrontEmpty"),
		overCase(t, " cannot move", "record.overCannotMove"),
		{"over: never-ending", readText(endless), "record.overEndless", nil, map[string]string{"result": "1-0", "outcome": "0-1", "n": "1", "side": "S"}},
		{"not over", readText("[Result \"1-0\"]\n\n1. A6L a6R\n1-0\n"), "record.resultNotOver", nil, map[string]string{"result": "1-0", "n": "2"}},
		{"termination", readText("[Termination \"South resigns\"]\n\n1. A6L a6R 1/2-1/2\n"), "record.terminationUnexplained", nil,
			map[string]string{"result": "1/2-1/2", "n": "2", "text": "South resigns"}},
		{"PlyCount not a number", readText("[PlyCount \"x\"]\n\n1. A6L a6R *\n"), "record.plyCountNumber", atTag, tag("PlyCount", "text", "x")},
		{"PlyCount", readText("[PlyCount \"3\"]\n\n1. A6L a6R *\n"), "record.plyCount", atTag, tag("PlyCount", "n", "3", "moves", "2")},
		// The rules' refusals inside a record: a tag's value, a move.
		{"FEN tag", readText("[FEN \"1 2 3\"]\n\n*\n"), "bfen.fields", atTag, tag("FEN", "n", "3")},
		{"Variant tag", readText("[Variant \"chess\"]\n\n*\n"), "variant.unknown", atTag, tag("Variant", "text", "chess")},
		{"a move", readText(header + "1. A9L *\n"), "hole.name", []string{"move"}, map[string]string{"move": "A9L", "text": "A9"}},

		{"json syntax", jsonLine(`{"tags": [}`), "record.jsonSyntax", nil, nil},
		{"json not an object", jsonLine(`[1]`), "record.jsonNotObject", nil, nil},
		{"json move", jsonLine(`{"moves":[1,2]}`), "record.jsonWantMove", atField, field("moves")},
		{"json list", jsonLine(`{"moves":"A6L"}`), "record.jsonWantList", atField, field("moves")},
		{"json number", jsonLine(`{"moves":[{"move":"A6L","score":"x"}]}`), "record.jsonWantNumber", atField, field("moves.score")},
		{"json string", jsonLine(`{"variant":5}`), "record.jsonWantString", atField, field("variant")},
		{"json tag value", jsonLine(`{"tags":{"Round":1}}`), "record.jsonWantString", atTag, tag("Round")},
		{"json tags", jsonLine(`{"tags":["a"]}`), "record.jsonTags", nil, nil},
		{"json after", jsonLine(`{"tags":{}} {"tags":{}}`), "record.jsonAfter", nil, nil},
		{"json tag name", jsonLine(`{"tags":{"Bad Name":"x"}}`), "record.tagName", nil, map[string]string{"text": "Bad Name"}},
		{"json tag line break", jsonLine(`{"tags":{"Event":"a\nb"}}`), "record.tagLineBreak", atTag, tag("Event")},
		{"json tag twice", jsonLine(`{"tags":{"Event":"x","Event":"y"}}`), "record.tagTwice", nil, tag("Event")},
		{"json variant", jsonLine(`{"tags":{"Variant":"kete"},"variant":"kujifunza"}`), "record.fieldTag", nil,
			map[string]string{"field": "variant", "tag": "Variant", "text": "kujifunza", "value": "kete"}},
		{"json start", jsonLine(`{"tags":{"FEN":"` + ks + `"},"start":"` + kuj + `"}`), "record.fieldTag", nil,
			map[string]string{"field": "start", "tag": "FEN", "text": kuj, "value": ks}},
		{"json bad start", jsonLine(`{"start":"1,2"}`), "bfen.fields", atField, field("start", "n", "1")},
		{"json bad variant", jsonLine(`{"variant":"chess"}`), "variant.unknown", atTag, tag("Variant", "text", "chess")},
		{"json result", jsonLine(`{"result":"2-0"}`), "record.result", nil, map[string]string{"text": "2-0"}},
		{"json result and tag", jsonLine(`{"tags":{"Result":"0-1"},"result":"1-0","moves":["A6L"]}`), "record.resultTag", nil,
			map[string]string{"result": "1-0", "tagResult": "0-1"}},
		{"json move comment", jsonLine(`{"moves":[{"move":"A6L","comment":"a}"}]}`), "record.commentBrace", atField, field("moves[0]", "text", "a}")},
		{"json comment", jsonLine(`{"comment":"}"}`), "record.commentBrace", nil, map[string]string{"text": "}"}},
		{"json no move", jsonLine(`{"moves":["A6L",""]}`), "record.noMove", nil, nil},
		{"json line too long", readJSON(io.MultiReader(strings.NewReader("\n"), &endlessLine{maxJSONLine + 10})), "record.jsonLineTooLong", nil,
			map[string]string{"max": strconv.Itoa(maxJSONLine)}},
	}
	codes, places := map[string]bool{}, map[string]bool{}
	for _, c := range cases {
		err := c.read()
		var in *engine.InputError
		var re *Error
		if !errors.As(err, &in) || !errors.As(err, &re) {
			t.Errorf("%s: error %v (%T), want an *Error with an *engine.InputError", c.name, err, err)
			continue
		}
		if in.Code != c.code || !slices.Equal(in.Places, c.places) {
			t.Errorf("%s: code %q places %q, want %q %q (%v)", c.name, in.Code, in.Places, c.code, c.places, err)
		}
		for k, v := range c.args {
			if in.Args[k] != v {
				t.Errorf("%s: arg %s = %q, want %q (args %v)", c.name, k, in.Args[k], v, in.Args)
			}
		}
		if !slices.Contains(InputCodes(), in.Code) && !slices.Contains(engine.InputCodes(), in.Code) {
			t.Errorf("%s: code %q is in neither InputCodes nor engine.InputCodes", c.name, in.Code)
		}
		for _, p := range in.Places {
			if !slices.Contains(InputPlaces(), p) && !slices.Contains(engine.InputPlaces(), p) {
				t.Errorf("%s: place %q is in neither InputPlaces nor engine.InputPlaces", c.name, p)
			}
			places[p] = true
		}
		codes[in.Code] = true
	}
	for _, c := range InputCodes() {
		if !strings.HasPrefix(c, "record.") {
			t.Errorf("code %q does not start with record.", c)
		}
		if !codes[c] {
			t.Errorf("code %q: no case gives it", c)
		}
	}
	for _, p := range InputPlaces() {
		if !places[p] {
			t.Errorf("place %q: no case gives it", p)
		}
	}
}
