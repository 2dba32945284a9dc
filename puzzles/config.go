package puzzles

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/level"
)

// Config is the setting of Build.
type Config struct {
	Seed  uint64 // seed of the self-play games: variants, levels, the levels' choices, the puzzles kept
	Count int    // puzzles wanted
	// Budget is the solver's work on each proof of the search for
	// candidates (Prove; a second try with Budget.Retry nodes for a move
	// not decided).
	Budget Budget
	// MinLevel and MaxLevel bound the levels of the self-play games (package
	// level; each side draws one): 1 Beginner .. 10 Grandmaster.
	MinLevel, MaxLevel int
	// Opening bounds the first plies of a game (1..Opening, drawn), whose
	// moves are drawn among the legal ones, so that games of the same
	// levels (the strong ones hardly vary) part at once.
	Opening int
	// GameMix is the share of the games of each variant, per mille:
	// Kiswahili, Kujifunza, Kete.
	GameMix [3]int
	// Mix is the share of the puzzles of each variant, per mille, in the
	// same order; each variant's share is a quota of Count (rounded down,
	// the rest to Kiswahili).
	Mix [3]int
	// Namua is the share of the Kiswahili and of the Kete puzzles that come
	// from the namua stage (the side to move has seeds in hand), per mille:
	// a quota of each variant's puzzles.
	Namua int
	// MaxHand bounds the seeds in hand of a namua candidate.
	MaxHand int
	// Greedy is the most of each variant's puzzles that may be greedy
	// (doc.go, "Not greed"), per mille, in the order of Mix; together at
	// most MaxGreedy of all the puzzles.
	Greedy [3]int
	// LevelShare is the most puzzles of one difficulty, per mille of
	// Count (at most MaxLevelShare for a file that meets the standard).
	LevelShare int
	// PerGame bounds the puzzles taken from one game (drawn from the seed
	// among those it gives).
	PerGame int
	// Threads is the number of games worked on at once. The result does
	// not depend on it: each game's puzzles depend on the game alone, and
	// the games are taken in order.
	Threads int
	// Progress, if not nil, is called after each game, in order.
	Progress func(Stats)
}

// DefaultConfig returns the setting of the shipped file.
func DefaultConfig() Config {
	return Config{Seed: 1, Count: 1000, Budget: Budget{Root: 6000, Nodes: 20_000, Retry: 300_000, Length: 100_000}, MinLevel: 6, MaxLevel: 9, Opening: 6,
		GameMix: [3]int{640, 180, 180}, Mix: [3]int{820, 50, 130}, Namua: 350, MaxHand: 5,
		Greedy: [3]int{170, 500, 250}, LevelShare: MaxLevelShare, PerGame: 3, Threads: 1}
}

// ConfigError is a setting of Build out of range: the field of Config,
// its value and what is wanted. It names the field in the library's words
// ("Count 0: want at least 1"); a command says it with its flags (Text).
type ConfigError struct {
	Field string // the field of Config, e.g. "Count" or "MinLevel"
	Value string
	Want  string
}

func (e *ConfigError) Error() string { return e.Text(nil) }

// Text is the error with the field named by n (field.Named).
func (e *ConfigError) Text(n field.Namer) string {
	return fmt.Sprintf("%s %s: want %s", field.Name(n, e.Field), e.Value, e.Want)
}

// Check reports the first setting out of range as a *ConfigError.
func (c *Config) Check() error {
	nl := len(level.All()) - 1 // the full level has no depth: no self-play
	bad := func(field string, value any, want string) error {
		return &ConfigError{Field: field, Value: fmt.Sprint(value), Want: want}
	}
	shares := func(s [3]int) bool { return s[0] >= 0 && s[1] >= 0 && s[2] >= 0 && s[0]+s[1]+s[2] > 0 }
	mixSum := c.Mix[0] + c.Mix[1] + c.Mix[2]
	greedy := 0
	if shares(c.Mix) {
		greedy = (c.Mix[0]*c.Greedy[0] + c.Mix[1]*c.Greedy[1] + c.Mix[2]*c.Greedy[2]) / mixSum
	}
	switch {
	case c.Count < 1:
		return bad("Count", c.Count, "at least 1")
	case c.Budget.Nodes == 0:
		return bad("Budget.Nodes", c.Budget.Nodes, "at least 1")
	case c.MinLevel < 1 || c.MaxLevel > nl || c.MinLevel > c.MaxLevel:
		return bad("MinLevel-MaxLevel", fmt.Sprintf("%d-%d", c.MinLevel, c.MaxLevel), fmt.Sprintf("1 <= MinLevel <= MaxLevel <= %d", nl))
	case c.Opening < 1 || c.Opening > maxGamePlies:
		return bad("Opening", c.Opening, fmt.Sprintf("1..%d plies", maxGamePlies))
	case !shares(c.GameMix):
		return bad("GameMix", c.GameMix, "three shares of 0 or more, not all 0")
	case !shares(c.Mix):
		return bad("Mix", c.Mix, "three shares of 0 or more, not all 0")
	case c.Namua < 0 || c.Namua > 1000:
		return bad("Namua", c.Namua, "0..1000 per mille")
	case c.MaxHand < 0 || c.MaxHand > 22:
		return bad("MaxHand", c.MaxHand, "0..22 seeds")
	case c.Greedy[0] < 0 || c.Greedy[1] < 0 || c.Greedy[2] < 0 || c.Greedy[0] > 1000 || c.Greedy[1] > 1000 || c.Greedy[2] > 1000:
		return bad("Greedy", c.Greedy, "three shares 0..1000 per mille")
	case greedy > MaxGreedy:
		return bad("Greedy", c.Greedy, fmt.Sprintf("at most %d per mille of all the puzzles with the shares of Mix (these allow %d)", MaxGreedy, greedy))
	case c.LevelShare < 1 || c.LevelShare > 1000:
		return bad("LevelShare", c.LevelShare, "1..1000 per mille")
	case c.PerGame < 1:
		return bad("PerGame", c.PerGame, "at least 1")
	case c.Threads < 1 || c.Threads > 256:
		return bad("Threads", c.Threads, "1..256")
	}
	return nil
}

// quotas are the puzzles wanted of each variant and stage, and the most
// of each variant that may be greedy.
type quotas struct {
	want   [3][2]int // [variant index][0 namua, 1 mtaji]
	greedy [3]int
}

// quotasOf splits Count by Mix and Namua, and bounds the greedy ones.
func quotasOf(c *Config) quotas {
	var q quotas
	sum := c.Mix[0] + c.Mix[1] + c.Mix[2]
	rest := c.Count
	var n [3]int
	for i := 1; i < 3; i++ {
		n[i] = c.Count * c.Mix[i] / sum
		rest -= n[i]
	}
	n[0] = rest
	for i, v := range variantOrder {
		namua := 0
		if v != engine.Kujifunza {
			namua = n[i] * c.Namua / 1000
		}
		q.want[i] = [2]int{namua, n[i] - namua}
		q.greedy[i] = n[i] * c.Greedy[i] / 1000
	}
	// The rounding of the shares never lets more than MaxGreedy through.
	if over := q.greedy[0] + q.greedy[1] + q.greedy[2] - c.Count*MaxGreedy/1000; over > 0 {
		q.greedy[0] = max(0, q.greedy[0]-over)
	}
	return q
}

// levelCap is the most puzzles the build keeps at one difficulty:
// LevelShare of Count, and never less than a fair share of Count among
// the Levels, so that a small build (a test's, a try's) always has room
// for all it asks; at the standard's share and 1,000 puzzles it is 350.
func (c *Config) levelCap() int {
	return max(c.Count*c.LevelShare/1000, (c.Count+Levels-1)/Levels)
}
