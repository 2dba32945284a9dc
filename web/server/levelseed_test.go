package server

import (
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// watchCommands makes the page keep every engine command it posts, in
// window.baoSent (until the next reload).
func watchCommands(p *browsertest.Page) {
	p.JS(`(() => {
		window.baoSent = [];
		const f = window.fetch;
		window.fetch = (url, opts) => {
			if (String(url).includes('/command') && opts && opts.body) window.baoSent.push(...JSON.parse(opts.body).commands);
			return f(url, opts);
		};
		return '';
	})()`)
}

// sentLevelSeeds lists the Level Seed values the page has posted since
// watchCommands, each once.
func sentLevelSeeds(p *browsertest.Page) string {
	return p.JS(`[...new Set(window.baoSent.filter((c) => c.startsWith('setoption name Level Seed value ')).map((c) => c.split(' ').pop()))].join(' ')`)
}

// keptLevelSeed is the Level Seed of the game the page keeps.
func keptLevelSeed(p *browsertest.Page) string {
	return p.JS(`String(JSON.parse(localStorage.getItem('bao-game')).levelSeed)`)
}

// TestBrowserLevelSeed: against a level the page draws a seed for each
// new game, sends it as Level Seed with the level, writes it to the
// exported record's LevelSeed tag, keeps it over a reload and takes it
// from an imported record, so that the game replays.
func TestBrowserLevelSeed(t *testing.T) {
	p, _, _ := phonePageServer(t, 360, 740)
	p.SetSelect("anim-speed", "5")
	if got := p.JS(`document.getElementById('strength-mode').value`); got != "level" {
		t.Fatalf("the page starts with strength mode %q, want level", got)
	}
	seed := keptLevelSeed(p)
	if n, err := strconv.Atoi(seed); err != nil || n < 1 || n > 1<<31-1 {
		t.Fatalf("the first game's seed is %q: want 1..2147483647", seed)
	}
	watchCommands(p)
	playOneMove(p, 0)
	if got := sentLevelSeeds(p); got != seed {
		t.Errorf("for the engine's move the page sent Level Seeds %q, want %s", got, seed)
	}
	p.JS(`(() => { document.getElementById('record-export').click(); return ''; })()`)
	p.Wait("the record", `document.getElementById('record').value.includes('[LevelSeed ')`, browsertest.PageWait)
	if rec := p.JS(`document.getElementById('record').value`); !strings.Contains(rec, `[LevelSeed "`+seed+`"]`) {
		t.Errorf("the exported record lacks [LevelSeed %q]:\n%s", seed, rec)
	}

	p.Do("reload", chromedp.Reload())
	p.Wait("the page is ready again", pageReady, browsertest.PageWait)
	if got := keptLevelSeed(p); got != seed {
		t.Errorf("after the reload the game's seed is %s, want %s", got, seed)
	}
	watchCommands(p)
	playOneMove(p, 2)
	if got := sentLevelSeeds(p); got != seed {
		t.Errorf("after the reload the page sent Level Seeds %q, want %s", got, seed)
	}

	rec := strings.Replace(kiswahiliRecord(t, 20), "[Result ", "[LevelSeed \"12345\"]\n[Result ", 1)
	p.Do("paste a record", chromedp.SetValue(chromedp.ID("record"), rec))
	p.JS(`(() => { document.getElementById('record-import').click(); return ''; })()`)
	// The game in progress is replaced once the person agrees.
	p.Wait("the question", `document.getElementById('dlg-replace').open`, browsertest.PageWait)
	p.Tap(`document.getElementById('replace-leave')`)
	p.Wait("the record is imported", `document.getElementById('message').textContent.includes('Record imported') && document.body.dataset.ply === '20'`, browsertest.PageWait)
	if got := keptLevelSeed(p); got != "12345" {
		t.Errorf("after importing a record of LevelSeed 12345 the game's seed is %s", got)
	}
	watchCommands(p)
	playOneMove(p, 20)
	if got := sentLevelSeeds(p); got != "12345" {
		t.Errorf("in the imported game the page sent Level Seeds %q, want 12345", got)
	}

	p.Tap(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	p.Tap(`document.getElementById('new-ok')`)
	p.Wait("the new game", `document.body.dataset.ply === '0'`, browsertest.PageWait)
	if got := keptLevelSeed(p); got == "12345" || got == seed {
		t.Errorf("a new game kept the seed %s; want a new one", got)
	}
	noJSErrors(t, p)
}
