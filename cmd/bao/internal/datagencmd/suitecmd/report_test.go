package suitecmd

import (
	"bytes"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/suite"
)

func TestReportTo(t *testing.T) {
	st := suite.Stats{Tried: 4, Kept: 2, Undecided: 1, Lost: 1, Nodes: 900, Elapsed: 1500 * time.Millisecond}
	var out, log bytes.Buffer
	var fs suite.Files
	reportTo(&fs, &out, &log, 0)
	fs.Progress(engine.Kete, st)
	if log.Len() != 0 {
		t.Errorf("period 0 printed progress: %q", log.String())
	}
	reportTo(&fs, &out, &log, time.Nanosecond)
	fs.Progress(engine.Kete, st)
	want := "suite kete: 2s " + st.String() + "\n"
	if log.String() != want {
		t.Errorf("progress %q, want %q", log.String(), want)
	}
	fs.Done(suite.Written{File: "d/kete.txt", Positions: 2, RandomRate: 0.25, Stats: st})
	want = "d/kete.txt: 2 positions (random mover 25.0%) in 2s: " + st.String() + "\n"
	if out.String() != want {
		t.Errorf("done %q, want %q", out.String(), want)
	}
}
