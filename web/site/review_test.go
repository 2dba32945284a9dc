package site

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
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
	arrows := p.TapHole(p.TapInView, fmt.Sprintf(`document.querySelectorAll('.hole.movable')[%d]`, rng.IntN(n)))
	p.TapInView(fmt.Sprintf(`document.querySelectorAll('.hole.selected .arrow')[%d]`, rng.IntN(arrows)))
	playedOrAnswered(p, before, []string{"safari-stop", "safari-go"}[rng.IntN(2)])
}

// playedOrAnswered waits until the move tapped at ply before is played,
// answering with the button answer ("safari-stop" or "safari-go") the
// question of a sowing that reaches the nyumba when the page asks it.
func playedOrAnswered(p *browsertest.Page, before int, answer string) {
	p.T.Helper()
	p.Wait("the move played or the question", fmt.Sprintf(`Number(document.body.dataset.ply) > %d || document.getElementById('dlg-safari').open`, before), browsertest.PageWait)
	if p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.TapInView(fmt.Sprintf(`document.getElementById('%s')`, answer))
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
// banner offers the review, which shows its progress while it works
// (the first pass over every position, then the moves checked again
// deeper) and lists South's mistakes by the fall of the chance to win,
// each with its size ("-23%"), "already decided" where the game was
// decided before it, and a better move; a tap on a mistake shows the
// position before it with the better move marked, and "play on from
// here" starts a game there with the reviewed game's players and level,
// even after a game with other players (the person North, level 2) has
// begun meanwhile. South plays random moves; a game in which they make
// no mistake (the review says so) is followed by another, up to five.
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
			// Every status line of the graph and whether its bar shows, as
			// they come (the review's progress).
			p.JS(`(() => {
				window.seenStatus = [];
				const st = document.getElementById('graph-status'), bar = document.getElementById('graph-bar');
				const note = () => window.seenStatus.push((bar.hidden ? '' : 'bar ') + st.textContent);
				new MutationObserver(note).observe(st, { childList: true, characterData: true, subtree: true });
				return '';
			})()`)

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
				watchBoard(p)
				began := time.Now()
				plies := playOutInView(t, p, rng)
				boardStayedStill(t, p, fmt.Sprintf("over game %d", game))
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
				reviewProgressSeen(t, p, words)
			}
			if mistakes == 0 {
				t.Fatalf("five games of random moves against Beginner and no mistake in any review")
			}
			shoot(t, p, "phone-"+lang+"-review.png", 360)

			marksSayTheirSize(t, p, words)
			reviewKeptOverReload(t, p)

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

			// Meanwhile a game with other players begins.
			otherGameBegins(t, p)

			// A tap shows the position before it, the better move marked,
			// and the mistake under the board.
			if ok, why := p.InView(first); !ok {
				t.Fatalf("the first mistake: %s", why)
			}
			watchBoard(p)
			p.TapInViewUntil(first, "the position before the mistake", fmt.Sprintf(`document.body.dataset.view === '%d' && document.body.dataset.ply === '%d' && !document.getElementById('review-box').hidden`, ply-1, len(moves)))
			// The board, the mistake's box and its buttons on the screen together.
			shownInView(t, p, "at the mistake's position", "review-title", "review-better", "review-why", "review-play", "review-close")
			boardStayedStill(t, p, "from the other game to the mistake's position")
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

			// Play on from here: the reviewed game's players and level,
			// South to move; the other game, in progress, is left after
			// the question.
			p.TapInViewUntil(`document.getElementById('review-play')`, "the question", `document.getElementById('dlg-replace').open`)
			p.TapInView(`document.getElementById('replace-leave')`)
			p.Wait("the game from the mistake's position", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.body.dataset.view === '%d' && document.body.dataset.turn === 'human' && document.getElementById('review-box').hidden`, ply-1, ply-1), browsertest.PageWait)
			boardInView(t, p, "playing on")
			reviewedPlayersPlay(t, p, "playing on")
			if got := p.Text("review-head"); !strings.HasSuffix(got, words["review.earlier"]) {
				t.Errorf("playing on, the review's head is %q: it does not say the list is of the earlier game", got)
			}
			// South plays on; the engine answers at its level.
			tapMoveInView(t, p, rng)
			p.Wait("the engine answers", fmt.Sprintf(`(Number(document.body.dataset.ply) >= %d && document.body.dataset.turn === 'human') || document.body.dataset.turn === 'over'`, ply+1), browsertest.PageWait)

			// Once more with another game in progress, and this time the
			// person plays a move on the review's board instead of the
			// button: the reviewed game's players and level play on too.
			otherGameBegins(t, p)
			p.TapInViewUntil(first, "the position before the mistake again", fmt.Sprintf(`document.body.dataset.view === '%d' && !document.getElementById('review-box').hidden`, ply-1))
			p.TapHole(p.TapInView, `document.querySelector('.hole.movable')`)
			// The page asks about the safari first where the move may go on
			// (the arrow's move), then whether to leave the game in progress
			// (playing it).
			safari := `document.getElementById('dlg-safari').open`
			p.TapInView(`document.querySelector('.hole.selected .arrow')`)
			p.Wait("a question", `document.getElementById('dlg-replace').open || `+safari, browsertest.PageWait)
			if p.JS(`String(`+safari+`)`) == "true" {
				p.TapInView(`document.getElementById('safari-stop')`)
				p.Wait("the question", `document.getElementById('dlg-replace').open`, browsertest.PageWait)
			}
			p.TapInView(`document.getElementById('replace-leave')`)
			// The reviewed game on the board is longer than ply already:
			// the view passing the review's position says the move is played.
			p.Wait("the move played on the review's board", fmt.Sprintf(`Number(document.body.dataset.view) >= %d`, ply), browsertest.PageWait)
			reviewedPlayersPlay(t, p, "after a move on the review's board")
			noErrors(t, p)
		})
	}
}

// reviewKeptOverReload reloads the page (offline) with the review done
// and checks that it comes back as it was, without being made again: the
// same mistakes listed in the same words, and the game's graph with the
// same points and marks.
func reviewKeptOverReload(t *testing.T, p *browsertest.Page) {
	t.Helper()
	const list = `[...document.querySelectorAll('.review-item')].map((b) => b.textContent).join('\n')`
	const graph = `[...document.querySelectorAll('#graph-svg title')].map((x) => x.textContent).join('\n')`
	items, points := p.JS(list), p.JS(graph)
	if points == "" {
		t.Fatalf("no point of the graph has a title before the reload")
	}
	p.Do("reload with the review done", chromedp.Reload())
	p.Wait("the app again", appReady, browsertest.PageWait)
	if got := p.JS(`document.body.dataset.review + ' ' + document.body.dataset.graph`); got != "done done" {
		t.Fatalf("after the reload the review and the graph are %q, want both done (kept, not made again)", got)
	}
	if got := p.JS(list); got != items {
		t.Errorf("after the reload the review lists\n%s\nwant\n%s", got, items)
	}
	if got := p.JS(graph); got != points {
		t.Errorf("after the reload the graph's points say\n%s\nwant\n%s", got, points)
	}
}

// reviewProgressSeen checks the review's progress as the page showed it
// while it worked (the status lines window.seenStatus kept): the first
// pass's count of positions with its bar, and, when the finished review
// says it checked moves again, the count of those checks with the bar.
func reviewProgressSeen(t *testing.T, p *browsertest.Page, words map[string]string) {
	t.Helper()
	var seen []string
	if err := json.Unmarshal([]byte(p.JS(`JSON.stringify(window.seenStatus.splice(0))`)), &seen); err != nil {
		t.Fatalf("the status lines seen: %v", err)
	}
	pattern := func(key string) *regexp.Regexp {
		return regexp.MustCompile("^bar " + regexp.MustCompile(`\\\{\w+\\\}`).ReplaceAllString(regexp.QuoteMeta(words[key]), `\d+`) + "$")
	}
	first, checking := pattern("graph.progress"), pattern("graph.checking")
	var sawFirst, sawChecking bool
	for _, s := range seen {
		sawFirst = sawFirst || first.MatchString(s)
		sawChecking = sawChecking || checking.MatchString(s)
	}
	if !sawFirst {
		t.Errorf("no progress of the first pass with its bar among the status lines seen: %q", seen)
	}
	checkedKey := regexp.MustCompile(`\\\{\w+\\\}`).ReplaceAllString(regexp.QuoteMeta(words["graph.checked.many"]), `\d+`)
	checkedOne := regexp.MustCompile(`\\\{\w+\\\}`).ReplaceAllString(regexp.QuoteMeta(words["graph.checked.one"]), `\d+`)
	if checked := regexp.MustCompile(checkedKey + "|" + checkedOne).MatchString(p.Text("graph-status")); checked != sawChecking {
		t.Errorf("the review says it checked moves again: %v; its progress of the checks was seen: %v (%q)", checked, sawChecking, seen)
	}
}

// marksSayTheirSize checks each mistake the review lists: its text says
// its size, the fall of the mover's chance ("-23%"), at least the
// mistake's 10 points and the difference of the two chances it shows
// (within the rounding), and "already decided" exactly when the game was
// decided before the move (the item's data-decided).
func marksSayTheirSize(t *testing.T, p *browsertest.Page, words map[string]string) {
	t.Helper()
	var items []struct{ Text, Drop, Decided, Title string }
	js := `JSON.stringify([...document.querySelectorAll('.review-item')].map((b) => ({
		text: b.textContent, drop: b.dataset.drop, decided: b.dataset.decided, title: b.querySelector('b').textContent })))`
	if err := json.Unmarshal([]byte(p.JS(js)), &items); err != nil {
		t.Fatalf("the review's items: %v", err)
	}
	_, decidedWords, _ := strings.Cut(words["review.item.decided"], "{after}")
	decidedWords = strings.TrimSpace(strings.TrimLeft(decidedWords, " ·"))
	chances := regexp.MustCompile(`(-\d+)% · (\d+)% → (\d+)%`)
	for _, it := range items {
		m := chances.FindStringSubmatch(it.Title)
		if m == nil {
			t.Errorf("the mistake %q does not say its size and the chances as -N%% · B%% → A%%", it.Title)
			continue
		}
		drop, before, after := -atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3])
		if strconv.Itoa(drop) != it.Drop || drop < 10 || drop-(before-after) > 1 || (before-after)-drop > 1 {
			t.Errorf("the mistake %q: size %d%% (data %s), chances %d%% → %d%%: want at least 10 points, the difference of the chances", it.Title, drop, it.Drop, before, after)
		}
		if says := strings.Contains(it.Title, decidedWords); says != (it.Decided != "") {
			t.Errorf("the mistake %q: decided %q, but the text says %q: %v", it.Title, it.Decided, decidedWords, says)
		}
	}
	t.Logf("%d mistakes listed: %q", len(items), items)
}

// otherGameBegins starts a game with other players than the reviewed
// game's (the person North, against level 2, which plays first), waits
// for the engine's first move and goes back to the earlier game's
// review, its first mistake scrolled into view as a person scrolls.
func otherGameBegins(t *testing.T, p *browsertest.Page) {
	t.Helper()
	p.TapInView(`document.getElementById('btn-new')`)
	p.Wait("the dialog", `document.getElementById('dlg-new').open`, browsertest.PageWait)
	chooseInView(t, p, "new-side", "N")
	chooseInView(t, p, "new-opponent", "2")
	p.TapInView(`document.getElementById('new-ok')`)
	p.Wait("the other game, the engine's first move played", `document.body.dataset.turn === 'human' && document.body.dataset.ply === '1'`, browsertest.PageWait)
	if got := p.JS(`document.getElementById('strength-level').value + ' ' + document.getElementById('player-S').value`); got != "2 engine" {
		t.Fatalf("the other game: level and South %q, want %q", got, "2 engine")
	}
	p.OpenTab("tab-graph")
	p.Wait("the earlier game's review", `document.querySelectorAll('.review-item').length > 0`, browsertest.PageWait)
	p.Box(`document.querySelector('.review-item')`) // the person scrolls to it
}

// reviewedPlayersPlay checks that the game on the board is played by the
// reviewed game's players and level (South the person, North the engine
// at level 1), in the settings and in the game kept.
func reviewedPlayersPlay(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	if got := p.JS(`document.getElementById('strength-level').value + ' ' + document.getElementById('strength-mode').value + ' ' + document.getElementById('player-N').value + ' ' + document.getElementById('player-S').value`); got != "1 level engine human" {
		t.Errorf("%s, the level, its mode and the players of North and South are %q, want the reviewed game's: %q", when, got, "1 level engine human")
	}
	if got := p.JS(`(() => { const g = JSON.parse(localStorage.getItem('bao-game')); return g.players.S + ' ' + g.players.N + ' ' + g.strength.mode + ' ' + g.strength.level; })()`); got != "human engine level 1" {
		t.Errorf("%s, the game kept has players and level %q, want %q", when, got, "human engine level 1")
	}
}
