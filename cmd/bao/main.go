package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/baoengine/bao/cmd/bao/internal/analyzecmd"
	"github.com/baoengine/bao/cmd/bao/internal/benchcmd"
	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/datagencmd"
	"github.com/baoengine/bao/cmd/bao/internal/matchcmd"
	"github.com/baoengine/bao/cmd/bao/internal/perftcmd"
	"github.com/baoengine/bao/cmd/bao/internal/playcmd"
	"github.com/baoengine/bao/cmd/bao/internal/puzzlescmd"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd"
	"github.com/baoengine/bao/cmd/bao/internal/servecmd"
	"github.com/baoengine/bao/cmd/bao/internal/solvecmd"
	"github.com/baoengine/bao/cmd/bao/internal/suitecmd"
	"github.com/baoengine/bao/cmd/bao/internal/tunecmd"
	"github.com/baoengine/bao/cmd/bao/internal/ucicmd"
	"github.com/baoengine/bao/cmd/bao/internal/versioncmd"
	"github.com/baoengine/bao/cmd/bao/internal/webcmd"
)

// commands returns the subcommands by name.
func commands() map[string]cli.Command {
	return map[string]cli.Command{
		"match":   matchcmd.Command(),
		"perft":   perftcmd.Command(),
		"solve":   solvecmd.Command(),
		"serve":   servecmd.Command(),
		"bench":   benchcmd.Command(),
		"analyze": analyzecmd.Command(),
		"play":    playcmd.Command(),
		"record":  recordcmd.Command(),
		"uci":     ucicmd.Command(),
		"version": versioncmd.Command(),
		"web":     webcmd.Command(),
		"tune":    tunecmd.Command(),
		"suite":   suitecmd.Command(),
		"puzzles": puzzlescmd.Command(),
		"datagen": datagencmd.Command(),
	}
}

func main() {
	watch, release := cli.SignalWatcher()
	e := &cli.Env{Args: os.Args[1:], Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, WatchSignals: watch}
	code := cli.Run(e, dispatch)
	release()
	os.Exit(code)
}

func dispatch(e *cli.Env) error {
	cmds := commands()
	if len(e.Args) == 0 {
		if c, ok := cmds["uci"]; ok {
			return c.Run(e)
		}
		topUsage(e.Stderr, cmds)
		return cli.Usagef("no command given")
	}
	name := e.Args[0]
	switch name {
	case "help":
		if len(e.Args) > 1 {
			// "bao help match merge" is "bao match merge --help".
			sub := e.WithArgs(append(slices.Clone(e.Args[1:]), "--help"))
			return cli.RunNamed(sub, cmds, sub.Args[0], topUsage, "unknown command")
		}
		topUsage(e.Stdout, cmds)
		return nil
	case "-h", "--help":
		topUsage(e.Stdout, cmds)
		return nil
	case "--version", "-v":
		name = "version"
	}
	return cli.RunNamed(e, cmds, name, topUsage, "unknown command")
}

func topUsage(w io.Writer, cmds map[string]cli.Command) {
	names := cli.CommandNames(cmds)
	var b strings.Builder
	b.WriteString("bao: a Bao la Kiswahili / Bao la Kete / Bao la Kujifunza program\n\n")
	b.WriteString("Usage: bao <command> [flags]    (bao <command> --help, or bao help <command>, for its flags)\n\n")
	b.WriteString("Commands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-9s %s\n", n, cmds[n].Summary)
	}
	b.WriteString("\nExit codes: 0 success, 1 failure, 2 usage error (an output naming an input too),\n")
	b.WriteString("130 stopped by Ctrl-C or SIGTERM\n")
	b.WriteString("(the command keeps what it finished; for serve, and datagen without a target,\n")
	b.WriteString("the signal is the ordinary end: 0). A second signal kills a command at once.\n")
	b.WriteString("record check/show/calibrate, solve --verify and uci keep no work: the signal\n")
	b.WriteString("itself ends them at once (the shell shows 130 for Ctrl-C, 143 for SIGTERM).\n")
	fmt.Fprint(w, b.String())
}
