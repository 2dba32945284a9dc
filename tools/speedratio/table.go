package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// tableHeader is the first line of the table.
func tableHeader(w io.Writer) {
	fmt.Fprintf(w, "\n%-34s %13s %13s %7s %6s  %-32s %s\n",
		"measurement", "base median/s", "new median/s", "ratio", "target", "ratios", "CPU-time ratio")
}

// tableRow writes one measurement's line: median rates, the median ratio,
// the target, every ratio and the median ratio of processor-time rates.
func tableRow(w io.Writer, r result) {
	var ratios strings.Builder
	for _, x := range r.ratios {
		fmt.Fprintf(&ratios, "%.3f ", x)
	}
	fmt.Fprintf(w, "%-34s %13.0f %13.0f %7.2f %6s  %-32s %.2f\n",
		r.m.name, median(r.baseRates), median(r.newRates), median(r.ratios),
		r.m.target, ratios.String(), median(r.cpuRatios))
}

// median returns the middle value of xs (the mean of the two middle ones
// for an even count), without changing xs; 0 for none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
