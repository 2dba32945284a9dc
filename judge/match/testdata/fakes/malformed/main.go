// Command malformed is a fake engine whose third move is not a move token.
package main

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	fake.Run("malformed", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			fmt.Println("bestmove Z9Q")
			return true
		}
		return false
	})
}
