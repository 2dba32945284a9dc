package rulesapi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
)

// MaxLapLimit bounds the rule option infiniteMoveLapLimit that a page may
// send: it multiplies the cost of every never-ending move, so a page may
// lower it but not raise it above the rules' default.
const MaxLapLimit = engine.DefaultLapLimit

// MaxBody bounds a question's JSON body: a long game record fits many
// times over.
const MaxBody = 1 << 20

// maxGameMoves bounds the moves of a game sent by the page; real games are
// a few hundred plies at most.
const maxGameMoves = 5000

// checkRuleOption bounds a rule option that a question carries (in a
// game's options or a record's tags): only infiniteMoveLapLimit costs CPU
// time.
func checkRuleOption(name, value string) error {
	if !strings.EqualFold(name, "infiniteMoveLapLimit") {
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil || n < 1 {
		// The rules engine would accept up to 1<<30; name the page's range.
		return fmt.Errorf("rule option %s: value %.20q: want a whole number from 1 to %d", name, value, MaxLapLimit)
	}
	if n > MaxLapLimit {
		return fmt.Errorf("rule option %s: value %d: want a whole number from 1 to %d (at most %d from the page)", name, n, MaxLapLimit, MaxLapLimit)
	}
	return nil
}

// checkRecordTags applies checkRuleOption to the tags of a record text
// ([name "value"] lines) before any game of it is played.
func checkRecordTags(text string) error {
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		inner, ok := strings.CutPrefix(line, "[")
		if !ok {
			continue
		}
		inner, _ = strings.CutSuffix(inner, "]")
		name, value, ok := strings.Cut(inner, " ")
		if !ok {
			continue
		}
		value = strings.Trim(strings.TrimSpace(value), `"`)
		if err := checkRuleOption(name, value); err != nil {
			return fmt.Errorf("record: tag %s: %w", name, err)
		}
	}
	return nil
}
