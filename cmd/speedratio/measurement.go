package main

import (
	"fmt"
	"strings"
)

// measurement is one line of the table: a name, the bao commands whose
// total nodes and time give its rate, and an optional target ratio.
type measurement struct {
	name     string
	commands [][]string
	target   string // "-" when none was given
}

// parseMeasurement reads a measurement argument: an optional "NAME: ",
// commands separated by " ; ", each split at spaces, and an optional
// trailing " >= X".
func parseMeasurement(arg string) (measurement, error) {
	m := measurement{target: "-"}
	text := arg
	if i := strings.Index(text, ": "); i >= 0 {
		m.name = strings.TrimSpace(text[:i])
		text = text[i+2:]
	}
	if i := strings.LastIndex(text, ">="); i >= 0 {
		target := strings.TrimSpace(text[i+2:])
		var x float64
		if _, err := fmt.Sscan(target, &x); err != nil || strings.ContainsAny(target, " \t") {
			return measurement{}, fmt.Errorf("measurement %q: target %q: want a number after >=", arg, target)
		}
		m.target = target
		text = text[:i]
	}
	for _, part := range strings.Split(text, ";") {
		words := strings.Fields(part)
		if len(words) == 0 {
			return measurement{}, fmt.Errorf("measurement %q: an empty command", arg)
		}
		m.commands = append(m.commands, words)
	}
	switch {
	case m.name != "":
	case len(m.commands) > 1:
		m.name = fmt.Sprintf("%s ... (%d commands)", strings.Join(m.commands[0], " "), len(m.commands))
	default:
		m.name = strings.Join(m.commands[0], " ")
	}
	return m, nil
}
