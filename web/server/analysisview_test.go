package server

import (
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// analysisEmpty is a JavaScript condition: the Analysis tab shows no
// line, no figure and no bar of a search.
const analysisEmpty = `document.querySelectorAll('#pv-lines tr').length === 0 &&
	document.getElementById('evalbar-text').textContent === '–' &&
	!/[0-9]/.test(document.getElementById('stats').textContent)`

// TestBrowserAnalysisOnlyThisPosition: the Analysis tab shows only what
// the analysis computed for the position on the board. Before Start, with
// the engine's own moves searched at its level, it shows nothing; after
// an analysis is stopped and the game moves on, the lines, the figures
// and the bar of the earlier position go.
func TestBrowserAnalysisOnlyThisPosition(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	playInView(t, p)
	p.OpenTab("tab-analysis")
	boardInView(t, p, "with the Analysis tab open")
	if got := p.JS(`String(` + analysisEmpty + `)`); got != "true" {
		t.Fatalf("before Start the Analysis tab shows %q | %q | %q", p.Text("evalbar-text"), p.Text("stats"), p.Text("pv-lines"))
	}

	p.TapInView(`document.getElementById('btn-analyse')`)
	p.Wait("analysis lines", `document.querySelectorAll('#pv-lines tr').length >= 1 && /[0-9]/.test(document.getElementById('stats').textContent) && document.getElementById('evalbar-text').textContent !== '–'`, browsertest.PageWait)
	p.TapInView(`document.getElementById('btn-analyse')`)
	p.Wait("the analysis stopped", `document.getElementById('btn-analyse').textContent === 'Start analysis'`, browsertest.PageWait)

	// The game goes on: the stopped analysis's lines were of the position before.
	p.OpenTab("tab-moves")
	playInView(t, p)
	p.OpenTab("tab-analysis")
	if got := p.JS(`String(` + analysisEmpty + `)`); got != "true" {
		t.Fatalf("after the game moved on, the Analysis tab still shows %q | %q | %q", p.Text("evalbar-text"), p.Text("stats"), p.Text("pv-lines"))
	}
	noJSErrors(t, p)
}
