package protocol

import (
	"strconv"

	"github.com/baoengine/bao/level"
)

// strength is the session's playing strength for people: the options
// UCI_LimitStrength with UCI_Elo (the names GUIs know from chess engines)
// and Skill Level 0..20. With UCI_LimitStrength on, UCI_Elo picks the
// level (package level); otherwise Skill Level does, 20 being full
// strength. Level Seed is the game's seed of a level's choices
// (level.Seed); 0 adds nothing to the draw, which then depends on the
// position and the level only.
type strength struct {
	limit bool
	elo   int
	skill int
	seed  uint64
}

// defaultStrength is full strength.
func defaultStrength() strength {
	_, hi := level.EloRange()
	return strength{elo: hi, skill: level.SkillMax}
}

// level returns the level the options choose.
func (st strength) level() level.Level {
	if st.limit {
		return level.FromElo(st.elo)
	}
	return level.FromSkill(st.skill)
}

// strengthOptions are the options that set the strength.
func strengthOptions() []*option {
	lo, hi := level.EloRange()
	d := defaultStrength()
	return []*option{
		{name: "UCI_LimitStrength", kind: checkOption, def: "false", set: func(s *Session, v string) error {
			s.strength.limit = v == "true"
			return nil
		}},
		{name: "UCI_Elo", kind: spinOption, def: strconv.Itoa(d.elo), min: lo, max: hi, set: func(s *Session, v string) error {
			s.strength.elo, _ = strconv.Atoi(v)
			return nil
		}},
		{name: "Skill Level", kind: spinOption, def: strconv.Itoa(d.skill), min: 0, max: level.SkillMax, set: func(s *Session, v string) error {
			s.strength.skill, _ = strconv.Atoi(v)
			return nil
		}},
		{name: "Level Seed", kind: spinOption, def: "0", min: 0, max: level.MaxSeed, set: func(s *Session, v string) error {
			s.strength.seed = uint64(parsedInt(v))
			return nil
		}},
	}
}
