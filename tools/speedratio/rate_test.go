package main

import (
	"errors"
	"testing"
)

// TestReadRate reads the rate of each output form bao prints.
func TestReadRate(t *testing.T) {
	cases := []struct {
		name, out   string
		nodes, rate float64
	}{
		{"perft", "Nodes searched: 1430\nTime: 0.000 s\n1430 nodes 8573090 nps\n", 1430, 8573090},
		{"bench", "Total time (ms) : 3\nNodes searched  : 5430\nNodes/second    : 1501201\n", 5430, 1501201},
		{"bench with its last line", "Nodes searched  : 5430\nNodes/second    : 1501201\n5430 nodes 1501200 nps\n", 5430, 1501200},
		{"solve --json", `{"position":"x","nodes":2048,"total_nodes":2048,"nps":830316,"shortest":{"nodes":7,"time_ms":0}}` + "\n", 2048, 830316},
	}
	for _, c := range cases {
		nodes, rate, err := readRate(c.out)
		if err != nil || nodes != c.nodes || rate != c.rate {
			t.Errorf("%s: got %v nodes %v nps, %v; want %v, %v", c.name, nodes, rate, err, c.nodes, c.rate)
		}
	}
	for _, out := range []string{"", "Nodes searched : 12\n", `{"nodes":3}`, "12 nodes in 3 s\n"} {
		if _, _, err := readRate(out); !errors.Is(err, errNoRate) {
			t.Errorf("%q: got %v, want errNoRate", out, err)
		}
	}
}
