package npm

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// unpack extracts the tarball's package/ folder into dir, as npm install
// puts it into node_modules/@baoengine/bao.
func unpack(t *testing.T, tgz, dir string) {
	t.Helper()
	data, err := os.ReadFile(tgz)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		name, ok := strings.CutPrefix(h.Name, "package/")
		if !ok || strings.Contains(name, "..") {
			t.Fatalf("tarball entry %q is not under package/", h.Name)
		}
		body, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestExamplePage serves example/index.html and the package, as npm
// install lays it out, from a plain file server, and plays a whole game
// against the engine at the Beginner level by clicking the holes (and a
// direction when a hole has more than one move).
func TestExamplePage(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game in chromium: not with -short")
	}
	browsertest.FindChromium(t)
	dir := t.TempDir()
	unpack(t, tarball(t), filepath.Join(dir, "node_modules", "@baoengine", "bao"))
	page, err := os.ReadFile(filepath.Join("example", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(page, []byte("\n")); n >= 100 {
		t.Errorf("example/index.html has %d lines; the example promises under 100", n)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer hs.Close()
	ctx := browsertest.Start(t, 8*time.Minute, 800, 700)
	p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
	p.Do("open the page", chromedp.Navigate(hs.URL+"/"))
	rng := rand.New(rand.NewPCG(44, 1))
	clicks := 0
	for ply := 0; ; {
		p.Wait("the player's turn or the end", fmt.Sprintf(`['S', 'over'].includes(document.body.dataset.turn) && Number(document.body.dataset.ply) >= %d`, ply), 2*time.Minute)
		if p.JS(`document.body.dataset.turn`) == "over" {
			break
		}
		if clicks > 400 {
			t.Fatalf("no end after %d clicks: %s", clicks, p.Text("status"))
		}
		ply, _ = strconv.Atoi(p.JS(`document.body.dataset.ply`))
		pick := func(sel string) bool {
			n, _ := strconv.Atoi(p.JS(fmt.Sprintf(`String(document.querySelectorAll(%q).length)`, sel)))
			if n == 0 {
				return false
			}
			mark := strconv.Itoa(clicks)
			p.JS(fmt.Sprintf(`(() => { document.querySelectorAll(%q)[%d].dataset.pick = %q; return '' })()`, sel, rng.IntN(n), mark))
			p.Click(`[data-pick="` + mark + `"]`)
			return true
		}
		if !pick(`#board button.move`) {
			t.Fatalf("the player's turn with no hole to click: %s", p.Text("status"))
		}
		clicks++
		// A hole with more than one move offers them: choose one.
		if p.JS(`String(document.querySelectorAll('#choices button').length > 0)`) == "true" {
			pick(`#choices button`)
			clicks++
		}
		ply++
	}
	status := p.Text("status")
	if !strings.HasPrefix(status, "Game over: ") {
		t.Errorf("status at the end: %q", status)
	}
	if errs := p.Errors.List(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %q", errs)
	}
	t.Logf("%d clicks; %s", clicks, status)
}
