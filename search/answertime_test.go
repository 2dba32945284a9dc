package search_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// BenchmarkAnswerTime measures how long a movetime search takes to
// answer, and to have its helper threads ended as well, with one and two
// threads: go test ./search -run '^$' -bench AnswerTime -benchtime 150x.
// The search gets 20 ms (movetime 50, MoveOverhead 30), so what is above
// 20 ms is the engine's delay; it reports the median and the 90th
// percentile of both times in milliseconds.
func BenchmarkAnswerTime(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			o := search.DefaultOptions()
			o.Threads = threads
			o.MoveOverhead = 30 * time.Millisecond
			s := search.New(o)
			s.Prepare()
			var answered, ended []float64
			for i := 0; b.Loop(); i++ {
				r, p := benchPosition(b, i%30)
				start := time.Now()
				s.Search(&r, p, nil, search.Limits{MoveTime: 50 * time.Millisecond}, nil)
				answered = append(answered, ms(time.Since(start)))
				s.Wait()
				ended = append(ended, ms(time.Since(start)))
			}
			slices.Sort(answered)
			slices.Sort(ended)
			b.ReportMetric(percentile(answered, 50), "answer-ms-p50")
			b.ReportMetric(percentile(answered, 90), "answer-ms-p90")
			b.ReportMetric(percentile(ended, 50), "ended-ms-p50")
			b.ReportMetric(percentile(ended, 90), "ended-ms-p90")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// ms returns d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// percentile returns the p-th percentile of sorted xs.
func percentile(xs []float64, p int) float64 {
	return xs[min(len(xs)*p/100, len(xs)-1)]
}
