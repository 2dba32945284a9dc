package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/tune"
)

func runTune(e *cli.Env) error {
	if len(e.Args) == 0 || e.Args[0] == "-h" || e.Args[0] == "--help" || e.Args[0] == "help" {
		fmt.Fprint(e.Stdout, tune.Usage)
		if len(e.Args) == 0 {
			return cli.Usagef("tune: want \"tune hand\" or \"tune net\"")
		}
		return nil
	}
	sub := *e
	sub.Args = e.Args[1:]
	switch e.Args[0] {
	case "hand":
		return cli.FailWhenInterrupted("tune hand", runTuneHand)(&sub)
	case "net":
		return runTuneNet(&sub)
	}
	fmt.Fprint(e.Stderr, tune.Usage)
	return cli.Usagef("tune: unknown mode %q: want hand or net", e.Args[0])
}

// addTuneDataFlags defines the data flags both modes share.
func addTuneDataFlags(fs *pflag.FlagSet, d *tune.DataOptions) {
	fs.StringSliceVar(&d.Files, "data", nil, "training data files (datagen format); more files may follow as arguments")
	fs.StringVar(&d.Variant, "variant", "all", "train on one variant only: kiswahili, kete, kujifunza or all")
	fs.Float64Var(&d.Valid, "valid", 0.05, "fraction of the games kept for validation (0..0.5)")
	fs.Float64Var(&d.Lambda, "lambda", 0.5, "target = lambda*result + (1-lambda)*sigmoid(score/K) (0..1)")
	fs.IntVar(&d.WinThreshold, "win-threshold", tune.DefaultWinThreshold, "skip samples with |score| at least this (proven wins); 0 keeps all")
	fs.BoolVar(&d.SkipCaptures, "skip-captures", false, "skip samples whose best move captures (noisy positions)")
	fs.Uint64Var(&d.Seed, "seed", 1, "seed of the initialisation and the shuffling")
}

// parseTuneFlags parses the flags and checks run; arguments left over
// are more data files (a shell glob after --data expands to several words).
func parseTuneFlags(fs *pflag.FlagSet, args []string, d *tune.DataOptions, run interface{ Check() error }) error {
	if err := cli.ParseFlagsArgs(fs, args); err != nil {
		return err
	}
	d.Files = append(d.Files, fs.Args()...)
	if err := run.Check(); err != nil {
		return cli.Usagef("%s: %w", fs.Name(), err)
	}
	return nil
}

func runTuneHand(e *cli.Env) error {
	fs := cli.NewFlags(e, "tune hand", tune.HandAbout,
		"  bao tune hand --data data/*.bin\n"+
			"  bao tune hand --data a.bin,b.bin --lambda 0.7 --epochs 50 --out eval/weights.go\n"+
			"  bao tune hand --data games.bin --variant kete --skip-captures --grain 1\n")
	run := tune.HandRun{Config: tune.DefaultHandConfig()}
	addTuneDataFlags(fs, &run.Data)
	fs.IntVar(&run.Config.Epochs, "epochs", run.Config.Epochs, "passes over the training data")
	fs.Float64Var(&run.Config.LR, "lr", run.Config.LR, "Adam step size in centi-seeds, above 0 and at most 100 (decays to a twentieth)")
	fs.IntVar(&run.Config.Batch, "batch", run.Config.Batch, "samples per step")
	fs.IntVar(&run.Config.Grain, "grain", run.Config.Grain, "round the weights to multiples of this (centi-seeds)")
	fs.StringVar(&run.Out, "out", "", "write the Go source here (e.g. eval/weights.go; never a --data file); default: standard output")
	if err := parseTuneFlags(fs, e.Args, &run.Data, &run); err != nil {
		return err
	}
	run.Config.Log = e.Stderr
	_, err := tune.RunHand(e.Context(), run, e.Stdout)
	return err
}

func runTuneNet(e *cli.Env) error {
	fs := cli.NewFlags(e, "tune net", tune.NetAbout,
		"  bao tune net --data data/*.bin --out net.bin\n"+
			"  bao tune net --data a.bin --inputs v2 --hidden 32,16 --out net-v2-32x16.bin\n"+
			"  bao tune net --data a.bin --hidden 32,16 --epochs 30 --lr 0.002 --batch 2048\n"+
			"  bao tune net --data a.bin --init net.bin --epochs 5 --lr 0.0003 --out net2.bin\n"+
			"  bao tune net --data a.bin --variant kiswahili --hidden 64 --out kiswahili.bin\n")
	run := tune.NetRun{Config: tune.DefaultNetConfig()}
	cfg := &run.Config
	addTuneDataFlags(fs, &run.Data)
	fs.StringVar(&run.Inputs, "inputs", cfg.Inputs.String(), "input set: v1 (579 inputs) or v2 (611: v1 and the capture threats)")
	fs.StringVar(&run.Hidden, "hidden", fmt.Sprintf("%d,%d", cfg.H1, cfg.H2), "hidden layer sizes: \"H1\" or \"H1,H2\" (H1 a multiple of 16 up to 128, H2 a multiple of 8 up to 32)")
	fs.StringVar(&run.Buckets, "buckets", cfg.Buckets.String(), "output buckets: none or stage (8 output layers by the stage of the game)")
	fs.IntVar(&cfg.Epochs, "epochs", cfg.Epochs, "passes over the training data")
	fs.Float64Var(&cfg.LR, "lr", cfg.LR, "Adam learning rate (decays to a twentieth along a cosine)")
	fs.IntVar(&cfg.Batch, "batch", cfg.Batch, "samples per step")
	fs.IntVar(&cfg.Workers, "threads", cfg.Workers, "goroutines computing gradients (1..2)")
	fs.StringVar(&run.Out, "out", "net.bin", "the net file to write (replaced atomically; never a --data or --init file)")
	fs.StringVar(&run.InitFile, "init", "", "start from this net file (its input set, sizes and buckets win over --inputs, --hidden and --buckets)")
	fs.DurationVar(&cfg.ProgressEvery, "progress", cfg.ProgressEvery, "progress line period on stderr (0 = only the line per epoch)")
	if err := parseTuneFlags(fs, e.Args, &run.Data, &run); err != nil {
		return err
	}
	cfg.Log, cfg.Progress = e.Stderr, e.Stderr
	res, err := tune.RunNet(e.Context(), run)
	if err != nil {
		return err
	}
	if res.Interrupted {
		return fmt.Errorf("tune net: %w", cli.ErrInterrupted)
	}
	return nil
}
