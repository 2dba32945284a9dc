// Command illegal is a fake engine whose third move is a well-formed
// token that is not legal.
package main

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	fake.Run("illegal", func(n int, r *engine.Rules, p *engine.Position) bool {
		if n != 3 {
			return false
		}
		for _, t := range []string{"a1L", "A1L", "a8R", "A8R", "b1L", "B1L"} {
			if m, err := engine.ParseMove(t); err == nil && !r.IsLegal(p, m) {
				fmt.Println("bestmove " + t)
				return true
			}
		}
		return false
	})
}
