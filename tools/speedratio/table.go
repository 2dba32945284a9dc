package main

import (
	"fmt"
	"io"
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
