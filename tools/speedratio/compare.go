package main

import (
	"fmt"
	"io"
)

// result is one measurement's repetitions: the rates of both binaries and
// the per-pair ratios new/base, in the order they ran.
type result struct {
	m                   measurement
	baseRates, newRates []float64
	ratios, cpuRatios   []float64
}

// compare runs m reps times on both binaries, baseBin first in odd
// repetitions and newBin first in even ones, and logs each repetition.
func compare(run runFunc, baseBin, newBin string, m measurement, reps int, log io.Writer) (result, error) {
	res := result{m: m}
	for i := 1; i <= reps; i++ {
		var b, n sample
		var err error
		if i%2 == 1 {
			if b, err = run(baseBin, m.commandsFor(false)); err == nil {
				n, err = run(newBin, m.commandsFor(true))
			}
		} else {
			if n, err = run(newBin, m.commandsFor(true)); err == nil {
				b, err = run(baseBin, m.commandsFor(false))
			}
		}
		if err != nil {
			return result{}, fmt.Errorf("%s, repetition %d: %w", m.name, i, err)
		}
		res.baseRates = append(res.baseRates, b.rate())
		res.newRates = append(res.newRates, n.rate())
		res.ratios = append(res.ratios, n.rate()/b.rate())
		res.cpuRatios = append(res.cpuRatios, n.cpuRate()/b.cpuRate())
		fmt.Fprintf(log, "  %s: rep %d base %.0f/s (CPU %.0f/s) new %.0f/s (CPU %.0f/s)\n",
			m.name, i, b.rate(), b.cpuRate(), n.rate(), n.cpuRate())
	}
	return res, nil
}
