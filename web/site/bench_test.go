package site

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserBenchSpeed runs the engine's bench in a Web Worker of the
// static app and, beside it, the native bench of the same source, and
// logs both speeds. It asserts only that the browser's bench searches the
// same nodes as the native one (the same engine); speeds are reported,
// not tested. It is a measurement of minutes, run with the others when
// asked: BAO_BROWSER_BENCH=1 go test -run TestBrowserBenchSpeed -v ./web/site.
func TestBrowserBenchSpeed(t *testing.T) {
	if os.Getenv("BAO_BROWSER_BENCH") == "" {
		t.Skip("set BAO_BROWSER_BENCH=1 to run the bench in chromium's WebAssembly engine against the native one (slow)")
	}
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and runs the bench in chromium")
	}
	hs, p := serveSite(t, 10*time.Minute, 800, 600)
	p.Do("open the app", chromedp.Navigate(hs.URL+"/"))
	p.JS(`(() => { window.benchOut = []; const w = new Worker('client/worker.js', {type: 'module'});
		w.onmessage = (ev) => { if (ev.data.type === 'line') window.benchOut.push(ev.data.line); };
		w.postMessage({type: 'init', wasm: new URL('bao.wasm', location.href).href});
		w.postMessage({type: 'cmd', line: 'bench'}); return ''; })()`)
	p.Wait("the browser's bench", `window.benchOut.some((l) => l.includes('Nodes/second'))`, 8*time.Minute)
	browser := p.JS(`window.benchOut.join('\n')`)
	native, err := exec.Command("go", "run", "../../cmd/bao", "bench").CombinedOutput()
	if err != nil {
		t.Fatalf("native bench: %v\n%s", err, native)
	}
	field := func(out, name string) string {
		for _, l := range strings.Split(out, "\n") {
			if i := strings.Index(l, name); i >= 0 {
				f := strings.Fields(l[i+len(name):])
				if len(f) > 0 {
					return strings.TrimLeft(f[len(f)-1], ":")
				}
			}
		}
		return ""
	}
	bn, nn := field(browser, "Nodes searched"), field(string(native), "Nodes searched")
	t.Logf("browser (WebAssembly in a Web Worker): %s nodes, %s nodes/s", bn, field(browser, "Nodes/second"))
	t.Logf("native: %s nodes, %s nodes/s", nn, field(string(native), "Nodes/second"))
	if bn == "" || bn != nn {
		t.Errorf("the browser's bench searched %q nodes, the native one %q", bn, nn)
	}
}
