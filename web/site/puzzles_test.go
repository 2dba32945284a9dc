package site

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/web/app"
	"github.com/chromedp/chromedp"
)

// shippedPuzzle is what the browser test needs of a puzzle.
type shippedPuzzle struct {
	ID         int               `json:"id"`
	Difficulty int               `json:"difficulty"`
	Wins       []string          `json:"wins"`
	Line       []string          `json:"line"`
	Refute     map[string]string `json:"refute"`
}

// shippedPuzzles reads the page's puzzles.jsonl, by id.
func shippedPuzzles(t *testing.T) map[int]shippedPuzzle {
	t.Helper()
	data, err := fs.ReadFile(app.Files(), "puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]shippedPuzzle{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var p shippedPuzzle
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatalf("puzzles.jsonl: %v", err)
		}
		out[p.ID] = p
	}
	return out
}

// puzzleRated is puzzles.js's rating after a first try: Elo with K = 32
// against a puzzle rated 800 + 150 * difficulty, rounded.
func puzzleRated(rating, difficulty int, won bool) int {
	expected := 1 / (1 + math.Pow(10, float64(800+150*difficulty-rating)/400))
	score := 0.0
	if won {
		score = 1
	}
	return int(math.Round(float64(rating) + 32*(score-expected)))
}

// puzzleInView fails the test unless the board, the status line and the
// puzzle's task (with the answer to the last move, when there is one)
// are on the screen together, with the window not scrolled.
func puzzleInView(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	shownInView(t, p, when, "puzzle-task", "puzzle-feedback")
}

// TestPhonePuzzles does puzzles on a 360 x 740 phone in each language,
// tapping only what is in view and never scrolling: the first puzzle
// offered is solved with its one winning move (the winning line shown,
// the engine not replying), the next is failed
// with a losing move (its refutation shown, the move taken back), and
// the rating (moved by both) and the puzzle solved are still there after
// a reload, and with the network cut.
func TestPhonePuzzles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	puzzles := shippedPuzzles(t)
	tables := stringTables(t)
	for _, lang := range []string{"sw", "en"} {
		t.Run(lang, func(t *testing.T) {
			p, hs := openPhoneServer(t, 360, 740, browsertest.Language(lang)...)
			p.SetSelect("anim-speed", "5") // the test's setup: no animation
			// The static app ships the file: its service worker keeps it for offline use.
			if got := awaitJS(t, p, `fetch('sw.js').then((r) => r.text()).then((s) => String(s.includes('"puzzles.jsonl"')))`); got != "true" {
				t.Errorf("the static app's sw.js does not list puzzles.jsonl")
			}
			p.TapInView(`document.getElementById('tab-learn')`)
			p.TapInView(`document.getElementById('learn-show-puzzles')`)
			p.Wait("the puzzles' part", `!document.getElementById('learn-puzzles').hidden && !document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
			boardInView(t, p, "with the puzzles' part open")
			phoneChecks(t, p, "with the puzzles' part open")
			p.TapInView(`document.getElementById('puzzle-start')`)

			// The first puzzle: solved with its winning move.
			p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '0' && document.body.dataset.turn === 'human'`, browsertest.PageWait)
			first := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]
			if len(first.Wins) != 1 {
				t.Fatalf("the first puzzle offered (%d) has %d winning moves: a puzzle has one", first.ID, len(first.Wins))
			}
			puzzleInView(t, p, "at the first puzzle")
			phoneChecks(t, p, "at the first puzzle")
			win := first.Wins[0]
			playInView(t, p, win)
			p.Wait("the puzzle solved", `document.body.dataset.puzzle === 'solved'`, browsertest.PageWait)
			line := strings.Join(first.Line, " ")
			if got := p.Text("puzzle-feedback"); !strings.Contains(got, win) || !strings.Contains(got, line) {
				t.Fatalf("puzzle %d solved with %s: the answer is %q, want the move and the line %q", first.ID, win, got, line)
			}
			puzzleInView(t, p, "at the solved puzzle")
			shoot(t, p, "phone-"+lang+"-puzzle.png", 360)
			if p.Ply() != 1 || p.JS(`document.body.dataset.turn`) != "human" {
				t.Fatalf("puzzle %d: after the winning move the game has %d plies and the turn is %q: the engine must not reply",
					first.ID, p.Ply(), p.JS(`document.body.dataset.turn`))
			}
			rating := puzzleRated(1000, first.Difficulty, true)

			// The next puzzle: failed with a losing move.
			p.TapInView(`document.getElementById('puzzle-next')`)
			p.Wait("the next puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '0' && document.getElementById('puzzle-box').dataset.id !== '`+strconv.Itoa(first.ID)+`'`, browsertest.PageWait)
			second := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]
			losing := slices.Sorted(func(yield func(string) bool) {
				for m := range second.Refute {
					if !yield(m) {
						return
					}
				}
			})
			if len(losing) == 0 {
				t.Fatalf("puzzle %d has no losing move", second.ID)
			}
			lose, reply := losing[0], second.Refute[losing[0]]
			playInView(t, p, lose)
			p.Wait("the refutation", `document.body.dataset.puzzle === 'failed'`, browsertest.PageWait)
			if got := p.Text("puzzle-feedback"); !strings.Contains(got, lose) || !strings.Contains(got, reply) {
				t.Fatalf("puzzle %d, losing move %s: the answer is %q, want it to name the refutation %s", second.ID, lose, got, reply)
			}
			puzzleInView(t, p, "at the refutation")
			p.Wait("the move taken back", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
			if got := p.Text("puzzle-feedback"); !strings.Contains(got, reply) {
				t.Errorf("puzzle %d: the refutation is gone once the move is taken back: %q", second.ID, got)
			}
			puzzleInView(t, p, "after the move is taken back")
			rating = puzzleRated(rating, second.Difficulty, false)
			if lang == "sw" {
				noEnglish(t, p, englishOnly(tables), "in a puzzle")
			}

			// The rating and the puzzle solved are kept on the device.
			want := strings.NewReplacer("{rating}", strconv.Itoa(rating), "{n}", "1", "{total}", strconv.Itoa(len(puzzles))).Replace(tables[lang]["puzzle.progress"])
			if got := p.Text("puzzle-progress"); got != want {
				t.Errorf("before a reload the puzzles' progress is %q, want %q", got, want)
			}
			p.Do("reload", chromedp.Reload())
			p.Wait("the app after a reload", appReady+` && document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
			puzzleInView(t, p, "after a reload")
			if got := p.JS(`document.getElementById('puzzle-box').dataset.id`); got != strconv.Itoa(second.ID) {
				t.Errorf("after a reload the puzzle on the board is %s, want %d", got, second.ID)
			}
			if got := p.Text("puzzle-progress"); got != want {
				t.Errorf("after a reload the puzzles' progress is %q, want %q", got, want)
			}
			if got := p.JS(`JSON.stringify(JSON.parse(localStorage.getItem('bao-puzzles')).solved)`); got != fmt.Sprintf("[%d]", first.ID) {
				t.Errorf("after a reload the puzzles solved are %s, want [%d]", got, first.ID)
			}
			// With the network cut the puzzle in progress comes back from
			// the service worker's cache.
			p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
			goOffline(t, p, hs)
			p.Do("reload offline", chromedp.Reload())
			p.Wait("the app offline", appReady+` && document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
			if got := p.JS(`document.getElementById('puzzle-box').dataset.id`); got != strconv.Itoa(second.ID) {
				t.Errorf("offline the puzzle on the board is %s, want %d", got, second.ID)
			}
			if got := p.Text("puzzle-progress"); got != want {
				t.Errorf("offline the puzzles' progress is %q, want %q", got, want)
			}
			puzzleInView(t, p, "offline")
			// Stopping the puzzles gives the engine back its side.
			p.TapInView(`document.getElementById('puzzle-stop')`)
			p.Wait("the puzzles stopped", `document.body.dataset.puzzle === 'off' && document.getElementById('puzzle-box').hidden`, browsertest.PageWait)
			if got := p.JS(`document.getElementById('player-N').value`); got != "engine" {
				t.Errorf("after the puzzles North is played by %q, want the engine again", got)
			}
			for _, e := range p.Errors.List() {
				t.Errorf("JavaScript error: %s", e)
			}
		})
	}
}

// atoi reads a number the page wrote.
func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("want a number from the page, got %q", s)
	}
	return n
}

// TestPhonePuzzlesAllSolved: a person who has solved every puzzle but
// one (kept on the device from earlier visits) solves the last one; Next
// then says that all are solved, the puzzles end and Start is off.
func TestPhonePuzzlesAllSolved(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	puzzles := shippedPuzzles(t)
	last := slices.Max(slices.Collect(maps.Keys(puzzles)))
	var solved []int
	for id := range puzzles {
		if id != last {
			solved = append(solved, id)
		}
	}
	kept, err := json.Marshal(map[string]any{"rating": 1500, "solved": solved, "failed": []int{}})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	// The device's record from earlier visits: the test's setup.
	p.JS(fmt.Sprintf(`(() => { localStorage.setItem('bao-puzzles', %q); return ''; })()`, kept))
	p.Do("reload", chromedp.Reload())
	p.Wait("the app", appReady, browsertest.PageWait)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	p.TapInView(`document.getElementById('tab-learn')`)
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('learn-puzzles').hidden && !document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("the last puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '0'`, browsertest.PageWait)
	if got := atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`)); got != last {
		t.Fatalf("the puzzle offered is %d, want %d, the only one not solved", got, last)
	}
	playInView(t, p, puzzles[last].Wins[0])
	p.Wait("the puzzle solved", `document.body.dataset.puzzle === 'solved'`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-next')`)
	p.Wait("the puzzles ended", `document.body.dataset.puzzle === 'off' && document.getElementById('puzzle-box').hidden`, browsertest.PageWait)
	want := strings.ReplaceAll(stringTables(t)["en"]["puzzle.allSolved"], "{total}", strconv.Itoa(len(puzzles)))
	if got := p.Text("message"); got != want {
		t.Errorf("after the last puzzle the message is %q, want %q", got, want)
	}
	if got := p.JS(`String(document.getElementById('puzzle-start').disabled)`); got != "true" {
		t.Errorf("with every puzzle solved, Start a puzzle is still on")
	}
	noErrors(t, p)
}
