package site

import (
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// tapHole taps a hole (the JavaScript expression el) with tap (the page's
// Tap or TapInView) and waits until a hole is selected and shows its
// arrows; it returns how many it shows. The click follows the touch, and
// a loaded machine has been seen to draw the arrows a while after the
// browser answered the tap, so reading them at once can find none.
func tapHole(t *testing.T, p *browsertest.Page, tap func(string), el string) int {
	t.Helper()
	tap(el)
	p.Wait("the arrows of the tapped hole", `document.querySelectorAll('.hole.selected .arrow').length > 0`, browsertest.PageWait)
	return atoi(t, p.JS(`String(document.querySelectorAll('.hole.selected .arrow').length)`))
}
