package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/web/app"
	"github.com/baoengine/bao/web/site"
)

// webCommands are the subcommands of "bao web".
func webCommands() map[string]command {
	return map[string]command{
		"build": {"write the static web app (page, WebAssembly engine, service worker) to a folder", runWebBuild},
	}
}

func runWeb(e *env) error {
	return runSubcommand(e, webCommands(), webUsage, "web: give a subcommand: build", "web: unknown subcommand")
}

func webUsage(w io.Writer, cmds map[string]command) {
	var b strings.Builder
	b.WriteString("Usage: bao web <subcommand> [flags]    (bao web <subcommand> --help)\n\n" +
		"The web app without a server: bao serve runs the page with engines on this\n" +
		"machine; bao web build writes the same page with the engine compiled to\n" +
		"WebAssembly, for any static file server, installable on a phone and playable\n" +
		"offline.\n\nSubcommands:\n")
	for _, n := range commandNames(cmds) {
		fmt.Fprintf(&b, "  %-8s %s\n", n, cmds[n].summary)
	}
	b.WriteString("\nExamples:\n  bao web build --out site/\n")
	fmt.Fprint(w, b.String())
}

func runWebBuild(e *env) error {
	fs := newFlags(e, "web build", site.About,
		"  go run ./cmd/bao web build --out site/\n")
	out := fs.String("out", "", "folder to write the app into (required)")
	goCmd := fs.String("go", "go", "the go command that builds the WebAssembly engine")
	if err := parseFlags(fs, e.args); err != nil {
		return err
	}
	if *out == "" {
		return usagef("web build: --out is required")
	}
	root, err := gotool.ModuleRoot(*goCmd)
	if err != nil {
		return fmt.Errorf("web build: %w", err)
	}
	files, err := site.Build(e.context(), site.Config{
		Out: *out, Page: app.Files(), GoCmd: *goCmd, ModuleRoot: root, Version: version.Read().String(),
	})
	if err != nil {
		return err
	}
	site.WriteList(e.stdout, files, *out)
	return nil
}
