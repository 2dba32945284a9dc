package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/tune"
	"github.com/spf13/pflag"
)

func runTune(e *env) error {
	if len(e.args) == 0 || e.args[0] == "-h" || e.args[0] == "--help" || e.args[0] == "help" {
		fmt.Fprint(e.stdout, tuneUsage)
		if len(e.args) == 0 {
			return usagef("tune: want \"tune hand\" or \"tune net\"")
		}
		return nil
	}
	sub := *e
	sub.args = e.args[1:]
	switch e.args[0] {
	case "hand":
		return runTuneHand(&sub)
	case "net":
		return runTuneNet(&sub)
	}
	fmt.Fprint(e.stderr, tuneUsage)
	return usagef("tune: unknown mode %q: want hand or net", e.args[0])
}

const tuneUsage = `Usage: bao tune hand|net --data FILES... [flags]

Train the evaluation on self-play data (the files of bao datagen):
  hand   fit the hand-feature weights (Texel's method); writes eval/weights.go source
  net    train the small neural net; writes a net file for EvalFile / --evalfile

Run "bao tune hand --help" or "bao tune net --help" for the flags.
`

// tuneDataFlags are the data flags both modes share.
type tuneDataFlags struct {
	data         *[]string
	variant      *string
	valid        *float64
	lambda       *float64
	winThreshold *int
	skipCaptures *bool
	seed         *uint64
}

func addTuneDataFlags(fs *pflag.FlagSet) *tuneDataFlags {
	return &tuneDataFlags{
		data:         fs.StringSlice("data", nil, "training data files (datagen format); more files may follow as arguments"),
		variant:      fs.String("variant", "all", "train on one variant only: kiswahili, kete, kujifunza or all"),
		valid:        fs.Float64("valid", 0.05, "fraction of the games kept for validation (0..0.5)"),
		lambda:       fs.Float64("lambda", 0.5, "target = lambda*result + (1-lambda)*sigmoid(score/K) (0..1)"),
		winThreshold: fs.Int("win-threshold", tune.DefaultWinThreshold, "skip samples with |score| at least this (proven wins); 0 keeps all"),
		skipCaptures: fs.Bool("skip-captures", false, "skip samples whose best move captures (noisy positions)"),
		seed:         fs.Uint64("seed", 1, "seed of the initialisation and the shuffling"),
	}
}

// parseTuneFlags parses the flags; arguments left over are more data
// files (a shell glob after --data expands to several words).
func parseTuneFlags(fs *pflag.FlagSet, args []string, df *tuneDataFlags) ([]string, tune.LoadOptions, error) {
	var opt tune.LoadOptions
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return nil, opt, err
		}
		return nil, opt, usageError{err}
	}
	files := append(append([]string(nil), *df.data...), fs.Args()...)
	name := fs.Name()
	switch {
	case len(files) == 0:
		return nil, opt, usagef("%s: no data: give --data FILES", name)
	case *df.valid < 0 || *df.valid > 0.5:
		return nil, opt, usagef("%s: --valid %v: want 0..0.5", name, *df.valid)
	case *df.lambda < 0 || *df.lambda > 1:
		return nil, opt, usagef("%s: --lambda %v: want 0..1", name, *df.lambda)
	case *df.winThreshold < 0:
		return nil, opt, usagef("%s: --win-threshold %d: want >= 0", name, *df.winThreshold)
	}
	if *df.variant != "all" {
		v, err := engine.ParseVariant(*df.variant)
		if err != nil {
			return nil, opt, usagef("%s: --variant %q: want kiswahili, kete, kujifunza or all", name, *df.variant)
		}
		opt.Variants[v] = true
	}
	opt.WinThreshold = *df.winThreshold
	opt.SkipCaptures = *df.skipCaptures
	return files, opt, nil
}

// loadTuneData loads the data files and reports what was read.
func loadTuneData(e *env, files []string, opt tune.LoadOptions) (*tune.Data, error) {
	fmt.Fprintf(e.stderr, "loading %d file(s)...\n", len(files))
	d, err := tune.Load(files, opt)
	if err != nil {
		return nil, err
	}
	fmt.Fprintln(e.stderr, d.Summary())
	if len(d.Samples) == 0 {
		return nil, fmt.Errorf("no samples left to train on (%s)", d.Summary())
	}
	return d, nil
}

func runTuneHand(e *env) error {
	fs := newFlags(e, "tune hand",
		"Fit the hand-feature evaluation's weights to self-play data by Texel's method:\n"+
			"per variant, first the logistic scale K (centi-seeds per unit of win logit)\n"+
			"that best maps the search scores to the game results, then the weights\n"+
			"that minimise the mean squared error of sigmoid(eval/K) against\n"+
			"lambda*result + (1-lambda)*sigmoid(score/K), by mini-batch Adam starting\n"+
			"from the current weights. Prints the fitted K per variant and the\n"+
			"validation loss before and after, then writes the Go source of\n"+
			"eval/weights.go (to --out, or to standard output). Variants with too few\n"+
			"samples keep their weights. Ctrl-C stops after the current epoch and\n"+
			"still writes the weights. Try new weights in games (bao match, SPRT)\n"+
			"before they replace eval/weights.go.",
		"  bao tune hand --data data/*.bin\n"+
			"  bao tune hand --data a.bin,b.bin --lambda 0.7 --epochs 50 --out eval/weights.go\n"+
			"  bao tune hand --data games.bin --variant kete --skip-captures --grain 1\n")
	df := addTuneDataFlags(fs)
	cfg := tune.DefaultHandConfig()
	epochs := fs.Int("epochs", cfg.Epochs, "passes over the training data")
	lr := fs.Float64("lr", cfg.LR, "Adam step size in centi-seeds (decays to a twentieth)")
	batch := fs.Int("batch", cfg.Batch, "samples per step")
	grain := fs.Int("grain", cfg.Grain, "round the weights to multiples of this (centi-seeds)")
	out := fs.String("out", "", "write the Go source here (e.g. eval/weights.go); default: standard output")
	files, opt, err := parseTuneFlags(fs, e.args, df)
	if err != nil {
		return err
	}
	switch {
	case *epochs < 1 || *epochs > 100000:
		return usagef("tune hand: --epochs %d: want 1..100000", *epochs)
	case *batch < 1:
		return usagef("tune hand: --batch %d: want >= 1", *batch)
	case !(*lr > 0):
		return usagef("tune hand: --lr %v: want > 0", *lr)
	case *grain < 1 || *grain > 100:
		return usagef("tune hand: --grain %d: want 1..100", *grain)
	}
	d, err := loadTuneData(e, files, opt)
	if err != nil {
		return fmt.Errorf("tune hand: %w", err)
	}
	cfg.Epochs, cfg.LR, cfg.Batch, cfg.Grain = *epochs, *lr, *batch, *grain
	cfg.Valid, cfg.Lambda, cfg.Seed = *df.valid, *df.lambda, *df.seed
	cfg.Log = e.stderr
	res, err := tune.TuneHand(e.context(), d, cfg)
	if err != nil {
		return err
	}
	var note []string
	for vi, v := range engine.Variants {
		if res.K[vi] == 0 {
			fmt.Fprintf(e.stderr, "%-10s no data: weights kept\n", v)
			continue
		}
		line := fmt.Sprintf("%s: K = %.1f; validation loss %s -> %s (%d training, %d validation samples, lambda %.2f)",
			v, res.K[vi], tune.LossText(res.StartLoss[vi], res.ValidSamples[vi]), tune.LossText(res.Loss[vi], res.ValidSamples[vi]),
			res.Samples[vi], res.ValidSamples[vi], cfg.Lambda)
		if !res.Fitted[vi] {
			line += "; not fitted, too few samples"
		}
		fmt.Fprintln(e.stderr, line)
		note = append(note, line)
	}
	src, err := tune.WeightsSource(res.Weights, note)
	if err != nil {
		return err
	}
	if *out == "" {
		if _, err = e.stdout.Write(src); err != nil {
			return err
		}
	} else {
		if err := atomicfile.WriteFile(*out, src); err != nil {
			return fmt.Errorf("tune hand: %w", err)
		}
		fmt.Fprintf(e.stderr, "wrote %s\n", *out)
	}
	if e.context().Err() != nil {
		// The weights after the last whole epoch were written.
		return fmt.Errorf("tune hand: %w", errInterrupted)
	}
	return nil
}

func runTuneNet(e *env) error {
	fs := newFlags(e, "tune net",
		"Train the small neural evaluation on self-play data. The net sees the\n"+
			"position from the side to move: each hole's seeds as one-hot buckets, both\n"+
			"hands, the nyumbas, the takasia hole and the variant (579 inputs, --inputs\n"+
			"v1); --inputs v2 adds the capture threats of both sides (611 inputs: which\n"+
			"front holes each side could capture with the first lap of a move, and the\n"+
			"size of the largest). Then one or two hidden layers of clipped ReLU units\n"+
			"and one output, the win logit.\n"+
			"K per variant is fitted first (as in tune hand); the loss is the mean\n"+
			"squared error of sigmoid(output) against lambda*result +\n"+
			"(1-lambda)*sigmoid(score/K). Training is mini-batch Adam in float32 with a\n"+
			"cosine learning-rate decay; a progress line every --progress (samples/s,\n"+
			"time left), and each epoch prints the training and validation loss (also\n"+
			"per variant, with the hand evaluation's loss on the same samples for\n"+
			"comparison). The net with the best validation loss is written to --out.\n"+
			"Ctrl-C stops after the current batch and still writes the best net so far.\n"+
			"Load the result with \"setoption name EvalFile value FILE\" and\n"+
			"\"setoption name Eval value net\", or --eval net --evalfile FILE.",
		"  bao tune net --data data/*.bin --out net.bin\n"+
			"  bao tune net --data a.bin --inputs v2 --hidden 32,16 --out net-v2-32x16.bin\n"+
			"  bao tune net --data a.bin --hidden 32,16 --epochs 30 --lr 0.002 --batch 2048\n"+
			"  bao tune net --data a.bin --init net.bin --epochs 5 --lr 0.0003 --out net2.bin\n"+
			"  bao tune net --data a.bin --variant kiswahili --hidden 64 --out kiswahili.bin\n")
	df := addTuneDataFlags(fs)
	cfg := tune.DefaultNetConfig()
	inputs := fs.String("inputs", cfg.Inputs.String(), "input set: v1 (579 inputs) or v2 (611: v1 and the capture threats)")
	hidden := fs.String("hidden", fmt.Sprintf("%d,%d", cfg.H1, cfg.H2), "hidden layer sizes: \"H1\" or \"H1,H2\" (H1 a multiple of 16 up to 128, H2 a multiple of 8 up to 32)")
	epochs := fs.Int("epochs", cfg.Epochs, "passes over the training data")
	lr := fs.Float64("lr", cfg.LR, "Adam learning rate (decays to a twentieth along a cosine)")
	batch := fs.Int("batch", cfg.Batch, "samples per step")
	threads := fs.Int("threads", cfg.Workers, "goroutines computing gradients (1..2)")
	out := fs.String("out", "net.bin", "the net file to write")
	initFile := fs.String("init", "", "start from this net file (its input set and sizes win over --inputs and --hidden)")
	progress := fs.Duration("progress", cfg.ProgressEvery, "progress line period on stderr (0 = only the line per epoch)")
	files, opt, err := parseTuneFlags(fs, e.args, df)
	if err != nil {
		return err
	}
	h1, h2, err := parseHidden(*hidden)
	if err != nil {
		return usagef("tune net: --hidden %q: %v", *hidden, err)
	}
	set, err := eval.ParseInputSet(*inputs)
	if err != nil {
		return usagef("tune net: --inputs: %v", err)
	}
	switch {
	case *epochs < 1 || *epochs > 100000:
		return usagef("tune net: --epochs %d: want 1..100000", *epochs)
	case *batch < 1 || *batch > 1<<20:
		return usagef("tune net: --batch %d: want 1..1048576", *batch)
	case !(*lr > 0) || *lr > 1:
		return usagef("tune net: --lr %v: want a rate in (0, 1]", *lr)
	case *threads < 1 || *threads > 2:
		return usagef("tune net: --threads %d: want 1 or 2", *threads)
	case *out == "":
		return usagef("tune net: --out is empty")
	case *progress < 0:
		return usagef("tune net: --progress %v: want >= 0", *progress)
	}
	cfg.Inputs, cfg.H1, cfg.H2 = set, h1, h2
	if *initFile != "" {
		f, err := os.Open(*initFile)
		if err != nil {
			return fmt.Errorf("tune net: --init: %w", err)
		}
		np, err := eval.ReadNet(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("tune net: --init %s: %w", *initFile, err)
		}
		cfg.Init = np
	}
	d, err := loadTuneData(e, files, opt)
	if err != nil {
		return fmt.Errorf("tune net: %w", err)
	}
	cfg.Epochs, cfg.LR, cfg.Batch, cfg.Workers = *epochs, *lr, *batch, *threads
	cfg.Valid, cfg.Lambda, cfg.Seed = *df.valid, *df.lambda, *df.seed
	cfg.Log, cfg.Progress = e.stderr, e.stderr
	cfg.ProgressEvery = *progress
	res, err := tune.TrainNet(e.context(), d, cfg)
	if err != nil {
		return err
	}
	if res.Interrupted {
		fmt.Fprintln(e.stderr, "interrupted: writing the best net so far")
	}
	if err := atomicfile.Write(*out, func(w io.Writer) error { return eval.WriteNet(w, res.Best) }); err != nil {
		return fmt.Errorf("tune net: %w", err)
	}
	best := "the start"
	if res.BestEpoch > 0 {
		best = "epoch " + strconv.Itoa(res.BestEpoch)
	}
	fmt.Fprintf(e.stderr, "wrote %s: net %s from %s, K kiswahili %.1f kete %.1f kujifunza %.1f; %.0f samples/s\n",
		*out, res.Best.Arch(), best, res.Best.K[0], res.Best.K[1], res.Best.K[2], res.SamplesPerSec)
	if q, err := quantisationError(d, res.Best); err == nil {
		fmt.Fprintf(e.stderr, "quantised vs float net on %d samples: mean |difference| %.2f centi-seeds, max %.2f\n",
			q.n, q.mean, q.max)
	}
	if res.Interrupted {
		return fmt.Errorf("tune net: %w", errInterrupted)
	}
	return nil
}

// parseHidden reads "H1" or "H1,H2".
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
		sizes[i] = n
	}
	if err := eval.CheckArch(sizes[0], sizes[1]); err != nil {
		return 0, 0, err
	}
	return sizes[0], sizes[1], nil
}

type quantStats struct {
	n         int
	mean, max float64
}

// quantisationError compares the quantised net with the float net on up
// to 20000 samples.
func quantisationError(d *tune.Data, np *eval.NetParams) (quantStats, error) {
	n, err := eval.NewNet(np)
	if err != nil {
		return quantStats{}, err
	}
	var q quantStats
	sum := 0.0
	step := max(len(d.Samples)/20000, 1)
	for i := 0; i < len(d.Samples); i += step {
		s := &d.Samples[i]
		r := engine.DefaultRules(s.Variant)
		diff := math.Abs(np.EvaluateFloat(&r, &s.Pos) - float64(n.Evaluate(&r, &s.Pos)))
		sum += diff
		q.max = max(q.max, diff)
		q.n++
	}
	q.mean = sum / float64(max(q.n, 1))
	return q, nil
}
