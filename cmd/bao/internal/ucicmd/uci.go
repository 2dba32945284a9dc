package ucicmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/protocol"
)

// Command returns "bao uci".
func Command() cli.Command {
	return cli.Command{Summary: "speak the engine protocol on stdin/stdout (the default with no command)", Run: run}
}

const about = "Speak the engine protocol (UCI/UGI dialect, protocol.md) on standard input and\n" +
	"output. This is what GUIs and tournament managers run; it is also what bao does\n" +
	"with no command. Type \"help\" at the prompt for the commands."

const examples = "  bao\n" +
	"  printf 'position startpos\\ngo depth 8\\n' | bao uci\n" +
	"      (the end of the input lets the search run to depth 8; a quit would stop it)\n"

// run speaks the engine protocol on stdin/stdout: what GUIs and
// tournament managers run. The one startup line goes to stderr.
func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "uci", about, examples)
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	fmt.Fprintf(e.Stderr, "Bao %s (%s)\n", cli.VersionString(), cli.PlatformString())
	s := protocol.NewSession(protocol.Config{Name: "Bao", Version: cli.VersionString(), Author: "the Bao authors"}, e.Stdout)
	if err := s.Run(e.Stdin); err != nil {
		return fmt.Errorf("uci: %w", err)
	}
	return nil
}
