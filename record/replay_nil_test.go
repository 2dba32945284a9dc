package record

import "testing"

// TestReplayNil: Replay of a nil game is an error, not a panic.
func TestReplayNil(t *testing.T) {
	_, pos, err := Replay(nil)
	if err == nil || pos != nil {
		t.Fatalf("Replay(nil) = %v positions, error %v; want an error", len(pos), err)
	}
}
