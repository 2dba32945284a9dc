package protocol

import (
	"strconv"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/search"
)

// strength is the session's playing strength for people: the options
// UCI_LimitStrength with UCI_Elo (the names GUIs know from chess engines)
// and Skill Level 0..20. With UCI_LimitStrength on, UCI_Elo picks the
// level (package level); otherwise Skill Level does, 20 being full
// strength.
type strength struct {
	limit bool
	elo   int
	skill int
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
	}
}

// limitSearch adapts a search to a level below full strength: no deeper
// than the level sees, with at least as many lines as it chooses among.
func limitSearch(lv level.Level, opts *search.Options, lim *search.Limits) {
	if lv.Full() {
		return
	}
	opts.MultiPV = max(opts.MultiPV, lv.Lines)
	if lv.Depth > 0 && (lim.Depth == 0 || lim.Depth > lv.Depth) {
		lim.Depth = lv.Depth
	}
	lim.Mate = 0 // a person does not run a proof search
}

// levelLines keeps the lines of the deepest completed iteration, in
// MultiPV order, for the level's choice.
type levelLines struct {
	depth int
	infos []search.Info
}

// add records one progress report; only exact lines of an iteration
// count.
func (l *levelLines) add(info search.Info) {
	if info.Bound != search.Exact || info.MultiPV < 1 || len(info.PV) == 0 {
		return
	}
	if info.Depth > l.depth {
		l.depth = info.Depth
		l.infos = l.infos[:0]
	}
	if info.Depth < l.depth {
		return
	}
	for len(l.infos) < info.MultiPV {
		l.infos = append(l.infos, search.Info{})
	}
	info.PV = append([]engine.Move(nil), info.PV...)
	l.infos[info.MultiPV-1] = info
}

// choose returns the line the level plays among the deepest iteration's
// lines, and false when there are none to choose from.
func (l *levelLines) choose(lv level.Level, pos *engine.Position) (search.Info, bool) {
	var cands []level.Line
	var infos []search.Info
	for _, in := range l.infos {
		if len(in.PV) == 0 {
			break // lines are numbered from 1 without gaps
		}
		cands = append(cands, level.Line{Move: in.PV[0], Score: in.Score})
		infos = append(infos, in)
	}
	if len(cands) == 0 {
		return search.Info{}, false
	}
	m := level.Choose(cands, lv, level.Seed(pos, lv))
	for _, in := range infos {
		if in.PV[0] == m {
			return in, true
		}
	}
	return search.Info{}, false
}
