package tune

import (
	"errors"
	"fmt"
	"io"

	"github.com/baoengine/bao/engine"
)

// DataOptions are the choices both trainers of bao tune share: the data
// files, which of their samples are kept, the validation split, the
// blend of the target and the seed. Each field is one flag of bao tune,
// and the messages of Check name the flags.
type DataOptions struct {
	Files        []string // datagen files
	Variant      string   // kiswahili, kete, kujifunza or all
	Valid        float64  // fraction of the games kept for validation, 0..0.5
	Lambda       float64  // weight of the game result in the target, 0..1
	WinThreshold int      // LoadOptions.WinThreshold
	SkipCaptures bool     // LoadOptions.SkipCaptures
	Seed         uint64   // initialisation and shuffling seed
}

// Check reports the first value out of its range, naming its flag
// ("--valid 0.7: want 0..0.5").
func (o DataOptions) Check() error {
	switch {
	case len(o.Files) == 0:
		return errors.New("no data: give --data FILES")
	case o.Valid < 0 || o.Valid > 0.5:
		return fmt.Errorf("--valid %v: want 0..0.5", o.Valid)
	case o.Lambda < 0 || o.Lambda > 1:
		return fmt.Errorf("--lambda %v: want 0..1", o.Lambda)
	case o.WinThreshold < 0:
		return fmt.Errorf("--win-threshold %d: want >= 0", o.WinThreshold)
	}
	_, err := o.loadOptions()
	return err
}

// loadOptions returns what Load keeps of the files.
func (o DataOptions) loadOptions() (LoadOptions, error) {
	opt := LoadOptions{WinThreshold: o.WinThreshold, SkipCaptures: o.SkipCaptures}
	if o.Variant != "all" {
		v, err := engine.ParseVariant(o.Variant)
		if err != nil {
			return opt, fmt.Errorf("--variant %q: want kiswahili, kete, kujifunza or all", o.Variant)
		}
		opt.Variants[v] = true
	}
	return opt, nil
}

// load loads the files and writes to log how many there are and what
// was read of them. Data without a sample to train on is an error.
func (o DataOptions) load(log io.Writer) (*Data, error) {
	opt, err := o.loadOptions()
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "loading %d file(s)...\n", len(o.Files))
	d, err := Load(o.Files, opt)
	if err != nil {
		return nil, err
	}
	fmt.Fprintln(log, d.Summary())
	if len(d.Samples) == 0 {
		return nil, fmt.Errorf("no samples left to train on (%s)", d.Summary())
	}
	return d, nil
}

// orDiscard returns w, or io.Discard for nil.
func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}
