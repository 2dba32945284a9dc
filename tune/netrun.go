package tune

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// NetRun is one run of the net's training: the data, the net's shape, the
// training, and the file the best net goes to. The errors about a field
// name it (field.Error, or a field.Named error: the data's, hidden,
// inputs, buckets, epochs, batch, lr, workers, out, progress, init), so
// that a command says them with its flags.
type NetRun struct {
	Data DataOptions
	// Config is the training; its Valid, Lambda and Seed are taken from
	// Data, its Inputs, H1, H2 and Init from the fields below, and its
	// Log and Progress get the progress and the report.
	Config   NetConfig
	Inputs   string // the input set's name: v1 or v2
	Hidden   string // the hidden layer sizes: "H1" or "H1,H2"
	Buckets  string // the output bucket scheme's name: none or stage
	InitFile string // a net file to start from; "" starts from random weights
	Out      string // the net file to write
}

// Check reports the first value of r out of its range, naming its field:
// the data's, the shape's, then the training's.
func (r NetRun) Check() error {
	if err := r.Data.Check(); err != nil {
		return err
	}
	if _, _, _, _, err := r.shape(); err != nil {
		return err
	}
	c := r.Config
	switch {
	case c.Epochs < 1 || c.Epochs > 100000:
		return field.Errorf("epochs", fmt.Sprint(c.Epochs), "want 1..100000")
	case c.Batch < 1 || c.Batch > 1<<20:
		return field.Errorf("batch", fmt.Sprint(c.Batch), "want 1..1048576")
	case !(c.LR > 0) || c.LR > 1:
		return field.Errorf("lr", fmt.Sprint(c.LR), "want a rate in (0, 1]")
	case c.Workers < 1 || c.Workers > 2:
		return field.Errorf("workers", fmt.Sprint(c.Workers), "want 1 or 2")
	case r.Out == "":
		return emptyOutError{}
	case c.ProgressEvery < 0:
		return field.Errorf("progress", fmt.Sprint(c.ProgressEvery), "want >= 0")
	}
	return nil
}

// shape returns the input set, the hidden layer sizes and the output
// bucket scheme of r ("" is none).
func (r NetRun) shape() (set eval.InputSet, h1, h2 int, buckets eval.OutputBuckets, err error) {
	if h1, h2, err = parseHidden(r.Hidden); err != nil {
		return 0, 0, 0, 0, field.Wrap("hidden", strconv.Quote(r.Hidden), err)
	}
	if set, err = eval.ParseInputSet(r.Inputs); err != nil {
		return 0, 0, 0, 0, field.Wrap("inputs", "", err)
	}
	if r.Buckets != "" {
		if buckets, err = eval.ParseOutputBuckets(r.Buckets); err != nil {
			return 0, 0, 0, 0, field.Wrap("buckets", "", err)
		}
	}
	return set, h1, h2, buckets, nil
}

// parseHidden reads "H1" or "H1,H2"; every size given must be positive
// ("16,0" is not a way to ask for one layer).
func parseHidden(s string) (h1, h2 int, err error) {
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return 0, 0, fmt.Errorf("want one or two sizes")
	}
	sizes := [2]int{}
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return 0, 0, fmt.Errorf("size %q is not a whole number", p)
		}
		if n < 1 {
			return 0, 0, fmt.Errorf("size %d: want a width of at least 1 (one size for one hidden layer)", n)
		}
		sizes[i] = n
	}
	if err := eval.CheckArch(sizes[0], sizes[1]); err != nil {
		return 0, 0, err
	}
	return sizes[0], sizes[1], nil
}

// RunNet refuses an r.Out that is one of its inputs (a data file or the
// start net) or that cannot be written, and data files that are not
// datagen data, then reads the start net (r.InitFile), loads the data,
// trains the net (TrainNet), writes the best one to r.Out and reports to
// r.Config.Log where it went, its architecture, K and the speed, and how
// far the quantised net is from the float one. When ctx is cancelled the
// best net so far is written and the result is marked Interrupted.
func RunNet(ctx context.Context, r NetRun) (*NetResult, error) {
	cfg := r.Config
	log := orDiscard(cfg.Log)
	inputs := r.Data.Files
	if r.InitFile != "" {
		inputs = append(inputs[:len(inputs):len(inputs)], r.InitFile)
	}
	if err := checkOut(r.Out, inputs); err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	if err := checkWritable(r.Out); err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	var err error
	if cfg.Inputs, cfg.H1, cfg.H2, cfg.Buckets, err = r.shape(); err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	if r.InitFile != "" {
		if cfg.Init, err = readNet(r.InitFile); err != nil {
			return nil, fmt.Errorf("tune net: %w", err)
		}
	}
	d, err := r.Data.load(log)
	if err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	cfg.Valid, cfg.Lambda, cfg.Seed = r.Data.Valid, r.Data.Lambda, r.Data.Seed
	res, err := TrainNet(ctx, d, cfg)
	if err != nil {
		return nil, err
	}
	if res.Interrupted {
		fmt.Fprintln(log, "interrupted: writing the best net so far")
	}
	if err := atomicfile.Write(r.Out, func(w io.Writer) error { return eval.WriteNet(w, res.Best) }); err != nil {
		return nil, fmt.Errorf("tune net: %w", err)
	}
	best := "the start"
	if res.BestEpoch > 0 {
		best = "epoch " + strconv.Itoa(res.BestEpoch)
	}
	fmt.Fprintf(log, "wrote %s: net %s from %s, K kiswahili %.1f kete %.1f kujifunza %.1f; %.0f samples/s\n",
		r.Out, res.Best.Arch(), best, res.Best.K[0], res.Best.K[1], res.Best.K[2], res.SamplesPerSec)
	if q, err := quantisationError(d, res.Best); err == nil {
		fmt.Fprintf(log, "quantised vs float net on %d samples: mean |difference| %.2f centi-seeds, max %.2f\n",
			q.samples, q.mean, q.max)
	}
	return res, nil
}

// readNet reads the start net (NetRun.InitFile, the field init).
func readNet(path string) (*eval.NetParams, error) {
	if err := eval.CheckNetPath(path); err != nil {
		return nil, field.Wrap("init", "", err)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, field.Wrap("init", "", err)
	}
	defer f.Close()
	np, err := eval.ReadNet(f)
	if err != nil {
		return nil, field.Wrap("init", path, err)
	}
	return np, nil
}
