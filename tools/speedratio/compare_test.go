package main

import (
	"io"
	"reflect"
	"testing"
)

// TestCompareInterleaves runs a fake measurement and checks the order of
// the runs (base, new; new, base; ...), the commands each binary gets,
// the ratios and their medians.
func TestCompareInterleaves(t *testing.T) {
	var order []string
	rates := map[string][]float64{"base": {100, 110, 90, 100, 105}, "new": {150, 220, 180, 150, 210}}
	runs := map[string]int{}
	fake := func(bin string, commands [][]string) (sample, error) {
		order = append(order, bin)
		if want := map[string]string{"base": "bench", "new": "bench-new"}[bin]; commands[0][0] != want {
			t.Errorf("%s ran %q, want %q", bin, commands, want)
		}
		r := rates[bin][runs[bin]]
		runs[bin]++
		// 1000 nodes at rate r; the processor time is twice the wall clock.
		return sample{nodes: 1000, seconds: 1000 / r, cpuSeconds: 2000 / r}, nil
	}
	res, err := compare(fake, "base", "new", measurement{name: "x", commands: [][]string{{"bench"}}, newCommands: [][]string{{"bench-new"}}, target: "-"}, 5, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	wantOrder := []string{"base", "new", "new", "base", "base", "new", "new", "base", "base", "new"}
	if !reflect.DeepEqual(order, wantOrder) {
		t.Errorf("order %v, want %v", order, wantOrder)
	}
	wantRatios := []float64{1.5, 2, 2, 1.5, 2}
	if !reflect.DeepEqual(res.ratios, wantRatios) || !reflect.DeepEqual(res.cpuRatios, wantRatios) {
		t.Errorf("ratios %v, CPU ratios %v, want %v", res.ratios, res.cpuRatios, wantRatios)
	}
	if median(res.baseRates) != 100 || median(res.newRates) != 180 || median(res.ratios) != 2 {
		t.Errorf("medians %v %v %v, want 100 180 2", median(res.baseRates), median(res.newRates), median(res.ratios))
	}
}
