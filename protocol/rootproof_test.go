package protocol

import (
	"strings"
	"testing"
)

// rootProofWon is a position of Bao la Kiswahili (puzzle 1 of the app)
// that South wins only by B2L: the solver proves it in about 1,200 nodes.
const rootProofWon = "position fen 0,3,5,1,3,2,3,1/2,2,6,3,0,1,2,1/1,2,0,4,0,0,0,0/3,3,0,1,1,7,3,4 0,0 S - - 44"

// lastInfo is the last info line with a score among lines.
func lastInfo(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "info ") && strings.Contains(lines[i], " score ") {
			return lines[i]
		}
	}
	return ""
}

// TestRootProofPlaysAProvenWin: with RootProof set, a search of a
// position the solver proves won within the nodes answers with the
// winning move and a mate score from the proof (a node count of the
// solver's, far below the search's); the same search without the option,
// or with a node budget too small for the proof, is the searcher's. A
// proof through a move searchmoves leaves out is no answer.
func TestRootProofPlaysAProvenWin(t *testing.T) {
	_, with := runScript(t, "setoption name RootProof value 20000", rootProofWon, "go depth 6")
	_, without := runScript(t, rootProofWon, "go depth 6")
	_, small := runScript(t, "setoption name RootProof value 10", rootProofWon, "go depth 6")
	_, excluded := runScript(t, "setoption name RootProof value 20000", rootProofWon, "go depth 6 searchmoves A2R B6L B6R")
	if got := with[len(with)-1]; got != "bestmove B2L" {
		t.Fatalf("with the root proof: %q, want bestmove B2L\n%s", got, strings.Join(with, "\n"))
	}
	info := lastInfo(with)
	if !strings.Contains(info, " score mate ") || !strings.Contains(info, " pv B2L") {
		t.Errorf("the proof's line %q has no mate score or no line from B2L", info)
	}
	if n := count(with, "info depth"); n != 1 {
		t.Errorf("the proof answered after %d info lines, want its one line (no search)", n)
	}
	for name, lines := range map[string][]string{"without the option": without, "with 10 nodes": small} {
		if n := count(lines, "info depth"); n < 6 {
			t.Errorf("%s: %d info lines, want the search's iterations:\n%s", name, n, strings.Join(lines, "\n"))
		}
		if !strings.HasPrefix(lines[len(lines)-1], "bestmove ") {
			t.Errorf("%s: no bestmove at the end: %q", name, lines[len(lines)-1])
		}
	}
	if got := excluded[len(excluded)-1]; got == "bestmove B2L" || count(excluded, "info depth") < 6 {
		t.Errorf("searchmoves without B2L: %q after %d info lines, want the search's move among the three", got, count(excluded, "info depth"))
	}
}

// TestRootProofLeavesALossToTheSearch: a position whose mover loses is
// searched as usual with RootProof set: the proof says nothing that
// the search must not find for itself, and the loser still moves.
func TestRootProofLeavesALossToTheSearch(t *testing.T) {
	// The position after B2L: North to move, lost.
	_, got := runScript(t, "setoption name RootProof value 20000", rootProofWon+" moves B2L", "go depth 4")
	if n := count(got, "info depth"); n < 4 || !strings.HasPrefix(got[len(got)-1], "bestmove ") || got[len(got)-1] == "bestmove 0000" {
		t.Fatalf("a lost position with the root proof: %d info lines, last %q", n, got[len(got)-1])
	}
}
