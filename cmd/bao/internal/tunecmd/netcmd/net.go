package netcmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/tunecmd/tuneflags"
	"github.com/baoengine/bao/tune"
)

// Command returns "bao tune net".
func Command() cli.Command {
	return cli.Command{Summary: "train the small neural net", Run: run}
}

// about is the description that "bao tune net --help" prints.
const about = "Train the small neural evaluation on self-play data. The net sees the\n" +
	"position from the side to move: each hole's seeds as one-hot buckets, both\n" +
	"hands, the nyumbas, the takasia hole and the variant (579 inputs, --inputs\n" +
	"v1); --inputs v2 adds the capture threats of both sides (611 inputs: which\n" +
	"front holes each side could capture with the first lap of a move, and the\n" +
	"size of the largest). Then one or two hidden layers of clipped ReLU units\n" +
	"and one output, the win logit; --buckets stage gives the output layer 8\n" +
	"sets of weights, one per stage of the side to move (4 by its hand in the\n" +
	"namua, 4 by the seeds on its side in the mtaji).\n" +
	"K per variant is fitted first (as in tune hand); the loss is the mean\n" +
	"squared error of sigmoid(output) against lambda*result +\n" +
	"(1-lambda)*sigmoid(score/K). Training is mini-batch Adam in float32 with a\n" +
	"cosine learning-rate decay; a progress line every --progress (samples/s,\n" +
	"time left), and each epoch prints the training and validation loss (also\n" +
	"per variant, with the hand evaluation's loss on the same samples for\n" +
	"comparison). The net with the best validation loss is written to --out.\n" +
	"Ctrl-C stops after the current batch and still writes the best net so far.\n" +
	"Load the result with \"setoption name EvalFile value FILE\" and\n" +
	"\"setoption name Eval value net\", or --eval net --evalfile FILE."

const examples = "  bao tune net --data data/*.bin --out net.bin\n" +
	"  bao tune net --data a.bin --inputs v2 --hidden 32,16 --out net-v2-32x16.bin\n" +
	"  bao tune net --data a.bin --hidden 32,16 --epochs 30 --lr 0.002 --batch 2048\n" +
	"  bao tune net --data a.bin --init net.bin --epochs 5 --lr 0.0003 --out net2.bin\n" +
	"  bao tune net --data a.bin --variant kiswahili --hidden 64 --out kiswahili.bin\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "tune net", about, examples)
	run := tune.NetRun{Config: tune.DefaultNetConfig()}
	cfg := &run.Config
	tuneflags.AddData(fs, &run.Data)
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
	if err := tuneflags.Parse(fs, e.Args, &run.Data, &run); err != nil {
		return err
	}
	cfg.Log, cfg.Progress = e.Stderr, e.Stderr
	res, err := tune.RunNet(e.Context(), run)
	if err != nil {
		return cli.FlagErrors(err, tuneflags.Names())
	}
	if res.Interrupted {
		return fmt.Errorf("tune net: %w", cli.ErrInterrupted)
	}
	return nil
}
