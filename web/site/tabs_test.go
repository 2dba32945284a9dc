package site

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// desktopSizes are the screens of a laptop and of a desktop monitor, in
// CSS pixels, where the tools are tabs beside the board.
var desktopSizes = []struct{ w, h int }{{1280, 800}, {1920, 1080}}

// tabLabel is one tab as the page draws it: its text, the width its
// text needs (scrollWidth) and the width it is given (clientWidth).
type tabLabel struct {
	Key, Text   string
	Need, Given float64
}

// tabLabels returns the page's tabs as drawn now.
const tabLabels = `JSON.stringify([...document.querySelectorAll('.tabs [role=tab]')].map((b) => ({
	Key: b.dataset.i18n, Text: b.textContent, Need: b.scrollWidth, Given: b.clientWidth })))`

// TestTabLabelsWhole opens the app on a laptop's and a desktop's screen,
// in each language, and reads every tab's label: the whole word is drawn
// (the label is as wide as its text needs, with no ellipsis) and it is
// the word of the page's language. Before, all six were cut ("Mo…",
// "Anal…") at both sizes in both languages. The phone's tabs are the
// phone tests' (phoneChecks: no horizontal scroll, touch targets).
func TestTabLabelsWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	tables := stringTables(t)
	for _, lang := range []string{"en", "sw"} {
		for _, size := range desktopSizes {
			t.Run(fmt.Sprintf("%s-%dx%d", lang, size.w, size.h), func(t *testing.T) {
				hs := siteServer(t)
				ctx := browsertest.StartWith(t, 5*time.Minute, size.w, size.h, browsertest.Language(lang)...)
				p := &browsertest.Page{T: t, Ctx: ctx, Errors: browsertest.WatchErrors(ctx)}
				p.Do("the screen", chromedp.EmulateViewport(int64(size.w), int64(size.h)))
				p.Do("open the app", chromedp.Navigate(hs.URL+"/"))
				p.Wait("the app is ready", appReady+` && document.documentElement.lang === '`+lang+`'`, browsertest.PageWait)
				if iw := p.JS(`String(window.innerWidth)`); iw != fmt.Sprint(size.w) {
					t.Fatalf("the window is %s CSS pixels wide, want %d", iw, size.w)
				}
				var tabs []tabLabel
				if err := json.Unmarshal([]byte(p.JS(tabLabels)), &tabs); err != nil {
					t.Fatal(err)
				}
				if len(tabs) != 6 {
					t.Fatalf("%d tabs, want 6", len(tabs))
				}
				for _, tab := range tabs {
					if want := tables[lang][tab.Key]; tab.Text != want {
						t.Errorf("tab %s says %q, want %q", tab.Key, tab.Text, want)
					}
					if tab.Need > tab.Given {
						t.Errorf("tab %s (%q) is cut: its text needs %.0f CSS pixels, it is given %.0f", tab.Key, tab.Text, tab.Need, tab.Given)
					}
				}
				// The tabs stay one row, beside the board, in the window.
				if s := p.JS(`(() => { const r = [...document.querySelectorAll('.tabs [role=tab]')].map((b) => b.getBoundingClientRect());
					return String(new Set(r.map((x) => Math.round(x.top))).size === 1 && r.every((x) => x.right <= window.innerWidth)); })()`); s != "true" {
					t.Errorf("the tabs are not one row inside the window")
				}
				if w, iw := p.JS(`String(document.documentElement.scrollWidth)`), p.JS(`String(window.innerWidth)`); w != iw {
					t.Errorf("the page is %s CSS pixels wide in a %s-pixel window", w, iw)
				}
				noErrors(t, p)
			})
		}
	}
}
