package infocmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/datagen"
)

// Command returns "bao datagen info".
func Command() cli.Command {
	return cli.Command{Summary: "count the samples of data files by variant and result", Run: run}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "datagen info",
		"Read training-data files (of bao datagen) and count their samples per variant: results\n"+
			"from the side to move's view, proven-win scores, plies. Every record is checked\n"+
			"(checksum, position invariants); a cut record at the end of a file is reported.\n"+
			"Usage: bao datagen info FILE...",
		"  bao datagen info data.bin\n  bao datagen info shard*.bin\n")
	if err := cli.ParseFlagsArgs(fs, e.Args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return cli.Usagef("datagen info: give at least one data file")
	}
	if err := datagen.WriteInfo(e.Stdout, fs.Args()); err != nil {
		return fmt.Errorf("datagen info: %w", err)
	}
	return nil
}
