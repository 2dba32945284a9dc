// Package rulesapi is the page's rules question service: it answers the
// questions of the web page (the legal moves and the state of a game, a
// move's sowing trace, a BFEN's check, the import and export of a game
// record, the options, the move marks' thresholds and the review's plan, the plain reason of
// a mistake for the game review) from a path and a JSON body, with the
// rules engine. The page keeps the game as data and sends it whole with
// every question, so the answers hold no state.
//
// # What it owns and what it must not import
//
// rulesapi owns the questions' JSON shapes, their answers and their bounds
// (the largest body, the most moves of a game). A game's rules come from
// engine.NewRules for an untrusted caller, and a record's from
// record.ReadAnyUntrusted: the bounds a page may use on the rule options
// (infiniteMoveLapLimit at most its default) are the rules' own table's,
// which /api/options gives the page. Two callers share it, so that the page gets the
// same answers from both: the HTTP server (package web/server, whose
// endpoints hand it the path and the body) and the WebAssembly worker of
// the static web app and the npm package (cmd/baowasm, which hands it the
// worker's messages). It imports engine (the rules), record (the game
// records), analysis (the move marks' thresholds and the review's plan,
// so that the page and bao analyze mark moves alike) and level (the levels for people that
// /api/options lists), and the standard library without net/http (the
// WebAssembly build needs none of it): no search, no eval, no protocol, no
// flags.
package rulesapi
