package analysis

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/search"
)

// PlotPoint is one position of the game graph.
type PlotPoint struct {
	Ply   int     // 0 = the start
	South float64 // South's win chance
	Text  string  // what the point's tooltip says
	Mark  string  // "??" or "?" for the move that led here
}

// Plot is the evaluation graph of a game.
type Plot struct {
	Title  string
	Points []PlotPoint
}

// NewPlot builds the graph of a game from the search results of its
// positions (results[i] searched positions[i]) and the review's verdicts
// on its moves (verdicts[i] on move i; at least one fewer than results).
func NewPlot(g *record.Game, v engine.Variant, positions []engine.Position, results []search.Result, verdicts []Verdict) *Plot {
	tag := func(name string) string {
		if s, ok := g.Tag(name); ok && s != "" {
			return s
		}
		return "?"
	}
	p := &Plot{Title: fmt.Sprintf("%s (South) vs %s (North), Bao la %s, %s", tag("South"), tag("North"),
		strings.ToUpper(v.String()[:1])+v.String()[1:], g.Result.Score())}
	for i := range results {
		pos := &positions[i]
		mine := search.WinChance(v, results[i].Score)
		south := mine
		if pos.Side == engine.North {
			south = 1 - mine
		}
		pt := PlotPoint{Ply: i, South: south}
		if i == 0 {
			pt.Text = fmt.Sprintf("start: South %s", WinPercent(south))
		} else {
			mover := positions[i-1].Side
			vd := verdicts[i-1]
			if vd.Marked() {
				pt.Mark = vd.Mark
			}
			n := (i - 1 + int(positions[0].Side)) / 2
			dots := "."
			if mover == engine.North {
				dots = "..."
			}
			pt.Text = fmt.Sprintf("%d%s %v%s: South %s (%s %s, best %v %s)", n+1, dots, g.Moves[i-1].Move, pt.Mark,
				WinPercent(south), mover.Name(), WinPercent(vd.After), vd.Best, WinPercent(vd.Before))
		}
		p.Points = append(p.Points, pt)
	}
	return p
}

// SVG geometry of the graph.
const (
	svgWidth, svgHeight = 900, 360
	plotLeft, plotRight = 84, 20
	plotTop, plotBottom = 52, 40
)

// WriteSVG writes the graph as a standalone SVG image: South's win chance
// (top 100%, bottom 0%) after every ply, a dot per position with a
// tooltip, the 50% line, and blunders (red) and mistakes (orange) ringed.
func WriteSVG(w io.Writer, p *Plot) error {
	bw := bufio.NewWriter(w)
	plotW := float64(svgWidth - plotLeft - plotRight)
	plotH := float64(svgHeight - plotTop - plotBottom)
	last := 1
	if n := len(p.Points); n > 1 {
		last = p.Points[n-1].Ply
	}
	x := func(ply int) float64 { return plotLeft + plotW*float64(ply)/float64(last) }
	y := func(south float64) float64 { return plotTop + plotH*(1-south) }
	f := func(v float64) string { return fmt.Sprintf("%.1f", v) }

	fmt.Fprintf(bw, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		svgWidth, svgHeight, svgWidth, svgHeight)
	fmt.Fprintf(bw, "<title>%s</title>\n", html.EscapeString(p.Title))
	fmt.Fprintf(bw, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", svgWidth, svgHeight)
	fmt.Fprintf(bw, `<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>`+"\n", plotLeft, html.EscapeString(p.Title))
	fmt.Fprintf(bw, `<text x="%d" y="40" fill="#555">South's win chance after every ply; red: blunder (the mover's win chance drops by %.0f points or more), orange: mistake (%.0f or more)</text>`+"\n",
		plotLeft, 100*BlunderDrop, 100*MistakeDrop)
	// North's share (above the curve) dark, South's (below it) light, as
	// on the page.
	fmt.Fprintf(bw, `<rect class="frame" x="%d" y="%d" width="%s" height="%s" fill="#3b3b3b" stroke="#888"/>`+"\n",
		plotLeft, plotTop, f(plotW), f(plotH))
	var line strings.Builder
	if len(p.Points) > 0 {
		// South's area: from the bottom edge up to the curve.
		var area strings.Builder
		fmt.Fprintf(&area, "M%s,%s", f(x(p.Points[0].Ply)), f(y(0)))
		for i, pt := range p.Points {
			fmt.Fprintf(&area, " L%s,%s", f(x(pt.Ply)), f(y(pt.South)))
			if i == 0 {
				fmt.Fprintf(&line, "M%s,%s", f(x(pt.Ply)), f(y(pt.South)))
			} else {
				fmt.Fprintf(&line, " L%s,%s", f(x(pt.Ply)), f(y(pt.South)))
			}
		}
		fmt.Fprintf(&area, " L%s,%s Z", f(x(p.Points[len(p.Points)-1].Ply)), f(y(0)))
		fmt.Fprintf(bw, `<path class="south" d="%s" fill="#f2f2f2"/>`+"\n", area.String())
	}
	for _, q := range []float64{0.25, 0.5, 0.75} {
		dash := ` stroke-dasharray="4 4"`
		if q == 0.5 {
			dash = ""
		}
		fmt.Fprintf(bw, `<line x1="%d" y1="%s" x2="%s" y2="%s" stroke="#999"%s/>`+"\n", plotLeft, f(y(q)), f(plotLeft+plotW), f(y(q)), dash)
	}
	for _, l := range []struct {
		q    float64
		text string
	}{{1, "South 100%"}, {0.5, "50%"}, {0, "North 100%"}} {
		fmt.Fprintf(bw, `<text x="%d" y="%s" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", plotLeft-6, f(y(l.q)), l.text)
	}
	step := plyStep(last)
	for ply := 0; ply <= last; ply += step {
		fmt.Fprintf(bw, `<text x="%s" y="%s" text-anchor="middle">%d</text>`+"\n", f(x(ply)), f(plotTop+plotH+16), ply)
	}
	fmt.Fprintf(bw, `<text x="%s" y="%d" text-anchor="middle">ply</text>`+"\n", f(plotLeft+plotW/2), svgHeight-6)
	if line.Len() > 0 {
		fmt.Fprintf(bw, `<path class="curve" d="%s" fill="none" stroke="#d08c2c" stroke-width="2"/>`+"\n", line.String())
	}
	for _, pt := range p.Points {
		fill := "#d08c2c"
		r := 2.5
		class := "point"
		switch pt.Mark {
		case "??":
			fill, r, class = "#d62828", 5, "point blunder"
		case "?":
			fill, r, class = "#f08c00", 4, "point mistake"
		}
		fmt.Fprintf(bw, `<circle class="%s" cx="%s" cy="%s" r="%s" fill="%s"><title>%s</title></circle>`+"\n",
			class, f(x(pt.Ply)), f(y(pt.South)), f(r), fill, html.EscapeString(pt.Text))
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// plyStep is the distance between ply labels: about ten labels.
func plyStep(last int) int {
	for _, s := range []int{1, 2, 5, 10, 20, 50, 100, 200, 500} {
		if last/s <= 10 {
			return s
		}
	}
	return int(math.Ceil(float64(last) / 10))
}
