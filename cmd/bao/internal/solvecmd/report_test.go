package solvecmd

import (
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/solve"
)

func TestRunReportText(t *testing.T) {
	r := &solve.RunReport{Result: "win", Winner: "N", Reason: "proof search", Plies: 7, PliesExact: true,
		Move: "a5R", PV: []string{"a5R", "A6L"}, Nodes: 1234, TotalNodes: 2000, TimeMs: 1500, SolveMs: 1200,
		NPS: 1028, MemoryMiB: 17, Table: "t.bin"}
	var b strings.Builder
	writeReport(&b, r)
	want := "result: win for the side to move (North wins)\nreason: proof search\nplies: 7 (to the end under best play)\n" +
		"move: a5R\npv: a5R A6L\nnodes: 1234 (total with resumed work: 2000)\ntime: 1.500 s (proof search 1.200 s)\n" +
		"nps: 1028 (proof search)\npeak memory: 17 MiB\ntable: saved to t.bin\n"
	if b.String() != want {
		t.Errorf("report text\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	writeReport(&b, &solve.RunReport{Result: "unknown", Reason: "node limit"})
	if !strings.HasPrefix(b.String(), "result: unknown\nreason: node limit\nnodes: ") || strings.Contains(b.String(), "pv:") {
		t.Errorf("unknown result text:\n%s", b.String())
	}
}

func TestProgressText(t *testing.T) {
	var b strings.Builder
	writeProgress(&b, solve.Progress{Time: 3 * time.Second, Nodes: 10, NPS: 5, RootPN: ^uint32(0), RootDN: 2, TableUsed: 123, Entries: 9})
	if got := b.String(); !strings.HasPrefix(got, "solve: 3s nodes 10 nps 5 proving ") || !strings.Contains(got, "root pn inf dn 2 table 12.3% (9 entries)") {
		t.Errorf("progress line %q", got)
	}
}
