package tune

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

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
// ("--valid 0.7: want 0..0.5"; NaN and the infinities are out of every
// range), and a data file given twice (by its cleaned name, or as the
// same existing file by os.SameFile: a link or another spelling), which
// would be loaded twice and weigh double. A file that does not exist is
// left to the loading, which names it.
func (o DataOptions) Check() error {
	switch {
	case len(o.Files) == 0:
		return errors.New("no data: give --data FILES")
	case !(o.Valid >= 0 && o.Valid <= 0.5):
		return fmt.Errorf("--valid %v: want 0..0.5", o.Valid)
	case !(o.Lambda >= 0 && o.Lambda <= 1):
		return fmt.Errorf("--lambda %v: want 0..1", o.Lambda)
	case o.WinThreshold < 0:
		return fmt.Errorf("--win-threshold %d: want >= 0", o.WinThreshold)
	}
	if err := distinctFiles(o.Files); err != nil {
		return err
	}
	_, err := o.loadOptions()
	return err
}

// distinctFiles returns an error naming the first data file that is one
// of the files before it.
func distinctFiles(files []string) error {
	stats := make([]os.FileInfo, len(files))
	for i, file := range files {
		if file == "" {
			return errors.New("--data: an empty file name")
		}
		st, err := os.Stat(file)
		if err == nil {
			stats[i] = st
		}
		for j := range i {
			switch {
			case files[j] == file:
				return fmt.Errorf("--data %s: given twice; give each file once", file)
			case filepath.Clean(files[j]) == filepath.Clean(file),
				stats[i] != nil && stats[j] != nil && os.SameFile(stats[i], stats[j]):
				return fmt.Errorf("--data %s: the same file as %s; give each file once", file, files[j])
			}
		}
	}
	return nil
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

// load checks that every file is datagen data (CheckDataFile), then
// loads them and writes to log how many there are, the notes of the
// files with damage, and what was read of them. Data without a sample to
// train on is an error.
func (o DataOptions) load(log io.Writer) (*Data, error) {
	opt, err := o.loadOptions()
	if err != nil {
		return nil, err
	}
	// Load checks them too; checked here, a bad file is refused before
	// the line that says the long load begins.
	for _, file := range o.Files {
		if err := CheckDataFile(file); err != nil {
			return nil, fmt.Errorf("--data: %w", err)
		}
	}
	fmt.Fprintf(log, "loading %d file(s)...\n", len(o.Files))
	d, err := Load(o.Files, opt)
	if err != nil {
		return nil, fmt.Errorf("--data: %w", err)
	}
	for _, note := range d.Notes {
		fmt.Fprintln(log, note)
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
