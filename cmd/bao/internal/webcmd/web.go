package webcmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/webcmd/buildcmd"
)

// Command returns "bao web".
func Command() cli.Command {
	return cli.Command{Summary: "build the static web app: the page with the engine in WebAssembly, installable and offline", Run: run}
}

// subcommands are the subcommands of "bao web".
func subcommands() map[string]cli.Command {
	return map[string]cli.Command{
		"build": buildcmd.Command(),
	}
}

func run(e *cli.Env) error {
	return cli.RunSubcommand(e, subcommands(), usage, "web: give a subcommand: build", "web: unknown subcommand")
}

func usage(w io.Writer, cmds map[string]cli.Command) {
	var b strings.Builder
	b.WriteString("Usage: bao web <subcommand> [flags]    (bao web <subcommand> --help)\n\n" +
		"The web app without a server: bao serve runs the page with engines on this\n" +
		"machine; bao web build writes the same page with the engine compiled to\n" +
		"WebAssembly, for any static file server, installable on a phone and playable\n" +
		"offline.\n\nSubcommands:\n")
	for _, n := range cli.CommandNames(cmds) {
		fmt.Fprintf(&b, "  %-8s %s\n", n, cmds[n].Summary)
	}
	b.WriteString("\nExamples:\n  bao web build --out site/\n")
	fmt.Fprint(w, b.String())
}
