package rulesapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Answerer answers the page's rules questions from their path and JSON
// body, as the web server's endpoints and the browser's WebAssembly worker
// both do: one code path for both.
type Answerer struct {
	// Version names the engine's build in /api/options.
	Version string
	// Site is the record's Site tag on export ("bao serve").
	Site string
	// Now gives the time of an export (time.Now when nil).
	Now func() time.Time
}

// Paths lists the questions Answer knows, each with its HTTP method.
func Paths() map[string]string {
	return map[string]string{
		"/api/options":       "GET",
		"/api/legal":         "POST",
		"/api/play":          "POST",
		"/api/bfen":          "POST",
		"/api/record/import": "POST",
		"/api/record/export": "POST",
		"/api/explain":       "POST",
	}
}

// Answer answers the question at path with body (JSON; empty for
// /api/options) and returns the HTTP status and the JSON answer: the
// question's response, or {"error": "..."} naming what is wrong.
func (a *Answerer) Answer(path string, body []byte) (int, []byte) {
	if len(body) > MaxBody {
		return errorAnswer(statusTooLarge, fmt.Sprintf("request body larger than %d bytes", MaxBody))
	}
	var v any
	var err error
	switch path {
	case "/api/options":
		v = Options(a.Version)
	case "/api/legal":
		var req LegalRequest
		if err = Decode(body, &req); err == nil {
			v, err = Legal(req)
		}
	case "/api/play":
		var req PlayRequest
		if err = Decode(body, &req); err == nil {
			v, err = Play(req)
		}
	case "/api/bfen":
		var req BFENRequest
		if err = Decode(body, &req); err == nil {
			v, err = BFEN(req)
		}
	case "/api/record/import":
		var req RecordImportRequest
		if err = Decode(body, &req); err == nil {
			v, err = RecordImport(req)
		}
	case "/api/record/export":
		var req RecordExportRequest
		if err = Decode(body, &req); err == nil {
			now := time.Now
			if a.Now != nil {
				now = a.Now
			}
			v, err = RecordExport(req, a.Site, now())
		}
	case "/api/explain":
		var req ExplainRequest
		if err = Decode(body, &req); err == nil {
			v, err = Explain(req)
		}
	default:
		return errorAnswer(statusNotFound, "no such question: "+path)
	}
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return inputAnswer(e.Status, e.Msg, e.Input)
		}
		return inputAnswer(statusBadRequest, err.Error(), inputReason(err))
	}
	out, err := json.Marshal(v)
	if err != nil {
		return errorAnswer(statusInternal, "encode the answer: "+err.Error())
	}
	return statusOK, append(out, '\n')
}

// Decode reads a request's body, one JSON object, into v: the rule of
// every question's body, which the web server's other endpoints share so
// that a page gets the same answer from both. A body that is not an
// object (empty, null, a number, a string, true or false, an array) is
// refused by what it is, and so are unknown fields and data after the
// object.
func Decode(body []byte, v any) error {
	switch what := notObject(body); what {
	case "":
	case "empty":
		return errors.New("bad JSON: empty body: want a JSON object")
	default:
		return fmt.Errorf("bad JSON: the body is %s: want a JSON object", what)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad JSON: %w", err)
	}
	if dec.More() {
		return errors.New("bad JSON: data after the object")
	}
	return nil
}

// notObject says what body holds when it is valid JSON but not an object
// (or nothing at all), and "" otherwise: an object, or text that is not
// JSON, which the decoder's error describes.
func notObject(body []byte) string {
	t := bytes.TrimLeft(body, " \t\r\n")
	if len(t) == 0 {
		return "empty"
	}
	if t[0] == '{' || !json.Valid(t) {
		return ""
	}
	switch c := t[0]; {
	case c == 'n':
		return "null"
	case c == '[':
		return "an array"
	case c == '"':
		return "a string"
	case c == 't' || c == 'f':
		return "true or false"
	}
	return "a number"
}

// errorBody is the JSON of every error answer: the message and, when a
// person's text is at fault, its reason as codes.
type errorBody struct {
	Error string       `json:"error"`
	Input *InputReason `json:"input,omitempty"`
}

// errorAnswer is an error answer of status with the message msg.
func errorAnswer(status int, msg string) (int, []byte) { return inputAnswer(status, msg, nil) }

// inputAnswer is an error answer of status with the message msg and the
// reason in (nil: none).
func inputAnswer(status int, msg string, in *InputReason) (int, []byte) {
	out, _ := json.Marshal(errorBody{Error: msg, Input: in})
	return status, append(out, '\n')
}
