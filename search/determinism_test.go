package search_test

import (
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

func benchPosition(t testing.TB, i int) (engine.Rules, engine.Position) {
	bp := bench.Positions[i]
	p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
	if err != nil {
		t.Fatal(err)
	}
	return engine.DefaultRules(bp.Variant), p
}

// TestNodeLimitDeterminism: two node-limited searches after Clear give the
// same result, node count and line.
func TestNodeLimitDeterminism(t *testing.T) {
	for _, alg := range []string{"pvs", "mtdf"} {
		o := search.DefaultOptions()
		o.Algorithm = alg
		s := search.New(o)
		for _, i := range []int{0, 7, 12, 18, 25} {
			r, p := benchPosition(t, i)
			var res [2]search.Result
			var infos [2][]search.Info
			for k := range res {
				s.Clear()
				res[k] = s.Search(&r, p, nil, search.Limits{Nodes: 20000}, func(in search.Info) {
					if in.Bound != search.Exact {
						return // fail-high/low lines are sent only after a million nodes
					}
					in.Time, in.NPS = 0, 0
					infos[k] = append(infos[k], in)
				})
			}
			if !reflect.DeepEqual(res[0], res[1]) {
				t.Errorf("%s position %d: %+v then %+v", alg, i+1, res[0], res[1])
			}
			if !reflect.DeepEqual(infos[0], infos[1]) {
				t.Errorf("%s position %d: progress differs", alg, i+1)
			}
			if res[0].Nodes < 20000 || res[0].Nodes > 20001 {
				t.Errorf("%s position %d: %d nodes, limit 20000", alg, i+1, res[0].Nodes)
			}
		}
	}
}

// TestStopInfinite: an infinite search returns only after Stop, with a
// legal move. The test arms the searcher before starting the search's
// goroutine (as Arm's doc says a caller on another goroutine must): it
// used to call Stop after a 150 ms sleep, and on a loaded machine the
// goroutine had not reached Search yet, so Search cleared the stop and
// the test hung until the 10-minute timeout. It now waits for events
// (the first iteration, the search's return), not for a deadline.
func TestStopInfinite(t *testing.T) {
	o := search.DefaultOptions()
	o.Threads = 2
	s := search.New(o)
	r, p := benchPosition(t, 18)
	lim := search.Limits{Infinite: true}
	s.Arm(lim)
	started := make(chan struct{})
	var once sync.Once
	done := make(chan search.Result, 1)
	go func() {
		done <- s.Search(&r, p, nil, lim, func(search.Info) { once.Do(func() { close(started) }) })
	}()
	select {
	case <-started:
	case <-done:
		t.Fatal("infinite search returned before stop")
	case <-time.After(time.Minute):
		t.Fatal("no iteration finished in a minute")
	}
	time.Sleep(150 * time.Millisecond)
	select {
	case <-done:
		t.Fatal("infinite search returned before stop")
	default:
	}
	s.Stop()
	select {
	case res := <-done:
		if _, err := r.Play(&p, res.Best); err != nil {
			t.Fatalf("best %v: %v", res.Best, err)
		}
	case <-time.After(time.Minute):
		t.Fatal("search did not end after Stop")
	}
}

// TestPonderHit: a ponder search with a movetime keeps searching until
// ponderhit, then obeys the movetime. The searcher is armed first, so a
// ponderhit that arrives before the search goroutine reaches Search is
// kept (without it the ponderhit was lost on a loaded machine).
func TestPonderHit(t *testing.T) {
	s := search.New(search.DefaultOptions())
	s.Prepare()
	r, p := benchPosition(t, 18)
	lim := search.Limits{Ponder: true, MoveTime: 100 * time.Millisecond}
	s.Arm(lim)
	done := make(chan search.Result)
	go func() {
		done <- s.Search(&r, p, nil, lim, nil)
	}()
	select {
	case <-done:
		t.Fatal("ponder search returned before ponderhit")
	case <-time.After(200 * time.Millisecond):
	}
	s.PonderHit()
	select {
	case res := <-done:
		if res.Best == engine.NoMove {
			t.Fatal("no move")
		}
	case <-time.After(time.Minute):
		t.Fatal("search did not end after ponderhit + movetime")
	}
}

// TestMoveTime: a movetime search on the real clock uses its time and
// then ends. The upper bound only catches a search that does not stop: a
// loaded machine may hold the process back for a long time (the alarm's
// exact behaviour is tested on a fake clock in alarm_test.go).
func TestMoveTime(t *testing.T) {
	o := search.DefaultOptions()
	o.MoveOverhead = 0
	s := search.New(o)
	s.Prepare() // allocating the table is not part of the move's time
	r, p := benchPosition(t, 18)
	start := time.Now()
	s.Search(&r, p, nil, search.Limits{MoveTime: 100 * time.Millisecond}, nil)
	if el := time.Since(start); el < 100*time.Millisecond || el > 10*time.Second {
		t.Fatalf("movetime 100ms took %v", el)
	}
}

// TestMultiPVAndSearchMoves: MultiPV lines are distinct, ordered, and
// restricted by SearchMoves.
func TestMultiPVAndSearchMoves(t *testing.T) {
	o := search.DefaultOptions()
	o.MultiPV = 3
	s := search.New(o)
	r, p := benchPosition(t, 20)
	var ml engine.MoveList
	r.Legal(&p, &ml)
	if ml.N < 4 {
		t.Skip("too few moves")
	}
	lines := map[int]search.Info{}
	s.Search(&r, p, nil, search.Limits{Depth: 6}, func(in search.Info) {
		if in.Depth == 6 {
			lines[in.MultiPV] = in
		}
	})
	if len(lines) != 3 {
		t.Fatalf("got %d lines", len(lines))
	}
	if lines[1].PV[0] == lines[2].PV[0] || lines[2].PV[0] == lines[3].PV[0] || lines[1].Score < lines[2].Score || lines[2].Score < lines[3].Score {
		t.Fatalf("bad multipv lines: %+v", lines)
	}
	only := []engine.Move{ml.Moves[ml.N-1]}
	s.SetOptions(search.DefaultOptions())
	res := s.Search(&r, p, nil, search.Limits{Depth: 5, SearchMoves: only}, nil)
	if res.Best != only[0] {
		t.Fatalf("searchmoves %v: best %v", only, res.Best)
	}
}

// TestRepetitionScoresZero: a position whose every continuation repeats a
// history position scores 0 at depth 1.
func TestRepetitionHistory(t *testing.T) {
	r, p := benchPosition(t, 18)
	var ch engine.Children
	r.Generate(&p, &ch)
	hist := make([]uint64, ch.N)
	for i := 0; i < ch.N; i++ {
		hist[i] = ch.List[i].Pos.Key
	}
	s := search.New(search.DefaultOptions())
	if res := s.Search(&r, p, hist, search.Limits{Depth: 1}, nil); res.Score != 0 {
		t.Fatalf("all children repeat: score %d, want 0", res.Score)
	}
}
