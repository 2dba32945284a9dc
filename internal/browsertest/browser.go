package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// ChromiumEnv names the browser to use instead of looking for one.
const ChromiumEnv = "BAO_WEB_CHROMIUM"

// PageWait bounds a wait for the page that would otherwise hang a test.
// The page answers in well under a second on an idle machine; the bound
// only has to hold under -race with chromium on a loaded one.
const PageWait = 2 * time.Minute

// FindChromium returns the browser to drive. When none is installed the
// test is skipped locally but fails in CI (CI set), where .ci/run installs
// Debian's chromium package first.
func FindChromium(t *testing.T) string {
	t.Helper()
	names := []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"}
	if p := os.Getenv(ChromiumEnv); p != "" {
		names = []string{p}
	}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium found: the browser test cannot run (install Debian's chromium package)")
	}
	t.Skip("no chromium found: install Debian's chromium package to run the browser test")
	return ""
}

// Start starts a headless chromium with a fresh profile and a window of
// width x height CSS pixels, and returns a tab context that ends after
// timeout. The flags keep it from reaching the network, which the test
// machines do not have.
func Start(t *testing.T, timeout time.Duration, width, height int) context.Context {
	t.Helper()
	return StartWith(t, timeout, width, height)
}

// Language returns the options that start chromium as a browser whose
// language (navigator.languages, Accept-Language) is lang, such as "sw".
func Language(lang string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{chromedp.Flag("lang", lang), chromedp.Flag("accept-lang", lang)}
}

// StartWith is Start with more options for chromium, such as Language.
func StartWith(t *testing.T, timeout time.Duration, width, height int, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	path := FindChromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	opts = append(opts, extra...)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	// Start the browser with no deadline, so that the deadline below ends
	// the test's actions, not the browser.
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		acancel()
		t.Fatalf("start chromium: %v", err)
	}
	tctx, tcancel := context.WithTimeout(ctx, timeout)
	t.Cleanup(func() {
		tcancel()
		cancel()
		acancel()
	})
	return tctx
}

// Errors collects the JavaScript exceptions of a tab (of its page and its
// workers that report to it) from the moment it is called.
type Errors struct {
	mu   sync.Mutex
	list []string
}

// WatchErrors starts collecting the tab's exceptions.
func WatchErrors(ctx context.Context) *Errors {
	e := &Errors{}
	events := chromedp.Events(ctx, runtime.ExceptionThrown)
	go func() {
		for ev, err := range events {
			if err != nil {
				return
			}
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			e.mu.Lock()
			e.list = append(e.list, msg)
			e.mu.Unlock()
		}
	}()
	return e
}

// List returns the exceptions so far.
func (e *Errors) List() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.list...)
}

// Page wraps a tab with the steps the tests repeat; every failure ends
// the test with what the page shows.
type Page struct {
	T   *testing.T
	Ctx context.Context
	// Errors, when set, are listed in the message of a failed wait.
	Errors *Errors
	// TouchAck bounds the wait for the browser's answer to one touch
	// event of Tap (0: DefaultTouchAck).
	TouchAck time.Duration
	// Retap bounds TapInViewUntil's wait for a tap's effect before it taps
	// once more (0: DefaultRetap).
	Retap time.Duration
	// CallTimeout bounds one call of Do or JS (0: DefaultCallTimeout), so
	// that a browser that stops answering fails the test with the call's
	// name instead of holding it until go test's own limit.
	CallTimeout time.Duration
}

// DefaultCallTimeout bounds one call of Do or JS when Page.CallTimeout
// is 0: far more than any step of the tests takes on a loaded machine.
const DefaultCallTimeout = 2 * time.Minute

// call returns a context for one browser call, bounded by CallTimeout.
func (p *Page) call() (context.Context, context.CancelFunc) {
	d := p.CallTimeout
	if d <= 0 {
		d = DefaultCallTimeout
	}
	return context.WithTimeout(p.Ctx, d)
}

// Do runs chromedp steps, within CallTimeout.
func (p *Page) Do(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.T.Helper()
	if err := p.run(steps...); err != nil {
		p.T.Fatalf("%s: %v", what, err)
	}
}

// run runs chromedp steps within CallTimeout and returns their error.
func (p *Page) run(steps ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := p.call()
	defer cancel()
	return chromedp.Do(ctx, steps...)
}

// Click clicks the element sel selects.
func (p *Page) Click(sel string) {
	p.T.Helper()
	p.Do("click "+sel, chromedp.Click(chromedp.CSS(sel)))
}

// JS evaluates an expression that returns a string, within CallTimeout.
func (p *Page) JS(expr string) string {
	p.T.Helper()
	ctx, cancel := p.call()
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		p.T.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// Await evaluates an expression whose value is a promise of a string,
// within CallTimeout, and returns the string.
func (p *Page) Await(expr string) string {
	p.T.Helper()
	ctx, cancel := p.call()
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.T.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// Wait polls a JavaScript condition until it holds; a wait that fails
// says what the page showed (pageReport).
func (p *Page) Wait(what, cond string, timeout time.Duration) {
	p.T.Helper()
	if err := p.poll(cond, timeout); err != nil {
		p.T.Fatalf("waiting until %s (%s): %v\n%s", what, cond, err, p.pageReport())
	}
}

// pageReport describes the page for a failed wait: its JavaScript
// errors, the status line, the message, the analysis, the board
// (boardJS), the dialogs open and the body's data flags.
func (p *Page) pageReport() string {
	var jsErrors []string
	if p.Errors != nil {
		jsErrors = p.Errors.List()
	}
	return fmt.Sprintf("JavaScript errors: %q\nstatus: %s\nmessage: %s\nanalysis: %s\nboard: %s\nopen dialogs: [%s]\npage: %s", jsErrors,
		p.JS(`(document.getElementById('status') || {}).textContent || ''`), p.JS(`(document.getElementById('message') || {}).textContent || ''`),
		p.JS(`((document.getElementById('stats') || {}).textContent || '') + ' | ' + ((document.getElementById('pv-lines') || {}).textContent || '')`),
		p.JS(boardJS), p.JS(`[...document.querySelectorAll('dialog[open]')].map((d) => d.id).join(', ')`),
		p.JS(`document.body ? JSON.stringify(document.body.dataset) : ''`))
}

// boardJS describes the page's board for a failed wait: its holes that
// glow as movable, the selected one, the hinted one, and each hole's
// seeds, row by row as drawn.
const boardJS = `(() => {
	const holes = [...document.querySelectorAll('#board .hole')];
	if (!holes.length) return 'none';
	const with_ = (cls) => holes.filter((h) => h.classList.contains(cls)).map((h) => h.dataset.hole).join(',');
	const seeds = holes.map((h) => h.dataset.hole + ':' + ((h.querySelector('.count') || {}).textContent || '0')).join(' ');
	return 'movable [' + with_('movable') + '], selected [' + with_('selected') + '], hinted [' + with_('hinted') + ']; ' + seeds;
})()`

// Holds polls the JavaScript condition cond until it holds or timeout
// passes, and reports whether it held; unlike Wait it does not fail the
// test.
func (p *Page) Holds(cond string, timeout time.Duration) bool {
	return p.poll(cond, timeout) == nil
}

// poll evaluates the JavaScript condition cond every 20 ms until it holds
// (nil) or timeout passes (an error).
func (p *Page) poll(cond string, timeout time.Duration) error {
	_, err := chromedp.Run(p.Ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(timeout),
		chromedp.WithPollingInterval(20*time.Millisecond)))
	return err
}

// Text is the text of the element with the id.
func (p *Page) Text(id string) string {
	return p.JS(fmt.Sprintf(`document.getElementById(%q).textContent`, id))
}

// Ply is the page's game length (body data-ply).
func (p *Page) Ply() int {
	n, _ := strconv.Atoi(p.JS(`document.body.dataset.ply`))
	return n
}

// SetSelect sets a select element's value and fires its change event, as
// choosing an entry does; a value the element does not take (a select
// without that option) fails the test.
func (p *Page) SetSelect(id, value string) {
	p.T.Helper()
	got := p.JS(fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q;
		s.dispatchEvent(new Event('change')); s.dispatchEvent(new Event('input')); return s.value })()`, id, value))
	if got != value {
		// A select without the value takes none: the test's choice is
		// not one the page offers.
		p.T.Fatalf("set %s to %q: it holds %q (no such choice?)", id, value, got)
	}
}
