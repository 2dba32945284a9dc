package tune

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
)

// DataOptions are the choices both trainers share: the data files, which
// of their samples are kept, the validation split, the blend of the
// target and the seed. The errors about a field name it (field.Error:
// data, variant, valid, lambda, win threshold), so that a command says
// them with its flags.
type DataOptions struct {
	Files        []string // datagen files
	Variant      string   // kiswahili, kete, kujifunza or all
	Valid        float64  // fraction of the games kept for validation, 0..0.5
	Lambda       float64  // weight of the game result in the target, 0..1
	WinThreshold int      // LoadOptions.WinThreshold
	SkipCaptures bool     // LoadOptions.SkipCaptures
	Seed         uint64   // initialisation and shuffling seed
}

// Check reports the first value out of its range, naming its field
// ("valid 0.7: want 0..0.5"; NaN and the infinities are out of every
// range), and a data file given twice (by its cleaned name, or as the
// same existing file by os.SameFile: a link or another spelling), which
// would be loaded twice and weigh double. A file that does not exist is
// left to the loading, which names it.
func (o DataOptions) Check() error {
	switch {
	case len(o.Files) == 0:
		return noDataError{}
	case !(o.Valid >= 0 && o.Valid <= 0.5):
		return field.Errorf("valid", fmt.Sprint(o.Valid), "want 0..0.5")
	case !(o.Lambda >= 0 && o.Lambda <= 1):
		return field.Errorf("lambda", fmt.Sprint(o.Lambda), "want 0..1")
	case o.WinThreshold < 0:
		return field.Errorf("win threshold", fmt.Sprint(o.WinThreshold), "want >= 0")
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
			return field.Errorf("data", "", "an empty file name")
		}
		st, err := os.Stat(file)
		if err == nil {
			stats[i] = st
		}
		for j := range i {
			switch {
			case files[j] == file:
				return field.Errorf("data", file, "given twice; give each file once")
			case filepath.Clean(files[j]) == filepath.Clean(file),
				stats[i] != nil && stats[j] != nil && os.SameFile(stats[i], stats[j]):
				return field.Errorf("data", file, "the same file as %s; give each file once", files[j])
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
			return opt, field.Errorf("variant", strconv.Quote(o.Variant), "want kiswahili, kete, kujifunza or all")
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
			return nil, field.Wrap("data", "", err)
		}
	}
	fmt.Fprintf(log, "loading %d file(s)...\n", len(o.Files))
	d, err := Load(o.Files, opt)
	if err != nil {
		return nil, field.Wrap("data", "", err)
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

// noDataError is the error of DataOptions without a file; it names the
// field data.
type noDataError struct{}

func (e noDataError) Error() string { return e.Text(nil) }

// Text names the field as n names it.
func (noDataError) Text(n field.Namer) string {
	return fmt.Sprintf("no data: give %s FILES", field.Name(n, "data"))
}

// orDiscard returns w, or io.Discard for nil.
func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}
