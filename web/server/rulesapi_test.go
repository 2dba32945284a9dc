package server

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/baoengine/bao/analysis"
)

// Positions of rules.md section 6.
const (
	safariFEN   = "0,0,0,0,0,0,0,43/5,0,2,0,0,0,0,0/1,0,2,2,7,0,0,0/0,0,0,0,0,0,0,0 1,1 S S -"
	takasiaPred = "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 0,0 S - -"
)

func TestLegalStart(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{"game": Game{Variant: "kiswahili"}})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	st := out["state"].(map[string]any)
	if got, want := legalTokens(st), []string{"A6L", "A6R", "A7L", "A7R"}; !reflect.DeepEqual(got, want) {
		t.Errorf("legal %v, want %v (rules.md 6.1)", got, want)
	}
	if st["stage"] != "namua" || st["side"] != "S" || st["sideName"] != "South" || st["gameOver"] != false {
		t.Errorf("stage/side/gameOver wrong: %v %v %v", st["stage"], st["side"], st["gameOver"])
	}
	rows := st["rows"].([]any)
	a5 := rows[2].([]any)[4].(map[string]any)
	if a5["hole"] != "A5" || a5["count"] != 6.0 {
		t.Errorf("row 3 hole 5 = %v, want A5 with 6", a5)
	}
	houses := st["houses"].(map[string]any)
	if h := houses["N"].(map[string]any); h["hole"] != "a5" || h["functional"] != true {
		t.Errorf("North house %v", h)
	}
	if hands := st["hands"].(map[string]any); hands["S"] != 22.0 || hands["N"] != 22.0 {
		t.Errorf("hands %v", hands)
	}
}

func TestLegalKujifunzaAndPly(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	ply := 0
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{
		"game": Game{Variant: "kujifunza", Moves: []string{"A3R"}}, "ply": ply})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	st := out["state"].(map[string]any)
	want := strings.Fields("A1R A2R A3L A3R A4L A4R A5L A5R A6L A6R A7L A8L B1L B2L B7R B8R")
	if got := legalTokens(st); !reflect.DeepEqual(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
	if st["houses"] != nil {
		t.Errorf("kujifunza has no nyumba, got %v", st["houses"])
	}
	for _, x := range st["legal"].([]any) {
		m := x.(map[string]any)
		if m["capture"] != true || m["kichwa"] != false {
			t.Errorf("%v: every kujifunza opening move captures, sowing from the hole", m)
		}
	}
}

func TestLegalDecisionAndKichwa(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{"game": Game{FEN: safariFEN}})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	st := out["state"].(map[string]any)
	if got, want := legalTokens(st), []string{"A1L", "A1L+", "A3L", "A3R"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("legal %v, want %v (rules.md 6.3)", got, want)
	}
	for _, x := range st["legal"].([]any) {
		m := x.(map[string]any)
		wantDecision := m["hole"] == "A1"
		if m["decision"] != wantDecision || m["kichwa"] != true || m["capture"] != true {
			t.Errorf("%v: want decision %v, kichwa and capture", m, wantDecision)
		}
	}
	if g := out["game"].(map[string]any); g["fen"] == "" {
		t.Errorf("canonical game lost its fen: %v", g)
	}
}

func TestLegalBadInputs(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	url := hs.URL + "/api/legal"
	cases := []struct {
		name   string
		body   any
		status int
		parts  []string
	}{
		{"empty body", "", 400, []string{"empty body"}},
		{"not JSON", "{game", 400, []string{"bad JSON"}},
		{"unknown field", `{"game":{},"extra":1}`, 400, []string{"unknown field"}},
		{"trailing data", `{"game":{}} {}`, 400, []string{"after the object"}},
		{"bad variant", map[string]any{"game": Game{Variant: "chess"}}, 400, []string{"variant"}},
		{"bad option", map[string]any{"game": Game{Options: map[string]string{"takasia": "maybe"}}}, 400, []string{"takasia", "maybe"}},
		{"unknown option", map[string]any{"game": Game{Options: map[string]string{"noSuch": "1"}}}, 400, []string{"noSuch"}},
		{"variant as option", map[string]any{"game": Game{Options: map[string]string{"variant": "kete"}}}, 400, []string{"variant"}},
		{"bad fen", map[string]any{"game": Game{FEN: "1,2,3 0,0 S - -"}}, 400, []string{"fen"}},
		{"illegal move", map[string]any{"game": Game{Moves: []string{"A6L", "A1L"}}}, 400, []string{"move 2", "A1L"}},
		{"garbage move", map[string]any{"game": Game{Moves: []string{"Z9Q"}}}, 400, []string{"move 1"}},
		{"bad ply", map[string]any{"game": Game{}, "ply": 3}, 400, []string{"ply 3"}},
		{"negative ply", map[string]any{"game": Game{}, "ply": -1}, 400, []string{"ply -1"}},
		{"huge body", `{"game":{"fen":"` + strings.Repeat("1", maxBody) + `"}}`, 413, []string{"larger"}},
	}
	for _, c := range cases {
		status, out := call(t, "POST", url, c.body)
		wantError(t, c.name, status, out, c.status, c.parts...)
	}
}

func TestGuard(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	// Not JSON: a cross-site form could send text/plain.
	req, _ := http.NewRequest("POST", hs.URL+"/api/legal", strings.NewReader(`{"game":{}}`))
	req.Header.Set("Content-Type", "text/plain")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain POST: status %d, want 415", resp.StatusCode)
	}
	// Another origin.
	req, _ = http.NewRequest("POST", hs.URL+"/api/legal", strings.NewReader(`{"game":{}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "http://evil.example")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("foreign origin: status %d, want 403", resp.StatusCode)
	}
	// An opaque origin (a sandboxed frame of any site sends Origin: null)
	// was let through; so was an origin that names no host.
	for _, origin := range []string{"null", "file://", "data:text/html,x"} {
		for _, method := range []string{"GET", "POST"} {
			req, _ = http.NewRequest(method, hs.URL+"/api/legal", strings.NewReader(`{"game":{}}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Origin", origin)
			resp, err = http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden {
				t.Errorf("%s with Origin %q: status %d, want 403", method, origin, resp.StatusCode)
			}
		}
	}
	// The same origin is fine.
	req, _ = http.NewRequest("POST", hs.URL+"/api/legal", strings.NewReader(`{"game":{}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", hs.URL)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("same origin: status %d, want 200", resp.StatusCode)
	}
	// DNS rebinding: a site whose name resolves to 127.0.0.1.
	_, hs2 := newTestServer(t, Config{LoopbackOnly: true})
	for host, want := range map[string]int{"evil.example:80": 403, "localhost:8080": 200, "127.0.0.1": 200, "[::1]:8080": 200} {
		req, _ = http.NewRequest("GET", hs2.URL+"/", nil)
		req.Host = host
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Host %s: status %d, want %d", host, resp.StatusCode, want)
		}
	}
	status, out := call(t, "GET", hs.URL+"/api/nothing", nil)
	wantError(t, "unknown endpoint", status, out, 404, "no such endpoint")
	status, out = call(t, "GET", hs.URL+"/api/legal", nil)
	if status < 400 || status >= 500 {
		t.Errorf("GET /api/legal: status %d, want 4xx (%v)", status, out)
	}
}

func TestPlayTrace(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/play", playRequest{Game: Game{FEN: safariFEN}, Move: "A1l+"})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	if out["move"] != "A1L+" {
		t.Errorf("move %v, want the canonical A1L+", out["move"])
	}
	var kinds []string
	for _, x := range out["trace"].([]any) {
		e := x.(map[string]any)
		kinds = append(kinds, e["kind"].(string)+" "+e["hole"].(string))
	}
	got := strings.Join(kinds, ",")
	for _, want := range []string{"hand A1", "capture a8", "safari A5", "end B4"} {
		if !strings.Contains(got, want) {
			t.Errorf("trace %s lacks %q (rules.md 6.3)", got, want)
		}
	}
	st := out["state"].(map[string]any)
	if st["side"] != "N" || st["houses"].(map[string]any)["S"].(map[string]any)["owned"] != false {
		t.Errorf("after the safari: side %v, South house %v", st["side"], st["houses"])
	}
	if g := out["game"].(map[string]any); !reflect.DeepEqual(g["moves"], []any{"A1L+"}) {
		t.Errorf("game moves %v", g["moves"])
	}
}

func TestPlayTakasia(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/play", playRequest{Game: Game{FEN: takasiaPred}, Move: "A7L"})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	st := out["state"].(map[string]any)
	if st["takasia"] != "a4" {
		t.Errorf("takasia %v, want a4 (rules.md 6.6)", st["takasia"])
	}
	if got, want := legalTokens(st), []string{"a5L", "a5R", "a8L", "a8R"}; !reflect.DeepEqual(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
}

func TestPlayGameOver(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	// North's front row holds one seed, which South captures.
	fen := "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,2/61,0,0,0,0,0,0,0 0,0 S - -"
	status, out := call(t, "POST", hs.URL+"/api/legal", map[string]any{"game": Game{Variant: "kujifunza", FEN: fen}})
	if status != http.StatusOK {
		t.Fatalf("legal: status %d: %v", status, out)
	}
	moves := legalTokens(out["state"].(map[string]any))
	if len(moves) == 0 {
		t.Fatal("no legal move")
	}
	var final map[string]any
	for _, m := range moves {
		status, out = call(t, "POST", hs.URL+"/api/play", playRequest{Game: Game{Variant: "kujifunza", FEN: fen}, Move: m})
		if status != http.StatusOK {
			t.Fatalf("play %s: status %d: %v", m, status, out)
		}
		if st := out["state"].(map[string]any); st["gameOver"] == true {
			final = st
			break
		}
	}
	if final == nil {
		t.Fatalf("no move of %v ends the game", moves)
	}
	if final["result"] != "p1win" || final["score"] != "1-0" || final["reason"] == "" {
		t.Errorf("result %v %v %v", final["result"], final["score"], final["reason"])
	}
	// The page words the reason from its code and side.
	if final["reasonCode"] != "cannotMove" || final["reasonSide"] != "N" {
		t.Errorf("reason %q as code %v, side %v; want cannotMove, N", final["reason"], final["reasonCode"], final["reasonSide"])
	}
	if len(legalTokens(final)) != 0 {
		t.Errorf("a finished game has legal moves %v", legalTokens(final))
	}
	// Playing on after the end is refused.
	g := out["game"].(map[string]any)
	status, out = call(t, "POST", hs.URL+"/api/play", playRequest{Game: Game{Variant: "kujifunza", FEN: fen, Moves: []string{g["moves"].([]any)[0].(string)}}, Move: "a1L"})
	wantError(t, "move after the end", status, out, 422, "game is over")
}

func TestPlayBadInputs(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	url := hs.URL + "/api/play"
	cases := []struct {
		name   string
		body   any
		status int
		parts  []string
	}{
		{"no move", playRequest{}, 400, []string{"empty"}},
		{"long move", playRequest{Move: strings.Repeat("A", 100)}, 400, []string{"too long"}},
		{"garbage", playRequest{Move: "hello"}, 422, []string{"hello"}},
		{"illegal", playRequest{Move: "A1L"}, 422, []string{"A1L", "legal"}},
		{"wrong side", playRequest{Move: "a6L"}, 422, []string{"North"}},
		{"bad game", playRequest{Game: Game{Moves: []string{"B9L"}}, Move: "A6L"}, 400, []string{"move 1"}},
		{"bad JSON", `{"move": 5}`, 400, []string{"bad JSON"}},
	}
	for _, c := range cases {
		status, out := call(t, "POST", url, c.body)
		wantError(t, c.name, status, out, c.status, c.parts...)
	}
}

func TestBFEN(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	url := hs.URL + "/api/bfen"
	status, out := call(t, "POST", url, bfenRequest{FEN: "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0   22,22 S SN -"})
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	if out["fen"] != "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0" {
		t.Errorf("canonical fen %v", out["fen"])
	}
	cases := []struct {
		name  string
		body  any
		parts []string
	}{
		{"empty", bfenRequest{}, []string{"empty"}},
		{"three rows", bfenRequest{FEN: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 S - -"}, []string{"fen"}},
		{"hands in kujifunza", bfenRequest{Variant: "kujifunza", FEN: "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN -"}, []string{"fen"}},
		{"bad variant", bfenRequest{Variant: "x", FEN: "a"}, []string{"variant"}},
		{"too long", bfenRequest{FEN: strings.Repeat("0,", 300)}, []string{"too long"}},
	}
	for _, c := range cases {
		status, out := call(t, "POST", url, c.body)
		wantError(t, c.name, status, out, 400, c.parts...)
	}
}

func TestPage(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	for _, path := range []string{"/", "/index.html", "/app.js", "/connection.js", "/client/engine.js", "/client/server.js", "/store.js", "/storage.js", "/ctrl/game.js", "/ctrl/engine.js", "/view/board.js", "/view/analysis.js", "/speeds.js", "/offline.js", "/style.css"} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d", path, resp.StatusCode)
		}
	}
	resp, err := http.Get(hs.URL + "/nothing.js")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /nothing.js: status %d, want 404", resp.StatusCode)
	}
}

func TestOptions(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "GET", hs.URL+"/api/options", nil)
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, out)
	}
	if got := out["variants"]; !reflect.DeepEqual(got, []any{"kiswahili", "kete", "kujifunza"}) {
		t.Errorf("variants %v", got)
	}
	found := false
	for _, x := range out["options"].([]any) {
		o := x.(map[string]any)
		if o["name"] == "takasiaMustCapture" {
			found = true
			d := o["defaults"].(map[string]any)
			if d["kiswahili"] != "false" || d["kete"] != "true" {
				t.Errorf("takasiaMustCapture defaults %v (rules.md 9)", d)
			}
		}
	}
	if !found {
		t.Error("takasiaMustCapture not listed")
	}
	if s := out["starts"].(map[string]any)["kujifunza"].(string); !strings.HasPrefix(s, "2,2,2,2,2,2,2,2/") {
		t.Errorf("kujifunza start %q", s)
	}
	// The page marks the moves of its game graph by the server's thresholds.
	if m, ok := out["marks"].(map[string]any); !ok || m["blunder"] != analysis.BlunderDrop || m["mistake"] != analysis.MistakeDrop {
		t.Errorf("marks %v, want blunder %v and mistake %v", out["marks"], analysis.BlunderDrop, analysis.MistakeDrop)
	}
	// ... and reviews a game by the review's plan.
	plan := analysis.DefaultReviewPlan()
	rv, ok := out["review"].(map[string]any)
	checks, _ := rv["checks"].([]any)
	if !ok || rv["depth"] != float64(plan.Depth) || rv["decided"] != plan.Decided || len(checks) != len(plan.Checks) {
		t.Fatalf("review %v, want the plan %+v", out["review"], plan)
	}
	for i, c := range plan.Checks {
		got, _ := checks[i].(map[string]any)
		if got["depth"] != float64(c.Depth) || got["below"] != c.Below || got["above"] != c.Above {
			t.Errorf("review check %d: %v, want %+v", i, checks[i], c)
		}
	}
	status, out = call(t, "POST", hs.URL+"/api/options", "{}")
	if status < 400 || status >= 500 {
		t.Errorf("POST /api/options: status %d (%v), want 4xx", status, out)
	}
}
