package browsertest

import (
	"encoding/json"
	"fmt"

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
func (p *Page) Tap(el string) {
	p.T.Helper()
	r := p.Box(el)
	pt := &input.TouchPoint{X: r.X + r.W/2, Y: r.Y + r.H/2}
	if _, err := chromedp.Call(p.Ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{pt}}); err != nil {
		p.T.Fatalf("tap %s: %v", el, err)
	}
	if _, err := chromedp.Call(p.Ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}); err != nil {
		p.T.Fatalf("tap %s: %v", el, err)
	}
}
