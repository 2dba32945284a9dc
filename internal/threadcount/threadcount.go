package threadcount

import "fmt"

// Max is the most threads a search or a proof may use.
const Max = 256

// Check returns an error naming n and the range 1..Max when n is outside
// it ("threads 0: want 1..256"); callers prefix the command or the flag.
func Check(n int) error {
	if n < 1 || n > Max {
		return fmt.Errorf("threads %d: want 1..%d", n, Max)
	}
	return nil
}
