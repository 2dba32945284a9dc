package level

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/baoengine/bao/search"
)

// Level is one playing strength.
type Level struct {
	Number int    // 1 (weakest) .. len(All()) (full strength)
	Name   string // a word for people: "Beginner", ..., "Full"
	// Depth bounds the search in plies; 0 is no bound (full strength,
	// which plays by the clock or the GUI's limits).
	Depth int
	// Lines is the number of candidate moves searched (MultiPV) and
	// chosen among; 1 always plays the best.
	Lines int
	// Spread is the score loss, in centi-seeds, that makes a candidate
	// e times less likely than the best (see Choose).
	Spread int
	// Elo is the level's strength on the project's scale (Beginner = 0),
	// measured by the ladder in docs/levels.md (tools/scripts/levels-ladder.sh).
	Elo int
}

// Full reports whether the level plays at full strength.
func (l Level) Full() bool { return l.Depth == 0 && l.Lines <= 1 }

// String is the level's number and name: "5 Casual".
func (l Level) String() string { return strconv.Itoa(l.Number) + " " + l.Name }

// All returns the levels from the weakest to full strength.
func All() []Level {
	return []Level{
		{Number: 1, Name: "Beginner", Depth: 1, Lines: 6, Spread: 250, Elo: 0},
		{Number: 2, Name: "Novice", Depth: 1, Lines: 5, Spread: 120, Elo: 110},
		{Number: 3, Name: "Learner", Depth: 1, Lines: 3, Spread: 40, Elo: 164},
		{Number: 4, Name: "Improver", Depth: 2, Lines: 6, Spread: 250, Elo: 341},
		{Number: 5, Name: "Casual", Depth: 2, Lines: 3, Spread: 50, Elo: 541},
		{Number: 6, Name: "Club", Depth: 3, Lines: 3, Spread: 40, Elo: 817},
		{Number: 7, Name: "Strong", Depth: 4, Lines: 2, Spread: 20, Elo: 1060},
		{Number: 8, Name: "Expert", Depth: 5, Lines: 2, Spread: 10, Elo: 1227},
		{Number: 9, Name: "Master", Depth: 7, Lines: 1, Spread: 0, Elo: 1370},
		{Number: 10, Name: "Grandmaster", Depth: 10, Lines: 1, Spread: 0, Elo: 1610},
		{Number: 11, Name: "Full", Depth: 0, Lines: 1, Spread: 0, Elo: 1883},
	}
}

// PageDefault is the number of the level a new player of the web page
// meets first (Learner): weak enough to be beaten in a first few games,
// strong enough to punish a hole left open (docs/levels.md).
const PageDefault = 3

// Max returns the full-strength level.
func Max() Level {
	all := All()
	return all[len(all)-1]
}

// Parse reads a level by number ("3") or name ("casual", any case).
func Parse(s string) (Level, error) {
	t := strings.TrimSpace(s)
	all := All()
	if n, err := strconv.Atoi(t); err == nil {
		if n < 1 || n > len(all) {
			return Level{}, fmt.Errorf("level %d: want 1..%d", n, len(all))
		}
		return all[n-1], nil
	}
	for _, l := range all {
		if strings.EqualFold(l.Name, t) {
			return l, nil
		}
	}
	return Level{}, fmt.Errorf("level %q: want a number 1..%d or a name (%s)", s, len(all), Names())
}

// Names lists the levels as "1 Beginner, 2 Novice, ...".
func Names() string {
	var b strings.Builder
	for i, l := range All() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(l.String())
	}
	return b.String()
}

// SkillMax is the top of the Skill Level option (0..20, as chess engines
// have it): 20 is full strength.
const SkillMax = 20

// FromSkill maps a Skill Level 0..SkillMax onto the levels, evenly: 0 is
// the weakest and SkillMax full strength.
func FromSkill(skill int) Level {
	all := All()
	skill = min(max(skill, 0), SkillMax)
	i := (skill*(len(all)-1) + SkillMax/2) / SkillMax
	return all[i]
}

// EloRange returns the lowest and highest Elo of the levels, the bounds
// of the UCI_Elo option.
func EloRange() (lo, hi int) {
	all := All()
	return all[0].Elo, all[len(all)-1].Elo
}

// FromElo returns the strongest level whose Elo is at most elo (the
// weakest level below its Elo): a person who asks for an Elo gets a level
// no stronger than asked.
func FromElo(elo int) Level {
	all := All()
	best := all[0]
	for _, l := range all {
		if l.Elo <= elo {
			best = l
		}
	}
	return best
}

// Limit adapts a search to the level: no deeper than the level sees, with
// at least as many principal variations as it chooses among, no proof
// search for a mate (a person does not run one), no capture, two-reply
// or singular extension beyond its depth and no reduction below it
// (search.Options.DepthAsGiven; the levels' Elo were measured without
// them, and a beginner's level should see as deep as the depth it is
// given, no deeper). Full strength changes nothing.
func (l Level) Limit(opts *search.Options, lim *search.Limits) {
	if l.Full() {
		return
	}
	opts.MultiPV = max(opts.MultiPV, l.Lines)
	if l.Depth > 0 && (lim.Depth == 0 || lim.Depth > l.Depth) {
		lim.Depth = l.Depth
	}
	lim.Mate = 0
	opts.QDepth = 0
	opts.TwoReplies = false
	opts.DepthAsGiven()
}
