package tune

import (
	"context"
	"fmt"
	"io"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// HandRun is one run of the hand weights' training: the data, the
// descent, and where the Go source of eval/weights.go goes.
type HandRun struct {
	Data DataOptions
	// Config is the descent; its Valid, Lambda and Seed are taken from
	// Data, and its Log gets the progress and the report.
	Config HandConfig
	Out    string // the file the source replaces; "" writes it to the Writer of RunHand
}

// MaxHandLR is the largest step size of the descent, in centi-seeds: a step of a whole seed is already far more than the
// weights (5 to 120 centi-seeds) can bear.
const MaxHandLR = 100

// Check reports the first value of r out of its range, naming its field
// (field.Error: the data's, then epochs, batch, lr, grain).
func (r HandRun) Check() error {
	if err := r.Data.Check(); err != nil {
		return err
	}
	c := r.Config
	switch {
	case c.Epochs < 1 || c.Epochs > 100000:
		return field.Errorf("epochs", fmt.Sprint(c.Epochs), "want 1..100000")
	case c.Batch < 1:
		return field.Errorf("batch", fmt.Sprint(c.Batch), "want >= 1")
	case !(c.LR > 0 && c.LR <= MaxHandLR):
		return field.Errorf("lr", fmt.Sprint(c.LR), "want a finite number above 0, at most %v (centi-seeds a step)", MaxHandLR)
	case c.Grain < 1 || c.Grain > 100:
		return field.Errorf("grain", fmt.Sprint(c.Grain), "want 1..100")
	}
	return nil
}

// RunHand refuses an r.Out that is one of the data files or that cannot
// be written, and data files that are not datagen data, then loads the
// data, fits the weights (TuneHand), writes to
// r.Config.Log one line per variant (K, the validation loss before and
// after, the sample counts; the lines also go into the source's comment)
// and writes the source to r.Out or, without one, to stdout. When ctx is
// cancelled the weights after the last whole epoch are written and the
// result returned as usual: the caller tells the interruption by ctx.
func RunHand(ctx context.Context, r HandRun, stdout io.Writer) (*HandResult, error) {
	cfg := r.Config
	cfg.Log = orDiscard(cfg.Log)
	if r.Out != "" {
		if err := checkOut(r.Out, r.Data.Files); err != nil {
			return nil, fmt.Errorf("tune hand: %w", err)
		}
		if err := checkWritable(r.Out); err != nil {
			return nil, fmt.Errorf("tune hand: %w", err)
		}
	}
	d, err := r.Data.load(cfg.Log)
	if err != nil {
		return nil, fmt.Errorf("tune hand: %w", err)
	}
	cfg.Valid, cfg.Lambda, cfg.Seed = r.Data.Valid, r.Data.Lambda, r.Data.Seed
	res, err := TuneHand(ctx, d, cfg)
	if err != nil {
		return nil, err
	}
	note := handReport(cfg.Log, res, cfg.Lambda)
	src, err := WeightsSource(res.Weights, note)
	if err != nil {
		return nil, err
	}
	if r.Out == "" {
		if _, err := stdout.Write(src); err != nil {
			return nil, err
		}
		return res, nil
	}
	if err := atomicfile.WriteFile(r.Out, src); err != nil {
		return nil, fmt.Errorf("tune hand: %w", err)
	}
	fmt.Fprintf(cfg.Log, "wrote %s\n", r.Out)
	return res, nil
}

// handReport writes the line of every variant to log and returns the
// lines of the fitted variants, the note of the source.
func handReport(log io.Writer, res *HandResult, lambda float64) []string {
	var note []string
	for vi, v := range engine.Variants {
		if res.K[vi] == 0 {
			fmt.Fprintf(log, "%-10s no data: weights kept\n", v)
			continue
		}
		line := fmt.Sprintf("%s: K = %.1f; validation loss %s -> %s (%d training, %d validation samples, lambda %.2f)",
			v, res.K[vi], LossText(res.StartLoss[vi], res.ValidSamples[vi]), LossText(res.Loss[vi], res.ValidSamples[vi]),
			res.Samples[vi], res.ValidSamples[vi], lambda)
		if !res.Fitted[vi] {
			line += "; not fitted, too few samples"
		}
		fmt.Fprintln(log, line)
		note = append(note, line)
	}
	return note
}
