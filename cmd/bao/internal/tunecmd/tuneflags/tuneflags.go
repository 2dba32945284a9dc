package tuneflags

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/tune"
	"github.com/spf13/pflag"
)

// AddData declares on fs the data flags both subcommands share, into d.
func AddData(fs *pflag.FlagSet, d *tune.DataOptions) {
	fs.StringSliceVar(&d.Files, "data", nil, "training data files (datagen format); more files may follow as arguments")
	fs.StringVar(&d.Variant, "variant", "all", "train on one variant only: kiswahili, kete, kujifunza or all")
	fs.Float64Var(&d.Valid, "valid", 0.05, "fraction of the games kept for validation (0..0.5)")
	fs.Float64Var(&d.Lambda, "lambda", 0.5, "target = lambda*result + (1-lambda)*sigmoid(score/K) (0..1)")
	fs.IntVar(&d.WinThreshold, "win-threshold", tune.DefaultWinThreshold, "skip samples with |score| at least this (proven wins); 0 keeps all")
	fs.BoolVar(&d.SkipCaptures, "skip-captures", false, "skip samples whose best move captures (noisy positions)")
	fs.Uint64Var(&d.Seed, "seed", 1, "seed of the initialisation and the shuffling")
}

// Parse parses the flags and checks run; arguments left over are more
// data files (a shell glob after --data expands to several words). A bad
// value is a usage error said with its flag.
func Parse(fs *pflag.FlagSet, args []string, d *tune.DataOptions, run interface{ Check() error }) error {
	if err := cli.ParseFlagsArgs(fs, args); err != nil {
		return err
	}
	d.Files = append(d.Files, fs.Args()...)
	if err := run.Check(); err != nil {
		return cli.UsageFlagErrors(fmt.Errorf("%s: %w", fs.Name(), err), Names())
	}
	return nil
}

// Names returns the flags of the fields that package tune's errors name,
// by the names it gives them.
func Names() map[string]string {
	return map[string]string{"data": "--data", "variant": "--variant", "valid": "--valid", "lambda": "--lambda",
		"win threshold": "--win-threshold", "epochs": "--epochs", "batch": "--batch", "lr": "--lr", "grain": "--grain",
		"workers": "--threads", "out": "--out", "progress": "--progress", "init": "--init", "hidden": "--hidden",
		"inputs": "--inputs", "buckets": "--buckets"}
}
