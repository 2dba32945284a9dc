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

// shippedPuzzle is what the browser tests need of a puzzle.
type shippedPuzzle struct {
	ID         int                 `json:"id"`
	Difficulty int                 `json:"difficulty"`
	Before     string              `json:"before"`
	Last       string              `json:"last"`
	Wins       []string            `json:"wins"`
	Line       []string            `json:"line"`
	Asked      int                 `json:"asked"`
	Refute     map[string]string   `json:"refute"`
	Refutes    []map[string]string `json:"refutes"`
	Themes     []string            `json:"themes"`
	Rating     float64             `json:"rating"`
	RD         float64             `json:"rd"`
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
		if p.Asked < 1 || p.Last == "" || p.Before == "" || len(p.Line) < 2*p.Asked-1 || p.RD == 0 {
			t.Fatalf("puzzles.jsonl: puzzle %d has no last move, turns asked or starting rating: %+v", p.ID, p)
		}
		out[p.ID] = p
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("puzzles.jsonl: %v", err)
	}
	return out
}

// glickoRating is a Glicko-2 rating as the page's glicko.js writes it.
type glickoRating struct {
	Rating float64 `json:"rating"`
	RD     float64 `json:"rd"`
	Vol    float64 `json:"vol"`
}

// newPerson is a person's puzzle rating before any puzzle.
var newPerson = glickoRating{Rating: 1500, RD: 350, Vol: 0.06}

// startOf is a puzzle's rating before anyone tried it on the device.
func startOf(pz shippedPuzzle) glickoRating {
	return glickoRating{Rating: pz.Rating, RD: pz.RD, Vol: 0.06}
}

// duel is the person's and the puzzle's ratings after a first try (won:
// solved) as the page's glicko.js rates it (web/app's TestGlickoPaperExample
// checks glicko.js against Glickman's worked example).
func duel(t *testing.T, p *browsertest.Page, person, puzzle glickoRating, won bool) (glickoRating, glickoRating) {
	t.Helper()
	score := 0
	if won {
		score = 1
	}
	a, _ := json.Marshal(person)
	b, _ := json.Marshal(puzzle)
	got := p.Await(fmt.Sprintf(`import('./glicko.js').then((m) => JSON.stringify(m.duel(%s, %s, %d)))`, a, b, score))
	var out [2]glickoRating
	if err := json.Unmarshal([]byte(got), &out); err != nil {
		t.Fatalf("glicko.js's duel: %q: %v", got, err)
	}
	return out[0], out[1]
}

// keptRatings is what the device keeps of the puzzles' ratings, by id.
func keptRatings(t *testing.T, p *browsertest.Page) map[string][3]float64 {
	t.Helper()
	raw := p.JS(`localStorage.getItem('bao-puzzle-ratings') || '{"value":{}}'`)
	var kept struct {
		Value map[string][3]float64 `json:"value"`
	}
	if err := json.Unmarshal([]byte(raw), &kept); err != nil {
		t.Fatalf("bao-puzzle-ratings %q: %v", raw, err)
	}
	return kept.Value
}

// sameRating says whether a kept rating is r (to a millionth).
func sameRating(kept [3]float64, r glickoRating) bool {
	return math.Abs(kept[0]-r.Rating) < 1e-6 && math.Abs(kept[1]-r.RD) < 1e-6 && math.Abs(kept[2]-r.Vol) < 1e-6
}

// progressText is the puzzles' progress line in a language.
func progressText(tables map[string]map[string]string, lang string, rating glickoRating, solved, total int) string {
	return strings.NewReplacer("{rating}", strconv.Itoa(int(math.Round(rating.Rating))), "{n}", strconv.Itoa(solved),
		"{total}", strconv.Itoa(total)).Replace(tables[lang]["puzzle.progress"])
}

// puzzleInView fails the test unless the board, the status line and the
// puzzle's task (with the answer to the last move, when there is one)
// are on the screen together, with the window not scrolled.
func puzzleInView(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	shownInView(t, p, when, "puzzle-task", "puzzle-feedback")
}

// awaitTurn waits until the puzzle on the board asks the person's move of
// turn (0, 1, ...): the opponent's last move played, and the opponent's
// answers to the turns before.
func awaitTurn(t *testing.T, p *browsertest.Page, pz shippedPuzzle, turn int) {
	t.Helper()
	p.Wait(fmt.Sprintf("puzzle %d, turn %d", pz.ID, turn), fmt.Sprintf(`document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '%d' && document.getElementById('puzzle-box').dataset.turn === '%d' && document.getElementById('puzzle-box').dataset.id === '%d'`,
		1+2*turn, turn, pz.ID), browsertest.PageWait)
}

// solveFrom plays the puzzle's moves from turn on, each answered by the
// opponent's move of the line, until it is solved.
func solveFrom(t *testing.T, p *browsertest.Page, pz shippedPuzzle, turn int) {
	t.Helper()
	for k := turn; k < pz.Asked; k++ {
		awaitTurn(t, p, pz, k)
		playInView(t, p, pz.Line[2*k])
	}
	p.Wait(fmt.Sprintf("puzzle %d solved", pz.ID), `document.body.dataset.puzzle === 'solved'`, browsertest.PageWait)
}

// openPuzzles opens the Learn tab's puzzles.
func openPuzzles(t *testing.T, p *browsertest.Page) {
	t.Helper()
	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('learn-puzzles').hidden && !document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
}

// themeForTest is the theme the test chooses: the one with the most
// puzzles asking two turns or more (the file's first such theme on a
// tie), so that a puzzle of it is played over several turns when one is
// offered, or else the theme with the most puzzles.
func themeForTest(puzzles map[int]shippedPuzzle) string {
	count := map[string][2]int{}
	for _, pz := range puzzles {
		for _, th := range pz.Themes {
			c := count[th]
			c[1]++
			if pz.Asked > 1 {
				c[0]++
			}
			count[th] = c
		}
	}
	best := ""
	for _, th := range slices.Sorted(maps.Keys(count)) {
		if best == "" || count[th][0] > count[best][0] || (count[th][0] == count[best][0] && count[th][1] > count[best][1]) {
			best = th
		}
	}
	return best
}

// TestPhonePuzzles does puzzles on a 360 x 740 phone in each language,
// tapping only what is in view and never scrolling. The person chooses a
// theme; each puzzle offered is of it, and starts with the opponent's
// last move played on the board and named in the task. The first is
// solved, turn after turn, the app playing the opponent's answers (the
// engine never replies) and showing the winning line; the next is failed
// with a losing move (its refutation shown, the move taken back). Each
// first try moves the person's rating and the puzzle's as glicko.js rates
// one game between them; the ratings, the puzzle solved and the theme are
// still there after a reload, and with the network cut.
func TestPhonePuzzles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium")
	}
	puzzles := shippedPuzzles(t)
	tables := stringTables(t)
	theme := themeForTest(puzzles)
	for _, lang := range []string{"sw", "en"} {
		t.Run(lang, func(t *testing.T) {
			p, hs := openPhoneServer(t, 360, 740, browsertest.Language(lang)...)
			p.SetSelect("anim-speed", "5") // the test's setup: no animation
			// The static app ships the file: its service worker keeps it for offline use.
			if got := p.Await(`fetch('sw.js').then((r) => r.text()).then((s) => String(s.includes('"puzzles.jsonl"')))`); got != "true" {
				t.Errorf("the static app's sw.js does not list puzzles.jsonl")
			}
			openPuzzles(t, p)
			boardInView(t, p, "with the puzzles' part open")
			phoneChecks(t, p, "with the puzzles' part open")
			// The theme's choice is on the screen beside Start, where a
			// person picks it (a select's list is the browser's own).
			if ok, why := p.InView(`document.getElementById('puzzle-theme')`); !ok {
				t.Fatalf("the theme's choice: %s", why)
			}
			p.SetSelect("puzzle-theme", theme)
			p.TapInView(`document.getElementById('puzzle-start')`)

			// The first puzzle: the opponent's last move, then solved.
			p.Wait("a puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1'`, browsertest.PageWait)
			first := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]
			if !slices.Contains(first.Themes, theme) {
				t.Fatalf("theme %q chosen, the puzzle offered (%d) has themes %v", theme, first.ID, first.Themes)
			}
			awaitTurn(t, p, first, 0)
			if got := p.JS(`(document.querySelector('.hole.last-from') || { dataset: { hole: 'none' } }).dataset.hole`); got != first.Last[:2] {
				t.Errorf("puzzle %d: the board marks %s as the last move's hole, want %s (the opponent's last move %s)", first.ID, got, first.Last[:2], first.Last)
			}
			task := p.Text("puzzle-task")
			if !strings.Contains(task, first.Last) {
				t.Errorf("puzzle %d: the task %q does not name the opponent's last move %s", first.ID, task, first.Last)
			}
			themeWords := tables[lang]["theme."+theme]
			if themeWords == "" {
				t.Fatalf("strings.json has no words for the theme %q in %s", theme, lang)
			}
			if got := p.Text("puzzle-themes"); !strings.Contains(got, themeWords) {
				t.Errorf("puzzle %d: its themes read %q, want %q among them", first.ID, got, themeWords)
			}
			puzzleInView(t, p, "at the first puzzle")
			phoneChecks(t, p, "at the first puzzle")
			shoot(t, p, "phone-"+lang+"-puzzle-task.png", 360)
			solveFrom(t, p, first, 0)
			if got := p.Text("puzzle-feedback"); !strings.Contains(got, strings.Join(first.Line, " ")) {
				t.Fatalf("puzzle %d solved: the answer is %q, want the winning line %q", first.ID, got, strings.Join(first.Line, " "))
			}
			if got := p.Text("puzzle-task"); !strings.Contains(got, first.Last) {
				t.Errorf("puzzle %d solved: the task reads %q, want the puzzle's question again (after %s)", first.ID, got, first.Last)
			}
			puzzleInView(t, p, "at the solved puzzle")
			shoot(t, p, "phone-"+lang+"-puzzle.png", 360)
			if want := 2 * first.Asked; p.Ply() != want || p.JS(`document.body.dataset.turn`) != "human" {
				t.Fatalf("puzzle %d (%d turns asked): once solved the game has %d plies and the turn is %q, want %d plies: the engine must not reply",
					first.ID, first.Asked, p.Ply(), p.JS(`document.body.dataset.turn`), want)
			}
			person, firstRated := duel(t, p, newPerson, startOf(first), true)
			if got, want := p.Text("puzzle-progress"), progressText(tables, lang, person, 1, len(puzzles)); got != want {
				t.Errorf("after puzzle %d solved (rated %.0f, deviation %.0f) the progress is %q, want %q", first.ID, first.Rating, first.RD, got, want)
			}

			// The next puzzle: failed with a losing move.
			p.TapInView(`document.getElementById('puzzle-next')`)
			p.Wait("the next puzzle", `document.body.dataset.puzzle === 'task' && document.body.dataset.ply === '1' && document.getElementById('puzzle-box').dataset.id !== '`+strconv.Itoa(first.ID)+`'`, browsertest.PageWait)
			second := puzzles[atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`))]
			if !slices.Contains(second.Themes, theme) {
				t.Errorf("theme %q chosen, the next puzzle (%d) has themes %v", theme, second.ID, second.Themes)
			}
			awaitTurn(t, p, second, 0)
			losing := slices.Sorted(maps.Keys(second.Refute))
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
			awaitTurn(t, p, second, 0)
			if got := p.Text("puzzle-feedback"); !strings.Contains(got, reply) {
				t.Errorf("puzzle %d: the refutation is gone once the move is taken back: %q", second.ID, got)
			}
			puzzleInView(t, p, "after the move is taken back")
			person, secondRated := duel(t, p, person, startOf(second), false)
			if lang == "sw" {
				noEnglish(t, p, englishOnly(tables), "in a puzzle")
			}

			// The ratings, the puzzle solved and the theme are kept on the device.
			check := func(when string) {
				t.Helper()
				if got, want := p.Text("puzzle-progress"), progressText(tables, lang, person, 1, len(puzzles)); got != want {
					t.Errorf("%s the puzzles' progress is %q, want %q", when, got, want)
				}
				kept := keptRatings(t, p)
				if !sameRating(kept[strconv.Itoa(first.ID)], firstRated) || !sameRating(kept[strconv.Itoa(second.ID)], secondRated) || len(kept) != 2 {
					t.Errorf("%s the puzzles' ratings kept are %v, want %d: %+v and %d: %+v", when, kept, first.ID, firstRated, second.ID, secondRated)
				}
				if got := p.JS(`document.getElementById('puzzle-theme').value`); got != theme {
					t.Errorf("%s the theme chosen is %q, want %q", when, got, theme)
				}
				wantTitle := fmt.Sprint(math.Round(secondRated.Rating))
				if got := p.Text("puzzle-title"); !strings.Contains(got, wantTitle) {
					t.Errorf("%s puzzle %d's title is %q, want its learned rating %s", when, second.ID, got, wantTitle)
				}
			}
			check("before a reload")
			p.Do("reload", chromedp.Reload())
			p.Wait("the app after a reload", appReady+` && document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
			awaitTurn(t, p, second, 0)
			puzzleInView(t, p, "after a reload")
			check("after a reload")
			if got := p.JS(`JSON.stringify(JSON.parse(localStorage.getItem('bao-puzzles')).solved)`); got != fmt.Sprintf("[%d]", first.ID) {
				t.Errorf("after a reload the puzzles solved are %s, want [%d]", got, first.ID)
			}
			// With the network cut the puzzle in progress comes back from
			// the service worker's cache.
			p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
			goOffline(t, p, hs)
			p.Do("reload offline", chromedp.Reload())
			p.Wait("the app offline", appReady+` && document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
			awaitTurn(t, p, second, 0)
			check("offline")
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
	kept, err := json.Marshal(map[string]any{"version": 3, "rating": 1500, "rd": 200, "vol": 0.06, "solved": solved, "failed": []int{}, "theme": ""})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := openPhone(t, 360, 740, browsertest.Language("en")...)
	// The device's record from earlier visits: the test's setup.
	p.JS(fmt.Sprintf(`(() => { localStorage.setItem('bao-puzzles', %q); return ''; })()`, kept))
	p.Do("reload", chromedp.Reload())
	p.Wait("the app", appReady, browsertest.PageWait)
	p.SetSelect("anim-speed", "5") // the test's setup: no animation
	p.OpenTab("tab-learn")
	p.TapInView(`document.getElementById('learn-show-puzzles')`)
	p.Wait("the puzzles' part", `!document.getElementById('learn-puzzles').hidden && !document.getElementById('puzzle-start').disabled`, browsertest.PageWait)
	p.TapInView(`document.getElementById('puzzle-start')`)
	p.Wait("the last puzzle", `document.body.dataset.puzzle === 'task'`, browsertest.PageWait)
	if got := atoi(t, p.JS(`document.getElementById('puzzle-box').dataset.id`)); got != last {
		t.Fatalf("the puzzle offered is %d, want %d, the only one not solved", got, last)
	}
	solveFrom(t, p, puzzles[last], 0)
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
