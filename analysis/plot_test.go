package analysis

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// svgStats parses an SVG document with encoding/xml (so it must be well
// formed) and counts its circles by class.
func svgStats(t *testing.T, doc []byte) map[string]int {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	counts := map[string]int{}
	root := ""
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root == "" {
			root = se.Name.Space + " " + se.Name.Local
		}
		if se.Name.Local != "circle" {
			continue
		}
		counts["circle"]++
		for _, a := range se.Attr {
			if a.Name.Local == "class" {
				for _, c := range strings.Fields(a.Value) {
					counts[c]++
				}
			}
		}
	}
	if root != "http://www.w3.org/2000/svg svg" {
		t.Fatalf("root element %q, want svg in the SVG namespace", root)
	}
	return counts
}

// TestGamePlotSVG plots a made-up evaluation of a real game with one
// blunder and one mistake planted, and a title that needs escaping.
func TestGamePlotSVG(t *testing.T) {
	rules := engine.DefaultRules(engine.Kete)
	start := engine.StartPosition(engine.Kete)
	g := record.NewGame(&rules, &start)
	g.SetTag("South", `A & "B" <c>`)
	g.SetTag("North", "d")
	p := start
	positions := []engine.Position{p}
	for i := 0; i < 12; i++ {
		var ml engine.MoveList
		rules.Legal(&p, &ml)
		m := ml.Moves[i%ml.N]
		g.Add(m, "")
		p, _ = rules.Play(&p, m)
		positions = append(positions, p)
	}
	scale := eval.WinScale(engine.Kete)
	results := make([]search.Result, len(positions))
	for i := range results {
		results[i] = search.Result{Score: 0, Best: g.Moves[min(i, len(g.Moves)-1)].Move}
	}
	// The move to ply 5 gives the opponent (to move at ply 5) a score of
	// 1.5 scales (82%): the mover fell from 50% to 18%, a blunder; the
	// reply keeps it (the side to move at ply 6 has 18%). The move to ply
	// 9 gives 0.5 scale (62%): 50% to 38%, a mistake, and the reply keeps it.
	results[5].Score, results[6].Score = score.Score(1.5*scale), score.Score(-1.5*scale)
	results[9].Score, results[10].Score = score.Score(0.5*scale), score.Score(-0.5*scale)
	results[12].Score = -score.Win // the last position lost for the side to move
	// The verdicts mark the move to ply 5 (a blunder) and the move to ply
	// 9 (a mistake); a "=" verdict is not a mark.
	verdicts := make([]Verdict, len(g.Moves))
	for i := range verdicts {
		verdicts[i] = Verdict{Best: g.Moves[i].Move, Before: 0.5, After: 0.5, Mark: "="}
	}
	verdicts[4] = Verdict{Best: g.Moves[0].Move, Before: 0.5, After: 0.18, Drop: 0.32, Mark: "??"}
	verdicts[8] = Verdict{Best: g.Moves[0].Move, Before: 0.5, After: 0.38, Drop: 0.12, Mark: "?"}
	plot := NewPlot(g, engine.Kete, positions, results, verdicts)
	var b bytes.Buffer
	if err := WriteSVG(&b, plot); err != nil {
		t.Fatal(err)
	}
	c := svgStats(t, b.Bytes())
	if c["point"] != len(positions) || c["circle"] != len(positions) || c["blunder"] != 1 || c["mistake"] != 1 {
		t.Fatalf("circles %v, want %d points, 1 blunder, 1 mistake", c, len(positions))
	}
	s := b.String()
	for _, want := range []string{"A &amp; &#34;B&#34; &lt;c&gt; (South) vs d (North), Bao la Kete, *", "South 100%", "North 100%"} {
		if !strings.Contains(s, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if plot.Points[5].Mark != "??" || plot.Points[9].Mark != "?" || plot.Points[12].South != float64(positions[12].Side) {
		t.Errorf("points %+v", plot.Points)
	}
	if !strings.Contains(plot.Points[5].Text, "??: South") {
		t.Errorf("blunder tooltip %q", plot.Points[5].Text)
	}
}

func TestMark(t *testing.T) {
	for _, c := range []struct {
		before, after float64
		want          string
	}{{0.5, 0.5, ""}, {0.5, 0.41, ""}, {0.5, 0.4, "?"}, {0.9, 0.71, "?"}, {0.9, 0.7, "??"}, {1, 0, "??"}, {0.3, 0.9, ""}} {
		if got := Mark(c.before, c.after); got != c.want {
			t.Errorf("Mark(%v, %v) = %q, want %q", c.before, c.after, got, c.want)
		}
	}
}
