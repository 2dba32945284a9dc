package main

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/baoengine/bao/analysis"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// plan is a way of reviewing a game to measure: a review plan of package
// analysis, or the review before it (next: every position searched to
// depth, a move's cost the drop from the chance before it to the
// negated chance of the position after it).
type plan struct {
	name   string
	review analysis.ReviewPlan
	next   bool // the review before the plan (analysis.Mark of consecutive searches)
}

// parsePlan reads "[NAME:]KEY=VALUE,...": "default" is
// analysis.DefaultReviewPlan as it is; depth=D and decided=X set those
// fields of it; switch.NAME=VALUE sets a search switch of its searches; the first check=D[/BELOW[/ABOVE]] or unsure=D replaces
// its checks, and each further one adds a check (BELOW 0.05 and ABOVE 1
// when left out; check=0 adds none; unsure=D an unsure check); "next"
// measures the review before the plan at depth, no check.
func parsePlan(s string) (plan, error) {
	p := plan{review: analysis.DefaultReviewPlan()}
	spec := s
	if name, rest, ok := strings.Cut(s, ":"); ok {
		p.name, spec = name, rest
	}
	ownChecks := false
	for _, f := range strings.Split(spec, ",") {
		k, val, _ := strings.Cut(strings.TrimSpace(f), "=")
		var err error
		switch k {
		case "default", "":
		case "next":
			p.next = true
		case "depth":
			p.review.Depth, err = strconv.Atoi(val)
		case "check":
			if !ownChecks {
				p.review.Checks, ownChecks = nil, true
			}
			if val == "0" {
				break // no check
			}
			var c analysis.Check
			c, err = parseCheck(val)
			p.review.Checks = append(p.review.Checks, c)
		case "unsure":
			if !ownChecks {
				p.review.Checks, ownChecks = nil, true
			}
			var d int
			if d, err = strconv.Atoi(val); err == nil && d < 1 {
				err = fmt.Errorf("depth %d: want 1 or more", d)
			}
			p.review.Checks = append(p.review.Checks, analysis.Check{Depth: d, Unsure: true})
		case "decided":
			p.review.Decided, err = strconv.ParseFloat(val, 64)
		default:
			if name, ok := strings.CutPrefix(k, "switch."); ok {
				err = p.setSwitch(name, val)
				break
			}
			return plan{}, fmt.Errorf("plan %q: unknown key %q (want depth, check, unsure, decided, switch.NAME, next or default)", s, k)
		}
		if err != nil {
			return plan{}, fmt.Errorf("plan %q: %s: %w", s, k, err)
		}
	}
	if p.next {
		p.review.Checks = nil
	}
	if p.review.Depth < 1 {
		return plan{}, fmt.Errorf("plan %q: depth %d: want 1 or more", s, p.review.Depth)
	}
	if p.name == "" {
		p.name = p.describe()
	}
	return p, nil
}

// setSwitch sets the search switch name (search.Switches) to val in the
// plan's searches, over the default plan's switches.
func (p *plan) setSwitch(name, val string) error {
	o := search.DefaultOptions()
	if err := search.SetSwitch(&o, name, val); err != nil {
		return err
	}
	sw := maps.Clone(p.review.Switches)
	if sw == nil {
		sw = map[string]string{}
	}
	sw[name] = val
	p.review.Switches = sw
	return nil
}

// parseCheck reads D[/BELOW[/ABOVE]].
func parseCheck(s string) (analysis.Check, error) {
	c := analysis.Check{Below: 0.05, Above: 1}
	f := strings.Split(s, "/")
	var err error
	if c.Depth, err = strconv.Atoi(f[0]); err != nil || c.Depth < 1 || len(f) > 3 {
		return c, fmt.Errorf("%q: want DEPTH[/BELOW[/ABOVE]] with a depth of 1 or more", s)
	}
	for i, dst := range []*float64{&c.Below, &c.Above} {
		if len(f) > i+1 {
			if *dst, err = strconv.ParseFloat(f[i+1], 64); err != nil {
				return c, fmt.Errorf("%q: %w", s, err)
			}
		}
	}
	return c, nil
}

// describe is the plan's settings in parsePlan's form.
func (p plan) describe() string {
	if p.next {
		return fmt.Sprintf("depth=%d,next", p.review.Depth)
	}
	s := fmt.Sprintf("depth=%d", p.review.Depth)
	for _, c := range p.review.Checks {
		if c.Unsure {
			s += fmt.Sprintf(",unsure=%d", c.Depth)
			continue
		}
		s += fmt.Sprintf(",check=%d/%g/%g", c.Depth, c.Below, c.Above)
	}
	def := analysis.DefaultReviewPlan().Switches
	names := slices.Sorted(maps.Keys(p.review.Switches))
	for _, name := range names {
		if v := p.review.Switches[name]; def[name] != v {
			s += fmt.Sprintf(",switch.%s=%s", name, v)
		}
	}
	return s
}

// cost is the nodes a review searched: in its first pass over every
// position, and in the checks of the moves of each side.
type cost struct {
	first  uint64
	checks [2]uint64 // by the side that played the move checked
}

// verdicts reviews game g by plan p with s (cleared first, as a new
// game's engine session is), and returns the verdict on every move and
// the nodes searched.
func (p plan) verdicts(g *game, s *search.Searcher) ([]analysis.Verdict, cost) {
	s.Clear()
	r := g.rules()
	var c cost
	fn := func(i, depth int, moves []engine.Move) search.Result {
		res := s.Search(&r, g.positions[i], g.history(i), search.Limits{Depth: depth, SearchMoves: moves}, nil)
		if depth == p.review.Depth {
			c.first += res.Nodes
		} else {
			c.checks[g.positions[i].Side] += res.Nodes
		}
		return res
	}
	if !p.next {
		_, vds := p.review.Review(g.variant, g.moves, fn)
		return vds, c
	}
	// The review before the plan: the graph's searches, in order, and
	// the position after the last move from the rules when the game is
	// over there.
	n := len(g.moves)
	chance := make([]float64, n+1) // the side to move's
	best := make([]search.Result, n)
	for i := 0; i <= n; i++ {
		if i == n {
			if res, _ := r.Outcome(&g.positions[n]); res != engine.NoResult {
				chance[n] = 0
				if res == engine.Winner(g.positions[n].Side) {
					chance[n] = 1
				}
				break
			}
		}
		res := fn(i, p.review.Depth, nil)
		chance[i] = search.WinChance(g.variant, res.Score)
		if i < n {
			best[i] = res
		}
	}
	vds := make([]analysis.Verdict, n)
	for i := range vds {
		vd := analysis.Verdict{Best: best[i].Best, Before: chance[i], After: 1 - chance[i+1], Depth: p.review.Depth}
		vd.Drop = max(vd.Before-vd.After, 0)
		vd.Mark = analysis.Mark(vd.Before, vd.After)
		if g.moves[i] == vd.Best {
			vd.Mark = "="
		}
		vds[i] = vd
	}
	return vds, c
}
