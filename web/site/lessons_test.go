package site

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/web/app"
	"github.com/chromedp/chromedp"
)

// courseStep is what the browser test needs of a lesson step.
type courseStep struct {
	Task      map[string]string            `json:"task"`
	RightText map[string]string            `json:"rightText"`
	Wrong     map[string]map[string]string `json:"wrong"`
}

// courseLessons reads the page's lessons.json, by lesson id.
func courseLessons(t *testing.T) map[string][]courseStep {
	t.Helper()
	data, err := fs.ReadFile(app.Files(), "lessons.json")
	if err != nil {
		t.Fatal(err)
	}
	var course struct {
		Lessons []struct {
			ID    string       `json:"id"`
			Steps []courseStep `json:"steps"`
		} `json:"lessons"`
	}
	if err := json.Unmarshal(data, &course); err != nil {
		t.Fatal(err)
	}
	out := map[string][]courseStep{}
	for _, l := range course.Lessons {
		out[l.ID] = l.Steps
	}
	return out
}

// playInView plays a move token by tapping its hole and then its arrow,
// both in view, as a person does.
func playInView(t *testing.T, p *browsertest.Page, token string) {
	t.Helper()
	p.TapHole(p.TapInView, fmt.Sprintf(`document.querySelector('.hole[data-hole="%s"]')`, token[:2]))
	p.TapInView(fmt.Sprintf(`document.querySelector('.hole.selected .arrow[data-letter="%s"]')`, token[2:3]))
	if strings.HasSuffix(token, "+") || p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.Wait("the safari question", `document.getElementById('dlg-safari').open`, browsertest.PageWait)
		button := "safari-stop"
		if strings.HasSuffix(token, "+") {
			button = "safari-go"
		}
		p.TapInView(`document.getElementById('` + button + `')`)
	}
}

// lessonInView fails the test unless the board, the status line and the
// lesson's task (with the answer to the last move, when there is one)
// are on the screen together, with the window not scrolled.
func lessonInView(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	shownInView(t, p, when, "lesson-task", "lesson-feedback")
}

// TestPhoneLessons takes two lessons on a 360 x 740 phone in each
// language, tapping only what is in view and never scrolling: each task
// is shown with the board, a wrong move is answered with its explanation
// and taken back, a right one with the lesson's answer, the engine never
// replies, "Next lesson" opens the next one, and the lessons done are
// still marked after a reload.
func TestPhoneLessons(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	course := courseLessons(t)
	for _, lang := range []string{"sw", "en"} {
		t.Run(lang, func(t *testing.T) {
			p, hs := openPhoneServer(t, 360, 740, browsertest.Language(lang)...)
			if got := p.JS(`document.documentElement.lang`); got != lang {
				t.Fatalf("the page's lang is %q, want %q", got, lang)
			}
			p.SetSelect("anim-speed", "5") // the test's setup: no animation
			p.OpenTab("tab-learn")
			p.Wait("the lesson list", `document.querySelectorAll('.lesson-item').length >= 12`, browsertest.PageWait)
			boardInView(t, p, "with the lessons listed")
			phoneChecks(t, p, "with the lessons listed")
			shoot(t, p, "phone-"+lang+"-lessons.png", 360)
			// Six tabs on a 360-pixel screen, each name whole.
			if cut := p.JS(`[...document.querySelectorAll('[role=tab]')].filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent).join(', ')`); cut != "" {
				t.Errorf("tab names cut short on the phone: %s", cut)
			}
			p.TapInView(`document.querySelector('.lesson-item[data-lesson="namua"]')`)

			type try struct{ lesson, wrong, right string }
			for i, c := range []try{{"namua", "A6R", "A6L"}, {"capture", "A2L", "A6L"}} {
				st := course[c.lesson][0]
				p.Wait("the lesson "+c.lesson, `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
				if got := p.Text("lesson-task"); got != st.Task[lang] {
					t.Fatalf("lesson %s: the task shown is %q, want %q", c.lesson, got, st.Task[lang])
				}
				if status := p.Text("status"); !strings.Contains(status, fmt.Sprintf("%d:", i+1)) {
					t.Errorf("lesson %s: the status line %q does not name the lesson", c.lesson, status)
				}
				lessonInView(t, p, "at the task of "+c.lesson)
				phoneChecks(t, p, "at the task of "+c.lesson)

				// A wrong move: its why, then the position again.
				playInView(t, p, c.wrong)
				p.Wait("the answer to "+c.wrong, `document.body.dataset.lesson === 'wrong'`, browsertest.PageWait)
				why := st.Wrong[c.wrong][lang]
				if got := p.Text("lesson-feedback"); !strings.Contains(got, c.wrong) || !strings.Contains(got, why) {
					t.Fatalf("lesson %s, wrong move %s: the answer is %q, want it to hold %q", c.lesson, c.wrong, got, why)
				}
				lessonInView(t, p, "at the answer to "+c.wrong)
				shoot(t, p, "phone-"+lang+"-lesson.png", 360)
				p.Wait("the move taken back", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
				if got := p.Text("lesson-feedback"); !strings.Contains(got, why) {
					t.Errorf("lesson %s: the explanation is gone once the move is taken back: %q", c.lesson, got)
				}

				// The right move.
				playInView(t, p, c.right)
				p.Wait("the lesson done", `document.body.dataset.lesson === 'done'`, browsertest.PageWait)
				if got := p.Text("lesson-feedback"); !strings.Contains(got, st.RightText[lang]) {
					t.Fatalf("lesson %s: the answer to the right move is %q, want it to hold %q", c.lesson, got, st.RightText[lang])
				}
				lessonInView(t, p, "at the end of "+c.lesson)
				if p.Ply() != 1 || p.JS(`document.body.dataset.turn`) != "human" {
					t.Fatalf("lesson %s: after the right move the game has %d plies and the turn is %q: the engine must not reply",
						c.lesson, p.Ply(), p.JS(`document.body.dataset.turn`))
				}
				if i == 0 {
					// Take back sets the task again; the right move again ends it.
					p.TapInView(`document.getElementById('btn-takeback')`)
					p.Wait("the task again", `document.body.dataset.lesson === 'task' && document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
					if got := p.Text("lesson-task"); got != st.Task[lang] {
						t.Fatalf("lesson %s after Take back: the task shown is %q, want %q", c.lesson, got, st.Task[lang])
					}
					playInView(t, p, c.right)
					p.Wait("the lesson done again", `document.body.dataset.lesson === 'done'`, browsertest.PageWait)
				}
				p.TapInView(`document.getElementById('lesson-next')`)
			}
			p.Wait("the third lesson", `document.body.dataset.lesson === 'task' && document.querySelector('.lesson-item.current').dataset.lesson === 'kichwa'`, browsertest.PageWait)
			if lang == "sw" {
				words := p.JS(pageWords)
				for _, st := range []courseStep{course["namua"][0], course["capture"][0], course["kichwa"][0]} {
					if strings.Contains(words, st.Task["en"]) {
						t.Errorf("the Kiswahili page shows an English task: %q", st.Task["en"])
					}
				}
				noEnglish(t, p, englishOnly(stringTables(t)), "in a lesson")
			}

			// Progress is kept on the device.
			p.Do("reload", chromedp.Reload())
			p.Wait("the app after a reload", appReady+` && document.querySelectorAll('.lesson-item').length >= 12`, browsertest.PageWait)
			p.Wait("the lesson in progress is back", `document.body.dataset.lesson === 'task'`, browsertest.PageWait)
			lessonInView(t, p, "after a reload")
			done := p.JS(`[...document.querySelectorAll('.lesson-item.done')].map((b) => b.dataset.lesson).join(',')`)
			if done != "namua,capture" {
				t.Errorf("after a reload the lessons marked done are %q, want namua,capture", done)
			}
			if got := p.Text("lesson-task"); got != course["kichwa"][0].Task[lang] {
				t.Errorf("after a reload the task is %q, want the third lesson's", got)
			}
			// With the network cut the lesson in progress comes back from
			// the service worker's cache, and another lesson opens.
			p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
			goOffline(t, p, hs)
			p.Do("reload offline", chromedp.Reload())
			p.Wait("the app offline", appReady+` && document.body.dataset.lesson === 'task'`, browsertest.PageWait)
			if got := p.Text("lesson-task"); got != course["kichwa"][0].Task[lang] {
				t.Errorf("offline the task is %q, want the third lesson's", got)
			}
			lessonInView(t, p, "offline")
			// Stopping the lesson gives the engine back its side.
			p.TapInView(`document.getElementById('lesson-stop')`)
			p.Wait("the lesson stopped", `document.body.dataset.lesson === 'off' && document.getElementById('lesson-box').hidden`, browsertest.PageWait)
			if got := p.JS(`document.getElementById('player-N').value`); got != "engine" {
				t.Errorf("after the lesson North is played by %q, want the engine again", got)
			}
			// The first lesson again, still offline, from the list now in view.
			p.TapInView(`document.querySelector('.lesson-item[data-lesson="namua"]')`)
			p.Wait("a lesson opened offline", `document.body.dataset.lesson === 'task' && document.querySelector('.lesson-item.current').dataset.lesson === 'namua'`, browsertest.PageWait)
			if got := p.Text("lesson-task"); got != course["namua"][0].Task[lang] {
				t.Errorf("offline the namua lesson's task is %q, want %q", got, course["namua"][0].Task[lang])
			}
			lessonInView(t, p, "at a lesson opened offline")
			for _, e := range p.Errors.List() {
				t.Errorf("JavaScript error: %s", e)
			}
		})
	}
}
