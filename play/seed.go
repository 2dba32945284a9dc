package play

import (
	"crypto/rand"
	"encoding/binary"

	"github.com/baoengine/bao/level"
)

// NewSeed draws a game's seed for a level's choices (level.Seed), from
// 1 to level.MaxSeed: never 0, which would replay the choices every game
// seeded 0 makes.
func NewSeed() uint64 {
	var b [8]byte
	rand.Read(b[:]) // never fails (crypto/rand, Go 1.24)
	return binary.LittleEndian.Uint64(b[:])%level.MaxSeed + 1
}
