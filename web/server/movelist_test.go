package server

import (
	"fmt"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
)

// shownMoveInList is a JavaScript condition: the move list overflows its
// box, and its move shown (".current") lies wholly inside the box's view.
const shownMoveInList = `(() => { const l = document.getElementById('move-list'); const c = l.querySelector('.mv.current');
	if (!c || l.scrollHeight <= l.clientHeight) return false;
	const lr = l.getBoundingClientRect(), cr = c.getBoundingClientRect();
	return cr.top >= lr.top - 1 && cr.bottom <= lr.bottom + 1; })()`

// moveListReport describes the move list for a failure: its box, its
// scroll and the move shown.
const moveListReport = `(() => { const l = document.getElementById('move-list'); const c = l.querySelector('.mv.current');
	const lr = l.getBoundingClientRect();
	return 'list ' + Math.round(lr.top) + '..' + Math.round(lr.bottom) + ' scrolled ' + l.scrollTop + ' of ' + l.scrollHeight +
		(c ? ', move shown ' + c.textContent + ' at ' + Math.round(c.getBoundingClientRect().top) + '..' + Math.round(c.getBoundingClientRect().bottom) : ', no move shown'); })()`

// TestBrowserMoveListFollowsTheView: the Moves tab's list keeps the move
// shown in its own view. A long record imported from the Record tab (the
// Moves tab hidden) shows its last move once the Moves tab is opened; the
// first move shown scrolls the list to its top; the last again, to it.
// The list scrolls once the browser has laid the page out (view/moves.js
// follow), not in the middle of a redraw, so each check waits for it
// (within browsertest.PageWait: a frame comes late on a loaded machine).
func TestBrowserMoveListFollowsTheView(t *testing.T) {
	p, _ := phonePage(t, 360, 740)
	rec, plies := finishedRecord(t, 4)
	importInView(t, p, rec, plies)
	p.OpenTab("tab-moves")
	if !p.Holds(shownMoveInList, browsertest.PageWait) {
		t.Errorf("the Moves tab opened after the import (%d plies, at its end): the last move is not in the list's view: %s", plies, p.JS(moveListReport))
	}
	p.TapInView(`document.getElementById('nav-first')`)
	p.Wait("the start of the game", `document.body.dataset.view === '0'`, browsertest.PageWait)
	if !p.Holds(`document.getElementById('move-list').scrollTop === 0`, browsertest.PageWait) {
		t.Errorf("at the start of the game the list is not at its top: %s", p.JS(moveListReport))
	}
	p.TapInView(`document.getElementById('nav-last')`)
	p.Wait("the end of the game", fmt.Sprintf(`document.body.dataset.view === '%d'`, plies), browsertest.PageWait)
	if !p.Holds(shownMoveInList, browsertest.PageWait) {
		t.Errorf("back at the end: the last move is not in the list's view: %s", p.JS(moveListReport))
	}
	noJSErrors(t, p)
}
