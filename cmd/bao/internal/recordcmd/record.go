package recordcmd

import (
	"fmt"
	"io"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd/calibratecmd"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd/checkcmd"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd/convertcmd"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd/showcmd"
)

// Command returns "bao record".
func Command() cli.Command {
	return cli.Command{Summary: "check, show and convert game records (text or JSON Lines); calibrate the win probability", Run: run}
}

// about is the description that "bao record --help" prints: the files
// the subcommands read and write, and how they treat them.
const about = `Work with files of game records: the PGN-like text that bao match, bao play and
the web page write (protocol.md 10), or JSON Lines (one JSON object per game per
line, see "bao record convert --help"). Every command reads either format (it
looks at the first character) and "-" for standard input. Every game is
replayed with the rules engine: a bad or cut-off game is reported with its file
and line, and the games around it are kept.`

// subcommands are the subcommands of "bao record".
func subcommands() map[string]cli.Command {
	return map[string]cli.Command{
		"check":     checkcmd.Command(),
		"show":      showcmd.Command(),
		"convert":   convertcmd.Command(),
		"calibrate": calibratecmd.Command(),
	}
}

func run(e *cli.Env) error {
	return cli.RunSubcommand(e, subcommands(), usage, "record: give a subcommand: check, show, convert or calibrate", "record: unknown subcommand")
}

func usage(w io.Writer, cmds map[string]cli.Command) {
	fmt.Fprintf(w, "Usage: bao record <subcommand> [flags] FILES...    (bao record <subcommand> --help)\n\n%s\n\nSubcommands:\n", about)
	for _, n := range cli.CommandNames(cmds) {
		fmt.Fprintf(w, "  %-10s %s\n", n, cmds[n].Summary)
	}
	fmt.Fprint(w, "\nExamples:\n"+
		"  bao record check games.pgn more.pgn\n"+
		"  bao record show games.pgn --game 3 --ply 20\n"+
		"  bao record convert games.pgn -o games.jsonl\n"+
		"  bao record calibrate wdl-*.pgn\n")
}
