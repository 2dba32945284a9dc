package record

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// header is the tag section of the malformed records below: lines 1-4,
// with the blank line 4; the movetext starts on line 5.
const header = `[Event "e"]
[Variant "kiswahili"]
[Result "*"]

`

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"bad tag line", "[Event \"e\"]\n[Site x]\n\n*\n", 2, `tag Site: the value must be in double quotes`},
		{"tag without bracket", "[Event \"e\"\n\n*\n", 1, `missing ']'`},
		{"tag bad name", "[Ev-ent \"e\"]\n\n*\n", 1, `tag name "Ev-ent"`},
		{"tag bad escape", "[Event \"a\\n\"]\n\n*\n", 1, `bad escape`},
		{"tag unclosed value", "[Event \"abc]\n\n*\n", 1, `no closing quote`},
		{"tag twice", "[Event \"e\"]\n[Site \"f\"] [Event \"g\"]\n\n*\n", 2, `tag Event: given twice`},
		{"rule option twice", "[takasia \"true\"]\n[Takasia \"false\"]\n\n*\n", 2, `tag Takasia: given twice`},
		{"bad variant", "[Event \"e\"]\n[Variant \"chess\"]\n\n*\n", 2, `tag Variant: variant "chess"`},
		{"bad rule option", header[:len(header)-1] + "[takasia \"maybe\"]\n\n*\n", 4, `tag takasia: rule option takasia: value "maybe"`},
		{"bad FEN", "[FEN \"1,2\"]\n\n*\n", 1, `tag FEN: bfen`},
		{"bad Result tag", "[Result \"2-0\"]\n\n*\n", 1, `tag Result: "2-0"`},
		{"unknown move", header + "1. A6L a6R\n2. A4L a6R 3. A9L *\n", 6, `move 3 "A9L" (ply 5): hole "A9": want a row letter`},
		{"illegal move", header + "1. A6L a6R\n2. B1L *\n", 6, `move 2 "B1L" (ply 3): not legal here`},
		{"wrong side", header + "1. A6L {c}\n{d} 1... A7L *\n", 6, `move 1... "A7L" (ply 2): A7 belongs to South, but North is to move`},
		{"bad direction", header + "1. A6X *\n", 5, `move 1 "A6X" (ply 1): direction "X"`},
		{"unterminated comment", header + "1. A6L a6R\n2. A4L {a comment\nthat never ends\n", 6, `unterminated comment`},
		{"bad result token", header + "1. A6L a6R\n2-0\n", 6, `result "2-0": want 1-0, 0-1, 1/2-1/2 or *`},
		{"half result", header + "1. A6L a6R 1/2\n", 5, `result "1/2"`},
		{"bare number", header + "1. A6L 12 a6R *\n", 5, `"12": not a move`},
		{"result disagrees", header + "1. A6L a6R 1-0\n", 5, `result token 1-0, but the Result tag is *`},
		{"result not explained", "[Result \"1-0\"]\n\n1. A6L a6R\n1-0\n", 4, `result 1-0, but the game is not over after ply 2 and no Termination tag says why`},
		{"draw not explained", "[Termination \"South resigns\"]\n\n1. A6L a6R 1/2-1/2\n", 3, `Termination "South resigns" does not explain it`},
		{"PlyCount", "[PlyCount \"3\"]\n\n1. A6L a6R *\n", 1, `tag PlyCount: 3, but the record has 2 moves`},
		{"missing result", header + "1. A6L a6R\n", 5, `no result token`},
		{"tags in moves", header + "1. A6L a6R\n[Event \"next\"]\n\n*\n", 6, `tag line inside the moves`},
		{"variation", header + "1. A6L (1. A7L) a6R *\n", 5, `variations`},
		{"stray bracket", header + "1. A6L ] *\n", 5, `unexpected ']'`},
		{"bad glyph", header + "1. A6L $x *\n", 5, `numeric annotation glyph`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tc.text))
			if err == nil {
				t.Fatalf("no error for\n%s", tc.text)
			}
			var re *Error
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not an *Error", err)
			}
			if re.Line != tc.line {
				t.Errorf("line %d, want %d: %v", re.Line, tc.line, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), "record: line ") {
				t.Errorf("error %q does not start with the line", err)
			}
			// The same record after CRLF conversion fails the same way.
			_, err2 := Read(strings.NewReader(strings.ReplaceAll(tc.text, "\n", "\r\n")))
			if err2 == nil || err2.Error() != err.Error() {
				t.Errorf("with CRLF: %v, want %v", err2, err)
			}
		})
	}
}

// TestReaderRecovers reads a file whose middle game is bad: Next reports it
// and goes on with the next game.
func TestReaderRecovers(t *testing.T) {
	good := "[Event \"good\"]\n\n1. A6L a6R *\n\n"
	text := good + header + "1. A6L a6R 2. B1L 2... a6R *\n\n" +
		"[Event \"bad tag\"]\n[Variant \"x\"]\n\n1. A6L *\n\n" +
		"[Site x]\n[Event \"bad first tag line\"]\n\n1. A6L *\n\n" + good
	rd := NewReader(strings.NewReader(text))
	var got []string
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			got = append(got, "error")
			continue
		}
		v, _ := g.Tag("Event")
		got = append(got, v)
		if len(got) > 10 {
			t.Fatal("Next does not end")
		}
	}
	if s := strings.Join(got, ","); s != "good,error,error,error,good" {
		t.Fatalf("Next gave %s, want good,error,error,error,good", s)
	}
}

func TestReadMany(t *testing.T) {
	text := "\n\n" + sample + "\n\n\n" + sample + "[Event \"no blank line before\"]\n\n1. A7L *\n" + "1. A6R *"
	games, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 4 {
		t.Fatalf("%d games, want 4", len(games))
	}
	if v, _ := games[2].Tag("Event"); v != "no blank line before" || len(games[3].Tags) != 0 || len(games[3].Moves) != 1 {
		t.Fatalf("games %+v %+v", games[2], games[3])
	}
}

func TestReplayErrors(t *testing.T) {
	games, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	g.Result = g.Result + 1 // South wins, not explained
	if _, _, err := Replay(g); err == nil || !strings.Contains(err.Error(), "tag Result: *, but the game's result is 1-0") {
		t.Errorf("Replay with a changed result: %v", err)
	}
	g.SetTag("Result", "1-0")
	if _, _, err := Replay(g); err == nil || !strings.Contains(err.Error(), "no Termination tag says why") {
		t.Errorf("Replay with an unexplained result: %v", err)
	}
	g.Termination = "North loses on time"
	if _, _, err := Replay(g); err != nil {
		t.Errorf("Replay with a time loss: %v", err)
	}
	g.Moves[3].Move = g.Moves[2].Move
	if _, _, err := Replay(g); err == nil || !strings.Contains(err.Error(), `record: move 2... "a6R" (ply 4): the token names a6R but the move is A4L`) {
		t.Errorf("Replay with Move and Text apart: %v", err)
	}
	g.Moves[3].Text = ""
	if _, _, err := Replay(g); err == nil || !strings.Contains(err.Error(), `move 2... "A4L" (ply 4): not legal here`) {
		t.Errorf("Replay with an illegal Move: %v", err)
	}
}

// TestReadUntrustedBoundsRuleTags: a record from an untrusted caller may
// lower the lap limit but not raise it above the default (the bound
// comes from engine.RuleOptions); Read, for the user's own files, takes
// any value the rules allow. The tag's line is named.
func TestReadUntrustedBoundsRuleTags(t *testing.T) {
	rec := func(limit string) string {
		return header[:len(header)-1] + "[infiniteMoveLapLimit \"" + limit + "\"]\n\n1. A6L *\n"
	}
	if _, err := Read(strings.NewReader(rec("1073741824"))); err != nil {
		t.Errorf("Read, lap limit 2^30: %v", err)
	}
	for _, ok := range []string{"100000", "40"} {
		if games, err := ReadUntrusted(strings.NewReader(rec(ok))); err != nil || len(games) != 1 {
			t.Errorf("ReadUntrusted, lap limit %s: %d games, %v", ok, len(games), err)
		}
	}
	_, err := ReadUntrusted(strings.NewReader(rec("100001")))
	var re *Error
	if !errors.As(err, &re) || re.Line != 4 || !strings.Contains(err.Error(), "tag infiniteMoveLapLimit: rule option infiniteMoveLapLimit: value 100001") ||
		!strings.Contains(err.Error(), "at most 100000") {
		t.Errorf("ReadUntrusted, lap limit 100001: %v", err)
	}
}

// TestReadAnyUntrustedBoundsRuleTags: ReadAnyUntrusted finds the format
// and bounds a JSON game's rule-option tags as ReadUntrusted bounds the
// text format's, while NewJSONReader, for the user's own files, takes any
// value the rules allow; a text record reads as ReadUntrusted reads it.
func TestReadAnyUntrustedBoundsRuleTags(t *testing.T) {
	line := func(limit string) string {
		return `{"variant":"kiswahili","tags":{"infiniteMoveLapLimit":"` + limit + `"},"moves":["A6L"]}` + "\n"
	}
	for _, ok := range []string{"100000", "40"} {
		games, format, err := ReadAnyUntrusted(strings.NewReader(line(ok)))
		if err != nil || len(games) != 1 || format != FormatJSON || len(games[0].Moves) != 1 {
			t.Errorf("ReadAnyUntrusted, JSON, lap limit %s: %d games, format %v, %v", ok, len(games), format, err)
		}
	}
	if g, err := NewJSONReader(strings.NewReader(line("1073741824"))).Next(); err != nil || g == nil {
		t.Errorf("NewJSONReader, lap limit 2^30: %v", err)
	}
	_, format, err := ReadAnyUntrusted(strings.NewReader(line("100001")))
	var re *Error
	if format != FormatJSON || !errors.As(err, &re) || re.Line != 1 || !strings.Contains(err.Error(), "rule option infiniteMoveLapLimit: value 100001") ||
		!strings.Contains(err.Error(), "at most 100000") {
		t.Errorf("ReadAnyUntrusted, JSON, lap limit 100001: format %v, %v", format, err)
	}
	rec := header[:len(header)-1] + "[infiniteMoveLapLimit \"100001\"]\n\n1. A6L *\n"
	_, format, err = ReadAnyUntrusted(strings.NewReader(rec))
	if format != FormatPGN || !errors.As(err, &re) || re.Line != 4 || !strings.Contains(err.Error(), "at most 100000") {
		t.Errorf("ReadAnyUntrusted, text, lap limit 100001: format %v, %v", format, err)
	}
}
