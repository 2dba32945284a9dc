package browsertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Rect is an element's box in CSS pixels of the viewport.
type Rect struct{ X, Y, W, H float64 }

// Box returns the box of the element that the JavaScript expression el
// evaluates to, scrolled into view first, once it has stopped moving
// (stableBoxJS).
func (p *Page) Box(el string) Rect {
	p.T.Helper()
	p.JS(fmt.Sprintf(`(() => { const e = %s; if (e) e.scrollIntoView({block: 'center', inline: 'nearest'}); return ''; })()`, el))
	return p.stableBox(el).Rect
}

// stableFrames is how many animation frames in a row an element's box
// must keep before a tap aims at it, and stableMaxFrames how many frames
// the wait for that lasts at most (then the tap aims at the last box);
// stableNoFrames (ms) ends the wait on a page that draws no frames.
const (
	stableFrames    = 3
	stableMaxFrames = 120
	stableNoFrames  = 5000
)

// stableBoxJS is viewBoxJS once the element's box has stayed the same
// over stableFrames animation frames, as a promise. An element that the
// page is still moving (a scroll, a line of text above it that comes or
// goes) is not where a tap aimed at it lands. Playwright waits for the
// same before it clicks ("stable"). It cannot help when the page moves
// the element after the aim: a tap on the board's one movable hole once
// landed on another because the status line above the board grew as a
// review's position was shown (TestPhoneReview/sw, 2026-12-07); the page
// no longer moves the board then (ea007ac).
const stableBoxJS = `new Promise((resolve) => {
	let last = '', same = 0, frames = 0, done = false;
	const finish = () => {
		if (done) return;
		done = true;
		const e = %[1]s;
		resolve(e ? ` + boxOfJS + `(e) : '');
	};
	const step = () => {
		if (done) return;
		const e = %[1]s;
		if (!e) { finish(); return; }
		const r = e.getBoundingClientRect();
		const now = [r.left, r.top, r.width, r.height].join(' ');
		same = now === last ? same + 1 : 0;
		last = now;
		if (same < %[2]d && ++frames < %[3]d) requestAnimationFrame(step);
		else finish();
	};
	requestAnimationFrame(step);
	// A page that draws no frames (a tab in the background) is measured as it is.
	setTimeout(finish, %[4]d);
})`

// stableBox is the element's box, the viewport's size and whether the
// element is on top at its centre, once the box has stopped moving.
func (p *Page) stableBox(el string) viewBox {
	p.T.Helper()
	s := p.Await(fmt.Sprintf(stableBoxJS, el, stableFrames, stableMaxFrames, stableNoFrames))
	var b viewBox
	if s == "" || json.Unmarshal([]byte(s), &b) != nil {
		p.T.Fatalf("no element %s", el)
	}
	return b
}

// Tap touches the centre of the element that the JavaScript expression el
// evaluates to and lifts the finger, as a person taps a phone's screen
// (with touch emulation on, the browser makes the click of the tap).
//
// Chromium answers a dispatched touch once the page has handled it, and
// on a loaded machine it has been seen never to answer: a CI run's tap
// waited nine minutes, until the test binary's time ran out. So each touch
// waits at most TouchAck for the answer, and then the tap goes on: the
// event has usually been delivered, and the caller's next Wait checks
// its effect and fails with its own message if it had none.
func (p *Page) Tap(el string) {
	p.T.Helper()
	p.TapAnswered(el)
}

// TapAnswered is Tap, and reports whether the browser answered both touch
// events in time.
func (p *Page) TapAnswered(el string) bool {
	p.T.Helper()
	r := p.Box(el)
	pt := &input.TouchPoint{X: r.X + r.W/2, Y: r.Y + r.H/2}
	start := p.touch(el, input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{pt})
	end := p.touch(el, input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	return start && end
}

// DefaultTouchAck bounds the wait for the browser's answer to one touch
// event when Page.TouchAck is 0.
const DefaultTouchAck = 15 * time.Second

// touch dispatches one touch event of a tap on el and reports whether the
// browser answered within the page's TouchAck.
func (p *Page) touch(el string, typ input.DispatchTouchEventType, points []*input.TouchPoint) bool {
	p.T.Helper()
	wait := p.TouchAck
	if wait <= 0 {
		wait = DefaultTouchAck
	}
	ctx, cancel := context.WithTimeout(p.Ctx, wait)
	defer cancel()
	_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
	switch {
	case err == nil:
		return true
	case errors.Is(err, context.DeadlineExceeded) && p.Ctx.Err() == nil:
		p.T.Logf("tap %s: the browser did not answer the %s within %v; going on", el, typ, wait)
		return false
	default:
		p.T.Fatalf("tap %s: %s: %v", el, typ, err)
		return false
	}
}

// boxOfJS is a JavaScript function that returns, for an element, its box
// and the viewport's size as JSON, without scrolling; and whether the
// element (or a part of it) is what a finger at its centre would touch.
const boxOfJS = `((e) => {
	const r = e.getBoundingClientRect();
	const x = r.left + r.width / 2, y = r.top + r.height / 2;
	const hit = document.elementFromPoint(x, y);
	return JSON.stringify({X: r.left, Y: r.top, W: r.width, H: r.height,
		VW: window.innerWidth, VH: window.innerHeight,
		Hit: !!hit && (hit === e || e.contains(hit))});
})`

// viewBoxJS is boxOfJS for the element that the JavaScript expression el
// evaluates to (an empty string when there is none).
const viewBoxJS = `(() => { const e = %s; return e ? ` + boxOfJS + `(e) : ''; })()`

// viewBox is an element's box, the viewport's size, and whether the
// element is on top at its centre.
type viewBox struct {
	Rect
	VW, VH float64
	Hit    bool
}

// InView reports whether the element that the JavaScript expression el
// evaluates to lies wholly inside the viewport as the page is scrolled
// now (nothing is scrolled to find out), and if not, why.
func (p *Page) InView(el string) (bool, string) {
	p.T.Helper()
	s := p.JS(fmt.Sprintf(viewBoxJS, el))
	var b viewBox
	if s == "" || json.Unmarshal([]byte(s), &b) != nil {
		return false, "no element " + el
	}
	return b.inView(el)
}

// inView reports whether the box lies wholly inside the viewport, and if
// not, why (el names the element).
func (b viewBox) inView(el string) (bool, string) {
	if b.W == 0 || b.H == 0 {
		return false, fmt.Sprintf("%s is not shown (%gx%g)", el, b.W, b.H)
	}
	const slack = 0.5 // sub-pixel layout
	if b.X < -slack || b.Y < -slack || b.X+b.W > b.VW+slack || b.Y+b.H > b.VH+slack {
		return false, fmt.Sprintf("%s at (%.0f,%.0f) size %.0fx%.0f is not wholly inside the %gx%g viewport", el, b.X, b.Y, b.W, b.H, b.VW, b.VH)
	}
	return true, ""
}

// TapInView taps the element as a person does: only when, once its box
// has stopped moving, it is wholly inside the viewport as the page is now
// and on top at its centre, with no scrolling by the test. An element out
// of view fails the test.
func (p *Page) TapInView(el string) {
	p.T.Helper()
	b := p.stableBox(el)
	if ok, why := b.inView(el); !ok {
		p.T.Fatalf("cannot tap: %s", why)
	}
	if !b.Hit {
		p.T.Fatalf("cannot tap %s: another element covers its centre", el)
	}
	pt := &input.TouchPoint{X: b.X + b.W/2, Y: b.Y + b.H/2}
	p.touch(el, input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{pt})
	p.touch(el, input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
}

// SwipeUpTo scrolls the page up as a finger's swipe does, just far enough
// that the bottom of the element that the JavaScript expression el
// evaluates to is on the screen (nothing when it already is): a person
// reaching a list that starts low on a phone. Unlike Box, it does not
// jump the element to the middle of the screen.
func (p *Page) SwipeUpTo(el string) {
	p.T.Helper()
	got := p.JS(fmt.Sprintf(`(() => { const e = %s; if (!e) return 'none';
		const r = e.getBoundingClientRect(); window.scrollBy(0, Math.max(0, Math.ceil(r.bottom - window.innerHeight) + 8)); return ''; })()`, el))
	if got != "" {
		p.T.Fatalf("no element %s", el)
	}
}

// DefaultRetap is how long TapInViewUntil waits for a tap's effect before
// it taps once more, when Page.Retap is 0.
const DefaultRetap = 20 * time.Second

// TapInViewUntil taps el as TapInView does and waits until the JavaScript
// condition cond (what the tap does, described by what) holds. A loaded
// machine has been seen to lose a tap: Chromium answered both touches and
// the page never saw the click. So when cond does not hold within Retap,
// the element is tapped once more, and then the wait is PageWait's. Use it
// only for a tap that a second tap cannot undo (a button that opens a
// dialog or starts a step), never for a toggle.
func (p *Page) TapInViewUntil(el, what, cond string) {
	p.T.Helper()
	p.TapInView(el)
	retap := p.Retap
	if retap <= 0 {
		retap = DefaultRetap
	}
	if p.Holds(cond, retap) {
		return
	}
	p.T.Logf("tap %s: %s did not follow within %v; tapping once more", el, what, retap)
	p.TapInView(el)
	p.Wait(what, cond, PageWait)
}

// OpenTab taps the tab button with the id, in view (TapInViewUntil), and
// waits until the page marks it selected: the page shows a tab's panel on
// the click that follows the touch, which a loaded machine makes late.
func (p *Page) OpenTab(id string) {
	p.T.Helper()
	p.TapInViewUntil(fmt.Sprintf(`document.getElementById(%q)`, id), "the tab "+id+" selected", tabSelected(id))
}

// WaitTab waits until the page marks the tab button with the id selected
// (after a Tap that scrolled to it).
func (p *Page) WaitTab(id string) {
	p.T.Helper()
	p.Wait("the tab "+id+" selected", tabSelected(id), PageWait)
}

// tabSelected is the JavaScript condition that the tab button with the id
// is selected (aria-selected).
func tabSelected(id string) string {
	return fmt.Sprintf(`document.getElementById(%q).getAttribute('aria-selected') === 'true'`, id)
}

// TapHole taps a hole of the board (the JavaScript expression el) with tap
// (the page's Tap or TapInView) and waits until a hole is selected and
// shows its arrows; it returns how many it shows. The page draws them on
// the click that follows the touch, which a loaded machine makes late, so
// reading them at once can find none. Not retapped: a second tap on a
// selected hole drops it.
func (p *Page) TapHole(tap func(string), el string) int {
	p.T.Helper()
	tap(el)
	const arrows = `document.querySelectorAll('.hole.selected .arrow').length`
	p.Wait("the arrows of the tapped hole", arrows+` > 0`, PageWait)
	n, err := strconv.Atoi(p.JS(`String(` + arrows + `)`))
	if err != nil {
		p.T.Fatalf("the arrows of the tapped hole: %v", err)
	}
	return n
}
