package app

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// storageRunner runs the page's storage.js under Node with a localStorage
// of its own. For each case read as JSON from standard input (the raw
// texts to plant under their keys, and a key whose reads throw), it plants
// them in an empty storage and writes what read gives for every name; a
// case with "write" writes those values through write() first and plants
// nothing.
const storageRunner = `const items = new Map();
let broken = '';
globalThis.localStorage = {
  getItem: (k) => { if (k === broken) throw new Error('SecurityError'); return items.has(k) ? items.get(k) : null; },
  setItem: (k, v) => { items.set(k, String(v)); },
  removeItem: (k) => { items.delete(k); },
};
const { read, write } = await import('./storage.js');
const names = ['game', 'newGame', 'lang', 'lessonsDone', 'lesson', 'puzzles', 'puzzleRatings', 'puzzle', 'learn', 'tab', 'review'];
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const out = JSON.parse(input).map((c) => {
    items.clear();
    broken = c.broken || '';
    for (const [k, v] of Object.entries(c.plant || {})) items.set(k, v);
    for (const [n, v] of Object.entries(c.write || {})) write(n, v);
    const got = {};
    for (const n of names) got[n] = read(n);
    return { got, raw: Object.fromEntries(items) };
  });
  process.stdout.write(JSON.stringify(out));
});
`

// storageName is a name of storage.js and its localStorage key.
type storageName struct{ name, key string }

// storageNames are every name storage.js keeps, with their keys.
var storageNames = []storageName{
	{"game", "bao-game"}, {"newGame", "bao-new-game"}, {"lang", "bao-lang"}, {"lessonsDone", "bao-lessons-done"},
	{"lesson", "bao-lesson"}, {"puzzles", "bao-puzzles"}, {"puzzleRatings", "bao-puzzle-ratings"}, {"puzzle", "bao-puzzle"},
	{"learn", "bao-learn"}, {"tab", "bao-tab"}, {"review", "bao-review"},
}

// oldValues are values as the page before this one wrote them (most
// without a version; the puzzles' record with the version 2 of the puzzle
// file before this one), by key; and the puzzles' learned ratings and the
// last review, which the page before did not keep, as today's page writes
// them, one entry of each bad.
var oldValues = map[string]string{
	"bao-game": `{"version":1,"game":{"variant":"kujifunza","options":{"infiniteMoveLapLimit":"700"},"fen":"","moves":["A6L","a5R"]},` +
		`"hints":[0],"players":{"S":"human","N":"engine"},"levelSeed":12345,"strength":{"mode":"depth","level":"3","value":"2"}}`,
	"bao-new-game":       `{"side":"N","opponent":"2","variant":"kete"}`,
	"bao-lang":           `sw`,
	"bao-lessons-done":   `["namua","capture"]`,
	"bao-lesson":         `{"id":"kichwa","step":1,"players":{"S":"human","N":"engine"}}`,
	"bao-puzzles":        `{"rating":1032,"solved":[3,7],"failed":[5]}`,
	"bao-puzzle-ratings": `{"version":1,"value":{"3":[1520.5,180,0.06],"x":[1500,200,0.06],"7":[1500,0,0.06],"8":[1500,200]}}`,
	"bao-puzzle":         `{"id":5,"players":{"S":"engine","N":"human"},"tried":true}`,
	"bao-learn":          `puzzles`,
	"bao-tab":            `panel-learn`,
	"bao-review":         reviewKept,
}

// reviewKept is a review as the page keeps it: a game of three moves, the
// graph's points and the judged chances, and two mistakes, the second
// bad (its better line is no list of moves).
const reviewKept = `{"version":1,"sitting":{"game":{"variant":"kiswahili","options":{},"fen":"","moves":["A6L","a5R","A4L"]},` +
	`"players":{"S":"human","N":"engine"},"hints":[1],"levelSeed":77},"strength":{"mode":"level","level":3,"value":0},"sides":["S"],` +
	`"points":[["S",0.5,""],["N",0.52,""],["S",0.6,"??"],["N",0.62,""]],"verdicts":[[0.5,0.48,""],[0.52,0.4,""],[0.6,0.38,""]],` +
	`"items":[{"ply":3,"move":"A4L","mark":"??","side":"S","before":0.6,"after":0.38,"drop":0.22,"decided":"",` +
	`"better":["A5L","a3R"],"reply":["a4L"],"why":{"code":"captured","side":"S","move":"a4L","count":4,"holes":["A6"]}},` +
	`{"ply":1,"move":"A6L","mark":"?","side":"S","before":0.5,"after":0.3,"drop":0.2,"decided":"","better":"A5L","reply":[],"why":null}]}`

// oldRead is what read gives for each of oldValues, by name: today's
// shape. The puzzles' Elo rating is kept without a deviation (the page
// makes it as unsure as a new one's); the ids solved and failed, and the
// puzzle in progress, were those of the puzzle file before this one, other
// positions under the same numbers, and go; of the
// ratings learned, the bad entries go alone.
var oldRead = map[string]string{
	"game": `{"game":{"variant":"kujifunza","options":{"infiniteMoveLapLimit":"700"},"fen":"","moves":["A6L","a5R"]},` +
		`"hints":[0],"players":{"S":"human","N":"engine"},"levelSeed":12345,"strength":{"mode":"depth","level":3,"value":2}}`,
	"newGame":       `{"side":"N","opponent":"2","variant":"kete"}`,
	"lang":          `"sw"`,
	"lessonsDone":   `["namua","capture"]`,
	"lesson":        `{"id":"kichwa","step":1,"players":{"S":"human","N":"engine"}}`,
	"puzzles":       `{"rating":1032,"solved":[],"failed":[],"theme":""}`,
	"puzzleRatings": `{"3":[1520.5,180,0.06]}`,
	"puzzle":        `null`,
	"learn":         `"puzzles"`,
	"tab":           `"panel-learn"`,
	"review": `{"sitting":{"game":{"variant":"kiswahili","options":{},"fen":"","moves":["A6L","a5R","A4L"]},` +
		`"players":{"S":"human","N":"engine"},"hints":[1],"levelSeed":77},"strength":{"mode":"level","level":3,"value":0},"sides":["S"],` +
		`"points":[["S",0.5,""],["N",0.52,""],["S",0.6,"??"],["N",0.62,""]],"verdicts":[[0.5,0.48,""],[0.52,0.4,""],[0.6,0.38,""]],` +
		`"items":[{"ply":3,"move":"A4L","mark":"??","side":"S","before":0.6,"after":0.38,"drop":0.22,"decided":"",` +
		`"better":["A5L","a3R"],"reply":["a4L"],"why":{"code":"captured","side":"S","move":"a4L","count":4,"holes":["A6"]}}]}`,
}

// corrupt are values no page wrote under any key: each reads as nothing.
var corrupt = []string{`}{ not JSON`, `null`, `"\u0000"`, `{"version":99,"value":"sw"}`, `{"version":-1}`, `7`}

// storageCase is one case of storageRunner.
type storageCase struct {
	Plant  map[string]string `json:"plant,omitempty"`
	Broken string            `json:"broken,omitempty"`
	Write  map[string]any    `json:"write,omitempty"`
}

// storageResult is what storageRunner answers for a case.
type storageResult struct {
	Got map[string]json.RawMessage `json:"got"`
	Raw map[string]string          `json:"raw"`
}

// runStorage runs the cases through storage.js.
func runStorage(t *testing.T, cases []storageCase) []storageResult {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	out := runPageScript(t, storageRunner, nil, in, "storage.js")
	var res []storageResult
	if err := json.Unmarshal(out, &res); err != nil || len(res) != len(cases) {
		t.Fatalf("node wrote %q (%v), want %d results", out, err, len(cases))
	}
	return res
}

// sameJSON says whether two JSON texts hold the same value.
func sameJSON(t *testing.T, a, b string) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal([]byte(a), &x); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if err := json.Unmarshal([]byte(b), &y); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return reflect.DeepEqual(x, y)
}

// TestStorageReadsThePageBefore: the values the page before this one
// kept (most without a version) are read in today's shape, so that
// nobody loses a game or their progress to an update; and what today's
// page writes reads back the same, with a version.
func TestStorageReadsThePageBefore(t *testing.T) {
	write := map[string]any{}
	for n, v := range oldRead {
		var x any
		if err := json.Unmarshal([]byte(v), &x); err != nil {
			t.Fatal(err)
		}
		write[n] = x
	}
	res := runStorage(t, []storageCase{{Plant: oldValues}, {Write: write}})
	for _, n := range storageNames {
		if got := string(res[0].Got[n.name]); !sameJSON(t, got, oldRead[n.name]) {
			t.Errorf("%s as the page before wrote it, %s: read %s, want %s", n.key, oldValues[n.key], got, oldRead[n.name])
		}
		if got := string(res[1].Got[n.name]); !sameJSON(t, got, oldRead[n.name]) {
			t.Errorf("%s written and read back: %s, want %s", n.key, got, oldRead[n.name])
		}
		var raw struct {
			Version *int `json:"version"`
		}
		if err := json.Unmarshal([]byte(res[1].Raw[n.key]), &raw); err != nil || raw.Version == nil {
			t.Errorf("%s is written without a version: %s", n.key, res[1].Raw[n.key])
		}
	}
}

// TestStorageKeyByKey plants a corrupt value (and a storage that throws)
// in each key in turn, the others holding good values: that key reads as
// nothing and every other one reads as it was. The game's other parts
// (players, strength, seed) are dropped alone when bad, not the game.
func TestStorageKeyByKey(t *testing.T) {
	var cases []storageCase
	type want struct{ name, bad string }
	var wants []want
	for _, n := range storageNames {
		bads := append(slices.Clone(corrupt), "") // "": the key's reads throw
		for _, bad := range bads {
			plant := map[string]string{}
			for k, v := range oldValues {
				plant[k] = v
			}
			c := storageCase{Plant: plant}
			if bad == "" {
				c.Broken = n.key
			} else {
				plant[n.key] = bad
			}
			cases = append(cases, c)
			wants = append(wants, want{n.name, bad})
		}
	}
	res := runStorage(t, cases)
	for i, w := range wants {
		for _, n := range storageNames {
			got := string(res[i].Got[n.name])
			if n.name == w.name {
				if got != "null" {
					t.Errorf("%s holding %q: read %s, want nothing", n.key, w.bad, got)
				}
			} else if !sameJSON(t, got, oldRead[n.name]) {
				t.Errorf("with %s holding %q, %s reads %s, want %s", storageNames[i/(len(corrupt)+1)].key, w.bad, n.key, got, oldRead[n.name])
			}
		}
	}

	// Inside the game's value, a bad part goes alone.
	game := `{"version":1,"game":{"variant":"kiswahili","moves":["A6L"]},"hints":[0,"x",9],"players":{"S":"<b>","N":7},"levelSeed":"99999999999","strength":{"mode":"x"}}`
	res = runStorage(t, []storageCase{{Plant: map[string]string{"bao-game": game}}})
	if got, want := string(res[0].Got["game"]), `{"game":{"variant":"kiswahili","options":{},"fen":"","moves":["A6L"]},"hints":[0]}`; !sameJSON(t, got, want) {
		t.Errorf("bao-game %s: read %s, want %s", game, got, want)
	}
}

// TestStoragePuzzleInProgress: the puzzle in progress written today reads
// back as it was; one the page before kept (version 2, or bare) named a
// puzzle of the file before this one and reads as nothing, while the
// person's rating of that time is kept.
func TestStoragePuzzleInProgress(t *testing.T) {
	today := map[string]any{"id": 5, "tried": true, "players": map[string]string{"S": "engine", "N": "human"}}
	res := runStorage(t, []storageCase{
		{Write: map[string]any{"puzzle": today}},
		{Plant: map[string]string{"bao-puzzle": `{"version":2,"id":5,"tried":true}`, "bao-puzzles": `{"version":2,"rating":1210,"solved":[1],"failed":[]}`}},
		{Plant: map[string]string{"bao-puzzle": `{"version":3,"id":"5"}`}},
	})
	if got := string(res[0].Got["puzzle"]); !sameJSON(t, got, `{"id":5,"tried":true,"players":{"S":"engine","N":"human"}}`) {
		t.Errorf("the puzzle in progress written and read back: %s", got)
	}
	if got := string(res[1].Got["puzzle"]); got != "null" {
		t.Errorf("a version 2 puzzle in progress reads %s, want nothing", got)
	}
	if got := string(res[1].Got["puzzles"]); !sameJSON(t, got, `{"rating":1210,"solved":[],"failed":[],"theme":""}`) {
		t.Errorf("a version 2 record reads %s, want its rating without the puzzles solved", got)
	}
	if got := string(res[2].Got["puzzle"]); got != "null" {
		t.Errorf("a puzzle in progress with a string id reads %s, want nothing", got)
	}
}

// TestStorageReview: a review whose game, points or judged chances are
// bad, or do not fit its game's length, reads as nothing (its graph could
// not be drawn); a bad mistake goes alone (TestStorageReadsThePageBefore).
func TestStorageReview(t *testing.T) {
	bads := []string{
		strings.Replace(reviewKept, `["S",0.6,"??"]`, `["S",1.6,"??"]`, 1),              // a chance beyond 1
		strings.Replace(reviewKept, `["N",0.62,""]]`, `]`, 1),                           // a point short
		strings.Replace(reviewKept, `[0.6,0.38,""]`, `[0.6,0.38,"won"]`, 1),             // no Decided
		strings.Replace(reviewKept, `"variant":"kiswahili"`, `"variant":"<script>"`, 1), // no game
		strings.Replace(reviewKept, `"players":{"S":"human","N":"engine"}`, `"players":{}`, 1),
	}
	var cases []storageCase
	for _, b := range bads {
		if b == reviewKept {
			t.Fatalf("a bad review is the good one: the replacement found nothing")
		}
		cases = append(cases, storageCase{Plant: map[string]string{"bao-review": b}})
	}
	for i, r := range runStorage(t, cases) {
		if got := string(r.Got["review"]); got != "null" {
			t.Errorf("bao-review %s: read %s, want nothing", bads[i], got)
		}
	}
}
