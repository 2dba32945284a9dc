package site

import (
	"context"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// TestStaticAppBackForward: the page leaves for another page of the site
// while the engine thinks, and the browser's Back button brings it back
// from the back/forward cache. The pagehide that ended the engine's
// worker must not end the engine for good: the engine thinks again and
// answers, and plays the next move too.
func TestStaticAppBackForward(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	hs, p := serveSite(t, 10*time.Minute, 360, 740)
	p.Do("a phone's screen", chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.Do("open the app", chromedp.Navigate(hs.URL+"/"))
	p.Wait("the app is ready", `document.body.dataset.ready === 'true' && document.getElementById('engine-status').classList.contains('ok') && document.body.dataset.engineOptions === 'known'`, browsertest.PageWait)
	// The first visit installs the service worker once the page has
	// started (install.js), and the worker's activation claims the open
	// pages: a page in the back/forward cache when that happens is evicted
	// from it (Chrome's reason "ServiceWorkerClaim"), and Back loads it
	// again. A person's first visit can see that too, and loses nothing
	// (the game is saved); this test is about the engine's worker, so it
	// leaves only once the service worker controls the page.
	p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
	p.SetSelect("anim-speed", "5")
	// A slow engine, so that it is still thinking when the page goes away.
	p.SetSelect("strength-mode", "movetime")
	p.SetSelect("strength-value", "3000") // three seconds a move, typed
	p.JS(`(() => { window.notReloaded = true; return ''; })()`)
	p.TapHole(p.Tap, `document.querySelectorAll('.hole.movable')[0]`)
	p.Tap(`document.querySelectorAll('.hole.selected .arrow')[0]`)
	p.Wait("the engine thinks", `document.body.dataset.ply === '1' && document.body.dataset.turn === 'engine'`, browsertest.PageWait)

	p.Do("leave for another page", chromedp.Navigate(hs.URL+"/icon.svg"))
	waitThroughNavigation(t, p, "the other page", `location.pathname === '/icon.svg'`)
	// history.back() as the Back button does; a restore from the cache
	// fires no load event, so chromedp.NavigateBack would wait for ever.
	p.JS(`(() => { setTimeout(() => history.back(), 0); return ''; })()`)
	waitThroughNavigation(t, p, "the page is back", `location.pathname === '/' && document.body !== null && document.body.dataset.ready === 'true'`)
	if p.JS(`String(window.notReloaded === true)`) != "true" {
		t.Fatalf("the page was loaded again, not restored from the back/forward cache: the test shows nothing")
	}
	// chromedp's Poll has been seen to hang for good on a page restored
	// from the cache, so the waits from here on poll by Evaluate.
	waitThroughNavigation(t, p, "the engine answers after Back", `Number(document.body.dataset.ply) >= 2 && ['human', 'over'].includes(document.body.dataset.turn)`)
	p.SetSelect("strength-mode", "depth")
	// Depth 1, typed (chromedp's DOM queries hang here too).
	p.JS(`(() => { const v = document.getElementById('strength-value'); v.value = '1'; v.dispatchEvent(new Event('input')); return ''; })()`)
	if p.JS(`document.body.dataset.turn`) == "human" {
		p.Tap(`document.querySelectorAll('.hole.movable')[0]`)
		waitThroughNavigation(t, p, "the arrows", `document.querySelectorAll('.hole.selected .arrow').length > 0`)
		p.Tap(`document.querySelectorAll('.hole.selected .arrow')[0]`)
		waitThroughNavigation(t, p, "the engine answers the next move", `Number(document.body.dataset.ply) >= 4 && ['human', 'over'].includes(document.body.dataset.turn)`)
	}
	for _, e := range p.Errors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}

// waitThroughNavigation polls a JavaScript condition until it holds, as
// Page.Wait does, but goes on polling when the page's JavaScript context
// changes under the poll (the tab navigates, or a page is restored from
// the back/forward cache).
func waitThroughNavigation(t *testing.T, p *browsertest.Page, what, cond string) {
	t.Helper()
	deadline := time.Now().Add(browsertest.PageWait)
	var last error
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(p.Ctx, 10*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](cond))
		cancel()
		if err == nil && ok {
			return
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("waiting until %s (%s): last error %v", what, cond, last)
}
