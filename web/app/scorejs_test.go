package app

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// scoreRunner imports the page's formatScore in English (i18n.js reads
// strings.json through fetch, which the runner answers from the folder)
// and the client's parseInfo, and writes, for each case read as JSON from
// standard input (an info line and a sign), the text formatScore gives
// for the line as parseInfo reads it.
const scoreRunner = `import { readFileSync } from 'node:fs';
globalThis.fetch = async () => ({ ok: true, json: async () => JSON.parse(readFileSync('strings.json', 'utf8')) });
Object.defineProperty(globalThis, 'navigator', { value: { languages: ['en'], language: 'en' }, configurable: true });
const { formatScore } = await import('./view/score.js');
const { parseInfo } = await import('./client/info.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const out = JSON.parse(input).map((c) => formatScore(parseInfo(c.line), c.sign));
  process.stdout.write(JSON.stringify(out));
});
`

// TestPageScoreTextIsGos runs the page's formatScore (view/score.js, in
// English) with Node on the info lines the engine writes for wins, losses, the game
// over (mate 0, won and lost) and centi-seeds, and checks that it gives
// score.Score.Text's words: for the side to move, and for the other side
// (the page shows scores for South) the text of the negated score.
func TestPageScoreTextIsGos(t *testing.T) {
	scores := []score.Score{0, 1, -1, 5, -5, 40, -40, 100, -100, 125, -125, 1234, -1234, 29000, -29000,
		score.Win, -score.Win}
	for plies := 1; plies <= 6; plies++ {
		scores = append(scores, score.WinIn(plies), score.LossIn(plies))
	}
	scores = append(scores, score.WinIn(score.MaxPly), score.LossIn(score.MaxPly))
	type jsCase struct {
		Line string `json:"line"`
		Sign int    `json:"sign"`
	}
	var cases []jsCase
	var want []string
	for _, s := range scores {
		// The info line's score and wdl, as the protocol writes them
		// under uci with UCI_ShowWDL (protocol's formatInfo and wdlWin).
		kind, value, ok := strings.Cut(s.Protocol(false), " ")
		n, err := strconv.Atoi(value)
		if !ok || err != nil {
			t.Fatalf("score %d: protocol form %q", s, s.Protocol(false))
		}
		w := int(math.Round(1000 * search.WinChance(engine.Kiswahili, s)))
		line := fmt.Sprintf("info depth 9 seldepth 12 multipv 1 score %s %d wdl %d 0 %d nodes 1000 nps 5000 time 200 pv A6L a5R", kind, n, w, 1000-w)
		cases = append(cases, jsCase{line, 1}, jsCase{line, -1})
		want = append(want, s.Text(), (-s).Text())
	}
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	out := runPageScript(t, scoreRunner, nil, in, "view/score.js", "i18n.js", "storage.js", "strings.json", "client/info.js")
	var got []string
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(want) {
		t.Fatalf("node wrote %q (%v), want %d texts", out, err, len(want))
	}
	for i, c := range cases {
		if got[i] != want[i] {
			t.Errorf("%q, sign %+d: the page writes %q, Go %q", c.Line, c.Sign, got[i], want[i])
		}
	}
}
