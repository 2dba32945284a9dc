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

// about is the description that "bao web build --help" prints.
const about = "Write the static web app to --out: index.html and the page's scripts, bao.wasm\n" +
	"(the engine built from this source tree with GOOS=js GOARCH=wasm), the\n" +
	"toolchain's wasm_exec.js, the engine's worker (client/worker.js), a web\n" +
	"manifest, icons and sw.js, a service worker that caches every file so the app\n" +
	"installs on a phone's home screen and plays offline. The rules and the engine\n" +
	"run in the browser (Web Workers); no server process is needed. Host the folder\n" +
	"with any static file server (served over https, or http on localhost, for the\n" +
	"service worker), for example:\n" +
	"  python3 -m http.server --bind 127.0.0.1 -d site 8000\n\n" +
	"It needs the Go toolchain and this module's source: run it from the checkout\n" +
	"(go run ./cmd/bao web build --out site/). --out must be new, empty, or hold an\n" +
	"earlier build, which is replaced file by file."

const examples = "  go run ./cmd/bao web build --out site/\n"

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
