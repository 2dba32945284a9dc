package server

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/internal/browsertest"
)

// TestBrowserGraphAboutNamesTheMarks: the Review tab's line about the
// graph gives the drops that make a blunder and a mistake as the rules
// service sends them (analysis.BlunderDrop and MistakeDrop), in each
// language, not numbers of its own.
func TestBrowserGraphAboutNamesTheMarks(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	p.Wait("the page", pageReady, browsertest.PageWait)
	blunder := fmt.Sprint(math.Round(100 * analysis.BlunderDrop))
	mistake := fmt.Sprint(math.Round(100 * analysis.MistakeDrop))
	for _, lang := range []string{"en", "sw"} {
		if p.JS(`document.documentElement.lang`) != lang {
			p.TapInView(`document.getElementById('btn-lang')`)
			p.Wait("the language "+lang, fmt.Sprintf(`document.documentElement.lang === %q`, lang), browsertest.PageWait)
		}
		p.OpenTab("tab-graph")
		about := p.Text("graph-status")
		if !strings.Contains(about, blunder) || !strings.Contains(about, mistake) || strings.Contains(about, "{") {
			t.Errorf("%s: the graph's line is %q, want the drops %s and %s", lang, about, blunder, mistake)
		}
	}
	noJSErrors(t, p)
}
