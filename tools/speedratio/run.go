package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
)

// sample is what one run of a measurement on one binary gave: the nodes
// counted, the wall-clock seconds the program reported for them (nodes
// over its rate) and the processor seconds the processes used.
type sample struct {
	nodes, seconds, cpuSeconds float64
}

// rate is the sample's nodes per second of wall-clock time.
func (s sample) rate() float64 { return s.nodes / s.seconds }

// cpuRate is the sample's nodes per second of processor time.
func (s sample) cpuRate() float64 { return s.nodes / s.cpuSeconds }

// runFunc runs the commands of a measurement on one binary.
type runFunc func(bin string, commands [][]string) (sample, error)

// runProcess runs each command with bin and adds up what they report.
func runProcess(bin string, commands [][]string) (sample, error) {
	var total sample
	for _, args := range commands {
		var out bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			return sample{}, fmt.Errorf("%s %s: %w: %s", bin, strings.Join(args, " "), err, lastLine(out.String()))
		}
		nodes, rate, err := readRate(out.String())
		if err != nil {
			return sample{}, fmt.Errorf("%s %s: %w", bin, strings.Join(args, " "), err)
		}
		if nodes <= 0 || rate <= 0 {
			return sample{}, fmt.Errorf("%s %s: %v nodes at %v nodes/s: nothing to compare", bin, strings.Join(args, " "), nodes, rate)
		}
		st := cmd.ProcessState
		total.nodes += nodes
		total.seconds += nodes / rate
		total.cpuSeconds += (st.UserTime() + st.SystemTime()).Seconds()
	}
	if total.cpuSeconds <= 0 {
		return sample{}, fmt.Errorf("%s: no processor time measured", bin)
	}
	return total, nil
}

// lastLine is the last non-empty line of a command's output, for errors.
func lastLine(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	return lines[len(lines)-1]
}
