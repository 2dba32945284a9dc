package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// newTestServer starts a web server on a test HTTP server; both close at
// the end of the test.
func newTestServer(t *testing.T, cfg Config) (*Server, *httptest.Server) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		s.Close()
		hs.Close()
	})
	return s, hs
}

// call sends a request with a JSON body (a string is sent as it is) and
// returns the status and the decoded JSON answer (nil when not JSON).
func call(t *testing.T, method, url string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatalf("%s %s: answer is not JSON: %v: %s", method, url, err, data)
		}
	}
	return resp.StatusCode, out
}

// wantError checks a 4xx answer with a message containing each of parts.
func wantError(t *testing.T, what string, status int, out map[string]any, wantStatus int, parts ...string) {
	t.Helper()
	if status != wantStatus {
		t.Errorf("%s: status %d, want %d (%v)", what, status, wantStatus, out)
		return
	}
	msg, _ := out["error"].(string)
	if msg == "" {
		t.Errorf("%s: no error message in %v", what, out)
	}
	for _, p := range parts {
		if !strings.Contains(msg, p) {
			t.Errorf("%s: message %q does not contain %q", what, msg, p)
		}
	}
}

// legalTokens returns the move tokens of a state's legal list.
func legalTokens(state map[string]any) []string {
	var out []string
	list, _ := state["legal"].([]any)
	for _, x := range list {
		m, _ := x.(map[string]any)
		out = append(out, m["move"].(string))
	}
	return out
}
