package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Diagram draws p with North on top, as South sees the board: hole names,
// counts, the nyumbas in brackets while owned, hands and the side to move.
func Diagram(p *Position) string {
	var b strings.Builder
	row := func(label string, side Side, locals [8]int) {
		fmt.Fprintf(&b, "  %-9s", label)
		for _, l := range locals {
			pit := MakePit(side, l)
			c := strconv.Itoa(int(p.Pits[pit]))
			if l == 4 && p.Owns(side) {
				c = "[" + c + "]"
			}
			if pit == p.Blocked {
				c = "*" + c
			}
			fmt.Fprintf(&b, "%5s", c)
		}
		b.WriteByte('\n')
	}
	names := func(side Side, locals [8]int) {
		b.WriteString("           ")
		for _, l := range locals {
			fmt.Fprintf(&b, "%5s", MakePit(side, l).String())
		}
		b.WriteByte('\n')
	}
	nBack := [8]int{8, 9, 10, 11, 12, 13, 14, 15}
	nFront := [8]int{7, 6, 5, 4, 3, 2, 1, 0}
	sFront := [8]int{0, 1, 2, 3, 4, 5, 6, 7}
	sBack := [8]int{15, 14, 13, 12, 11, 10, 9, 8}
	marker := func(s Side) string {
		if p.Side == s {
			return "  <- to move"
		}
		return ""
	}
	fmt.Fprintf(&b, "  North hand %d%s\n", p.Store[North], marker(North))
	names(North, nBack)
	row("N back", North, nBack)
	row("N front", North, nFront)
	names(North, nFront)
	b.WriteString("           ----------------------------------------\n")
	names(South, sFront)
	row("S front", South, sFront)
	row("S back", South, sBack)
	names(South, sBack)
	fmt.Fprintf(&b, "  South hand %d%s\n", p.Store[South], marker(South))
	return b.String()
}
