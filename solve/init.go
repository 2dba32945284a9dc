package solve

import (
	"fmt"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Init is the rule that gives a new, unexpanded position its first proof
// and disproof numbers.
type Init uint8

// The initialisation rules measured in doc.go.
const (
	// InitMobility: pn = 1, dn = the number of the mover's holes he can
	// sow from (two or more seeds; in namua, his occupied front holes).
	// Refuting every move of a mobile player costs more.
	InitMobility Init = iota
	// InitUnit: pn = dn = 1, plain proof-number search.
	InitUnit
	// InitSeeds: the mobility rule, with the proof number also raised by
	// one per 8 seeds the mover has fewer than his opponent (DEFAULT).
	InitSeeds
)

var initNames = [...]string{"mobility", "unit", "seeds"}

// String returns the rule's name.
func (i Init) String() string {
	if int(i) < len(initNames) {
		return initNames[i]
	}
	return fmt.Sprintf("init(%d)", int(i))
}

// ParseInit reads an initialisation rule's name.
func ParseInit(s string) (Init, error) {
	for i, n := range initNames {
		if strings.EqualFold(s, n) {
			return Init(i), nil
		}
	}
	return 0, fmt.Errorf("init %q: want %s", s, strings.Join(initNames[:], ", "))
}

// initial returns the first estimate for an undecided position q.
func initial(rule Init, q *engine.Position) val {
	if rule == InitUnit {
		return val{pn: 1, dn: 1}
	}
	me := q.Side
	mob := uint32(0)
	if q.Store[me] > 0 {
		for _, c := range q.Pits[int(me)<<4 : int(me)<<4+8] {
			if c > 0 {
				mob++
			}
		}
	} else {
		for _, c := range q.Pits[int(me)<<4 : int(me)<<4+16] {
			if c >= 2 {
				mob++
			}
		}
	}
	v := val{pn: 1, dn: max(mob, 1)}
	if rule == InitSeeds {
		mine := q.Seeds(me) + int(q.Store[me])
		if d := (engine.TotalSeeds - 2*mine) / 8; d > 0 {
			v.pn += uint32(d)
		}
	}
	return v
}
