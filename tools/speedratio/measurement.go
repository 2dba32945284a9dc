package main

import (
	"fmt"
	"strings"
)

// measurement is one line of the table: a name, the bao commands whose
// total nodes and time give its rate, and an optional target ratio. The
// commands are the same for both binaries unless the argument gave the
// new binary its own (newCommands).
type measurement struct {
	name        string
	commands    [][]string
	newCommands [][]string // nil: the new binary runs commands too
	target      string     // "-" when none was given
}

// commandsFor returns the commands the binary runs: the new binary's own
// when it has them.
func (m measurement) commandsFor(isNew bool) [][]string {
	if isNew && m.newCommands != nil {
		return m.newCommands
	}
	return m.commands
}

// parseMeasurement reads a measurement argument: an optional "NAME: ",
// commands separated by " ; ", each split at spaces, optionally " | " and
// the new binary's own commands, and an optional trailing " >= X".
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
	baseText, newText, split := strings.Cut(text, "|")
	var err error
	if m.commands, err = parseCommands(baseText); err != nil {
		return measurement{}, fmt.Errorf("measurement %q: %w", arg, err)
	}
	if split {
		if m.newCommands, err = parseCommands(newText); err != nil {
			return measurement{}, fmt.Errorf("measurement %q: after |: %w", arg, err)
		}
		if len(m.newCommands) != len(m.commands) {
			return measurement{}, fmt.Errorf("measurement %q: %d commands for the base, %d for the new binary", arg, len(m.commands), len(m.newCommands))
		}
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

// parseCommands reads commands separated by ";", each split at spaces.
func parseCommands(text string) ([][]string, error) {
	var commands [][]string
	for _, part := range strings.Split(text, ";") {
		words := strings.Fields(part)
		if len(words) == 0 {
			return nil, fmt.Errorf("an empty command")
		}
		commands = append(commands, words)
	}
	return commands, nil
}
