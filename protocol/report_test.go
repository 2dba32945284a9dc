package protocol

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDisplayReportsRulesAndLevel: d reports the rules the position was
// set up under (every rule option) and the level and seed of the next
// search, so that a GUI's test can read what the engine holds.
func TestDisplayReportsRulesAndLevel(t *testing.T) {
	h := startSession(t)
	report := func() (rules, lvl string) {
		t.Helper()
		h.send("d")
		got := h.until("Level: ", 10*time.Second)
		if len(got) < 2 || !strings.HasPrefix(got[len(got)-2], "Rules: ") {
			t.Fatalf("d: no Rules line before the Level line: %q", got)
		}
		return got[len(got)-2], got[len(got)-1]
	}
	h.send("position startpos")
	rules, lvl := report()
	want := "Rules: mtajiNyumbaOwnership=firstCapture mtajiNyumbaStops=false dormantNyumbaIsNyumba=false takasia=true takasiaSingletonExempt=true takasiaFirstLapException=false takasiaMustCapture=false keteFloorOnlyIfHadMore=false infiniteMove=illegal infiniteMoveLapLimit=100000"
	if rules != want || lvl != "Level: 11 Full Seed: 0" {
		t.Fatalf("d at the start:\n%s\n%s\nwant\n%s\nLevel: 11 Full Seed: 0", rules, lvl, want)
	}
	h.send("setoption name UCI_Variant value kete", "setoption name Rule_infiniteMoveLapLimit value 500",
		"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 817", "setoption name Level Seed value 7")
	// The options act at the next position: the position's rules are still the old ones.
	if rules, _ = report(); rules != want {
		t.Errorf("d before a new position: %s, want the rules of the position: %s", rules, want)
	}
	h.send("position startpos")
	rules, lvl = report()
	if !strings.Contains(rules, " takasiaMustCapture=true ") || !strings.HasSuffix(rules, " infiniteMoveLapLimit=500") {
		t.Errorf("d under kete with the lap limit 500: %s", rules)
	}
	if lvl != "Level: 6 Club Seed: 7" {
		t.Errorf("d at UCI_Elo 817, seed 7: %s, want Level: 6 Club Seed: 7", lvl)
	}
}

// TestNoFileOptions: a session without files declares neither EvalFile
// nor Debug Log File, and refuses them as unknown options; the default
// session declares both.
func TestNoFileOptions(t *testing.T) {
	run := func(cfg Config, in string) string {
		var out bytes.Buffer
		s := NewSession(cfg, &out)
		if err := s.Run(strings.NewReader(in)); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	// No file is written: the session has no such option.
	got := run(Config{NoFileOptions: true}, "uci\nsetoption name EvalFile value net.bin\nsetoption name Debug Log File value "+
		filepath.Join(t.TempDir(), "bao.log")+"\nisready\nquit\n")
	for _, name := range []string{"EvalFile", "Debug Log File"} {
		if strings.Contains(got, "option name "+name+" ") {
			t.Errorf("NoFileOptions: %s is declared", name)
		}
		if !strings.Contains(got, `info string error: setoption: unknown option "`+name+`"`) {
			t.Errorf("NoFileOptions: setting %s is not refused as unknown:\n%s", name, got)
		}
	}
	if !strings.Contains(got, "option name Hash ") || !strings.Contains(got, "option name Rule_takasia ") {
		t.Errorf("NoFileOptions: the other options are gone:\n%s", got)
	}
	if all := run(Config{}, "uci\nquit\n"); !strings.Contains(all, "option name EvalFile ") || !strings.Contains(all, "option name Debug Log File ") {
		t.Errorf("the default session does not declare the file options")
	}
}
