package search_test

import (
	"reflect"
	"testing"

	"github.com/baoengine/bao/bench"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/suite"
	"github.com/baoengine/bao/search"
)

// captureExtension returns the default options with the capture extension
// of qdepth plies, bounded beyond its first ply to qwidth captures.
func captureExtension(qdepth, qwidth int) search.Options {
	o := search.DefaultOptions()
	o.QDepth = qdepth
	o.QWidth = qwidth
	return o
}

// TestCaptureExtensionResolvesHorizon: in this kujifunza position of the
// built-in suite (proven by the solver: A7L wins, B8R loses) a depth-1
// search without the extension plays the losing move, because the
// evaluation misjudges the position where the opponent must capture. The
// capture extension searches that capture and plays the winning move.
func TestCaptureExtensionResolvesHorizon(t *testing.T) {
	const bfen = "0,0,2,2,2,2,2,2/0,3,5,1,1,1,0,0/1,1,1,8,6,6,3,0/0,1,1,4,4,1,0,4 0,0 S - - 8"
	r := engine.DefaultRules(engine.Kujifunza)
	p, err := engine.ParsePosition(bfen, engine.Kujifunza)
	if err != nil {
		t.Fatal(err)
	}
	var nodes [2]uint64
	for i, c := range []struct {
		name           string
		qdepth, qwidth int
		want           string
	}{
		{"no extension", 0, 0, "B8R"},
		{"QDepth 2, QWidth 1", 2, 1, "A7L"},
	} {
		s := search.New(captureExtension(c.qdepth, c.qwidth))
		res := s.Search(&r, p, nil, search.Limits{Depth: 1}, nil)
		if got := res.Best.String(); got != c.want {
			t.Errorf("%s: depth 1 plays %s (score %d), want %s", c.name, got, res.Score, c.want)
		}
		nodes[i] = res.Nodes
	}
	if nodes[1] <= nodes[0] {
		t.Errorf("the extension searched %d nodes, the plain search %d: it extended nothing", nodes[1], nodes[0])
	}
}

// benchNodes returns the nodes of depth-limited searches of the first n
// bench positions, each from a cleared table, and their results.
func benchNodes(t *testing.T, o search.Options, depth, n int) (uint64, []search.Result) {
	t.Helper()
	s := search.New(o)
	var total uint64
	var results []search.Result
	for i := range n {
		r, p := benchPosition(t, i)
		s.Clear()
		res := s.Search(&r, p, nil, search.Limits{Depth: depth}, nil)
		total += res.Nodes
		results = append(results, res)
	}
	return total, results
}

// TestQWidthBoundsOnlyTheExtensionsTail checks where QWidth acts: not
// without the extension, not on the extension's first ply (a QDepth 1
// search is the same with and without it), and beyond it the bounded
// extension searches fewer nodes than the full one.
func TestQWidthBoundsOnlyTheExtensionsTail(t *testing.T) {
	const depth = 5
	n := len(bench.Positions)
	if testing.Short() {
		n = 8
	}
	same := []struct {
		name string
		a, b search.Options
	}{
		{"QWidth without QDepth", captureExtension(0, 1), captureExtension(0, 0)},
		{"QWidth with QDepth 1", captureExtension(1, 1), captureExtension(1, 0)},
	}
	for _, c := range same {
		na, ra := benchNodes(t, c.a, depth, n)
		nb, rb := benchNodes(t, c.b, depth, n)
		if na != nb || !reflect.DeepEqual(ra, rb) {
			t.Errorf("%s: %d nodes against %d: the bound changed the search", c.name, na, nb)
		}
	}
	plain, _ := benchNodes(t, captureExtension(0, 0), depth, n)
	one, _ := benchNodes(t, captureExtension(1, 0), depth, n)
	bounded, _ := benchNodes(t, captureExtension(2, 1), depth, n)
	full, _ := benchNodes(t, captureExtension(2, 0), depth, n)
	t.Logf("depth %d, %d positions: plain %d, QDepth 1 %d, QDepth 2 QWidth 1 %d, QDepth 2 %d nodes", depth, n, plain, one, bounded, full)
	if !(plain < one && one < bounded && bounded < full) {
		t.Errorf("nodes: plain %d, QDepth 1 %d, QDepth 2 QWidth 1 %d, QDepth 2 %d: want each above the one before", plain, one, bounded, full)
	}
}

// TestCaptureExtensionDeterminism: with one thread, a node- or
// depth-limited search with the bounded extension is the same after every
// Clear: result, node count and progress lines.
func TestCaptureExtensionDeterminism(t *testing.T) {
	s := search.New(captureExtension(2, 1))
	for _, lim := range []search.Limits{{Nodes: 20000}, {Depth: 6}} {
		for _, i := range []int{0, 12, 25} {
			r, p := benchPosition(t, i)
			var res [2]search.Result
			var infos [2][]search.Info
			for k := range res {
				s.Clear()
				res[k] = s.Search(&r, p, nil, lim, func(in search.Info) {
					in.Time, in.NPS = 0, 0
					infos[k] = append(infos[k], in)
				})
			}
			if !reflect.DeepEqual(res[0], res[1]) || !reflect.DeepEqual(infos[0], infos[1]) {
				t.Errorf("%+v, position %d: %+v then %+v", lim, i+1, res[0], res[1])
			}
		}
	}
}

// TestCaptureExtensionAllocatesNothingPerNode: a search with the bounded
// extension allocates as often as one without (once per search, for the
// line), although it searches more nodes.
func TestCaptureExtensionAllocatesNothingPerNode(t *testing.T) {
	r, p := benchPosition(t, 3)
	allocs := map[string]float64{}
	for name, o := range map[string]search.Options{"plain": captureExtension(0, 0), "extended": captureExtension(2, 1)} {
		s := search.New(o)
		s.Search(&r, p, nil, search.Limits{Depth: 7}, nil)
		allocs[name] = testing.AllocsPerRun(3, func() {
			s.Search(&r, p, nil, search.Limits{Depth: 7}, nil)
		})
	}
	if allocs["extended"] != allocs["plain"] {
		t.Errorf("a search allocates %v times with the extension, %v without", allocs["extended"], allocs["plain"])
	}
}

// TestBoundedExtensionClaimsNoFalseProof searches the built-in suites'
// positions, every one proven won for the side to move, at depths 1 and 2
// (and 3 without -short) with the bounded extension: a node that skips
// captures stands pat, so no score may claim a loss, nor a win with a
// losing move.
func TestBoundedExtensionClaimsNoFalseProof(t *testing.T) {
	maxDepth := 3
	if testing.Short() {
		maxDepth = 2
	}
	o := captureExtension(4, 1)
	o.HashMiB = 1
	for _, v := range []engine.Variant{engine.Kiswahili, engine.Kete, engine.Kujifunza} {
		entries, err := suite.Builtin(v)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= maxDepth; d++ {
			sc := suite.Measure(entries, suite.SearchChooser(o, search.Limits{Depth: d}))
			if sc.FalseClaims != 0 || sc.LossClaims != 0 {
				t.Errorf("%v depth %d: %d false win claims, %d loss claims in won positions", v, d, sc.FalseClaims, sc.LossClaims)
			}
		}
	}
}
