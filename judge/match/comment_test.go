package match

import (
	"testing"
	"time"

	"github.com/baoengine/bao/protocol/client"
)

// TestMoveComment: the record comment gives a proven result in moves of
// the mover whatever the engine's dialect, and seeds otherwise.
func TestMoveComment(t *testing.T) {
	el := 510 * time.Millisecond
	cases := []struct {
		r    reply
		want string
	}{
		{reply{score: client.Score{Valid: true, Value: 12}, depth: 14, elapsed: el}, "+0.12/14 0.51s"},
		{reply{score: client.Score{Valid: true, Value: -105}, depth: 3, elapsed: el}, "-1.05/3 0.51s"},
		{reply{score: client.Score{Valid: true, Mate: true, Value: 3}, depth: 9, elapsed: el}, "+M3/9 0.51s"},
		{reply{score: client.Score{Valid: true, Mate: true, Value: -2}, depth: 9, elapsed: el}, "-M2/9 0.51s"},
		{reply{score: client.Score{Valid: true, Mate: true, Value: 5}, plies: true, depth: 9, elapsed: el}, "+M3/9 0.51s"},
		{reply{score: client.Score{Valid: true, Mate: true, Value: -4}, plies: true, depth: 9, elapsed: el}, "-M2/9 0.51s"},
		{reply{elapsed: el}, "0.51s"},
	}
	for _, c := range cases {
		if got := moveComment(c.r); got != c.want {
			t.Errorf("moveComment(%+v) = %q, want %q", c.r, got, c.want)
		}
	}
}
