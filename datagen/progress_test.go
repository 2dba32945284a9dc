package datagen

import (
	"testing"

	"github.com/baoengine/bao/internal/shard"
)

func TestFraction(t *testing.T) {
	cfg := Config{}
	if f := cfg.Fraction(Stats{Games: 5, Positions: 100}); f != 0 {
		t.Errorf("no target: %v", f)
	}
	cfg = Config{Games: 10, Shard: shard.Shard{Index: 1, Count: 2}} // this shard: 5 games
	if f := cfg.Fraction(Stats{Games: 2}); f != 0.4 {
		t.Errorf("2 of 5 games: %v", f)
	}
	cfg.Positions = 100
	if f := cfg.Fraction(Stats{Games: 1, Positions: 60}); f != 0.6 {
		t.Errorf("the positions come first: %v", f)
	}
	if f := cfg.Fraction(Stats{Games: 5, Positions: 120}); f != 1.2 {
		t.Errorf("past the positions target: %v", f)
	}
}
