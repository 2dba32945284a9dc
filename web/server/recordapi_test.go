package server

import (
	"net/http"
	"reflect"
	"strings"
	"testing"
)

func TestRecordRoundTrip(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	game := Game{Variant: "kiswahili", Options: map[string]string{"takasiaMustCapture": "true"}, Moves: []string{"A6L", "a5R", "A3L"}}
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{"game": game})
	if status != http.StatusOK {
		t.Fatalf("the test game is not legal: %d %v", status, out)
	}
	status, out = call(t, "POST", hs.URL+"/api/record/export", recordExportRequest{
		Game: game, Tags: map[string]string{"South": "Ann", "North": "Bao"}})
	if status != http.StatusOK {
		t.Fatalf("export: status %d: %v", status, out)
	}
	text := out["record"].(string)
	for _, want := range []string{`[South "Ann"]`, `[North "Bao"]`, `[Variant "kiswahili"]`, `[takasiaMustCapture "true"]`, `[Result "*"]`, "1. A6L a5R 2. A3L *"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %q:\n%s", want, text)
		}
	}
	if name := out["filename"].(string); !strings.HasSuffix(name, ".pgn") {
		t.Errorf("filename %q", name)
	}
	status, out = call(t, "POST", hs.URL+"/api/record/import", recordImportRequest{Record: text})
	if status != http.StatusOK {
		t.Fatalf("import: status %d: %v", status, out)
	}
	g := out["game"].(map[string]any)
	if !reflect.DeepEqual(g["moves"], []any{"A6L", "a5R", "A3L"}) || g["variant"] != "kiswahili" {
		t.Errorf("imported game %v", g)
	}
	if opts := g["options"].(map[string]any); opts["takasiaMustCapture"] != "true" {
		t.Errorf("imported options %v", opts)
	}
	if out["tags"].(map[string]any)["South"] != "Ann" || out["games"] != 1.0 || out["result"] != "*" {
		t.Errorf("imported tags %v games %v result %v", out["tags"], out["games"], out["result"])
	}
	if st := out["state"].(map[string]any); st["side"] != "N" {
		t.Errorf("final position side %v", st["side"])
	}
}

func TestRecordFinishedAndResigned(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	fen := "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,2/61,0,0,0,0,0,0,0 0,0 S - -"
	game := Game{Variant: "kujifunza", FEN: fen}
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{"game": game})
	if status != http.StatusOK {
		t.Fatal(out)
	}
	for _, m := range legalTokens(out["state"].(map[string]any)) {
		_, po := call(t, "POST", hs.URL+"/api/play", playRequest{Game: game, Move: m})
		if po["state"].(map[string]any)["gameOver"] == true {
			game.Moves = []string{po["move"].(string)}
			break
		}
	}
	status, out = call(t, "POST", hs.URL+"/api/record/export", recordExportRequest{Game: game})
	if status != http.StatusOK {
		t.Fatalf("export: %d %v", status, out)
	}
	text := out["record"].(string)
	for _, want := range []string{`[Result "1-0"]`, `[FEN "` + fen, "[Termination", " 1-0"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %q:\n%s", want, text)
		}
	}
	// A resignation in an unfinished game needs its termination.
	status, out = call(t, "POST", hs.URL+"/api/record/export", recordExportRequest{Game: Game{Moves: []string{"A6L"}}, Result: "0-1", Termination: "resignation"})
	if status != http.StatusOK || !strings.Contains(out["record"].(string), "0-1") {
		t.Errorf("resignation: %d %v", status, out)
	}
	status, out = call(t, "POST", hs.URL+"/api/record/export", recordExportRequest{Game: Game{Moves: []string{"A6L"}}, Result: "0-1"})
	wantError(t, "result without reason", status, out, 400, "Termination")
}

func TestRecordBadInputs(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	imp := hs.URL + "/api/record/import"
	exp := hs.URL + "/api/record/export"
	cases := []struct {
		name, url string
		body      any
		parts     []string
	}{
		{"import empty", imp, recordImportRequest{}, []string{"empty"}},
		{"import illegal move", imp, recordImportRequest{Record: "[Variant \"kiswahili\"]\n\n1. A6L a5R 2. B1L *\n"}, []string{"line 3", "B1L"}},
		{"import bad tag", imp, recordImportRequest{Record: "[Variant \"chess\"]\n\n1. A6L *\n"}, []string{"chess"}},
		{"import wrong result", imp, recordImportRequest{Record: "[Result \"1-0\"]\n\n1. A6L 1-0\n"}, []string{"1-0"}},
		{"import bad JSON", imp, `{"record": 1}`, []string{"bad JSON"}},
		{"export bad game", exp, recordExportRequest{Game: Game{Moves: []string{"A1L"}}}, []string{"move 1"}},
		{"export reserved tag", exp, recordExportRequest{Tags: map[string]string{"Result": "1-0"}}, []string{"Result"}},
		{"export bad tag name", exp, recordExportRequest{Tags: map[string]string{"a b": "x"}}, []string{"a b"}},
		{"export tag line break", exp, recordExportRequest{Tags: map[string]string{"South": "a\nb"}}, []string{"South"}},
		{"export bad result", exp, recordExportRequest{Result: "2-0"}, []string{"2-0"}},
	}
	for _, c := range cases {
		status, out := call(t, "POST", c.url, c.body)
		wantError(t, c.name, status, out, 400, c.parts...)
	}
}
