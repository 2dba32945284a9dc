package server

import (
	"errors"
	"io"
	"net/http"
)

// handleRules answers a rules question (GET /api/options, POST /api/legal,
// /api/play, /api/bfen, /api/record/import, /api/record/export,
// /api/explain) with
// package rules, the same code that answers the page in the static web
// app's WebAssembly worker.
func (s *Server) handleRules(w http.ResponseWriter, r *http.Request) {
	var body []byte
	if r.Method == http.MethodPost {
		var err error
		body, err = io.ReadAll(r.Body)
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				fail(w, http.StatusRequestEntityTooLarge, "request body larger than %d bytes", tooBig.Limit)
				return
			}
			fail(w, http.StatusBadRequest, "read the request: %v", err)
			return
		}
	}
	status, answer := s.rules.Answer(r.URL.Path, body)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(answer)
}
