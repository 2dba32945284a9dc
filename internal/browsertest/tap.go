package browsertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Rect is an element's box in CSS pixels of the viewport.
type Rect struct{ X, Y, W, H float64 }

// Box returns the box of the element that the JavaScript expression el
// evaluates to, scrolled into view first.
func (p *Page) Box(el string) Rect {
	p.T.Helper()
	js := fmt.Sprintf(`(() => { const e = %s; if (!e) return ''; e.scrollIntoView({block: 'center', inline: 'nearest'});
		const r = e.getBoundingClientRect(); return JSON.stringify({X: r.left, Y: r.top, W: r.width, H: r.height}); })()`, el)
	s := p.JS(js)
	var r Rect
	if s == "" || json.Unmarshal([]byte(s), &r) != nil {
		p.T.Fatalf("no element %s", el)
	}
	return r
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
