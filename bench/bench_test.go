package bench

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/search"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestPositionsValid(t *testing.T) {
	for i, bp := range Positions {
		p, err := engine.ParsePosition(bp.BFEN, bp.Variant)
		if err != nil {
			t.Fatalf("position %d: %v", i+1, err)
		}
		if err := p.Verify(); err != nil {
			t.Fatalf("position %d: %v", i+1, err)
		}
		r := engine.DefaultRules(bp.Variant)
		var ch engine.Children
		r.Generate(&p, &ch)
		if ch.N == 0 {
			t.Fatalf("position %d (%s) is finished", i+1, bp.Name)
		}
	}
}

// signatureDepth and signature are the golden bench at a small depth:
// update signature only with a commit that changes search behaviour.
const (
	signatureDepth = 9
	signature      = 460882
)

func TestSignature(t *testing.T) {
	for run := 0; run < 2; run++ {
		n, _, err := Run(io.Discard, signatureDepth, search.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if n != signature {
			t.Fatalf("run %d: bench depth %d = %d nodes, golden %d", run+1, signatureDepth, n, signature)
		}
	}
}

func TestRunOutput(t *testing.T) {
	var b strings.Builder
	n, _, err := Run(&b, 3, search.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) < len(Positions)+4 {
		t.Fatalf("%d lines", len(lines))
	}
	last := lines[len(lines)-4:]
	prefixes := []string{"Total time (ms) : ", "Nodes searched  : " + strconv.FormatUint(n, 10), "Nodes/second    : ", strconv.FormatUint(n, 10) + " nodes "}
	for i, p := range prefixes {
		if !strings.HasPrefix(last[i], p) {
			t.Errorf("line %q: want prefix %q", last[i], p)
		}
	}
	if !strings.HasSuffix(last[3], " nps") {
		t.Errorf("last line %q", last[3])
	}
}

// BenchmarkBench runs the whole bench at depth 12 with one thread: nodes
// per op, nodes per second, and allocations per node.
func BenchmarkBench(b *testing.B) {
	benchmarkBench(b, 12, search.DefaultOptions())
}

func benchmarkBench(b *testing.B, depth int, opts search.Options) {
	b.ReportAllocs()
	var nodes uint64
	var el time.Duration
	for b.Loop() {
		n, e, err := Run(io.Discard, depth, opts)
		if err != nil {
			b.Fatal(err)
		}
		nodes += n
		el += e
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/el.Seconds(), "nps")
}

// BenchmarkAllocsPerNode measures the allocations of one deep search
// divided by its nodes.
func BenchmarkAllocsPerNode(b *testing.B) {
	bp := Positions[20]
	r := engine.DefaultRules(bp.Variant)
	p, _ := engine.ParsePosition(bp.BFEN, bp.Variant)
	s := search.New(search.DefaultOptions())
	s.Prepare()
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		s.Clear()
		nodes += s.Search(&r, p, nil, search.Limits{Depth: 16}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkDepth12 compares nodes to depth 12 with and without the table.
func BenchmarkDepth12(b *testing.B) {
	b.Run("table", func(b *testing.B) { benchmarkBench(b, 12, search.DefaultOptions()) })
	b.Run("notable", func(b *testing.B) {
		o := search.DefaultOptions()
		o.TTMinDepth = 1 << 20 // never probe or store
		benchmarkBench(b, 12, o)
	})
}

// BenchmarkThreads measures the nodes per second of Lazy SMP with one and
// two threads, each bench position searched for 200 ms.
func BenchmarkThreads(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads%d", threads), func(b *testing.B) {
			o := search.DefaultOptions()
			o.Threads = threads
			o.MoveOverhead = 0
			s := search.New(o)
			var nodes uint64
			var el time.Duration
			for b.Loop() {
				for _, bp := range Positions {
					r := engine.DefaultRules(bp.Variant)
					p, _ := engine.ParsePosition(bp.BFEN, bp.Variant)
					s.Clear()
					start := time.Now()
					nodes += s.Search(&r, p, nil, search.Limits{MoveTime: 200 * time.Millisecond, Depth: 60}, nil).Nodes
					el += time.Since(start)
				}
			}
			b.ReportMetric(float64(nodes)/el.Seconds(), "nps")
		})
	}
}
