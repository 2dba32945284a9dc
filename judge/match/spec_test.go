package match

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/shard"
)

func TestParseEngineSpec(t *testing.T) {
	sp, err := ParseEngineSpec(`cmd=/usr/bin/bao args="-x 'a b'" arg=--y name="My Bao" proto=ugi option.Hash=16 option.Move Overhead=5 tc=40/60+0.6 timemargin=50 depth=7 nodes=1000`)
	if err == nil {
		t.Fatalf("an option name with a space outside quotes must fail: %+v", sp)
	}
	sp, err = ParseEngineSpec(`cmd=/usr/bin/bao args="-x 'a b'" arg=--y name="My Bao" proto=ugi option.Hash=16 "option.Move Overhead=5" tc=40/60+0.6 timemargin=50 depth=7 nodes=1000`)
	if err != nil {
		t.Fatal(err)
	}
	want := EngineSpec{Name: "My Bao", Cmd: "/usr/bin/bao", Args: []string{"-x", "a b", "--y"}, Dialect: "ugi",
		Options: []Option{{"Hash", "16"}, {"Move Overhead", "5"}},
		Limits: Limits{TC: TimeControl{Set: true, Moves: 40, Time: time.Minute, Inc: 600 * time.Millisecond},
			TimeMargin: 50 * time.Millisecond, hasMargin: true, Depth: 7, Nodes: 1000}}
	if !reflect.DeepEqual(sp, want) {
		t.Fatalf("got  %+v\nwant %+v", sp, want)
	}
}

func TestParseEngineSpecErrors(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"cmd", `field "cmd": want key=value`},
		{"cmd=", "cmd=\"\": empty command"},
		{"cmd=x tc=abc", `tc="abc": time "abc": want seconds`},
		{"cmd=x tc=0/10", `tc="0/10": moves "0" before '/'`},
		{"cmd=x tc=10+x", `increment "x"`},
		{"cmd=x st=-1", `st="-1": want seconds`},
		{"cmd=x depth=0", `depth="0": want 1..1000`},
		{"cmd=x nodes=z", `nodes="z"`},
		{"cmd=x timemargin=-5", `timemargin="-5": want milliseconds`},
		// Overflowed into a negative margin.
		{"cmd=x timemargin=9300000000000", `timemargin="9300000000000": want milliseconds, 0..3600000`},
		{"cmd=x timemargin=3600001", `timemargin="3600001": want milliseconds, 0..3600000`},
		{"cmd=x nodes=99999999999999999999", `nodes="99999999999999999999"`},
		{"cmd=x st=99999999", `st="99999999": want seconds`},
		{"cmd=x depth=1001", `depth="1001": want 1..1000`},
		{"cmd=x proto=xboard", `proto="xboard": want uci or ugi`},
		{"builtin=smart", `builtin="smart": want random or greedy`},
		{"cmd=x colour=red", `colour="red": unknown key`},
		{`cmd="x`, `unclosed "`},
		{"option.=3", "option without a name"},
		// A line break would send the rest as a command of its own.
		{"option.Hash=\"16\nquit\"", "want a name and value without line breaks"},
		{"option.Hash=\"16\rquit\"", "want a name and value without line breaks"},
	} {
		_, err := ParseEngineSpec(c.spec)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want it to contain %q", c.spec, err, c.want)
		}
	}
	for _, c := range []struct{ spec, want string }{
		{"name=x", "no cmd= or builtin="},
		{"cmd=x builtin=random", "choose one"},
		{"cmd=x", "no limit"},
		{"cmd=x tc=inf", "no limit"},
		{"cmd=x tc=10 st=1", "tc= and st= both"},
		{"cmd=x st=1 dir=/nonexistent/folder", "dir=/nonexistent/folder: not a folder that exists"},
	} {
		sp, err := ParseEngineSpec(c.spec)
		if err == nil {
			err = sp.Complete()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want it to contain %q", c.spec, err, c.want)
		}
	}
}

func TestEachAndNames(t *testing.T) {
	each, err := ParseEngineSpec("tc=10+0.1 option.Hash=16 timemargin=20")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := ParseEngineSpec("cmd=/x/bao option.Hash=32 tc=5")
	b, _ := ParseEngineSpec("cmd=/y/bao")
	a, b = a.WithDefaults(each), b.WithDefaults(each)
	specs := []EngineSpec{a, b, mustSpec(t, "builtin=random")}
	for i := range specs {
		if err := specs[i].Complete(); err != nil {
			t.Fatal(err)
		}
	}
	uniqueNames(specs)
	if specs[0].Name != "bao" || specs[1].Name != "bao-2" || specs[2].Name != "random" {
		t.Errorf("names %q %q %q", specs[0].Name, specs[1].Name, specs[2].Name)
	}
	if specs[0].Limits.TC.String() != "5" || specs[1].Limits.TC.String() != "10+0.1" || specs[1].Limits.TimeMargin != 20*time.Millisecond {
		t.Errorf("limits %v / %v", specs[0].Limits, specs[1].Limits)
	}
	if got := specs[0].Options; len(got) != 2 || got[1].Value != "32" {
		t.Errorf("options %v: the engine's own must come last", got)
	}
}

// TestDefaultTimeMargin: an engine without timemargin, in its own
// specification or --each, gets DefaultTimeMargin; an explicit 0 stays.
func TestDefaultTimeMargin(t *testing.T) {
	each, _ := ParseEngineSpec("st=0.1")
	a, _ := ParseEngineSpec("cmd=/x/bao")
	b, _ := ParseEngineSpec("cmd=/x/bao timemargin=0")
	zero, _ := ParseEngineSpec("st=0.1 timemargin=0")
	c, _ := ParseEngineSpec("cmd=/x/bao")
	for _, sp := range []*EngineSpec{&a, &b, &c} {
		e := each
		if sp == &c {
			e = zero
		}
		*sp = sp.WithDefaults(e)
		if err := sp.Complete(); err != nil {
			t.Fatal(err)
		}
	}
	if a.Limits.TimeMargin != DefaultTimeMargin || b.Limits.TimeMargin != 0 || c.Limits.TimeMargin != 0 {
		t.Fatalf("margins %v %v %v, want %v 0 0", a.Limits.TimeMargin, b.Limits.TimeMargin, c.Limits.TimeMargin, DefaultTimeMargin)
	}
}

func TestTimeControl(t *testing.T) {
	for in, want := range map[string]string{"40/60+0.6": "40/60+0.6", "1:30": "90", "0.5": "0.5", "10+0.1": "10+0.1", "inf": "inf"} {
		tc, err := ParseTimeControl(in)
		if err != nil || tc.String() != want {
			t.Errorf("%q: %v %v, want %q", in, tc, err, want)
		}
	}
	tc, _ := ParseTimeControl("2/1+0.1")
	c := newClock(tc)
	if !c.spend(300*time.Millisecond, 0) || c.left != 800*time.Millisecond || c.movesToGo() != 1 {
		t.Fatalf("after one move: left %v, to go %d", c.left, c.movesToGo())
	}
	if !c.spend(800*time.Millisecond, 0) || c.left != 1100*time.Millisecond || c.movesToGo() != 2 {
		t.Fatalf("after the period: left %v, to go %d", c.left, c.movesToGo())
	}
	if c.spend(1200*time.Millisecond, 50*time.Millisecond) {
		t.Fatal("overran by 100 ms with a 50 ms margin: the flag must fall")
	}
	c = newClock(tc)
	if !c.spend(1040*time.Millisecond, 50*time.Millisecond) || c.left != 100*time.Millisecond {
		t.Fatalf("within the margin: left %v", c.left)
	}
	s := newClock(tc)
	n := newClock(TimeControl{})
	clocks := [2]clock{s, n}
	lim := Limits{Depth: 3}
	if got := goArgs(lim, &clocks, 0, "uci"); got != "wtime 1000 winc 100 movestogo 2 depth 3" {
		t.Errorf("uci go: %q", got)
	}
	clocks[1] = newClock(tc)
	if got := goArgs(Limits{}, &clocks, 1, "ugi"); got != "p1time 1000 p2time 1000 p1inc 100 p2inc 100 movestogo 2" {
		t.Errorf("ugi go: %q", got)
	}
	if got := goArgs(Limits{MoveTime: 100 * time.Millisecond, Nodes: 5}, &[2]clock{}, 0, "uci"); got != "movetime 100 nodes 5" {
		t.Errorf("st go: %q", got)
	}
}

func TestParams(t *testing.T) {
	s, err := ParseSPRT("elo0=0 elo1=5")
	if err != nil || s != (SPRT{0, 5, 0.05, 0.05}) {
		t.Errorf("sprt %+v %v", s, err)
	}
	for in, want := range map[string]string{
		"elo0=5 elo1=0":         "must be below",
		"elo1=5":                "elo0 missing",
		"elo0=0 elo1=5 alpha=1": "alpha=\"1\": want a probability",
		"elo0=0 elo1=x":         "elo1=\"x\": want a number",
		"elo0=0 elo1=5 gamma=1": "unknown key \"gamma\"",
	} {
		if _, err := ParseSPRT(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("sprt %q: %v, want %q", in, err, want)
		}
	}
	r, err := ParseResign("movecount=3 score=1000 twosided=true")
	if err != nil || r != (Resign{3, 1000, true}) {
		t.Errorf("resign %+v %v", r, err)
	}
	if _, err := ParseResign("movecount=0 score=10"); err == nil || !strings.Contains(err.Error(), "movecount") {
		t.Errorf("resign movecount=0: %v", err)
	}
}

func TestSchedule(t *testing.T) {
	order := []int{3, 1, 2, 0}
	jobs := Schedule(2, 2, 4, false, order)
	if len(jobs) != 8 {
		t.Fatalf("%d jobs", len(jobs))
	}
	for i := 0; i < len(jobs); i += 2 {
		a, b := jobs[i], jobs[i+1]
		if a.Pair != b.Pair || a.Opening != b.Opening || a.South != b.North || a.North != b.South || a.South != 0 {
			t.Errorf("pair %d: %+v %+v", i/2, a, b)
		}
		if a.Opening != order[i/2%4] {
			t.Errorf("game %d opening %d", a.Number, a.Opening)
		}
	}
	rr := Schedule(4, 1, 2, false, order)
	if len(rr) != 12 {
		t.Errorf("round robin of 4: %d games, want 12", len(rr))
	}
	g := Schedule(4, 1, 2, true, order)
	if len(g) != 6 {
		t.Errorf("gauntlet of 4: %d games, want 6", len(g))
	}
	for _, j := range g {
		if j.South != 0 && j.North != 0 {
			t.Errorf("gauntlet game without the first engine: %+v", j)
		}
	}
	// Shards split the schedule into whole pairs and together hold it all.
	all := Schedule(3, 2, 4, false, order)
	seen := map[int]int{}
	for i := 1; i <= 3; i++ {
		for _, j := range shardJobs(shard.Shard{Index: i, Count: 3}, all) {
			seen[j.Number]++
			if (j.Pair-1)%3 != i-1 {
				t.Errorf("shard %d has pair %d", i, j.Pair)
			}
		}
	}
	if len(seen) != len(all) {
		t.Errorf("shards hold %d of %d games", len(seen), len(all))
	}
	for n, c := range seen {
		if c != 1 {
			t.Errorf("game %d in %d shards", n, c)
		}
	}
}
