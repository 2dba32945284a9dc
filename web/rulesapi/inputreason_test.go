package rulesapi

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestInputReasons: an error answer for a person's text carries its
// reason as codes (the rules' code and places, a record's line and move
// in front), with the same message as before; an error that is not the
// text's has none; a long token is cut.
func TestInputReasons(t *testing.T) {
	long := strings.Repeat("x", 100)
	cases := []struct {
		path, body string
		status     int
		msg        string // a part of the message
		want       *InputReason
	}{
		{"/api/record/import", `{"record":"[Variant \"kujifunza\"]\n\n1. A3R a9L *\n"}`, 400, `move 1... "a9L" (ply 2): hole "a9"`,
			&InputReason{Code: "hole.name", Places: []string{"record.line", "record.move"},
				Args: map[string]string{"line": "3", "label": "1...", "move": "a9L", "ply": "2", "text": "a9"}}},
		{"/api/record/import", `{"record":"[Variant \"kujifunza\"]\n\n1. A3R A3R *\n"}`, 400, "A3 belongs to South, but North is to move",
			&InputReason{Code: "move.notYours", Places: []string{"record.line", "record.move"},
				Args: map[string]string{"line": "3", "label": "1...", "move": "A3R", "ply": "2", "hole": "A3", "owner": "S", "side": "N"}}},
		{"/api/record/import", `{"record":"[Variant \"kiswahili\"]\n[FEN \"1 2 3\"]\n\n*\n"}`, 400, "tag FEN: bfen: 3 fields",
			&InputReason{Code: "bfen.fields", Places: []string{"record.line", "record.tag"}, Args: map[string]string{"line": "2", "tag": "FEN", "n": "3"}}},
		{"/api/record/import", `{"record":"[Variant \"` + long + `\"]\n\n*\n"}`, 400, "tag Variant",
			&InputReason{Code: "variant.unknown", Places: []string{"record.line", "record.tag"}, Args: map[string]string{"line": "1", "tag": "Variant", "text": long[:40] + "..."}}},
		// The record's own reasons.
		{"/api/record/import", `{"record":"[Event \"e\"]\n[Site x]\n\n*\n"}`, 400, "record: line 2: tag line: tag Site: the value must be in double quotes",
			&InputReason{Code: "record.tagQuotes", Places: []string{"record.line", "record.tag"}, Args: map[string]string{"line": "2", "tag": "Site"}}},
		{"/api/record/import", `{"record":"[Result \"*\"]\n\n1. A6L (1. A7L) a6R *\n"}`, 400, "record: line 3: variations in parentheses are not supported",
			&InputReason{Code: "record.variations", Places: []string{"record.line"}, Args: map[string]string{"line": "3"}}},
		{"/api/record/import", `{"record":"[Result \"*\"]\n\n1. A6L a6R 1-0\n"}`, 400, "record: line 3: result token 1-0, but the Result tag is *",
			&InputReason{Code: "record.resultTag", Places: []string{"record.line"}, Args: map[string]string{"line": "3", "result": "1-0", "tagResult": "*"}}},
		{"/api/record/import", `{"record":"1. A6L ` + long + ` *"}`, 400, "(ply 2): not a move: 100 bytes",
			&InputReason{Code: "record.moveTooLong", Places: []string{"record.line", "record.move"},
				Args: map[string]string{"line": "1", "label": "1...", "move": long[:40] + "...", "ply": "2", "n": "100", "max": "40"}}},
		{"/api/record/import", `{"record":"{a comment, no game}"}`, 400, "record: no game found",
			&InputReason{Code: "record.noGame"}},
		{"/api/bfen", `{"fen":"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - x","variant":"kiswahili"}`, 400, `bfen ply: "x": not a count`,
			&InputReason{Code: "count.notNumber", Places: []string{"bfen.ply"}, Args: map[string]string{"text": "x"}}},
		{"/api/play", `{"game":{"variant":"kujifunza","moves":[]},"move":"a3R"}`, 422, "a3 belongs to North",
			&InputReason{Code: "move.notYours", Places: []string{"move"}, Args: map[string]string{"move": "a3R", "hole": "a3", "owner": "N", "side": "S"}}},
		{"/api/legal", `{"game":{"variant":"kujifunza","moves":["A3R","Z3R"]}}`, 400, `move "Z3R": hole "Z3"`,
			&InputReason{Code: "hole.row", Places: []string{"move"}, Args: map[string]string{"move": "Z3R", "text": "Z3"}}},
		{"/api/record/import", `{"record":" "}`, 400, "record: empty", &InputReason{Code: "record.empty"}},
		{"/api/record/import", `{"record":5}`, 400, "bad JSON", nil},
		{"/api/legal", `{"game":{"variant":"kujifunza","moves":[]},"ply":3}`, 400, "ply 3: want 0 to 0", nil},
	}
	for _, c := range cases {
		status, out := (&Answerer{}).Answer(c.path, []byte(c.body))
		var got struct {
			Error string       `json:"error"`
			Input *InputReason `json:"input"`
		}
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("%s %s: %v: %s", c.path, c.body, err, out)
		}
		if status != c.status || !strings.Contains(got.Error, c.msg) {
			t.Errorf("%s %s: %d %q, want %d and %q", c.path, c.body, status, got.Error, c.status, c.msg)
		}
		switch {
		case c.want == nil && got.Input != nil:
			t.Errorf("%s %s: input %+v, want none", c.path, c.body, got.Input)
		case c.want != nil && (got.Input == nil || got.Input.Code != c.want.Code || !slices.Equal(got.Input.Places, c.want.Places) || !maps.Equal(got.Input.Args, c.want.Args)):
			t.Errorf("%s %s: input %+v, want %+v", c.path, c.body, got.Input, c.want)
		}
		if got.Input != nil {
			if !slices.Contains(InputCodes(), got.Input.Code) {
				t.Errorf("%s: code %q is not in InputCodes", c.path, got.Input.Code)
			}
			for _, p := range got.Input.Places {
				if !slices.Contains(InputPlaces(), p) {
					t.Errorf("%s: place %q is not in InputPlaces", c.path, p)
				}
			}
		}
	}
}

// TestInputReasonsJSONLines: a game of JSON Lines refused (bao record's
// files; the page's import reads the text format) gives its reason in
// the same codes, the line and the JSON field in front.
func TestInputReasonsJSONLines(t *testing.T) {
	cases := []struct {
		line string
		want InputReason
	}{
		{`{"moves":[{"move":"A6L","score":"x"}]}`,
			InputReason{Code: "record.jsonWantNumber", Places: []string{"record.line", "record.field"}, Args: map[string]string{"line": "2", "field": "moves.score"}}},
		{`{"start":"1,2"}`,
			InputReason{Code: "bfen.fields", Places: []string{"record.line", "record.field"}, Args: map[string]string{"line": "2", "field": "start", "n": "1"}}},
		{`{"tags":{"Event":"x","Event":"y"}}`,
			InputReason{Code: "record.tagTwice", Places: []string{"record.line"}, Args: map[string]string{"line": "2", "tag": "Event"}}},
		{`{"moves":["A6L","a9L"]}`,
			InputReason{Code: "hole.name", Places: []string{"record.line", "record.move"},
				Args: map[string]string{"line": "2", "label": "1...", "move": "a9L", "ply": "2", "text": "a9"}}},
	}
	for _, c := range cases {
		body, err := json.Marshal(RecordImportRequest{Record: "\n" + c.line + "\n"})
		if err != nil {
			t.Fatal(err)
		}
		status, out := (&Answerer{}).Answer("/api/record/import", body)
		var got struct {
			Error string       `json:"error"`
			Input *InputReason `json:"input"`
		}
		if err := json.Unmarshal(out, &got); err != nil || status != 400 {
			t.Fatalf("%s: %d %s (%v)", c.line, status, out, err)
		}
		if got.Input == nil || got.Input.Code != c.want.Code || !slices.Equal(got.Input.Places, c.want.Places) || !maps.Equal(got.Input.Args, c.want.Args) {
			t.Errorf("%s: %s: input %+v, want %+v", c.line, got.Error, got.Input, c.want)
		}
	}
}

// TestRecordImportJSONLines: the import reads a JSON Lines record as it
// reads the text format (record.ReadAnyUntrusted), its rule-option tags
// bounded for an untrusted caller.
func TestRecordImportJSONLines(t *testing.T) {
	body := `{"record":"{\"variant\":\"kujifunza\",\"tags\":{\"South\":\"Ann\"},\"moves\":[\"A3R\",\"a6R\"]}\n{\"variant\":\"kete\",\"moves\":[]}\n"}`
	status, out := (&Answerer{}).Answer("/api/record/import", []byte(body))
	var got RecordImportResponse
	if err := json.Unmarshal(out, &got); err != nil || status != 200 {
		t.Fatalf("import: %d %s (%v)", status, out, err)
	}
	if got.Game.Variant != "kujifunza" || !slices.Equal(got.Game.Moves, []string{"A3R", "a6R"}) || got.Games != 2 || got.Tags["South"] != "Ann" {
		t.Errorf("import: %s", out)
	}
	body = `{"record":"{\"variant\":\"kiswahili\",\"tags\":{\"infiniteMoveLapLimit\":\"100001\"},\"moves\":[\"A6L\"]}\n"}`
	status, out = (&Answerer{}).Answer("/api/record/import", []byte(body))
	if status != 400 || !strings.Contains(string(out), "at most 100000") {
		t.Errorf("a lap limit above the bound: %d %s", status, out)
	}
}
