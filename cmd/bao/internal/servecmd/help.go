package servecmd

import (
	"fmt"

	"github.com/baoengine/bao/web/server"
)

// about is the description that "bao serve --help" prints: the page it
// serves and the limits the server keeps (web/server/doc.go).
func about() string {
	return "Serve the web page to play and analyse Bao in a browser: the board, play against\n" +
		"the engine, two players on one screen or engine against engine, analysis, move\n" +
		"list, BFEN and game records. Each browser tab gets its own engine session: the\n" +
		"built-in engine, or --engine, a program speaking the engine protocol, started once\n" +
		"per tab. The page works offline (nothing is fetched from the network). Stop the\n" +
		"server with Ctrl-C.\n\n" +
		"Limits (web/server/doc.go): at most --max-sessions tabs at once, and\n" +
		"--max-sessions-per-client from one address (every tab of this machine when on\n" +
		"loopback); a tab's engine ends --idle-timeout after its page went away, and\n" +
		"--stream-idle-timeout after its last command even with the page open. A page may\n" +
		"set Hash up to 64 MiB, Threads up to the number of cores (at most 4), EvalCache\n" +
		"up to 4 MiB a thread, MultiPV up to 8 and the lap limit up to 100000, and no\n" +
		"option naming a file, so the built-in engines take at most " +
		fmt.Sprintf("%d x %d MiB.", server.DefaultMaxSessions, server.SessionMaxMiB)
}

const examples = "  bao serve                               # then open http://127.0.0.1:8080/\n" +
	"  bao serve --addr 127.0.0.1:9000\n" +
	"  bao serve --engine './bao uci'          # every tab runs its own ./bao uci process\n"
