// Command garbage is a fake engine that prints non-protocol bytes in its
// third search.
package main

import (
	"fmt"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	fake.Run("garbage", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			fmt.Print("Segmentation \x01\xff fault {core dumped} \"x\"\n")
			return true
		}
		return false
	})
}
