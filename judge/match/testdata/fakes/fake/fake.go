// Package fake is the protocol loop shared by the fake engines of the
// match tests: it answers the handshake and isready, follows positions
// and plays the first legal move, except when the program's Misbehave
// hook takes over a search.
package fake

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/baoengine/bao/engine"
)

// Misbehave is called for the n-th go of the process (1-based) with the
// position; it returns true when it has handled the search itself.
type Misbehave func(n int, r *engine.Rules, p *engine.Position) bool

// Run speaks the protocol on stdin and stdout until quit or end of input.
func Run(name string, bad Misbehave) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	n := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci", "ugi":
			fmt.Printf("id name %s\n%sok\n", name, f[0])
		case "isready":
			fmt.Println("readyok")
		case "position":
			p = position(&r, f[1:])
		case "go":
			n++
			if bad != nil && bad(n, &r, &p) {
				continue
			}
			var ml engine.MoveList
			r.Legal(&p, &ml)
			if ml.N == 0 {
				fmt.Println("bestmove 0000")
				continue
			}
			fmt.Printf("info depth 1 score cp 0\nbestmove %v\n", ml.Moves[0])
		case "quit":
			return
		}
	}
}

// position reads the arguments of a position command.
func position(r *engine.Rules, f []string) engine.Position {
	p := engine.StartPosition(r.Variant)
	i := 1
	if len(f) > 0 && f[0] == "fen" {
		for i = 1; i < len(f) && f[i] != "moves"; i++ {
		}
		p, _ = engine.ParsePosition(strings.Join(f[1:i], " "), r.Variant)
	}
	for _, t := range f[min(i+1, len(f)):] {
		m, err := r.ParseMove(&p, t)
		if err != nil {
			break
		}
		p, _ = r.Play(&p, m)
	}
	return p
}
