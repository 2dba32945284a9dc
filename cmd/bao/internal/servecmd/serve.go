package servecmd

import (
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/web/server"
)

// Command returns "bao serve".
func Command() cli.Command {
	return cli.Command{Summary: "serve the web page to play and analyse Bao in a browser", Run: run}
}

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

// run serves the web page to play and analyse Bao in a browser until
// interrupted.
func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "serve", about(), examples)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on; keep it on loopback unless you trust the network")
	engineCmd := fs.String("engine", "", "external engine command and arguments, split at spaces (default: the built-in engine)")
	maxSessions := fs.Int("max-sessions", server.DefaultMaxSessions, "most engine sessions (browser tabs) at once")
	perClient := fs.Int("max-sessions-per-client", server.DefaultMaxSessionsPerClient, "most engine sessions of one remote address")
	idle := fs.Duration("idle-timeout", server.DefaultIdleTimeout, "end a tab's engine after this long without its page")
	streamIdle := fs.Duration("stream-idle-timeout", server.DefaultStreamIdleTimeout, "end a tab's engine after this long without a command, page open or not")
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if *maxSessions < 1 || *maxSessions > 1024 {
		return cli.Usagef("serve: --max-sessions %d: want 1..1024", *maxSessions)
	}
	if *perClient < 1 || *perClient > *maxSessions {
		return cli.Usagef("serve: --max-sessions-per-client %d: want 1..%d (--max-sessions)", *perClient, *maxSessions)
	}
	if *idle < time.Second {
		return cli.Usagef("serve: --idle-timeout %v: want at least 1s", *idle)
	}
	if *streamIdle < time.Second {
		return cli.Usagef("serve: --stream-idle-timeout %v: want at least 1s", *streamIdle)
	}
	loopback, err := server.CheckListenAddr(*addr)
	if err != nil {
		return cli.Usagef("serve: --addr %q: %v", *addr, err)
	}
	var argv []string
	if strings.TrimSpace(*engineCmd) != "" {
		argv = strings.Fields(*engineCmd)
		if err := server.CheckEngineCommand(argv); err != nil {
			return cli.Usagef("serve: --engine: %v", err)
		}
	}
	logger := log.New(e.Stderr, "", log.LstdFlags)
	srv, err := server.New(server.Config{
		Engine:               protocol.Config{Name: "Bao", Version: cli.VersionString(), Author: "the Bao authors"},
		Command:              argv,
		MaxSessions:          *maxSessions,
		MaxSessionsPerClient: *perClient,
		IdleTimeout:          *idle,
		StreamIdleTimeout:    *streamIdle,
		Log:                  logger,
		LoopbackOnly:         loopback,
	})
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if !loopback {
		fmt.Fprintf(e.Stderr, "bao serve: warning: listening on %s, not loopback: anyone who can reach it can use the engine\n", *addr)
	}
	fmt.Fprintf(e.Stderr, "Bao %s (%s)\n", cli.VersionString(), cli.PlatformString())
	err = server.ListenAndServe(e.Context(), srv, *addr, func(a string) {
		fmt.Fprintf(e.Stdout, "Bao web page: http://%s/  (Ctrl-C to stop)\n", a)
	})
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
