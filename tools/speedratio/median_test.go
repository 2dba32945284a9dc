package main

import "testing"

// TestMedian checks odd and even counts and that the input keeps its
// order.
func TestMedian(t *testing.T) {
	cases := []struct {
		xs   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{1.2, 0.8, 1.1, 0.9, 1.0}, 1.0},
	}
	for _, c := range cases {
		orig := append([]float64(nil), c.xs...)
		if got := median(c.xs); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.xs, got, c.want)
		}
		for i := range orig {
			if orig[i] != c.xs[i] {
				t.Errorf("median reordered its input: %v", c.xs)
			}
		}
	}
}
