// Command slow is a fake engine that thinks two seconds on its third
// search, to lose on time.
package main

import (
	"time"

	"github.com/baoengine/bao/bench/match/testdata/fakes/fake"
	"github.com/baoengine/bao/engine"
)

func main() {
	fake.Run("slow", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			time.Sleep(2 * time.Second)
		}
		return false
	})
}
