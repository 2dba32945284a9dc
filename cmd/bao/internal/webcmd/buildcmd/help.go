package buildcmd

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
