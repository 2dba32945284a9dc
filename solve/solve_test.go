package solve

import (
	"bytes"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func mustPos(t testing.TB, v engine.Variant, fen string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(fen, v)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func newSolver(t testing.TB, r *engine.Rules, mib int) *Solver {
	t.Helper()
	opt := DefaultOptions()
	opt.HashMiB = mib
	s, err := New(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// proveAndCheck solves p, checks the value, writes the proof and verifies
// it, and returns the result.
func proveAndCheck(t *testing.T, s *Solver, p engine.Position, want Value) Result {
	t.Helper()
	res := s.Solve(p, Limits{}, Hooks{})
	if res.Value != want {
		t.Fatalf("%s: %v (%s), want %v", p.String(), res.Value, res.Reason, want)
	}
	winner := p.Side
	if want == Loss {
		winner = winner.Other()
	}
	pr, err := s.Extract(p, winner)
	if err != nil {
		t.Fatalf("%s: %v", p.String(), err)
	}
	var b bytes.Buffer
	if _, err := pr.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(&b)
	if err != nil {
		t.Fatalf("%s: the proof does not verify: %v", p.String(), err)
	}
	if rep.Winner != winner || rep.Lines != pr.Lines() || rep.Positions != pr.Nodes() || rep.Plies != pr.Plies() {
		t.Fatalf("%s: report %+v, proof %d lines %d positions %d plies", p.String(), rep, pr.Lines(), pr.Nodes(), pr.Plies())
	}
	return res
}

// endOf plays the line from p and returns why the game is over there.
func endOf(t *testing.T, r *engine.Rules, p engine.Position, line []engine.Move) string {
	t.Helper()
	for _, m := range line {
		q, err := r.Play(&p, m)
		if err != nil {
			t.Fatalf("line %v: %v", line, err)
		}
		p = q
	}
	res, why := r.Outcome(&p)
	if res == engine.NoResult {
		t.Fatalf("line %v does not end the game", line)
	}
	return why
}

// TestSolveFrontRowWins: wins in one ply by emptying the opponent's front
// row, in namua and in mtaji.
func TestSolveFrontRowWins(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	for _, c := range []struct{ fen, move string }{
		{"0,0,0,0,0,0,0,0/1,10,3,1,0,0,1,0/0,1,1,2,16,3,3,0/0,0,0,0,0,0,1,2 9,10 N S -", "a5R"},
		{"2,2,0,5,1,0,0,2/0,6,2,1,1,0,0,0/1,1,1,13,1,0,10,2/2,1,3,0,1,3,2,1 0,0 N - -", "b8R"},
	} {
		p := mustPos(t, r.Variant, c.fen)
		s := newSolver(t, &r, 4)
		res := proveAndCheck(t, s, p, Win)
		if res.Plies != 1 || res.Move.String() != c.move || len(res.PV) != 1 {
			t.Errorf("%s: plies %d move %v pv %v, want 1 %s", c.fen, res.Plies, res.Move, res.PV, c.move)
		}
		if why := endOf(t, &r, p, res.PV); !strings.Contains(why, "South's front row is empty") {
			t.Errorf("%s: ends because %s", c.fen, why)
		}
	}
}

// TestSolveNoMove: a player who cannot move has lost, at the root and as
// the end of a proof.
func TestSolveNoMove(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	// North to move holds only singletons.
	p := mustPos(t, r.Variant, "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/4,4,4,4,4,4,4,4/2,2,2,2,2,2,2,2 0,0 N - -")
	res := newSolver(t, &r, 4).Solve(p, Limits{}, Hooks{})
	if res.Value != Loss || res.Plies != 0 || !strings.Contains(res.Reason, "North cannot move") {
		t.Fatalf("singletons: %+v", res)
	}
	// A Kiswahili endgame whose best line ends with North unable to move.
	k := engine.DefaultRules(engine.Kiswahili)
	e := endgames[engine.Kiswahili][0]
	q := mustPos(t, k.Variant, e.fen)
	s := newSolver(t, &k, 16)
	res = proveAndCheck(t, s, q, e.value)
	line, ok := s.ShortestLine(q, engine.South, e.plies, 0)
	if !ok || len(line) != e.plies {
		t.Fatalf("shortest line %v %v", line, ok)
	}
	if why := endOf(t, &k, q, line); why != "North cannot move" {
		t.Errorf("ends because %s", why)
	}
}

// TestSolveNeverEndingMove: South's only moves never end. They are
// illegal by default, so South cannot move and loses; under
// infiniteMove=loses they are legal and lose at once.
func TestSolveNeverEndingMove(t *testing.T) {
	const fen = "2,1,1,2,2,1,1,3/2,5,1,0,5,5,2,3/1,0,1,0,1,0,1,0/0,1,0,1,0,1,20,1 0,0 S - -"
	r := engine.DefaultRules(engine.Kujifunza)
	p := mustPos(t, r.Variant, fen)
	if maxPit(&p, engine.South) < 2 {
		t.Fatal("South has no hole to sow from")
	}
	res := newSolver(t, &r, 4).Solve(p, Limits{}, Hooks{})
	if res.Value != Loss || res.Plies != 0 || res.Reason != "South cannot move" {
		t.Fatalf("illegal: %+v", res)
	}
	loses := r
	loses.InfiniteMove = engine.InfiniteLoses
	var ch engine.Children
	loses.Generate(&p, &ch)
	if ch.N == 0 {
		t.Fatal("under infiniteMove=loses South should have moves")
	}
	s := newSolver(t, &loses, 4)
	res = proveAndCheck(t, s, p, Loss)
	if res.Plies != 1 {
		t.Fatalf("loses: %+v", res)
	}
	if why := endOf(t, &loses, p, res.PV); why != "South played a never-ending move" {
		t.Errorf("loses: ends because %s", why)
	}
}

// TestSolveEndgames: the frozen endgames of every variant have their
// values, exact lengths and checkable proofs.
func TestSolveEndgames(t *testing.T) {
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		for i, e := range endgames[v] {
			p := mustPos(t, v, e.fen)
			s := newSolver(t, &r, 16)
			res := proveAndCheck(t, s, p, e.value)
			if res.Plies < e.plies {
				t.Errorf("%v %d: strategy of %d plies, shorter than the exact %d", v, i, res.Plies, e.plies)
			}
			if testing.Short() {
				continue
			}
			winner := p.Side
			if e.value == Loss {
				winner = winner.Other()
			}
			n, exact, _, _ := s.Shortest(p, winner, res.Plies, 0)
			if !exact || n != e.plies {
				t.Errorf("%v %d: shortest %d (exact %v), want %d", v, i, n, exact, e.plies)
				continue
			}
			line, ok := s.ShortestLine(p, winner, n, 0)
			if !ok || len(line) != n {
				t.Errorf("%v %d: line %v", v, i, line)
				continue
			}
			if why := endOf(t, &r, p, line); why != e.why {
				t.Errorf("%v %d: the best line ends because %s, want %s", v, i, why, e.why)
			}
		}
	}
}

// TestSolveKujifunzaStart: Bao la Kujifunza is a first-player win
// (Donkers and Uiterwijk 2002), here with a checked proof; the shortest
// win takes 21 plies.
func TestSolveKujifunzaStart(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s := newSolver(t, &r, 16)
	res := proveAndCheck(t, s, p, Win)
	if res.Move == engine.NoMove || len(res.PV) != res.Plies {
		t.Fatalf("%+v", res)
	}
	if testing.Short() {
		return
	}
	n, exact, first, _ := s.Shortest(p, engine.South, res.Plies, 0)
	if !exact || n != 21 || first == engine.NoMove {
		t.Fatalf("shortest %d %v %v, want 21", n, exact, first)
	}
	if win, known := s.WinWithin(p, 19, 0); win || !known {
		t.Fatalf("win within 19 plies: %v %v", win, known)
	}
}

// TestSolveThreads: two threads over one table find the same values.
func TestSolveThreads(t *testing.T) {
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		opt := DefaultOptions()
		opt.HashMiB, opt.Threads = 16, 2
		for _, e := range endgames[v][:4] {
			s, err := New(&r, opt)
			if err != nil {
				t.Fatal(err)
			}
			p := mustPos(t, v, e.fen)
			proveAndCheck(t, s, p, e.value)
		}
	}
	// Progress reports read the other thread's counters.
	r := engine.DefaultRules(engine.Kiswahili)
	opt := DefaultOptions()
	opt.HashMiB, opt.Threads = 16, 2
	s, _ := New(&r, opt)
	reports := 0
	s.Solve(engine.StartPosition(engine.Kiswahili), Limits{Nodes: 20000, ProgressEvery: 1}, Hooks{Progress: func(Progress) { reports++ }})
	if reports == 0 {
		t.Error("no progress report")
	}
}

// TestSolveLimitsAndStop: limits end the search with Unknown, the table
// keeps the work, and a second call finishes the job.
func TestSolveLimitsAndStop(t *testing.T) {
	r := engine.DefaultRules(engine.Kete)
	e := endgames[engine.Kete][0]
	p := mustPos(t, r.Variant, e.fen)
	s := newSolver(t, &r, 16)
	var reports int
	res := s.Solve(p, Limits{Nodes: 3000, ProgressEvery: 1}, Hooks{Progress: func(pr Progress) {
		reports++
		if pr.RootPN == 0 && pr.RootDN == 0 {
			t.Errorf("progress with both numbers 0: %+v", pr)
		}
	}})
	if res.Value != Unknown || res.Reason != "node limit" || res.Nodes < 3000 || reports == 0 {
		t.Fatalf("node limit: %+v, %d reports", res, reports)
	}
	first := res.Nodes
	res = s.Solve(p, Limits{}, Hooks{})
	if res.Value != e.value {
		t.Fatalf("second call: %+v", res)
	}
	fresh := newSolver(t, &r, 16).Solve(p, Limits{}, Hooks{})
	if res.Nodes >= fresh.Nodes {
		t.Errorf("the second call did not reuse the first: %d + %d nodes, fresh %d", first, res.Nodes, fresh.Nodes)
	}
	s.Clear()
	s.Stop()
	// A stop requested before Solve does not carry over.
	if res := s.Solve(p, Limits{}, Hooks{}); res.Value != e.value {
		t.Fatalf("after Stop: %+v", res)
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	for _, o := range []Options{
		{HashMiB: 0, Threads: 1},
		{HashMiB: 1, Threads: 0},
		{HashMiB: 1, Threads: 1, Epsilon: -1},
		{HashMiB: 1, Threads: 1, Init: 9},
	} {
		if _, err := New(&r, o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if _, err := ParseInit("nope"); err == nil {
		t.Error("ParseInit accepted nope")
	}
	if v, _ := ParseInit("Unit"); v != InitUnit || v.String() != "unit" {
		t.Error("ParseInit unit")
	}
	if Win.String() != "win" || NoForcedWin.String() != "no-forced-win" {
		t.Error("Value.String")
	}
}

func TestProve(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	res := Prove(&r, engine.StartPosition(engine.Kujifunza), 8, Limits{})
	if res.Value != Win || res.Move == engine.NoMove {
		t.Fatalf("%+v", res)
	}
	if testing.Short() {
		return
	}
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		e := endgames[v][1]
		res := ProveShortest(&r, mustPos(t, v, e.fen), 8, Limits{})
		if res.Value != e.value || !res.Exact || res.Plies != e.plies || len(res.PV) != e.plies || res.Move != res.PV[0] {
			t.Errorf("%v: %+v, want %v in %d", v, res, e.value, e.plies)
		}
	}
}

// TestRepetitionFavoursDefender: a position repeated on the current path
// counts as lost for the attacker whoever is to move there, and is marked
// as relying on a cycle, so no proof for the attacker can use it.
func TestRepetitionFavoursDefender(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	s := newSolver(t, &r, 1)
	w := newWorker(s, 0)
	p := engine.StartPosition(engine.Kujifunza) // South to move
	w.path.push(p.Key)
	for _, c := range []struct {
		defender engine.Side
		want     val
	}{
		{engine.North, val{pn: inf, dn: 0, cyc: true}}, // attacker South to move: he loses
		{engine.South, val{pn: 0, dn: inf, cyc: true}}, // defender South to move: he wins
	} {
		w.defender = c.defender
		if got := w.childValue(&p); got != c.want {
			t.Errorf("defender %v: %+v, want %+v", c.defender, got, c.want)
		}
	}
	w.path.pop()
	if w.path.has(p.Key) {
		t.Fatal("path still holds the key")
	}
	// A cycle-marked decision stored for one defender is not used when the
	// roles are swapped.
	s.tt.store(entry{key: p.Key, pn: 0, dn: inf, flags: flagCyc})
	w.defender = engine.North // favours South = the attacker: unusable
	if got := w.childValue(&p); got.decided() {
		t.Errorf("cycle decision used for the other side: %+v", got)
	}
	w.defender = engine.South
	if got := w.childValue(&p); !got.decided() || !got.cyc {
		t.Errorf("cycle decision for the defender not used: %+v", got)
	}
}
