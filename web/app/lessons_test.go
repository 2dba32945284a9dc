package app

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/web/rulesapi"
)

// lessonText is one text of a lesson in both languages.
type lessonText struct {
	SW string `json:"sw"`
	EN string `json:"en"`
}

// lessonGoal says what a right answer does; every field set must hold,
// and a legal move is right exactly when all of them hold.
type lessonGoal struct {
	End          string `json:"end"`          // the last lap ends (or stops) in this hole
	Stop         string `json:"stop"`         // the move stops at the "nyumba" or the "takasia" hole
	CaptureFirst string `json:"captureFirst"` // the first capture takes this hole
	Kichwa       string `json:"kichwa"`       // the first capture's kete are sown from this kichwa
	Safari       bool   `json:"safari"`       // the move goes on from the nyumba (safari)
	RelayAt      string `json:"relayAt"`      // a lap ends in this occupied hole and is sown on
	Takasia      string `json:"takasia"`      // the position after it has this takasia hole
	Wins         bool   `json:"wins"`         // the mover wins the game with it
	From         string `json:"from"`         // the move starts in this hole
	Nyumba       string `json:"nyumba"`       // the mover's nyumba is "kept" or "lost" after it
}

// lessonStep is one position of a lesson and its task.
type lessonStep struct {
	FEN       string                `json:"fen"`
	Goal      lessonGoal            `json:"goal"`
	Right     []string              `json:"right"`
	Task      lessonText            `json:"task"`
	RightText lessonText            `json:"rightText"`
	Wrong     map[string]lessonText `json:"wrong"`
}

// lesson is one lesson of lessons.json.
type lesson struct {
	ID      string            `json:"id"`
	Variant string            `json:"variant"`
	Options map[string]string `json:"options"`
	Rules   []string          `json:"rules"`
	Title   lessonText        `json:"title"`
	Steps   []lessonStep      `json:"steps"`
}

// readLessons reads the course the page ships.
func readLessons(t *testing.T) []lesson {
	t.Helper()
	data, err := fs.ReadFile(Files(), "lessons.json")
	if err != nil {
		t.Fatal(err)
	}
	var course struct {
		Lessons []lesson `json:"lessons"`
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&course); err != nil {
		t.Fatalf("lessons.json: %v", err)
	}
	return course.Lessons
}

// traceStep is one event of a move's sowing trace (web/rulesapi.Play).
type traceStep struct{ kind, hole string }

// goalHolds reports whether a move, played by mover ("S" or "N"), does
// what goal asks; if not, it says which part fails.
func goalHolds(g lessonGoal, mover string, res rulesapi.PlayResponse) (bool, string) {
	var trace []traceStep
	for _, e := range res.Trace {
		trace = append(trace, traceStep{e.Kind, e.Hole})
	}
	last := trace[len(trace)-1]
	if g.End != "" && !(slices.Contains([]string{"end", "stop-nyumba", "stop-takasia"}, last.kind) && last.hole == g.End) {
		return false, "it does not end in " + g.End
	}
	if g.Stop != "" && last.kind != "stop-"+g.Stop {
		return false, "it does not stop at the " + g.Stop
	}
	capture := slices.IndexFunc(trace, func(e traceStep) bool { return e.kind == "capture" })
	if g.CaptureFirst != "" && (capture < 0 || trace[capture].hole != g.CaptureFirst) {
		return false, "its first capture is not " + g.CaptureFirst
	}
	if g.Kichwa != "" {
		sown := slices.IndexFunc(trace[capture+1:], func(e traceStep) bool { return e.kind == "sow" || e.kind == "game-over" })
		if capture < 0 || sown < 0 || trace[capture+1+sown].hole != g.Kichwa {
			return false, "the captured kete are not sown from " + g.Kichwa
		}
	}
	if g.Safari && !slices.ContainsFunc(trace, func(e traceStep) bool { return e.kind == "safari" }) {
		return false, "it is no safari"
	}
	if g.RelayAt != "" && !slices.Contains(trace, traceStep{"relay", g.RelayAt}) {
		return false, "it does not sow on from " + g.RelayAt
	}
	if g.Takasia != "" && res.State.Takasia != g.Takasia {
		return false, "it leaves the takasia " + res.State.Takasia + ", not " + g.Takasia
	}
	if g.Wins && !(res.State.GameOver && res.State.Result == map[string]string{"S": "p1win", "N": "p2win"}[mover]) {
		return false, "it does not win"
	}
	if g.From != "" && !strings.HasPrefix(res.Move, g.From) {
		return false, "it does not start in " + g.From
	}
	if g.Nyumba != "" && res.State.Houses[mover].Owned != (g.Nyumba == "kept") {
		return false, "the nyumba is not " + g.Nyumba
	}
	return true, ""
}

// ruleSections returns the numbers of docs/rules.md's sections ("2.3.1").
func ruleSections(t *testing.T) map[string]bool {
	t.Helper()
	doc, err := os.ReadFile("../../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^#{2,4} ([0-9]+(?:\.[0-9]+)*)\.? `).FindAllStringSubmatch(string(doc), -1) {
		out[m[1]] = true
	}
	return out
}

// TestLessons checks the course against the rules engine: at least 12
// lessons, each citing sections of docs/rules.md that exist; every step's
// BFEN is a position of its variant (with its rule options), whose ply
// agrees with the side to move and the seeds in hand; the right
// answers are exactly the legal moves that do what the step's goal says
// (a capture of the hole named, the kete sown from the kichwa named, the
// game won, ...), so every listed answer is legal and none is missing;
// every move a wrong-answer explanation names is legal and not right;
// every step has a legal move that does not do the task (it can be
// failed); in a takasia step, a wrong move after which the opponent can
// capture has its own explanation (the general one speaks of threats);
// and every text is there in Kiswahili and in English.
func TestLessons(t *testing.T) {
	lessons := readLessons(t)
	if len(lessons) < 12 {
		t.Fatalf("lessons.json has %d lessons, want at least 12", len(lessons))
	}
	sections := ruleSections(t)
	ids := map[string]bool{}
	variants := map[string]int{}
	for _, l := range lessons {
		if l.ID == "" || ids[l.ID] {
			t.Errorf("lesson %q: the id is empty or not unique", l.ID)
		}
		ids[l.ID] = true
		variants[l.Variant]++
		checkText(t, l.ID+" title", l.Title)
		if len(l.Rules) == 0 {
			t.Errorf("lesson %s cites no section of docs/rules.md", l.ID)
		}
		for _, s := range l.Rules {
			if !sections[s] {
				t.Errorf("lesson %s cites section %s, which docs/rules.md does not have", l.ID, s)
			}
		}
		if len(l.Steps) < 1 || len(l.Steps) > 3 {
			t.Errorf("lesson %s has %d steps, want 1 to 3", l.ID, len(l.Steps))
		}
		for i, st := range l.Steps {
			checkStep(t, l, i, st)
		}
	}
	for _, v := range []string{"kiswahili", "kete", "kujifunza"} {
		if variants[v] == 0 {
			t.Errorf("no lesson of Bao la %s", v)
		}
	}
}

// checkStep checks one step of lesson l against the rules engine.
func checkStep(t *testing.T, l lesson, i int, st lessonStep) {
	t.Helper()
	name := l.ID + " step " + string(rune('1'+i))
	checkText(t, name+" task", st.Task)
	checkText(t, name+" rightText", st.RightText)
	game := rulesapi.Game{Variant: l.Variant, Options: l.Options, FEN: st.FEN, Moves: []string{}}
	pos, err := rulesapi.Legal(rulesapi.LegalRequest{Game: game})
	if err != nil {
		t.Errorf("%s: the BFEN %q is no %s position: %v", name, st.FEN, l.Variant, err)
		return
	}
	if pos.State.GameOver {
		t.Errorf("%s: the game is over in the lesson's position", name)
		return
	}
	if why := plyAgrees(l.Variant, pos.State); why != "" {
		t.Errorf("%s: the BFEN %q: %s", name, st.FEN, why)
	}
	var legal, doing []string
	for _, m := range pos.State.Legal {
		legal = append(legal, m.Move)
		res, err := rulesapi.Play(rulesapi.PlayRequest{Game: game, Move: m.Move})
		if err != nil {
			t.Fatalf("%s: the legal move %s cannot be played: %v", name, m.Move, err)
		}
		ok, why := goalHolds(st.Goal, pos.State.Side, res)
		if ok {
			doing = append(doing, m.Move)
		}
		if slices.Contains(st.Right, m.Move) && !ok {
			t.Errorf("%s: the right answer %s does not do the task: %s", name, m.Move, why)
		}
		// The general explanation of a takasia step says the move
		// threatens no single hole; after a move that leaves the
		// opponent a capture the reason is that capture (rules.md 2.8),
		// and the move needs its own explanation.
		if st.Goal.Takasia != "" && !ok && slices.ContainsFunc(res.State.Legal, func(r rulesapi.LegalMove) bool { return r.Capture }) {
			if _, own := st.Wrong[m.Move]; !own {
				t.Errorf("%s: after %s the opponent can capture, so nothing is blocked; the general explanation (no single hole threatened) does not say why", name, m.Move)
			}
		}
	}
	if len(doing) == len(legal) {
		t.Errorf("%s: every legal move (%v) does the task: the step cannot be failed", name, legal)
	}
	for _, r := range st.Right {
		if !slices.Contains(legal, r) {
			t.Errorf("%s: the right answer %s is not legal (legal: %v)", name, r, legal)
		}
	}
	if len(st.Right) == 0 || !slices.Equal(slices.Sorted(slices.Values(st.Right)), slices.Sorted(slices.Values(doing))) {
		t.Errorf("%s: the right answers are %v, but the legal moves that do the task are %v", name, st.Right, doing)
	}
	if _, ok := st.Wrong["*"]; !ok {
		t.Errorf("%s: no general wrong-answer explanation (key \"*\")", name)
	}
	for m, text := range st.Wrong {
		checkText(t, name+" wrong "+m, text)
		if m == "*" {
			continue
		}
		if !slices.Contains(legal, m) || slices.Contains(st.Right, m) {
			t.Errorf("%s: the wrong answer %s is not a legal move that is not right (legal: %v, right: %v)", name, m, legal, st.Right)
		}
	}
}

// plyAgrees says how the position's ply disagrees with its side to move
// and its seeds in hand, or "" when they agree. South moves on the even
// plies (0, 2, ...); in the variants with a namua stage each player starts
// with 22 kete in hand and plays one each move, South his last on ply 43
// and North on ply 44 (rules.md 2.3.3), so the ply fixes both hands.
func plyAgrees(variant string, st *rulesapi.State) string {
	if want := map[bool]string{true: "S", false: "N"}[st.Ply%2 == 0]; st.Side != want {
		return fmt.Sprintf("%s is to move at ply %d, want %s", st.Side, st.Ply, want)
	}
	if variant == "kujifunza" {
		return ""
	}
	south, north := max(0, 22-(st.Ply+1)/2), max(0, 22-st.Ply/2)
	if st.Hands["S"] != south || st.Hands["N"] != north {
		return fmt.Sprintf("the hands are %d,%d at ply %d, want %d,%d (22 each, one a move)", st.Hands["S"], st.Hands["N"], st.Ply, south, north)
	}
	return ""
}

// checkText fails the test when a lesson text is missing in a language.
func checkText(t *testing.T, what string, x lessonText) {
	t.Helper()
	if strings.TrimSpace(x.SW) == "" || strings.TrimSpace(x.EN) == "" {
		t.Errorf("lesson text %s: want both Kiswahili and English, have sw %q, en %q", what, x.SW, x.EN)
	}
}
