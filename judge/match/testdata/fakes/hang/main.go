// Command hang is a fake engine that never answers its third search.
package main

import (
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	fake.Run("hang", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			time.Sleep(time.Hour)
		}
		return false
	})
}
