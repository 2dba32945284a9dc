package solvecmd

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baoengine/bao/solve"
)

// writeProgress writes the progress report as the one line bao solve
// prints to stderr.
func writeProgress(w io.Writer, pr solve.Progress) {
	num := func(x uint32) string {
		if x == ^uint32(0) {
			return "inf"
		}
		return fmt.Sprint(x)
	}
	fmt.Fprintf(w, "solve: %s nodes %d nps %d proving %s root pn %s dn %s table %.1f%% (%d entries) biggest solved %d nodes (ply %d)\n",
		pr.Time.Round(time.Second), pr.Nodes, pr.NPS, pr.Attacker.Name(), num(pr.RootPN), num(pr.RootDN),
		float64(pr.TableUsed)/10, pr.Entries, pr.BiggestSolved, pr.BiggestPly)
}

// writeReport writes the report as bao solve prints it: the result and
// its reason, the plies and the line, nodes, time, speed, memory, and the
// proof and table files written.
func writeReport(w io.Writer, o *solve.RunReport) {
	var b strings.Builder
	switch o.Result {
	case "win", "loss":
		name := "South"
		if o.Winner == "N" {
			name = "North"
		}
		fmt.Fprintf(&b, "result: %s for the side to move (%s wins)\n", o.Result, name)
	default:
		fmt.Fprintf(&b, "result: %s\n", o.Result)
	}
	fmt.Fprintf(&b, "reason: %s\n", o.Reason)
	if o.Result == "win" || o.Result == "loss" {
		switch {
		case o.PliesExact:
			fmt.Fprintf(&b, "plies: %d (to the end under best play)\n", o.Plies)
		case o.Plies >= 0:
			fmt.Fprintf(&b, "plies: at most %d (along the strategy found; the shortest-win search: %s)\n", o.Plies, o.Shortest.Status)
		}
		if o.Move != "" {
			fmt.Fprintf(&b, "move: %s\n", o.Move)
		}
		fmt.Fprintf(&b, "pv: %s\n", strings.Join(o.PV, " "))
	}
	fmt.Fprintf(&b, "nodes: %d (total with resumed work: %d)\n", o.Nodes, o.TotalNodes)
	fmt.Fprintf(&b, "time: %.3f s (proof search %.3f s", float64(o.TimeMs)/1000, float64(o.SolveMs)/1000)
	if sh := o.Shortest; sh.Status != "" && sh.Status != "not needed" && !strings.HasPrefix(sh.Status, "skipped") {
		fmt.Fprintf(&b, ", shortest-win search %.3f s and %d nodes: %s", float64(sh.TimeMs)/1000, sh.Nodes, sh.Status)
	}
	b.WriteString(")\n")
	fmt.Fprintf(&b, "nps: %d (proof search)\n", o.NPS)
	fmt.Fprintf(&b, "peak memory: %d MiB\n", o.MemoryMiB)
	if p := o.Proof; p != nil {
		fmt.Fprintf(&b, "proof: %s: %d positions, %d lines, %d bytes, longest line %d plies, verified\n",
			p.File, p.Positions, p.Lines, p.Bytes, p.Plies)
	}
	if o.Table != "" {
		fmt.Fprintf(&b, "table: saved to %s\n", o.Table)
	}
	fmt.Fprint(w, b.String())
}
