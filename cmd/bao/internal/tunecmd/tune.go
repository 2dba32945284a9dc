package tunecmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/tunecmd/handcmd"
	"github.com/baoengine/bao/cmd/bao/internal/tunecmd/netcmd"
)

// Command returns "bao tune".
func Command() cli.Command {
	return cli.Command{Summary: "train the evaluation on self-play data: hand weights or the net", Run: run}
}

// usage is what "bao tune" and "bao tune --help" print: the two kinds of
// training.
const usage = `Usage: bao tune hand|net --data FILES... [flags]

Train the evaluation on self-play data (the files of bao datagen):
  hand   fit the hand-feature weights (Texel's method); writes eval/weights.go source
  net    train the small neural net; writes a net file for EvalFile / --evalfile

Run "bao tune hand --help" or "bao tune net --help" for the flags.
`

func run(e *cli.Env) error {
	if len(e.Args) == 0 || e.Args[0] == "-h" || e.Args[0] == "--help" || e.Args[0] == "help" {
		fmt.Fprint(e.Stdout, usage)
		if len(e.Args) == 0 {
			return cli.Usagef("tune: want \"tune hand\" or \"tune net\"")
		}
		return nil
	}
	sub := e.WithArgs(e.Args[1:])
	switch e.Args[0] {
	case "hand":
		return handcmd.Command().Run(sub)
	case "net":
		return netcmd.Command().Run(sub)
	}
	fmt.Fprint(e.Stderr, usage)
	return cli.Usagef("tune: unknown mode %q: want hand or net", e.Args[0])
}
