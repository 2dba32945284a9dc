package engine

import (
	"math/rand/v2"
	"testing"
)

func refPerft(r *Rules, p *Position, d int) uint64 {
	if d == 0 {
		return 1
	}
	ch := refGenerate(r, p)
	if d == 1 {
		return uint64(len(ch))
	}
	var n uint64
	for _, c := range ch {
		n += refPerft(r, &c.pos, d-1)
	}
	return n
}

func TestRefPerftStart(t *testing.T) {
	r := DefaultRules(Kiswahili)
	p := StartPosition(Kiswahili)
	for d := 1; d <= 8; d++ {
		t.Logf("ref depth %d: %d", d, refPerft(&r, &p, d))
	}
	_ = rand.IntN
}
