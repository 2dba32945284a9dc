package handcmd

import (
	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/tunecmd/tuneflags"
	"github.com/baoengine/bao/tune"
)

// Command returns "bao tune hand".
func Command() cli.Command {
	return cli.Command{Summary: "fit the hand-feature weights (Texel's method)", Run: cli.FailWhenInterrupted("tune hand", run)}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "tune hand", about, examples)
	run := tune.HandRun{Config: tune.DefaultHandConfig()}
	tuneflags.AddData(fs, &run.Data)
	fs.IntVar(&run.Config.Epochs, "epochs", run.Config.Epochs, "passes over the training data")
	fs.Float64Var(&run.Config.LR, "lr", run.Config.LR, "Adam step size in centi-seeds, above 0 and at most 100 (decays to a twentieth)")
	fs.IntVar(&run.Config.Batch, "batch", run.Config.Batch, "samples per step")
	fs.IntVar(&run.Config.Grain, "grain", run.Config.Grain, "round the weights to multiples of this (centi-seeds)")
	fs.StringVar(&run.Out, "out", "", "write the Go source here (e.g. eval/weights.go; never a --data file); default: standard output")
	if err := tuneflags.Parse(fs, e.Args, &run.Data, &run); err != nil {
		return err
	}
	run.Config.Log = e.Stderr
	_, err := tune.RunHand(e.Context(), run, e.Stdout)
	return cli.FlagErrors(err, tuneflags.Names())
}
