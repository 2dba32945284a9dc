package play

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
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

// saveOutcome is what save did.
type saveOutcome int

const (
	saved         saveOutcome = iota // the record was appended
	savedAlready                     // the file already ends with this game as it stands
	nothingToSave                    // the game has no move yet
)

// save appends the game so far as a record to the file at path, with
// the LevelSeed tag at a level below full strength; the records already
// in the file are kept. A game without a move is not saved, nor a game
// this session already saved to path as it stands (a "save F" followed
// by quitting with Config.Save F writes it once).
func (s *session) save(path string) (saveOutcome, error) {
	if len(s.game.Moves()) == 0 {
		return nothingToSave, nil
	}
	key := path
	if abs, err := filepath.Abs(path); err == nil {
		key = abs
	}
	moves := movesText(s.game)
	if s.saved[key] == moves {
		return savedAlready, nil
	}
	rec := Record(s.game, s.comments, s.cfg.Human, s.cfg.Engine)
	if !s.cfg.Level.Full() {
		// The seed of the level's choices: the same seed replays the
		// game, and the protocol's Level Seed takes the same number.
		rec.SetTag("LevelSeed", strconv.FormatUint(s.cfg.LevelSeed, 10))
	}
	if err := record.Append(path, rec, s.warn); err != nil {
		return saved, fmt.Errorf("save record: %w", err)
	}
	if s.saved == nil {
		s.saved = make(map[string]string)
	}
	s.saved[key] = moves
	return saved, nil
}

// movesText is the game's moves, space-separated: what tells two saves
// of one game apart.
func movesText(game *engine.Game) string {
	var b strings.Builder
	for i, m := range game.Moves() {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, m)
	}
	return b.String()
}
