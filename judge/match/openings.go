package match

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/record"
)

// LoadOpenings returns the openings sp names for rules r, as
// openings.Load, reading a .pgn file's game records as openings: each
// record's start (FEN tag) and moves.
func LoadOpenings(sp openings.Spec, r *engine.Rules) ([]openings.Opening, error) {
	return openings.Load(sp, r, readPGNOpenings)
}

// readPGNOpenings takes the start and the moves of every record in file.
func readPGNOpenings(file string, r *engine.Rules) ([]openings.Opening, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	defer f.Close()
	rd := record.NewReader(f)
	var ops []openings.Opening
	for i := 1; ; i++ {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return ops, nil
		}
		if err != nil {
			return nil, fmt.Errorf("openings: %s: game %d: %w", file, i, err)
		}
		gr, positions, err := record.Replay(g)
		if err != nil {
			return nil, fmt.Errorf("openings: %s: game %d: %w", file, i, err)
		}
		if gr != *r {
			return nil, fmt.Errorf("openings: %s: game %d: its variant or rule options differ from the match's", file, i)
		}
		o := openings.Opening{Start: positions[0], Label: file + " game " + strconv.Itoa(i)}
		for _, e := range g.Moves {
			o.Moves = append(o.Moves, e.Move)
		}
		ops = append(ops, o)
	}
}
