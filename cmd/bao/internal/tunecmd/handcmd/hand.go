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

// about is the description that "bao tune hand --help" prints.
const about = "Fit the hand-feature evaluation's weights to self-play data by Texel's method:\n" +
	"per variant, first the logistic scale K (centi-seeds per unit of win logit)\n" +
	"that best maps the search scores to the game results, then the weights\n" +
	"that minimise the mean squared error of sigmoid(eval/K) against\n" +
	"lambda*result + (1-lambda)*sigmoid(score/K), by mini-batch Adam starting\n" +
	"from the current weights. Prints the fitted K per variant and the\n" +
	"validation loss before and after, then writes the Go source of\n" +
	"eval/weights.go (to --out, or to standard output). Variants with too few\n" +
	"samples keep their weights. Ctrl-C stops after the current epoch and\n" +
	"still writes the weights. Try new weights in games (bao match, SPRT)\n" +
	"before they replace eval/weights.go."

const examples = "  bao tune hand --data data/*.bin\n" +
	"  bao tune hand --data a.bin,b.bin --lambda 0.7 --epochs 50 --out eval/weights.go\n" +
	"  bao tune hand --data games.bin --variant kete --skip-captures --grain 1\n"

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
