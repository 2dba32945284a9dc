// Command slow is a fake engine that thinks too long on its third search,
// to lose on time: two seconds, or the duration given as its argument
// (e.g. "500ms").
package main

import (
	"os"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/judge/match/testdata/fakes/fake"
)

func main() {
	delay := 2 * time.Second
	if len(os.Args) > 1 {
		d, err := time.ParseDuration(os.Args[1])
		if err != nil {
			os.Stderr.WriteString("slow: " + err.Error() + "\n")
			os.Exit(2)
		}
		delay = d
	}
	fake.Run("slow", func(n int, _ *engine.Rules, _ *engine.Position) bool {
		if n == 3 {
			time.Sleep(delay)
		}
		return false
	})
}
