package app

import (
	"encoding/json"
	"math"
	"testing"
)

// glickoRunner runs the page's glicko.js under Node: for each case read
// as JSON from standard input (a player and its games, or a duel), it
// writes what rate or duel gives.
const glickoRunner = `const { rate, duel } = await import('./glicko.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const out = JSON.parse(input).map((c) => (Array.isArray(c.games) ? [rate(c.player, c.games)] : duel(c.player, c.other, c.score)));
  process.stdout.write(JSON.stringify(out));
});
`

// glicko is a rating as glicko.js writes it.
type glicko struct {
	Rating float64 `json:"rating"`
	RD     float64 `json:"rd"`
	Vol    float64 `json:"vol"`
}

// glickoGame is an opponent and the player's score.
type glickoGame struct {
	Rating float64 `json:"rating"`
	RD     float64 `json:"rd"`
	Score  float64 `json:"score"`
}

// glickoCase is one call of rate (Games set) or duel.
type glickoCase struct {
	Player glicko       `json:"player"`
	Games  []glickoGame `json:"games"` // nil: a duel
	Other  glicko       `json:"other"`
	Score  float64      `json:"score"`
}

// runGlicko runs the cases through glicko.js.
func runGlicko(t *testing.T, cases []glickoCase) [][]glicko {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]glicko
	if err := json.Unmarshal(runPageScript(t, glickoRunner, nil, in, "glicko.js"), &out); err != nil {
		t.Fatal(err)
	}
	if len(out) != len(cases) {
		t.Fatalf("glicko.js answered %d cases of %d", len(out), len(cases))
	}
	return out
}

// TestGlickoPaperExample: glicko.js gives the numbers of Glickman's own
// worked example ("Example of the Glicko-2 system", section "Example"):
// a player rated 1500 (deviation 200, volatility 0.06) who beats a 1400
// (30) and loses to a 1550 (100) and a 1700 (300), with tau 0.5, ends at
// 1464.06, deviation 151.52, volatility 0.05999.
func TestGlickoPaperExample(t *testing.T) {
	start := glicko{Rating: 1500, RD: 200, Vol: 0.06}
	out := runGlicko(t, []glickoCase{
		{Player: start, Games: []glickoGame{{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}},
		{Player: start, Games: []glickoGame{}},
	})
	got := out[0][0]
	if math.Abs(got.Rating-1464.06) > 0.01 || math.Abs(got.RD-151.52) > 0.01 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Errorf("Glickman's example: got rating %.3f, deviation %.3f, volatility %.6f; want 1464.06, 151.52, 0.05999", got.Rating, got.RD, got.Vol)
	}
	// A period without games: the rating stays, the deviation grows by
	// the volatility (sqrt(200^2 + (0.06 * 173.7178)^2)).
	idle := out[1][0]
	if idle.Rating != 1500 || math.Abs(idle.RD-math.Hypot(200, 0.06*173.7178)) > 1e-9 || idle.Vol != 0.06 {
		t.Errorf("a period without games: got %+v, want rating 1500, deviation %.4f, volatility 0.06", idle, math.Hypot(200, 0.06*173.7178))
	}
}

// TestGlickoDuel: a puzzle try is one game between the person and the
// puzzle. The winner's rating rises and the loser's falls, each by more
// the less sure its rating is; both deviations shrink; a draw between
// equals moves neither rating; the deviation stays within 45..350; beating a far
// stronger opponent gains more than beating an equal.
func TestGlickoDuel(t *testing.T) {
	person := glicko{Rating: 1500, RD: 350, Vol: 0.06}
	puzzle := glicko{Rating: 1500, RD: 80, Vol: 0.06}
	sure := glicko{Rating: 1500, RD: 45, Vol: 0.06}
	out := runGlicko(t, []glickoCase{
		{Player: person, Other: puzzle, Score: 1},
		{Player: person, Other: puzzle, Score: 0},
		{Player: person, Other: person, Score: 0.5},
		{Player: sure, Other: sure, Score: 1},
		{Player: glicko{Rating: 1100, RD: 200, Vol: 0.06}, Other: glicko{Rating: 1900, RD: 200, Vol: 0.06}, Score: 1},
		{Player: glicko{Rating: 1100, RD: 200, Vol: 0.06}, Other: glicko{Rating: 1100, RD: 200, Vol: 0.06}, Score: 1},
	})
	won, lost := out[0], out[1]
	if !(won[0].Rating > person.Rating && won[1].Rating < puzzle.Rating) {
		t.Errorf("the person solves: person %.1f -> %.1f, puzzle %.1f -> %.1f; want the person up, the puzzle down", person.Rating, won[0].Rating, puzzle.Rating, won[1].Rating)
	}
	if !(lost[0].Rating < person.Rating && lost[1].Rating > puzzle.Rating) {
		t.Errorf("the person fails: person %.1f -> %.1f, puzzle %.1f -> %.1f; want the person down, the puzzle up", person.Rating, lost[0].Rating, puzzle.Rating, lost[1].Rating)
	}
	if up, down := won[0].Rating-person.Rating, puzzle.Rating-won[1].Rating; up <= down {
		t.Errorf("the less sure rating (deviation 350) moved %.1f, the surer (80) %.1f: want the less sure to move more", up, down)
	}
	for i, g := range [][]glicko{won, lost} {
		if g[0].RD >= person.RD || g[1].RD >= puzzle.RD {
			t.Errorf("case %d: deviations %.1f and %.1f after a game, want them below %.0f and %.0f", i, g[0].RD, g[1].RD, person.RD, puzzle.RD)
		}
	}
	if draw := out[2]; math.Abs(draw[0].Rating-1500) > 1e-9 || math.Abs(draw[1].Rating-1500) > 1e-9 {
		t.Errorf("a draw between equals moved the ratings: %+v", draw)
	}
	if s := out[3]; s[0].RD < 45 || s[1].RD < 45 || s[0].RD > 350 {
		t.Errorf("deviations left 45..350: %+v", s)
	}
	if upset, even := out[4][0].Rating-1100, out[5][0].Rating-1100; even <= 0 || upset <= even {
		t.Errorf("beating a rating 800 points higher gained %.1f, beating an equal %.1f: want both gains, the first larger", upset, even)
	}
}
