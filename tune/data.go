package tune

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
)

// Sample is one training position in memory.
type Sample struct {
	Pos     engine.Position
	Score   int16 // search score, centi-seeds, side to move's view
	Variant engine.Variant
	Result  int8   // +1 the side to move won, -1 lost, 0 drawn
	Game    uint32 // index of the game in the input (for the validation split)
}

// Result01 returns the game's result as 1 (won), 0.5 (drawn) or 0 (lost).
func (s *Sample) Result01() float64 { return float64(s.Result+1) / 2 }

// LoadOptions say which records of the data files are kept.
type LoadOptions struct {
	// WinThreshold drops samples whose |score| is at least this (proven
	// wins and losses: score.Win minus plies); 0 keeps them all.
	WinThreshold int
	// SkipCaptures drops samples whose best move captures (noisy
	// positions: the static evaluation cannot see the exchange).
	SkipCaptures bool
	// Variants keeps only the variants set; all false keeps every variant.
	Variants [len(engine.Variants)]bool
}

// DefaultWinThreshold is the default LoadOptions.WinThreshold: below the
// smallest proven-win score (score.Win - score.MaxPly plies = 29880) and far
// above any static score.
const DefaultWinThreshold = 20000

// Data is the loaded training set with the counts of what was read and
// dropped.
type Data struct {
	Samples []Sample
	Read    int64 // records read
	Games   int   // games met (a game is a run of records with consecutive plies)
	// Partial counts files that end inside a record (a killed writer);
	// Bad counts records that failed to decode (checksum, version,
	// invalid position) and were skipped.
	Partial, Bad               int64
	SkippedWin, SkippedCapture int64
	SkippedVariant             int64
	PerVariant                 [len(engine.Variants)]int
	// Notes name the files with bad records (how many, and the first
	// one's reason) or a cut tail, one line each.
	Notes []string
}

// Summary is a one-line account of the loaded data.
func (d *Data) Summary() string {
	return fmt.Sprintf("%d records, %d games, %d kept (kiswahili %d, kete %d, kujifunza %d); skipped: %d proven wins, %d captures, %d other variants, %d bad records, %d cut files",
		d.Read, d.Games, len(d.Samples), d.PerVariant[0], d.PerVariant[1], d.PerVariant[2],
		d.SkippedWin, d.SkippedCapture, d.SkippedVariant, d.Bad, d.Partial)
}

// Load reads the datagen files at paths (datagen.Reader format) and keeps
// the samples opt allows. Every file is checked before any is loaded
// (CheckDataFile): one that is not datagen data is an error naming it. A
// file that ends inside a record is counted in Partial and its tail
// skipped; a record that fails to decode is counted in Bad and skipped;
// both are told in Notes with the file's name; an I/O error stops the
// load.
func Load(paths []string, opt LoadOptions) (*Data, error) {
	for _, path := range paths {
		if err := CheckDataFile(path); err != nil {
			return nil, err
		}
	}
	d := &Data{}
	allVariants := opt.Variants == [len(engine.Variants)]bool{}
	var (
		s        datagen.Sample
		prevPly  = -2
		prevVar  = engine.Variant(255)
		game     = -1
		ch       engine.Children
		theRules [len(engine.Variants)]engine.Rules
	)
	for i, v := range engine.Variants {
		theRules[i] = engine.DefaultRules(v)
	}
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("load data: %w", err)
		}
		r := datagen.NewReader(f)
		var bad int64
		var firstBad error
		for {
			err := r.Read(&s)
			if err == io.EOF {
				break
			}
			if errors.Is(err, datagen.ErrPartial) {
				d.Partial++
				d.Notes = append(d.Notes, fmt.Sprintf("%s: a cut record at the end (a killed run) skipped", path))
				break
			}
			d.Read++
			if err != nil {
				var pe *os.PathError
				if errors.As(err, &pe) {
					f.Close()
					return nil, fmt.Errorf("load data %s: %w", path, err)
				}
				d.Bad++
				if bad++; firstBad == nil {
					firstBad = err
				}
				prevPly = -2
				continue
			}
			// A game is a run of records of one variant with plies going
			// up by one.
			if s.Variant != prevVar || int(s.Pos.Ply) != prevPly+1 {
				game++
			}
			prevPly, prevVar = int(s.Pos.Ply), s.Variant
			switch {
			case !allVariants && !opt.Variants[s.Variant]:
				d.SkippedVariant++
				continue
			case opt.WinThreshold > 0 && abs(int(s.Score)) >= opt.WinThreshold:
				d.SkippedWin++
				continue
			case opt.SkipCaptures && captures(&theRules[s.Variant], &s.Pos, s.Best, &ch):
				d.SkippedCapture++
				continue
			}
			d.Samples = append(d.Samples, Sample{Pos: s.Pos, Score: s.Score, Variant: s.Variant,
				Result: s.Result, Game: uint32(game)})
			d.PerVariant[s.Variant]++
		}
		if err := f.Close(); err != nil {
			return nil, fmt.Errorf("load data %s: %w", path, err)
		}
		if bad > 0 {
			d.Notes = append(d.Notes, fmt.Sprintf("%s: %d bad record(s) skipped (the first: %v)", path, bad, firstBad))
		}
	}
	d.Games = game + 1
	return d, nil
}

// CheckDataFile returns an error naming path when it cannot be read or
// does not begin as datagen data (datagen.CheckHead: only the first
// record is read, so every file of a run is checked before the long
// load; damage after it is left to Load, which counts and skips it).
func CheckDataFile(path string) error {
	if err := datagen.CheckHead(path); err != nil {
		if errors.Is(err, datagen.ErrNotData) {
			return fmt.Errorf("%w; give files that bao datagen wrote", err)
		}
		return err
	}
	return nil
}

// captures reports whether move m of p takes seeds from the opponent.
func captures(r *engine.Rules, p *engine.Position, m engine.Move, ch *engine.Children) bool {
	if m == engine.NoMove {
		return false
	}
	opp := p.Side.Other()
	before := p.Seeds(opp)
	r.Generate(p, ch)
	for i := 0; i < ch.N; i++ {
		if ch.List[i].Move == m {
			return ch.List[i].Pos.Seeds(opp) < before
		}
	}
	return false
}

// IsValidation reports whether game g belongs to the validation set, a
// fraction frac of the games chosen by a hash of the game's index: the
// same games whatever the other options.
func IsValidation(g uint32, frac float64) bool {
	if frac <= 0 {
		return false
	}
	h := uint64(g)*0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return float64(h%1000000) < frac*1e6
}

// Split returns the indices of the training and validation samples.
func (d *Data) Split(frac float64) (train, valid []int) {
	for i := range d.Samples {
		if IsValidation(d.Samples[i].Game, frac) {
			valid = append(valid, i)
		} else {
			train = append(train, i)
		}
	}
	return train, valid
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
