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
