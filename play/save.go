package play

import (
	"fmt"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
)

// Record returns the record of game: its moves with comments (comments[i]
// is move i's), the event "bao play", today's date, and the player
// ("human") and the engine (named engineName) on their sides.
func Record(game *engine.Game, comments []string, human engine.Side, engineName string) *record.Game {
	rec := record.FromGame(game, comments)
	rec.SetTag("Event", "bao play")
	rec.SetTag("Date", time.Now().Format("2006.01.02"))
	if human == engine.South {
		rec.SetTag("South", "human")
		rec.SetTag("North", engineName)
	} else {
		rec.SetTag("South", engineName)
		rec.SetTag("North", "human")
	}
	return rec
}

// save appends the game so far as a record to the file at path; the
// records already in the file are kept.
func (s *session) save(path string) error {
	rec := Record(s.game, s.comments, s.cfg.Human, s.cfg.Engine)
	if err := record.Append(path, rec, s.warn); err != nil {
		return fmt.Errorf("save record: %w", err)
	}
	return nil
}
