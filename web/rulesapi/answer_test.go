package rulesapi

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func answer(t *testing.T, path, body string) (int, map[string]any) {
	t.Helper()
	a := &Answerer{Version: "Bao test", Site: "test", Now: func() time.Time { return time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC) }}
	status, out := a.Answer(path, []byte(body))
	var v map[string]any
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatalf("%s: answer %q is not JSON: %v", path, out, err)
	}
	return status, v
}

func TestAnswerQuestions(t *testing.T) {
	status, v := answer(t, "/api/options", "")
	if status != 200 || v["version"] != "Bao test" || len(v["variants"].([]any)) != 3 {
		t.Errorf("options: %d %v", status, v)
	}
	status, v = answer(t, "/api/legal", `{"game":{"variant":"kiswahili","moves":[]}}`)
	if status != 200 || len(v["state"].(map[string]any)["legal"].([]any)) == 0 {
		t.Errorf("legal: %d %v", status, v)
	}
	status, v = answer(t, "/api/play", `{"game":{"variant":"kiswahili","moves":[]},"move":"A6L"}`)
	if status != 200 || v["move"] != "A6L" || len(v["trace"].([]any)) == 0 {
		t.Errorf("play: %d %v", status, v)
	}
	status, v = answer(t, "/api/record/export", `{"game":{"moves":["A6L"]},"result":"0-1","termination":"resignation"}`)
	if status != 200 || !strings.Contains(v["record"].(string), `[Date "2026.12.01"]`) || v["filename"] != "bao-kiswahili-20261201-100000.pgn" {
		t.Errorf("export: %d %v", status, v)
	}
	rec := v["record"].(string)
	body, _ := json.Marshal(map[string]string{"record": rec})
	status, v = answer(t, "/api/record/import", string(body))
	if status != 200 || v["result"] != "0-1" || v["games"].(float64) != 1 {
		t.Errorf("import: %d %v", status, v)
	}
}

func TestAnswerErrorsNameTheFault(t *testing.T) {
	cases := []struct {
		path, body string
		status     int
		want       string
	}{
		{"/api/nothing", `{}`, 404, "no such question"},
		{"/api/legal", ``, 400, "empty body"},
		{"/api/legal", `{"game":{}} {}`, 400, "data after"},
		{"/api/legal", `{"gaem":{}}`, 400, "gaem"},
		{"/api/legal", `{"game":{"moves":["A1L"]}}`, 400, "move 1"},
		{"/api/play", `{"game":{},"move":"A1L"}`, 422, "A1"},
		{"/api/play", `{"game":{},"move":""}`, 400, "move: empty"},
		{"/api/bfen", `{"fen":""}`, 400, "fen: empty"},
		{"/api/legal", `{"game":{"options":{"infiniteMoveLapLimit":"999999999"}}}`, 400, "at most"},
		{"/api/legal", `{"game":{"fen":"` + strings.Repeat("1", MaxBody) + `"}}`, 413, "larger"},
	}
	for _, c := range cases {
		status, v := answer(t, c.path, c.body)
		msg, _ := v["error"].(string)
		if status != c.status || !strings.Contains(msg, c.want) {
			t.Errorf("%s %.60s: %d %q; want %d with %q", c.path, c.body, status, msg, c.status, c.want)
		}
	}
}

func TestPathsAreAnswered(t *testing.T) {
	a := &Answerer{}
	for path := range Paths() {
		if status, out := a.Answer(path, []byte(`{}`)); status == 404 {
			t.Errorf("%s is listed but not answered: %s", path, out)
		}
	}
}

// FuzzAnswer sends any body to every question: the answer is always JSON
// with a known status, an error message when it is not 200, and never a
// panic or a hang (go test -fuzz FuzzAnswer ./web/rulesapi).
func FuzzAnswer(f *testing.F) {
	paths := []string{"/api/options", "/api/legal", "/api/play", "/api/bfen", "/api/record/import", "/api/record/export", "/api/x"}
	for _, seed := range []string{
		`{"game":{"variant":"kiswahili","moves":["A6L"]}}`,
		`{"game":{"variant":"kujifunza","fen":"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - -"},"move":"A3R"}`,
		`{"record":"[Variant \"kete\"]\n\n1. A6L *\n"}`,
		`{"game":{"moves":["A6L"]},"result":"0-1","tags":{"South":"x"}}`,
		`{"variant":"kete","fen":"1,2"}`,
		`{"game":{"options":{"infiniteMoveLapLimit":"5"},"moves":["A6L","a5R"]},"ply":1}`,
		``, `{`, `[]`, `null`,
	} {
		for i := range paths {
			f.Add(uint8(i), seed)
		}
	}
	a := &Answerer{Version: "fuzz", Site: "fuzz"}
	f.Fuzz(func(t *testing.T, pathIndex uint8, body string) {
		path := paths[int(pathIndex)%len(paths)]
		status, out := a.Answer(path, []byte(body))
		var v map[string]any
		if err := json.Unmarshal(out, &v); err != nil {
			t.Fatalf("%s %q: answer %q is not a JSON object: %v", path, body, out, err)
		}
		switch status {
		case 200:
		case 400, 404, 413, 422:
			if msg, _ := v["error"].(string); msg == "" {
				t.Fatalf("%s %q: status %d without a message: %s", path, body, status, out)
			}
		default:
			t.Fatalf("%s %q: status %d: %s", path, body, status, out)
		}
	})
}

// TestBodyNotAnObject: a question's body that is not a JSON object is
// refused with 400 naming what it is, as the server answers it: the
// WebAssembly worker's messages have no HTTP method, so the body rule is
// the whole check there. A body of null was taken as an empty object (the
// start position).
func TestBodyNotAnObject(t *testing.T) {
	for path := range Paths() {
		if path == "/api/options" {
			continue // no body
		}
		for body, what := range map[string]string{
			"null": "null", "12": "a number", " [{}]": "an array", `"x"`: "a string", "false": "true or false", "": "empty", " \n": "empty",
		} {
			status, v := answer(t, path, body)
			if msg, _ := v["error"].(string); status != 400 || !strings.Contains(msg, what) || !strings.Contains(msg, "want a JSON object") {
				t.Errorf("%s %q: %d %q; want 400 naming %s", path, body, status, msg, what)
			}
		}
	}
}
