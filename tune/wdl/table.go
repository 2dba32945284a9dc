package wdl

import (
	"math"

	"github.com/baoengine/bao/tune"
)

// Bucket is one row of the calibration table: the moves whose score lies
// in [Lo, Hi).
type Bucket struct {
	Lo, Hi    float64
	N         int
	MeanScore float64
	Observed  float64 // the movers' win rate
	Predicted float64 // the mean predicted win chance under the fitted scale
	Current   float64 // ... under the scale in use before the fit
}

// bucketEdges returns the score bounds of the calibration table in
// centi-seeds (one seed is 100).
func bucketEdges() []float64 {
	return []float64{math.Inf(-1), -1500, -1000, -600, -400, -250, -150, -75, -25,
		25, 75, 150, 250, 400, 600, 1000, 1500, math.Inf(1)}
}

// Table groups samples by score and compares the observed win rate with
// the predictions of the fitted and the current scale. Empty buckets are
// left out.
func Table(samples []tune.WinSample, fitted, current float64) []Bucket {
	edges := bucketEdges()
	rows := make([]Bucket, len(edges)-1)
	for i := range rows {
		rows[i].Lo, rows[i].Hi = edges[i], edges[i+1]
	}
	for _, s := range samples {
		i := 0
		for i < len(rows)-1 && s.Score >= rows[i].Hi {
			i++
		}
		r := &rows[i]
		r.N++
		r.MeanScore += s.Score
		if s.Won {
			r.Observed++
		}
		r.Predicted += tune.Sigmoid(s.Score / fitted)
		r.Current += tune.Sigmoid(s.Score / current)
	}
	out := rows[:0]
	for _, r := range rows {
		if r.N == 0 {
			continue
		}
		n := float64(r.N)
		r.MeanScore /= n
		r.Observed /= n
		r.Predicted /= n
		r.Current /= n
		out = append(out, r)
	}
	return out
}
