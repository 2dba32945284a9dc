package buildcmd

import (
	"fmt"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/internal/gotool"
	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/web/app"
	"github.com/baoengine/bao/web/site"
)

// Command returns "bao web build".
func Command() cli.Command {
	return cli.Command{Summary: "write the static web app (page, WebAssembly engine, service worker) to a folder", Run: run}
}

func run(e *cli.Env) error {
	fs := cli.NewFlags(e, "web build", about, examples)
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
