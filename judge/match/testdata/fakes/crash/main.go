// Command crash is a fake engine that exits with status 3 at its third
// search.
package main

import (
	"os"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	fake.Run("crash", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			os.Exit(3)
		}
		return false
	})
}
