package browsertest

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// busyTouchPage counts taps; its touchstart handler keeps the page busy
// for five seconds first, so the browser answers a touch that late.
const busyTouchPage = `<!doctype html><meta name=viewport content="width=device-width">
<button id=b style="width:200px;height:200px">tap</button>
<script>
window.taps = 0;
const b = document.getElementById('b');
b.addEventListener('touchstart', () => { const t = Date.now(); while (Date.now() - t < 5000) {} window.taps++; });
</script>`

// touchPage serves the HTML page and opens it in a 400x400 tab with a
// touch screen.
func touchPage(t *testing.T, page string) *Page {
	t.Helper()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(page))
	}))
	t.Cleanup(hs.Close)
	p := &Page{T: t, Ctx: Start(t, 3*time.Minute, 400, 400)}
	p.Do("a touch screen", chromedp.EmulateViewport(400, 400, chromedp.EmulateTouch))
	p.Do("open the page", chromedp.Navigate(hs.URL))
	return p
}

// TestTapGoesOnWithoutAnswer: a tap whose touch the browser answers only
// after TouchAck goes on without the answer (TapAnswered reports it), and
// the touch still reaches the page; a tap on a page that answers at once
// is answered.
func TestTapGoesOnWithoutAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	p := touchPage(t, busyTouchPage)
	p.TouchAck = 500 * time.Millisecond
	if p.TapAnswered(`document.getElementById('b')`) {
		t.Errorf("the tap was answered within %v, though the page is busy for 5 s", p.TouchAck)
	}
	p.Wait("the late touch reaches the page", `window.taps >= 1`, PageWait)

	p.JS(`(() => { document.getElementById('b').replaceWith(Object.assign(document.createElement('button'), {id: 'b', textContent: 'tap'})); return ''; })()`)
	p.TouchAck = PageWait
	if !p.TapAnswered(`document.getElementById('b')`) {
		t.Errorf("a tap on an idle page was not answered within %v", p.TouchAck)
	}
}

// TestCallTimeout: a step that would wait for ever (an element that never
// appears) ends with the call's own deadline, and the tab goes on
// answering.
func TestCallTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	ctx := Start(t, 3*time.Minute, 400, 400)
	p := &Page{T: t, Ctx: ctx, CallTimeout: 500 * time.Millisecond}
	p.Do("open a blank page", chromedp.Navigate("about:blank"))
	err := p.run(chromedp.WaitVisible(chromedp.CSS("#never")))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("waiting for an element that never appears: %v, want the call's deadline", err)
	}
	if ctx.Err() != nil {
		t.Fatalf("the call ended only with the tab's own time: %v", ctx.Err())
	}
	p.CallTimeout = 0
	if got := p.JS(`'still here'`); got != "still here" {
		t.Errorf("the tab after a timed-out call answers %q", got)
	}
}

// losingPage loses the first click on its button, as a loaded machine has
// been seen to, and opens its dialog on the second.
const losingPage = `<!doctype html><meta name=viewport content="width=device-width">
<button id=b style="width:200px;height:200px">open</button><dialog id=d>opened</dialog>
<script>
window.clicks = 0;
document.getElementById('b').addEventListener('click', () => { window.clicks++; if (window.clicks >= 2) document.getElementById('d').show(); });
</script>`

// TestTapInViewUntilTapsAgain: a tap whose effect does not follow is
// made once more, and the wait then sees the effect; a tap whose effect
// follows is made once.
func TestTapInViewUntilTapsAgain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	p := touchPage(t, losingPage)
	p.Retap = 500 * time.Millisecond
	p.TapInViewUntil(`document.getElementById('b')`, "the dialog", `document.getElementById('d').open`)
	if got := p.JS(`String(window.clicks)`); got != "2" {
		t.Errorf("after a lost click the button was clicked %s times, want 2", got)
	}

	p.JS(`(() => { document.getElementById('d').close(); window.clicks = 1; return ''; })()`)
	p.TapInViewUntil(`document.getElementById('b')`, "the dialog", `document.getElementById('d').open`)
	if got := p.JS(`String(window.clicks)`); got != "2" {
		t.Errorf("after a tap that worked the count of clicks is %s, want 2 (1 before, one tap)", got)
	}
}

// movingPage has a button under a box that shift() grows by 30 px an
// animation frame for ten frames, pushing the button down as a status
// line that gains lines pushes the board; it counts the taps that reach
// the button and those that land elsewhere.
const movingPage = `<!doctype html><meta name=viewport content="width=device-width">
<body style="margin:0">
<div id=top style="height:10px"></div>
<button id=b style="display:block;width:200px;height:40px">tap</button>
<script>
window.taps = 0;
window.missed = 0;
document.getElementById('b').addEventListener('click', (e) => { e.stopPropagation(); window.taps++; });
document.body.addEventListener('click', () => { window.missed++; });
document.body.style.minHeight = '400px';
window.shift = () => {
  let n = 0;
  const grow = () => {
    document.getElementById('top').style.height = (10 + 30 * ++n) + 'px';
    if (n < 10) requestAnimationFrame(grow);
  };
  requestAnimationFrame(grow);
  return '';
};
</script>`

// TestTapWaitsForStillElement: a tap aims at an element once its box
// has stopped moving, so a button that the page is pushing down is hit
// where it comes to rest, not where it was.
func TestTapWaitsForStillElement(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	p := touchPage(t, movingPage)
	p.JS(`shift()`)
	p.TapInView(`document.getElementById('b')`)
	p.Wait("the tap reaches the button", `window.taps + window.missed >= 1`, PageWait)
	if got := p.JS(`window.taps + ' on the button, ' + window.missed + ' elsewhere; the box above is ' + document.getElementById('top').style.height`); got != "1 on the button, 0 elsewhere; the box above is 310px" {
		t.Errorf("after the tap: %s, want 1 on the button, 0 elsewhere; the box above is 310px", got)
	}
}
