package versioncmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/version"
)

// Command returns "bao version".
func Command() cli.Command {
	return cli.Command{Summary: "print the version", Run: run}
}

const about = "Print the program's version, the VCS revision it was built from, the Go version\n" +
	"and the platform. \"go build\" in a git checkout stamps the revision (a dev build\n" +
	"is named dev-<revision>, plus -dirty with uncommitted changes); \"go run\" and\n" +
	"builds with -buildvcs=false or in a linked git worktree know none and say \"dev\".\n" +
	"The same name follows \"id name Bao\" in the protocol and is written in the\n" +
	"Program tag of game records."

const examples = "  bao version\n  bao --version\n"

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "version", about, examples)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	fmt.Fprint(e.Stdout, version.Read().Details())
	return nil
}
