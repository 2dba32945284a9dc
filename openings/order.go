package openings

import "math/rand/v2"

// Order returns the order in which a run uses n openings: the indices
// 0..n-1 as they are, or shuffled by seed.
func Order(n int, random bool, seed uint64) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	if random {
		rng := rand.New(rand.NewPCG(seed, 0x6f70656e696e6773)) // "openings"
		rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	}
	return idx
}
