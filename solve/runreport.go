package solve

import (
	"fmt"
	"os"
	"runtime"
	"strings"
)

// RunReport is what a Run did, in the form of bao solve --json. TimeMs is
// the whole run (set-up, proof search, proof, shortest-win search, saving
// the table); SolveMs and NPS are the proof search's.
type RunReport struct {
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
	Shortest   ShortestRun  `json:"shortest"`
	MemoryMiB  uint64       `json:"peak_memory_mib"`
	Proof      *ProofReport `json:"proof,omitempty"`
	Table      string       `json:"table,omitempty"`
	// Interrupted says that the run's context was cancelled: the work
	// after that moment was cut or skipped (the table was still saved).
	Interrupted bool `json:"-"`
}

// ShortestRun is what the shortest-win search did: "exact", "cut by the
// time limit", "cut by the interrupt", "cut by its node budget (N
// nodes)", "skipped ..." or "not needed", with its nodes and time. It is
// empty when the position was not decided.
type ShortestRun struct {
	Status string `json:"status,omitempty"`
	Nodes  uint64 `json:"nodes"`
	TimeMs int64  `json:"time_ms"`
	// ByBudget says that the node budget (RunConfig.ExactNodes) made the
	// status: the search was skipped for a budget of 0, or cut by it. A
	// command that names the budget by its flag words Status anew.
	ByBudget bool `json:"-"`
}

// ProofReport describes a proof file written and verified.
type ProofReport struct {
	File      string `json:"file"`
	Positions int    `json:"positions"`
	Lines     int    `json:"lines"`
	Bytes     int64  `json:"bytes"`
	Plies     int    `json:"plies"`
	Verified  bool   `json:"verified"`
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
