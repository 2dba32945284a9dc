package engine

import (
	"encoding/binary"
	"math/bits"
)

// Position is a complete Bao game state. It has no pointers, so copying it
// is a flat 48-byte copy (copy-make); there is no unmake.
//
// Layout:
//
//	Pits     seeds per hole, indexed by Pit (side<<4 | local index)
//	Store    seeds in hand per side, 0..22; the mover plays namua while his is > 0
//	Blocked  the takasia hole or NoPit: a hole of the side to move is
//	         blocked for this move; a hole of the opponent is the hole the
//	         mover must capture (takasiaMustCapture, rules.md 5.2 item 5)
//	Side     the side to move
//	Flags    bit s (s = 0, 1): side s still owns its nyumba (rules.md 2.6);
//	         bit 2: the side to move has already won (the opponent played a
//	         never-ending move under infiniteMove=loses);
//	         bits 3+s: side s's kuu once held more than 6 (only tracked under
//	         keteFloorOnlyIfHadMore)
//	Ply      plies since the start; not hashed
//	Key      Zobrist key of every field above except Ply
type Position struct {
	Pits    [32]uint8
	Store   [2]uint8
	Blocked Pit
	Side    Side
	Flags   uint8
	Ply     uint16
	Key     uint64
}

// Flag bits of Position.Flags.
const (
	flagOwnSouth = 1 << 0
	flagOwnNorth = 1 << 1
	flagOwnBoth  = flagOwnSouth | flagOwnNorth
	flagWon      = 1 << 2
	flagHadMore  = 1 << 3 // shifted by side
	flagsValid   = flagOwnBoth | flagWon | flagHadMore | flagHadMore<<1
)

// TotalSeeds is the number of seeds in every game.
const TotalSeeds = 64

// MaxHand is the most seeds a player holds in hand.
const MaxHand = 22

// StartPosition returns the start position of variant v (rules.md 1.5).
func StartPosition(v Variant) Position {
	var p Position
	p.Blocked = NoPit
	if v == Kujifunza {
		for i := range p.Pits {
			p.Pits[i] = 2
		}
	} else {
		for s := South; s <= North; s++ {
			p.Pits[MakePit(s, nyumbaLocal)] = 6
			p.Pits[MakePit(s, 5)] = 2
			p.Pits[MakePit(s, 6)] = 2
			p.Store[s] = MaxHand
		}
		p.Flags = flagOwnBoth
	}
	p.Key = p.ComputeKey()
	return p
}

// Owns reports whether side s still owns its nyumba.
func (p *Position) Owns(s Side) bool { return p.Flags>>s&1 != 0 }

// Functional reports whether side s's nyumba is functional: owned and
// holding at least 6 seeds (rules.md 2.6).
func (p *Position) Functional(s Side) bool {
	return p.Owns(s) && p.Pits[MakePit(s, nyumbaLocal)] >= 6
}

// Namua reports whether the side to move plays a namua move (has seeds in
// hand).
func (p *Position) Namua() bool { return p.Store[p.Side] > 0 }

// FrontEmpty reports whether side s's front row is empty.
func (p *Position) FrontEmpty(s Side) bool {
	return frontWord(p, s) == 0
}

// frontWord returns side s's eight front counts as one little-endian word.
func frontWord(p *Position, s Side) uint64 {
	b := p.Pits[int(s)<<4:]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// Seeds returns the number of seeds on side s's 16 holes.
//
// It is two word loads and a multiply that adds the bytes: no partial sum
// reaches 256, as there are 64 seeds.
func (p *Position) Seeds(s Side) int {
	b := p.Pits[int(s)<<4 : int(s)<<4+16]
	w := binary.LittleEndian.Uint64(b[0:8]) + binary.LittleEndian.Uint64(b[8:16])
	return int(w * ones >> 56)
}

// occupied returns the mask of side s's holes holding at least min seeds
// (min at least 1), found for all 16 holes at once in the packed counts.
func (p *Position) occupied(s Side, min uint8) uint16 {
	base := int(s&1) << 4
	lo := binary.LittleEndian.Uint64(p.Pits[base : base+8])
	hi := binary.LittleEndian.Uint64(p.Pits[base+8 : base+16])
	return gatherBytes(atLeast(lo, uint64(min)) | atLeast(hi, uint64(min))>>1)
}

// Verify checks the invariants of a position: 64 seeds, hands at most 22,
// a valid takasia hole on a front row, owned nyumbas holding seeds, known
// flag bits, a known side and a correct key.
func (p *Position) Verify() error {
	total := int(p.Store[0]) + int(p.Store[1])
	for _, c := range p.Pits {
		total += int(c)
	}
	switch {
	case total != TotalSeeds:
		return errorf("position: %d seeds, want %d", total, TotalSeeds)
	case p.Store[0] > MaxHand || p.Store[1] > MaxHand:
		return errorf("position: hands %d,%d: at most %d each", p.Store[0], p.Store[1], MaxHand)
	case p.Side > North:
		return errorf("position: side %d: want 0 or 1", p.Side)
	case p.Blocked != NoPit && (p.Blocked > NoPit || !p.Blocked.Front()):
		return errorf("position: takasia hole %d is not a front-row hole", p.Blocked)
	case p.Flags&^flagsValid != 0:
		return errorf("position: unknown flag bits %#x", p.Flags)
	}
	for s := South; s <= North; s++ {
		if p.Owns(s) && p.Pits[MakePit(s, nyumbaLocal)] == 0 {
			return errorf("position: %s owns an empty nyumba", s.Name())
		}
	}
	if p.Key != p.ComputeKey() {
		return errorf("position: key %016x, recomputed %016x", p.Key, p.ComputeKey())
	}
	return nil
}

// Flip returns the position with the two sides swapped: every hole moves to
// the same hole of the other player, hands, ownership and the side to move
// swap. The flipped position is the same game seen from the other seat.
func (p *Position) Flip() Position {
	var q Position
	for i := range p.Pits {
		q.Pits[i^16] = p.Pits[i]
	}
	q.Store[0], q.Store[1] = p.Store[1], p.Store[0]
	q.Side = p.Side.Other()
	q.Blocked = NoPit
	if p.Blocked != NoPit {
		q.Blocked = p.Blocked ^ 16
	}
	f := p.Flags
	q.Flags = f&flagWon | (f&flagOwnSouth)<<1 | (f&flagOwnNorth)>>1 |
		(f&flagHadMore)<<1 | (f&(flagHadMore<<1))>>1
	q.Ply = p.Ply
	q.Key = q.ComputeKey()
	return q
}

// popcount16 counts the set bits of a side mask.
func popcount16(m uint16) int { return bits.OnesCount16(m) }

// Won reports whether the side to move has already won: the opponent
// played a never-ending move under infiniteMove=loses (rules.md 4).
func (p *Position) Won() bool { return p.Flags&flagWon != 0 }
