package site

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/browsertest"
	"github.com/chromedp/chromedp"
)

// tapMoveInView plays one move of the side to move by tapping a random
// glowing hole and one of its arrows, each on the screen, and answers
// the question of a sowing that reaches the nyumba (stop or safari).
func tapMoveInView(t *testing.T, p *browsertest.Page, rng *rand.Rand) {
	t.Helper()
	before := p.Ply()
	n := atoi(t, p.JS(`document.querySelectorAll('.hole.movable').length.toString()`))
	if n == 0 {
		t.Fatalf("South to move but no hole glows: %s", p.Text("status"))
	}
	p.TapInView(fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, rng.IntN(n)))
	arrows := atoi(t, p.JS(`document.querySelectorAll('.hole.selected .arrow').length.toString()`))
	if arrows == 0 {
		t.Fatalf("no arrow on the tapped hole")
	}
	p.TapInView(fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows)))
	p.Wait("the move played or the question", fmt.Sprintf(`Number(document.body.dataset.ply) > %d || document.getElementById('dlg-safari').open`, before), browsertest.PageWait)
	if p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.TapInView(fmt.Sprintf(`document.getElementById('%s')`, []string{"safari-stop", "safari-go"}[rng.IntN(2)]))
	}
	p.Wait("the move is played", fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before), browsertest.PageWait)
}

// playOutInView plays South's moves to the end of the game (tapMoveInView)
// and returns the game's plies.
func playOutInView(t *testing.T, p *browsertest.Page, rng *rand.Rand) int {
	t.Helper()
	for plies := 0; plies < 600; plies++ {
		p.Wait("South's turn or the end", `['human', 'over'].includes(document.body.dataset.turn)`, browsertest.PageWait)
		if p.JS(`document.body.dataset.turn`) == "over" {
			return p.Ply()
		}
		tapMoveInView(t, p, rng)
	}
	t.Fatalf("the game did not end in %d plies", p.Ply())
	return 0
}

// TestPhoneReview finishes games against Beginner on a phone, in each
// language, with the network cut (the installed app alone): the end
// banner offers the review, which lists South's mistakes by the fall of
// the chance to win, each with a better move; a tap on a mistake shows
// the position before it with the better move marked, and "play on from
// here" starts a game there against the same level. South plays random
// moves; a game in which they make no mistake (the review says so) is
// followed by another, up to five.
func TestPhoneReview(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly engine and drives chromium through whole games")
	}
	tables := stringTables(t)
	// Bao la Kiswahili in Kiswahili; the shorter games of Bao la
	// Kujifunza in English.
	for i, lang := range []string{"sw", "en"} {
		variant := map[string]string{"sw": "kiswahili", "en": "kujifunza"}[lang]
		t.Run(lang, func(t *testing.T) {
			words := tables[lang]
			p, hs := openPhoneServer(t, 360, 740, browsertest.Language(lang)...)
			p.Wait("the service worker controls the page", `navigator.serviceWorker.controller !== null`, browsertest.PageWait)
			goOffline(t, p, hs)
			p.Do("reload offline", chromedp.Reload())
			p.Wait("the app offline", appReady, browsertest.PageWait)
			p.SetSelect("anim-speed", "5") // the test's setup: no animation

			rng := rand.New(rand.NewPCG(uint64(i), 11))
			mistakes := 0
			for game := 1; game <= 5 && mistakes == 0; game++ {
				p.TapInView(`document.getElementById('btn-new')`)
				p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
				chooseInView(t, p, "new-side", "S")
				chooseInView(t, p, "new-opponent", "1")
				chooseInView(t, p, "new-variant", variant)
				p.TapInView(`document.getElementById('new-ok')`)
				p.Wait("the game", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '0'`, browsertest.PageWait)
				began := time.Now()
				plies := playOutInView(t, p, rng)
				played := time.Since(began)
				p.Wait("the end is announced", `!document.getElementById('banner').hidden`, browsertest.PageWait)
				boardInView(t, p, "at the end of the game")
				// The review begins by itself when the game ends.
				p.Wait("the review under way", `['running', 'done'].includes(document.body.dataset.review)`, browsertest.PageWait)
				p.TapInView(`document.getElementById('banner-review')`)
				p.Wait("the review", `document.body.dataset.review === 'done'`, browsertest.PageWait)
				boardInView(t, p, "with the review open")
				if got := p.JS(`String(document.getElementById('panel-graph').hidden)`); got != "false" {
					t.Fatalf("the review's panel is not shown")
				}
				mistakes = atoi(t, p.JS(`document.querySelectorAll('.review-item').length.toString()`))
				side := words["side.S"]
				want := strings.ReplaceAll(words["review.none"], "{who}", side)
				if mistakes == 1 {
					want = strings.ReplaceAll(words["review.count.one"], "{who}", side)
				} else if mistakes > 1 {
					want = strings.NewReplacer("{n}", strconv.Itoa(mistakes), "{who}", side).Replace(words["review.count.many"])
				}
				if got := p.Text("review-head"); got != want {
					t.Errorf("game %d: the review's head is %q, want %q", game, got, want)
				}
				t.Logf("game %d: %d plies in %v, reviewed %v later, %d mistakes by South: %s", game, plies, played.Round(time.Second),
					(time.Since(began) - played).Round(time.Second), mistakes, p.Text("graph-status"))
			}
			if mistakes == 0 {
				t.Fatalf("five games of random moves against Beginner and no mistake in any review")
			}
			shoot(t, p, "phone-"+lang+"-review.png", 360)

			// A mistake: South's move, the chances, a better move.
			first := `document.querySelector('.review-item')`
			ply := atoi(t, p.JS(first+`.dataset.ply`))
			moves := strings.Fields(p.JS(`JSON.parse(localStorage.getItem('bao-game')).game.moves.join(' ')`))
			if ply < 1 || ply > len(moves) || ply%2 != 1 {
				t.Fatalf("the first mistake is at ply %d of %d: not one of South's moves", ply, len(moves))
			}
			text := p.JS(first + `.textContent`)
			better := p.JS(first + `.querySelector('.better').textContent`)
			if !strings.Contains(text, moves[ply-1]) || !strings.Contains(text, "%") {
				t.Errorf("the mistake %q does not name the move %s and the chances", text, moves[ply-1])
			}
			prefix, _, _ := strings.Cut(words["review.better"], "{move}")
			bm := strings.Fields(strings.TrimPrefix(better, prefix))
			if !strings.HasPrefix(better, prefix) || len(bm) == 0 {
				t.Fatalf("the better move is written %q, want it after %q", better, prefix)
			}
			betterMove := strings.TrimSuffix(bm[0], ",")
			if betterMove == moves[ply-1] {
				t.Errorf("the better move %s is the move played", betterMove)
			}

			// A tap shows the position before it, the better move marked,
			// and the mistake under the board.
			if ok, why := p.InView(first); !ok {
				t.Fatalf("the first mistake: %s", why)
			}
			p.TapInView(first)
			p.Wait("the position before the mistake", fmt.Sprintf(`document.body.dataset.view === '%d' && document.body.dataset.ply === '%d' && !document.getElementById('review-box').hidden`, ply-1, len(moves)), browsertest.PageWait)
			// The board, the mistake's box and its buttons on the screen together.
			shownInView(t, p, "at the mistake's position", "review-title", "review-better", "review-why", "review-play", "review-close")
			if got := p.JS(`[...document.querySelectorAll('.hole.hinted')].map((h) => h.dataset.hole).join(',')`); got != betterMove[:2] {
				t.Errorf("the hole marked is %q, want the better move's %s", got, betterMove[:2])
			}
			if got := p.Text("review-better"); got != better {
				t.Errorf("under the board the better move is %q, in the list %q", got, better)
			}
			if got := p.JS(`document.querySelector('.review-item.current').dataset.ply`); got != strconv.Itoa(ply) {
				t.Errorf("the mistake marked in the list is at ply %s, want %d", got, ply)
			}
			shoot(t, p, "phone-"+lang+"-review-position.png", 360)
			if lang == "sw" {
				noEnglish(t, p, englishOnly(tables), "in the review")
			}

			// Play on from here: the same level, South to move.
			p.TapInView(`document.getElementById('review-play')`)
			p.Wait("the game from the mistake's position", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.body.dataset.view === '%d' && document.body.dataset.turn === 'human' && document.getElementById('review-box').hidden`, ply-1, ply-1), browsertest.PageWait)
			boardInView(t, p, "playing on")
			if got := p.JS(`document.getElementById('strength-level').value + ' ' + document.getElementById('strength-mode').value + ' ' + document.getElementById('player-N').value`); got != "1 level engine" {
				t.Errorf("playing on, North is %q, want the engine at level 1", got)
			}
			if got := p.Text("review-head"); !strings.HasSuffix(got, words["review.earlier"]) {
				t.Errorf("playing on, the review's head is %q: it does not say the list is of the earlier game", got)
			}
			// South plays on; the engine answers at its level.
			tapMoveInView(t, p, rng)
			p.Wait("the engine answers", fmt.Sprintf(`(Number(document.body.dataset.ply) >= %d && document.body.dataset.turn === 'human') || document.body.dataset.turn === 'over'`, ply+1), browsertest.PageWait)
			noErrors(t, p)
		})
	}
}
