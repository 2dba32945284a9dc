package threadcount

import "testing"

func TestCheck(t *testing.T) {
	for _, n := range []int{1, 2, Max} {
		if err := Check(n); err != nil {
			t.Errorf("Check(%d) = %v, want nil", n, err)
		}
	}
	for n, want := range map[int]string{0: "threads 0: want 1..256", -1: "threads -1: want 1..256", Max + 1: "threads 257: want 1..256"} {
		if err := Check(n); err == nil || err.Error() != want {
			t.Errorf("Check(%d) = %v, want %q", n, err, want)
		}
	}
}
