package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/baoengine/bao/solve"
)

// solveOutput is the --json form of a result. TimeMs is the whole run
// (set-up, proof search, proof, shortest-win search, saving the table);
// SolveMs and NPS are the proof search's.
type solveOutput struct {
	Position   string       `json:"position"`
	Variant    string       `json:"variant"`
	Result     string       `json:"result"`
	Winner     string       `json:"winner,omitempty"`
	Reason     string       `json:"reason"`
	Move       string       `json:"move,omitempty"`
	Plies      int          `json:"plies"`
	PliesExact bool         `json:"plies_exact"`
	PV         []string     `json:"pv"`
	Nodes      uint64       `json:"nodes"`
	TotalNodes uint64       `json:"total_nodes"`
	TimeMs     int64        `json:"time_ms"`
	SolveMs    int64        `json:"solve_time_ms"`
	NPS        uint64       `json:"nps"`
	Shortest   shortestRun  `json:"shortest"`
	MemoryMiB  uint64       `json:"peak_memory_mib"`
	Proof      *proofOutput `json:"proof,omitempty"`
	Table      string       `json:"table,omitempty"`
}

// shortestRun is what the shortest-win search did: "exact", "cut by the
// time limit", "cut by the interrupt", "cut by its node budget ...",
// "skipped ..." or "not needed", with its nodes and time. It is empty when
// the position was not decided.
type shortestRun struct {
	Status string `json:"status,omitempty"`
	Nodes  uint64 `json:"nodes"`
	TimeMs int64  `json:"time_ms"`
}

// proofOutput describes a proof file written and verified.
type proofOutput struct {
	File      string `json:"file"`
	Positions int    `json:"positions"`
	Lines     int    `json:"lines"`
	Bytes     int64  `json:"bytes"`
	Plies     int    `json:"plies"`
	Verified  bool   `json:"verified"`
}

// printProgress writes one progress line.
func printProgress(w io.Writer, pr solve.Progress) {
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

// printResult writes the human-readable result.
func printResult(w io.Writer, o *solveOutput) {
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

// peakMemoryMiB returns the process's peak resident memory (VmHWM) where
// the system reports it, else the memory the Go runtime obtained.
func peakMemoryMiB() uint64 {
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
				var kb uint64
				if _, err := fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), &kb); err == nil {
					return kb >> 10
				}
			}
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Sys >> 20
}
