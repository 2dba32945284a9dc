package main

import (
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
	"strings"
)

// errNoRate says that a command's output holds no rate speedratio knows.
var errNoRate = errors.New("no rate in the output (want \"N nodes R nps\", solve's --json or bench's \"Nodes searched\" and \"Nodes/second\")")

// nodesNPSLine is the last line of perft and bench: "N nodes R nps".
var nodesNPSLine = regexp.MustCompile(`(?m)^\s*(\d+) nodes (\d+) nps\s*$`)

// benchLine is one of bench's summary lines, "Nodes searched  : N".
var benchLine = regexp.MustCompile(`(?m)^\s*(Nodes searched|Nodes/second)\s*:\s*(\d+)\s*$`)

// readRate returns the nodes a command counted and its rate in nodes per
// second, from its output.
func readRate(out string) (nodes, rate float64, err error) {
	if m := nodesNPSLine.FindStringSubmatch(out); m != nil {
		return atof(m[1]), atof(m[2]), nil
	}
	if n, r, ok := jsonRate(out); ok {
		return n, r, nil
	}
	var haveNodes, haveRate bool
	for _, m := range benchLine.FindAllStringSubmatch(out, -1) {
		if m[1] == "Nodes searched" {
			nodes, haveNodes = atof(m[2]), true
		} else {
			rate, haveRate = atof(m[2]), true
		}
	}
	if haveNodes && haveRate {
		return nodes, rate, nil
	}
	return 0, 0, errNoRate
}

// jsonRate reads the top-level "nodes" and "nps" of the first line that
// is a JSON object (solve --json).
func jsonRate(out string) (nodes, rate float64, ok bool) {
	for _, line := range strings.Split(out, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "{") {
			continue
		}
		var v struct {
			Nodes *float64 `json:"nodes"`
			NPS   *float64 `json:"nps"`
		}
		if json.Unmarshal([]byte(line), &v) == nil && v.Nodes != nil && v.NPS != nil {
			return *v.Nodes, *v.NPS, true
		}
	}
	return 0, 0, false
}

// atof reads a string of digits the regular expressions matched.
func atof(s string) float64 {
	x, _ := strconv.ParseFloat(s, 64)
	return x
}
