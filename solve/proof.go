package solve

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/baoengine/bao/engine"
)

// proofMagic is the first line of a proof file.
const proofMagic = "bao-proof 1"

// Node lines of a proof file (doc.go, "Proof file format").
const (
	lineOver   = "#" // the game is over here, won by the winner
	lineRepeat = "=" // this position's proof appeared complete earlier in the file
	lineAll    = "*" // the loser moves: "*N", then the N children in order
)

// writeHeader writes the header lines common to every proof file.
func writeHeader(w *bufio.Writer, r *engine.Rules, root *engine.Position, winner engine.Side, lines, plies int) {
	fmt.Fprintln(w, proofMagic)
	fmt.Fprintf(w, "variant %s\n", r.Variant)
	for _, o := range engine.RuleOptions {
		v, _ := r.Get(o.Name)
		fmt.Fprintf(w, "rule %s %s\n", o.Name, v)
	}
	fmt.Fprintf(w, "root %s\n", root.String())
	fmt.Fprintf(w, "winner %s\n", winner)
	fmt.Fprintf(w, "lines %d\n", lines)
	fmt.Fprintf(w, "plies %d\n", plies)
	fmt.Fprintln(w, "tree")
}

// Lines returns the number of node lines WriteTo writes.
func (p *Proof) Lines() int {
	written := make([]bool, len(p.nodes))
	n := 0
	var walk func(id int32)
	walk = func(id int32) {
		n++
		if written[id] {
			return
		}
		written[id] = true
		nd := p.nodes[id]
		for i := int32(0); i < int32(nd.n); i++ {
			walk(p.kids[nd.first+i])
		}
	}
	walk(0)
	return n
}

// WriteTo writes the proof in the text format of doc.go: the header, then
// one line per node in depth-first order, then "end".
func (p *Proof) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	bw := bufio.NewWriterSize(cw, 1<<16)
	writeHeader(bw, &p.Rules, &p.Root, p.Winner, p.Lines(), p.Plies())
	written := make([]bool, len(p.nodes))
	type item struct{ id int32 }
	stack := []item{{0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nd := p.nodes[it.id]
		switch {
		case written[it.id]:
			bw.WriteString(lineRepeat)
		case nd.n == 0:
			bw.WriteString(lineOver)
		case nd.move != engine.NoMove:
			bw.WriteString(nd.move.String())
		default:
			bw.WriteString(lineAll)
			bw.WriteString(strconv.Itoa(int(nd.n)))
		}
		bw.WriteByte('\n')
		if written[it.id] {
			continue
		}
		written[it.id] = true
		for i := int32(nd.n) - 1; i >= 0; i-- {
			stack = append(stack, item{p.kids[nd.first+i]})
		}
	}
	bw.WriteString("end\n")
	err := bw.Flush()
	if err == nil {
		err = cw.err
	}
	if err != nil {
		return cw.n, fmt.Errorf("write proof: %w", err)
	}
	return cw.n, nil
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}
