package search

import "github.com/baoengine/bao/engine"

// The soft bound of a search on a clock is scaled, after every completed
// iteration of the main thread, by how settled the root is. A root whose
// best move keeps changing, or whose score falls, is where more search
// changes the move played; a root whose best move has stood for several
// iterations is where it rarely does, so the time saved there pays for
// the unsettled moves. The values are starting guesses, to be measured
// by games.
const (
	// settledIterations is how many consecutive completed iterations
	// must end with the same best move for the root to count as settled.
	settledIterations = 4
	// settledPercent is the soft bound of a settled root, in percent of
	// the planned one.
	settledPercent = 50
	// changePercent is what one best-move change of the last iteration
	// adds to the soft bound, in percent. Older changes count half as
	// much per iteration since, so a root that changes its mind at every
	// iteration gets at most twice this.
	changePercent = 50
	// fallFullCentiSeeds is the fall of the score that earns the whole
	// fallPercent; a smaller fall earns its share of it. The fall is
	// measured against the iteration two before, of the same parity:
	// Bao scores swing between odd and even depths (the side that moved
	// last is ahead), so the iteration just before is no reference.
	fallFullCentiSeeds = 200
	// fallPercent is the most a falling score adds to the soft bound, in
	// percent.
	fallPercent = 100
)

// rootStability follows how settled the root of one search is, from the
// main thread's completed iterations. The zero value is the state before
// the first iteration.
type rootStability struct {
	iterations int         // completed iterations seen
	best       engine.Move // the best move of the last one
	sameBest   int         // consecutive iterations, up to the last, that ended with best
	changes    int         // recent best-move changes in hundredths, halved at every iteration
	scores     [2]int      // the scores of the last iteration and of the one before
	fall       int         // how far the last score fell below the one two iterations before
}

// update records a completed iteration whose best move is best, with
// score v.
func (st *rootStability) update(best engine.Move, v int) {
	st.changes /= 2
	if st.iterations > 0 && best != st.best {
		st.changes += 100
		st.sameBest = 0
	}
	st.best = best
	st.sameBest++
	st.fall = 0
	if st.iterations >= 2 && !proven(v) && !proven(st.scores[1]) {
		st.fall = max(st.scores[1]-v, 0)
	}
	st.scores[0], st.scores[1] = v, st.scores[0]
	st.iterations++
}

// softPercent returns the scale of the soft bound, in percent: below 100
// for a settled root, above for one whose best move changed lately or
// whose score fell. It lies between settledPercent and
// (100+2*changePercent)*(100+fallPercent)/100.
func (st *rootStability) softPercent() int {
	pct := 100 + changePercent*st.changes/100
	if st.sameBest >= settledIterations {
		pct = settledPercent
	}
	fall := fallPercent * min(st.fall, fallFullCentiSeeds) / fallFullCentiSeeds
	return pct * (100 + fall) / 100
}
