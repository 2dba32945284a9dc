package play

import (
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
)

// ParseSide returns the player's side named by name: "south" (or "s"),
// "north" (or "n"), any case, or "random", a side drawn with seed (0: a
// seed from the clock). The error names the setting, as in "side "east":
// want south, north or random".
func ParseSide(name string, seed uint64) (engine.Side, error) {
	switch strings.ToLower(name) {
	case "south", "s":
		return engine.South, nil
	case "north", "n":
		return engine.North, nil
	case "random":
		if seed == 0 {
			seed = uint64(time.Now().UnixNano())
		}
		return engine.Side(rand.New(rand.NewPCG(seed, 1)).IntN(2)), nil
	}
	return engine.South, fmt.Errorf("side %q: want south, north or random", name)
}

// NewSeed draws a game's seed for a level's choices (level.Seed), from
// 1 to level.MaxSeed: never 0, which would replay the choices every game
// seeded 0 makes.
func NewSeed() uint64 {
	var b [8]byte
	crand.Read(b[:]) // never fails (crypto/rand, Go 1.24)
	return binary.LittleEndian.Uint64(b[:])%level.MaxSeed + 1
}
