package server

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/browsertest"
	"github.com/baoengine/bao/record"
)

// boardInView fails the test when the window has scrolled or the board
// (with both players' bars) or the status line is not wholly on the
// screen: a person on a phone sees the board at every step.
func boardInView(t *testing.T, p *browsertest.Page, when string) {
	t.Helper()
	if s := p.JS(`window.scrollX + ',' + window.scrollY`); s != "0,0" {
		t.Fatalf("%s: the window has scrolled to %s", when, s)
	}
	for _, el := range []string{`document.getElementById('board-wrap')`, `document.getElementById('status')`} {
		if ok, why := p.InView(el); !ok {
			t.Fatalf("%s: %s", when, why)
		}
	}
}

// moveList is the move list as the page shows it.
func moveList(p *browsertest.Page) string {
	return p.JS(`[...document.querySelectorAll('#move-list .mv')].map((m) => m.textContent).join(' ')`)
}

// playInView plays South's first glowing hole with its first arrow, each
// tapped only when it is on the screen, and waits for the engine's answer
// (South to move again, or the game over).
func playInView(t *testing.T, p *browsertest.Page) {
	t.Helper()
	before := p.Ply()
	p.Wait("South to move", `document.body.dataset.turn === 'human' && document.querySelectorAll('.hole.movable').length > 0`, browsertest.PageWait)
	p.TapHole(p.TapInView, `document.querySelectorAll('.hole.movable')[0]`)
	p.TapInView(`document.querySelectorAll('.hole.selected .arrow')[0]`)
	if p.JS(`String(document.getElementById('dlg-safari').open)`) == "true" {
		p.TapInView(`document.getElementById('safari-stop')`)
	}
	p.Wait("the engine's answer", fmt.Sprintf(`Number(document.body.dataset.ply) >= %d && ['human', 'over'].includes(document.body.dataset.turn)`, before+2), browsertest.PageWait)
	boardInView(t, p, fmt.Sprintf("after the move at ply %d", before))
}

// finishedRecord returns the record of a whole game of Bao la Kujifunza
// in which both sides play random legal moves (from seed) until the rules
// end it, and its length in plies.
func finishedRecord(t *testing.T, seed uint64) (string, int) {
	t.Helper()
	rules := engine.DefaultRules(engine.Kujifunza)
	start := engine.StartPosition(engine.Kujifunza)
	g := record.NewGame(&rules, &start)
	g.SetTag("South", "Human")
	g.SetTag("North", "Human")
	rng := rand.New(rand.NewPCG(seed, 5))
	pos := start
	for ply := 0; ply < 2000; ply++ {
		if res, why := rules.Outcome(&pos); res != engine.NoResult {
			g.Result, g.Termination = res, why
			var buf bytes.Buffer
			if err := record.Write(&buf, g); err != nil {
				t.Fatal(err)
			}
			return buf.String(), ply
		}
		var ml engine.MoveList
		rules.Legal(&pos, &ml)
		m := ml.Moves[rng.IntN(ml.N)]
		next, err := rules.Play(&pos, m)
		if err != nil {
			t.Fatal(err)
		}
		g.Add(m, "")
		pos = next
	}
	t.Fatalf("seed %d: no end in 2000 plies", seed)
	return "", 0
}

// importInView pastes a record into the Record tab and imports it with
// taps on what is on the screen, and waits for its last position.
func importInView(t *testing.T, p *browsertest.Page, rec string, plies int) {
	t.Helper()
	p.OpenTab("tab-io")
	// Pasting: the text arrives in the box as a whole.
	p.JS(fmt.Sprintf(`(() => { const r = document.getElementById('record'); r.value = %q; r.dispatchEvent(new Event('input')); return ''; })()`, rec))
	p.TapInView(`document.getElementById('record-import')`)
	p.Wait("the record is imported", fmt.Sprintf(`document.body.dataset.ply === '%d' && document.body.dataset.view === '%d'`, plies, plies), browsertest.PageWait)
	if !strings.Contains(p.Text("variant-title"), "Kujifunza") {
		t.Fatalf("after the import the title is %q", p.Text("variant-title"))
	}
}
