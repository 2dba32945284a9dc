package match

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/openings"
)

// TestLateMoveIsMeasured: a move that comes after the time allowed, but
// within the runner's grace, loses on time with the time it took in the
// record (not "no bestmove"), and the runner warns on Warn that forfeits
// pile up, with a margin that would have covered the overrun.
func TestLateMoveIsMeasured(t *testing.T) {
	c, pgn := testConfig(t, 1, "builtin=greedy", "cmd="+bin(t, "slow")+" arg=500ms st=0.2 timemargin=0 name=slow")
	c.Openings = []openings.Opening{{Start: engine.StartPosition(engine.Kiswahili), Label: "start"}}
	c.MaxPlies = 200
	c.Grace = time.Minute // however loaded the machine, the late move is read
	var warn bytes.Buffer
	c.Warn = &warn
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games != 1 || tally.Terminations[ReasonTime.String()] != 1 {
		t.Fatalf("%d games, terminations %v: slow must lose on time", tally.Games, tally.Terminations)
	}
	for _, g := range replayAll(t, pgn.Bytes()) {
		took, rest, ok := strings.Cut(strings.TrimPrefix(g.Termination, "time forfeit: slow took "), " of a fixed 200ms per move")
		d, err := time.ParseDuration(took)
		if !ok || rest != "" || err != nil || d < 500*time.Millisecond {
			t.Errorf("termination %q: want the measured time of the late move (at least 500ms)", g.Termination)
		}
	}
	w := warn.String()
	if strings.Count(w, "Warning: ") != 1 || !strings.Contains(w, "Warning: 1 of 1 games (100.0%) lost on time") ||
		!strings.Contains(w, "timemargin=") {
		t.Fatalf("warnings:\n%s", w)
	}
}

// TestForfeitWatch: the warning comes when time forfeits pass 2% of the
// games and again each time their number doubles, and suggests a margin.
func TestForfeitWatch(t *testing.T) {
	var b bytes.Buffer
	f := forfeitWatch{w: &b}
	specs := []EngineSpec{{Name: "a", Limits: Limits{TimeMargin: 100 * time.Millisecond}}, {Name: "b"}}
	rules := GameResult{Reason: ReasonRules, Loser: -1}
	late := GameResult{Reason: ReasonTime, Loser: 0, Overrun: 250 * time.Millisecond}
	games := 0
	add := func(r GameResult, n int) {
		for i := 0; i < n; i++ {
			games++
			f.add(&r, games, specs)
		}
	}
	add(rules, 99)
	add(late, 1) // 1 of 100: not more than 2%
	add(late, 2) // 3 of 102
	if got := strings.Count(b.String(), "Warning"); got != 1 || !strings.Contains(b.String(), "3 of 102 games (2.9%)") {
		t.Fatalf("after 3 forfeits in 102 games: %q", b.String())
	}
	if !strings.Contains(b.String(), "came 250ms after the time allowed (margin 100ms included)") || !strings.Contains(b.String(), "timemargin=700") {
		t.Errorf("warning lacks the overrun or the suggestion: %q", b.String())
	}
	add(late, 2) // 5: not yet double
	if strings.Count(b.String(), "Warning") != 1 {
		t.Fatalf("warned again before the forfeits doubled: %q", b.String())
	}
	add(late, 1) // 6: double of 3
	if strings.Count(b.String(), "Warning") != 2 {
		t.Fatalf("no second warning at 6 forfeits: %q", b.String())
	}
}

// TestNoAnswerIsNotLate: an engine that never answers a timed search
// loses on time with a reason that says it did not answer (not a time it
// took), and the warning says so instead of advising a larger margin.
func TestNoAnswerIsNotLate(t *testing.T) {
	// The margin keeps the fake's first two (immediate) moves in time on
	// a loaded machine; the third never comes.
	c, pgn := testConfig(t, 1, "builtin=greedy", "cmd="+bin(t, "hang")+" st=0.05 timemargin=3000 name=hang")
	c.Openings = []openings.Opening{{Start: engine.StartPosition(engine.Kiswahili), Label: "start"}}
	var warn bytes.Buffer
	c.Warn = &warn
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games != 1 || tally.Terminations[ReasonTime.String()] != 1 {
		t.Fatalf("%d games, terminations %v: hang must lose on time", tally.Games, tally.Terminations)
	}
	for _, g := range replayAll(t, pgn.Bytes()) {
		if !strings.HasPrefix(g.Termination, "time forfeit: hang did not answer: no bestmove within ") {
			t.Errorf("termination %q: want \"did not answer\"", g.Termination)
		}
	}
	w := warn.String()
	if !strings.Contains(w, "never answered") || strings.Contains(w, "timemargin=") {
		t.Errorf("warnings:\n%s", w)
	}
}

// TestForfeitWatchNoAnswer: games lost by an engine that never answered
// are warned about at once, apart from late moves, without a margin
// suggestion, and do not count as late moves.
func TestForfeitWatchNoAnswer(t *testing.T) {
	var b bytes.Buffer
	f := forfeitWatch{w: &b}
	specs := []EngineSpec{{Name: "a", Limits: Limits{TimeMargin: 100 * time.Millisecond}}, {Name: "b"}}
	silent := GameResult{Reason: ReasonTime, Loser: 0, NoAnswer: true, Overrun: time.Second}
	for games := 1; games <= 4; games++ {
		f.add(&silent, games, specs)
	}
	w := b.String()
	if strings.Count(w, "Warning") != 3 || !strings.Contains(w, "Warning: 1 of 1 games lost on time by an engine that never answered (the last: a)") ||
		strings.Contains(w, "timemargin=") || strings.Contains(w, "after the time allowed") {
		t.Errorf("warnings after 1, 2 and 4 games without an answer:\n%s", w)
	}
}

// slowLog is a log that takes a long time to write the first "go" line,
// as a log on a slow disk would.
type slowLog struct {
	mu    sync.Mutex
	slept bool
	delay time.Duration
}

func (s *slowLog) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.slept && strings.Contains(string(p), " > go ") {
		s.slept = true
		time.Sleep(s.delay)
	}
	return len(p), nil
}

// TestClockStartsAtGo: the runner times a move from the write of "go",
// so time the runner itself spends (here, a slow log) is not charged to
// the engine. Before, a four-second log write lost the engine its game
// (three seconds allowed; a depth-1 search answers in milliseconds, or
// in a second or two on a machine that stalls).
func TestClockStartsAtGo(t *testing.T) {
	c, _ := testConfig(t, 1, "cmd="+bin(t, "bao")+" st=1 depth=1 timemargin=2000 name=bao", "builtin=greedy")
	c.Log = &slowLog{delay: 4 * time.Second}
	tally, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if n := tally.Terminations[ReasonTime.String()]; n != 0 {
		t.Fatalf("the engine lost on time for the runner's slow log: %v", tally.Terminations)
	}
}

// TestMoveTimeBelowOverhead: a fixed time per move not above the
// engine's MoveOverhead (its declared default, or the option.MoveOverhead
// of its specification) leaves it a millisecond per move; the runner
// warns once per engine, however many processes it starts.
func TestMoveTimeBelowOverhead(t *testing.T) {
	for _, c := range []struct {
		spec string
		warn bool
	}{
		{"st=0.02", true},                          // the engine's default of 50 ms
		{"st=0.02 option.MoveOverhead=5", false},   // set below st
		{"st=0.06 option.MoveOverhead=100", true},  // set above st
		{"depth=1 option.MoveOverhead=100", false}, // no fixed time
	} {
		cfg, _ := testConfig(t, 2, "builtin=greedy", "cmd="+bin(t, "bao")+" name=bao "+c.spec)
		cfg.Concurrency = 2
		cfg.MaxPlies = 2
		var warn bytes.Buffer
		cfg.Warn = &warn
		if _, err := Run(context.Background(), cfg); err != nil {
			t.Fatal(err)
		}
		n := strings.Count(warn.String(), "Warning: engine bao: st=")
		if c.warn && n != 1 || !c.warn && warn.Len() != 0 {
			t.Errorf("%s: warnings %q", c.spec, warn.String())
		}
	}
}
