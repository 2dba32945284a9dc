package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/web/app"
	"github.com/baoengine/bao/web/site"
)

// webCommands are the subcommands of "bao web".
func webCommands() map[string]cli.Command {
	return map[string]cli.Command{
		"build": {Summary: "write the static web app (page, WebAssembly engine, service worker) to a folder", Run: runWebBuild},
	}
}

func runWeb(e *cli.Env) error {
	return cli.RunSubcommand(e, webCommands(), webUsage, "web: give a subcommand: build", "web: unknown subcommand")
}

func webUsage(w io.Writer, cmds map[string]cli.Command) {
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

func runWebBuild(e *cli.Env) error {
	fs := cli.NewFlags(e, "web build", site.About,
		"  go run ./cmd/bao web build --out site/\n")
	out := fs.String("out", "", "folder to write the app into (required)")
	goCmd := fs.String("go", "go", "the go command that builds the WebAssembly engine")
	if err := cli.ParseFlags(fs, e.Args); err != nil {
		return err
	}
	if *out == "" {
		return cli.Usagef("web build: --out is required")
	}
	root, err := gotool.ModuleRoot(*goCmd)
	if err != nil {
		return fmt.Errorf("web build: %w", err)
	}
	files, err := site.Build(e.Context(), site.Config{
		Out: *out, Page: app.Files(), GoCmd: *goCmd, ModuleRoot: root, Version: version.Read().String(),
	})
	if err != nil {
		return err
	}
	site.WriteList(e.Stdout, files, *out)
	return nil
}
