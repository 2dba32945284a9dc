package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/baoengine/bao/web/rulesapi"
)

// TestWrongMethodIs405: a request with a method an endpoint does not take
// is answered 405 with an Allow header naming the methods it takes, at
// every endpoint; a path no endpoint has is 404. GET on a POST endpoint
// was a 404, as if the endpoint did not exist.
func TestWrongMethodIs405(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/session", map[string]any{})
	if status != http.StatusOK {
		t.Fatalf("new session: %d %v", status, out)
	}
	id, _ := out["id"].(string)
	type endpoint struct{ path, allow string }
	endpoints := []endpoint{
		{"/api/session", "POST"},
		{"/api/session/" + id + "/events", "GET, HEAD"},
		{"/api/session/" + id + "/command", "POST"},
		{"/api/session/" + id, "DELETE"},
	}
	for path, method := range rulesapi.Paths() {
		allow := method
		if method == "GET" {
			allow = "GET, HEAD"
		}
		endpoints = append(endpoints, endpoint{path, allow})
	}
	for _, e := range endpoints {
		for _, m := range []string{"GET", "POST", "PUT", "DELETE"} {
			if strings.Contains(e.allow, m) {
				continue
			}
			var body any
			if m == "POST" || m == "PUT" {
				body = map[string]any{}
			}
			status, out := call(t, m, hs.URL+e.path, body)
			wantError(t, m+" "+e.path, status, out, http.StatusMethodNotAllowed, m, e.allow)
			req, _ := http.NewRequest(m, hs.URL+e.path, nil)
			if body != nil {
				req.Header.Set("Content-Type", "application/json")
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if got := resp.Header.Get("Allow"); got != e.allow {
				t.Errorf("%s %s: Allow %q, want %q", m, e.path, got, e.allow)
			}
		}
	}
	status, out = call(t, "GET", hs.URL+"/api/nothing", nil)
	wantError(t, "unknown endpoint", status, out, http.StatusNotFound, "no such endpoint")
	status, out = call(t, "POST", hs.URL+"/api/nothing", map[string]any{})
	wantError(t, "unknown endpoint", status, out, http.StatusNotFound, "no such endpoint")
}

// TestBodyNotAnObjectIs400: a body that is not a JSON object, where the
// endpoint wants one, is refused with 400 naming what it is. A body of
// null was taken as an empty object: /api/legal answered with the start
// position.
func TestBodyNotAnObjectIs400(t *testing.T) {
	_, hs := newTestServer(t, Config{})
	status, out := call(t, "POST", hs.URL+"/api/session", map[string]any{})
	if status != http.StatusOK {
		t.Fatalf("new session: %d %v", status, out)
	}
	id, _ := out["id"].(string)
	paths := []string{"/api/session", "/api/session/" + id + "/command"}
	for path, method := range rulesapi.Paths() {
		if method == "POST" {
			paths = append(paths, path)
		}
	}
	for _, path := range paths {
		for body, what := range map[string]string{
			"null": "null", " 12": "a number", "[]": "an array", `"x"`: "a string", "true": "true or false", "": "empty",
		} {
			status, out := call(t, "POST", hs.URL+path, body)
			wantError(t, path+" "+body, status, out, http.StatusBadRequest, what, "want a JSON object")
		}
	}
}
