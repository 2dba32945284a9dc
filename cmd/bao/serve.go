package main

import (
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/web/server"
)

// runServe serves the web page to play and analyse Bao in a browser until
// interrupted.
func runServe(e *env) error {
	fs := newFlags(e, "serve", server.ServeAbout(),
		"  bao serve                               # then open http://127.0.0.1:8080/\n"+
			"  bao serve --addr 127.0.0.1:9000\n"+
			"  bao serve --engine './bao uci'          # every tab runs its own ./bao uci process\n")
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on; keep it on loopback unless you trust the network")
	engineCmd := fs.String("engine", "", "external engine command and arguments, split at spaces (default: the built-in engine)")
	maxSessions := fs.Int("max-sessions", server.DefaultMaxSessions, "most engine sessions (browser tabs) at once")
	perClient := fs.Int("max-sessions-per-client", server.DefaultMaxSessionsPerClient, "most engine sessions of one remote address")
	idle := fs.Duration("idle-timeout", server.DefaultIdleTimeout, "end a tab's engine after this long without its page")
	streamIdle := fs.Duration("stream-idle-timeout", server.DefaultStreamIdleTimeout, "end a tab's engine after this long without a command, page open or not")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if *maxSessions < 1 || *maxSessions > 1024 {
		return usagef("serve: --max-sessions %d: want 1..1024", *maxSessions)
	}
	if *perClient < 1 || *perClient > *maxSessions {
		return usagef("serve: --max-sessions-per-client %d: want 1..%d (--max-sessions)", *perClient, *maxSessions)
	}
	if *idle < time.Second {
		return usagef("serve: --idle-timeout %v: want at least 1s", *idle)
	}
	if *streamIdle < time.Second {
		return usagef("serve: --stream-idle-timeout %v: want at least 1s", *streamIdle)
	}
	loopback, err := server.CheckListenAddr(*addr)
	if err != nil {
		return usagef("serve: --addr %q: %v", *addr, err)
	}
	var argv []string
	if strings.TrimSpace(*engineCmd) != "" {
		argv = strings.Fields(*engineCmd)
		if err := server.CheckEngineCommand(argv); err != nil {
			return usagef("serve: --engine: %v", err)
		}
	}
	logger := log.New(e.stderr, "", log.LstdFlags)
	srv, err := server.New(server.Config{
		Engine:               protocol.Config{Name: "Bao", Version: versionString(), Author: "the Bao authors"},
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
		fmt.Fprintf(e.stderr, "bao serve: warning: listening on %s, not loopback: anyone who can reach it can use the engine\n", *addr)
	}
	fmt.Fprintf(e.stderr, "Bao %s (%s)\n", versionString(), platformString())
	err = server.ListenAndServe(e.context(), srv, *addr, func(a string) {
		fmt.Fprintf(e.stdout, "Bao web page: http://%s/  (Ctrl-C to stop)\n", a)
	})
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
