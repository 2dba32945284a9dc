package match

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/shard"
)

// The acceptance runs of the match runner. They are slow: all are skipped with
// -short, and the three long ones also need BAO_MATCH_ACCEPTANCE=1. The
// timed runs allow a 200 ms time margin: on a loaded 2-core machine the
// scheduler alone can delay a bestmove by tens of milliseconds.

func acceptance(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("slow acceptance run: not in -short")
	}
	if os.Getenv("BAO_MATCH_ACCEPTANCE") != "1" {
		t.Skip("set BAO_MATCH_ACCEPTANCE=1 for the long acceptance runs")
	}
}

// summary returns the tally's full report.
func summary(tl *Tally, s *SPRT) string {
	var b bytes.Buffer
	tl.Write(&b, s)
	return b.String()
}

// TestAcceptanceBeatsRandom: the engine at 50 ms a move against
// builtin=random over 100 games wins at least 99%, and the records replay
// to the same results through the rules engine.
func TestAcceptanceBeatsRandom(t *testing.T) {
	acceptance(t)
	c, pgn := testConfig(t, 100, "cmd="+bin(t, "bao")+" st=0.05 timemargin=200 name=bao", "builtin=random")
	tl, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", summary(tl, nil))
	p := tl.Main()
	if tl.Games != 100 || p.Score.W < 99 {
		t.Fatalf("bao won %d of %d", p.Score.W, tl.Games)
	}
	games := replayAll(t, pgn.Bytes())
	w := 0
	for _, g := range games {
		s, _ := g.Tag("South")
		if g.Result == engine.SouthWins && s == "bao" || g.Result == engine.NorthWins && s != "bao" {
			w++
		}
	}
	if len(games) != 100 || w != p.Score.W {
		t.Fatalf("%d records, %d wins replayed, %d counted", len(games), w, p.Score.W)
	}
}

// TestAcceptanceSPRTStronger: the engine at 100 ms a move against itself
// at 10 ms: the SPRT accepts H1.
func TestAcceptanceSPRTStronger(t *testing.T) {
	acceptance(t)
	b := bin(t, "bao")
	c, _ := testConfig(t, 2000, "cmd="+b+" st=0.1 timemargin=200 name=bao-100ms", "cmd="+b+" st=0.01 timemargin=200 name=bao-10ms")
	c.SPRT = &SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	c.MaxPlies = 600
	tl, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", summary(tl, c.SPRT))
	if tl.SPRTResult != AcceptH1 {
		t.Fatalf("SPRT: %q after %d games", tl.SPRTResult, tl.Games)
	}
}

// TestAcceptanceSPRTSelf: the engine against itself (100 ms a move) over
// 200 games does not accept H1.
func TestAcceptanceSPRTSelf(t *testing.T) {
	acceptance(t)
	b := bin(t, "bao")
	c, _ := testConfig(t, 200, "cmd="+b+" st=0.1 timemargin=200 name=bao-a", "cmd="+b+" st=0.1 timemargin=200 name=bao-b")
	c.SPRT = &SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	c.MaxPlies = 600
	tl, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", summary(tl, c.SPRT))
	if tl.SPRTResult == AcceptH1 {
		t.Fatalf("self-play accepted H1 after %d games", tl.Games)
	}
}

// TestAcceptanceShards: two shards (played two games at a time) merged
// are the same games as one unsharded run with the same seed, engine
// against engine at fixed depths.
func TestAcceptanceShards(t *testing.T) {
	if testing.Short() {
		t.Skip("slow acceptance run: not in -short")
	}
	b := bin(t, "bao")
	dir := t.TempDir()
	run := func(name string, sh shard.Shard, conc int) string {
		c, pgn := testConfig(t, 24, "cmd="+b+" depth=4 name=deep", "cmd="+b+" depth=2 name=shallow")
		c.Shard, c.Concurrency = sh, conc
		if _, err := Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		f := dir + "/" + name
		if err := os.WriteFile(f, pgn.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	whole := run("whole.pgn", shard.Shard{}, 1)
	s1 := run("s1.pgn", shard.Shard{Index: 1, Count: 2}, 2)
	s2 := run("s2.pgn", shard.Shard{Index: 2, Count: 2}, 2)
	a, err := Merge([]string{whole})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Merge([]string{s1, s2})
	if err != nil {
		t.Fatal(err)
	}
	var wa, wm bytes.Buffer
	for _, g := range append(a.Games, m.Games...) {
		g.SetTag("Date", "-")
	}
	WriteGames(&wa, stripTimes(a.Games))
	WriteGames(&wm, stripTimes(m.Games))
	if len(a.Games) != 24 || wa.String() != wm.String() {
		t.Fatalf("merged shards differ from the whole run (%d and %d games)", len(a.Games), len(m.Games))
	}
	if summary(a.Tally, nil) != summary(m.Tally, nil) {
		t.Fatalf("statistics differ:\n%s\n%s", summary(a.Tally, nil), summary(m.Tally, nil))
	}
	t.Logf("\n%s", summary(m.Tally, nil))
}
