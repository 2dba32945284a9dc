package site

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/web/app"
	"github.com/chromedp/chromedp"
)

// stringTables reads the page's strings.json.
func stringTables(t *testing.T) map[string]map[string]string {
	t.Helper()
	data, err := fs.ReadFile(app.Files(), "strings.json")
	if err != nil {
		t.Fatal(err)
	}
	var tables map[string]map[string]string
	if err := json.Unmarshal(data, &tables); err != nil {
		t.Fatal(err)
	}
	return tables
}

// englishOnly returns the pieces of the English table that a page in
// Kiswahili must not show: every run of words between placeholders and
// markup, of at least four letters, found in no Kiswahili string (Bao's
// own terms, "BFEN" or a level's number are the same in both).
func englishOnly(tables map[string]map[string]string) []string {
	cut := regexp.MustCompile(`\{\w+\}|<[^>]+>|[()…:;,.!?–·|▶◀]`)
	var all strings.Builder
	for _, v := range tables["sw"] {
		all.WriteString(v)
		all.WriteByte('\n')
	}
	sw := all.String()
	seen := map[string]bool{}
	var out []string
	for _, v := range tables["en"] {
		for _, piece := range cut.Split(v, -1) {
			piece = strings.TrimSpace(piece)
			letters := len(regexp.MustCompile(`\p{L}`).FindAllString(piece, -1))
			if letters < 4 || seen[piece] || strings.Contains(sw, piece) {
				continue
			}
			seen[piece] = true
			out = append(out, piece)
		}
	}
	return out
}

// pageWords is every word the page holds, shown or not: its title, its
// text, and the title, aria-label and placeholder of every element.
const pageWords = `document.title + '\n' + document.body.textContent + '\n' +
	[...document.querySelectorAll('[title],[aria-label],[placeholder]')].map((e) =>
		[e.getAttribute('title'), e.getAttribute('aria-label'), e.getAttribute('placeholder')].join('\n')).join('\n')`

// noEnglish fails the test for every English-only piece on the page.
func noEnglish(t *testing.T, p *browsertest.Page, pieces []string, when string) {
	t.Helper()
	words := p.JS(pageWords)
	for _, piece := range pieces {
		// Whole words only: a rule option's name (takasiaMustCapture, in
		// its title for the record's tags) is no English sentence.
		re := regexp.MustCompile(`(^|[^\p{L}])` + regexp.QuoteMeta(piece) + `($|[^\p{L}])`)
		if loc := re.FindStringIndex(words); loc != nil {
			i := loc[0]
			from, to := max(0, i-40), min(len(words), i+len(piece)+40)
			t.Errorf("%s: the Kiswahili page shows the English %q in %q", when, piece, words[from:to])
		}
	}
}

// TestPhoneKiswahili opens the app in a browser whose language is
// Kiswahili: the page speaks Kiswahili (lang="sw", none of the English
// table's words, at the start and in a game against a level), the switch
// turns it to English and back, the choice survives a reload, and the
// manifest names the app in both languages.
func TestPhoneKiswahili(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	tables := stringTables(t)
	pieces := englishOnly(tables)
	if len(pieces) < 150 {
		t.Fatalf("only %d English-only pieces: the tables look alike", len(pieces))
	}
	p, _ := openPhone(t, 360, 740, browsertest.Language("sw")...)
	if got := p.JS(`navigator.languages.join(',')`); !strings.HasPrefix(got, "sw") {
		t.Fatalf("the browser's languages are %q: the language flag did not take", got)
	}
	if got := p.JS(`document.documentElement.lang`); got != "sw" {
		t.Fatalf("the page's lang is %q in a Kiswahili browser", got)
	}
	boardInView(t, p, "at the start")
	noEnglish(t, p, pieces, "at the start")
	shoot(t, p, "phone-sw-start.png", 360)

	// A game against a level, in Kiswahili.
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	noEnglish(t, p, pieces, "in the new-game dialog")
	chooseInView(t, p, "new-opponent", "2")
	chooseInView(t, p, "new-variant", "kiswahili")
	p.TapInView(`document.getElementById('new-ok')`)
	p.Wait("the game", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	// Four moves of South's (fewer if the level wins first: its seed is
	// drawn per game, so the game differs from run to run and a move may
	// reach the nyumba and ask whether to go on), then a hole chosen, its
	// arrows shown.
	for ply := 0; ply < 4; ply++ {
		p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
		if p.JS(`document.body.dataset.turn`) == "over" {
			break
		}
		before := p.Ply()
		p.TapHole(p.TapInView, `document.querySelectorAll('.hole.movable')[0]`)
		p.TapInView(`document.querySelectorAll('.hole.selected .arrow')[0]`)
		playedOrAnswered(p, before, "safari-stop")
	}
	p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
	if p.JS(`document.body.dataset.turn`) == "human" {
		p.TapHole(p.TapInView, `document.querySelectorAll('.hole.movable')[0]`)
		if !strings.Contains(p.Text("status"), "Zamu ya Kusini") {
			t.Errorf("the status in Kiswahili: %q", p.Text("status"))
		}
	}
	boardInView(t, p, "in the game")
	noEnglish(t, p, pieces, "in the game")
	shoot(t, p, "phone-sw-middle.png", 360)

	// The switch, kept across reloads.
	en, sw := tables["en"]["actions.new"], tables["sw"]["actions.new"]
	p.TapInView(`document.getElementById('btn-lang')`)
	p.Wait("English", `document.documentElement.lang === 'en' && document.getElementById('btn-new').textContent === '`+en+`'`, browsertest.PageWait)
	p.Do("reload", chromedp.Reload())
	p.Wait("English after a reload", appReady+` && document.documentElement.lang === 'en' && document.getElementById('btn-new').textContent === '`+en+`'`, browsertest.PageWait)
	p.TapInView(`document.getElementById('btn-lang')`)
	p.Wait("Kiswahili", `document.documentElement.lang === 'sw' && document.getElementById('btn-new').textContent === '`+sw+`'`, browsertest.PageWait)
	p.Do("reload", chromedp.Reload())
	p.Wait("Kiswahili after a reload", appReady+` && document.documentElement.lang === 'sw'`, browsertest.PageWait)
	noEnglish(t, p, pieces, "after switching back and reloading")

	// A bad BFEN is refused with its reason in Kiswahili, worded by the
	// page from the rules' codes (inputwords.js), not the rules' English.
	p.OpenTab("tab-io")
	p.Do("a bad BFEN", chromedp.SetValue(chromedp.ID("bfen"), "1,2,3 0,0 S - -"))
	p.Tap(`document.getElementById('bfen-load')`) // scrolled to, as a person scrolls
	refusal := tables["sw"]["io.bfen.refused"]
	refusal = strings.Replace(refusal, "{why}", strings.Replace(tables["sw"]["input.bfen.rowCount"], "{n}", "1", 1), 1)
	p.Wait("the refusal in Kiswahili", `document.getElementById('message').textContent.includes(`+strconv.Quote(refusal)+`)`, browsertest.PageWait)
	noEnglish(t, p, pieces, "with a BFEN refused")

	// The installed app's name in both languages.
	man := p.JS(`(() => { const x = new XMLHttpRequest(); x.open('GET', 'manifest.webmanifest', false); x.send(); return x.responseText; })()`)
	var m struct {
		Name, Description, Lang string
		Translations            map[string]struct{ Name, Description string }
	}
	if err := json.Unmarshal([]byte(man), &m); err != nil {
		t.Fatalf("manifest: %v: %s", err, man)
	}
	if m.Lang != "en" || m.Name != tables["en"]["manifest.name"] || m.Translations["sw"].Name != tables["sw"]["manifest.name"] ||
		m.Translations["sw"].Description != tables["sw"]["manifest.description"] {
		t.Errorf("the manifest does not name the app in both languages: %s", man)
	}
	for _, e := range p.Errors.List() {
		t.Errorf("JavaScript error: %s", e)
	}
}
