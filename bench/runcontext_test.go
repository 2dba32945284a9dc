package bench

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/search"
)

// TestRunContextStops: a context done during a search far too deep to end
// (depth 60) stops that search and the run: RunContext returns the
// context's error, no signature lines and no line for the position cut
// short. Run's signature does not depend on the context (TestSignature).
func TestRunContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	w := new(strings.Builder)
	done := make(chan error, 1)
	go func() {
		_, _, err := RunContext(ctx, w, 60, search.DefaultOptions())
		done <- err
	}()
	// The first position's search at depth 60 does not end by itself:
	// stop it from outside once it runs.
	time.AfterFunc(50*time.Millisecond, cancel)
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want context.Canceled", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("RunContext did not stop")
	}
	if out := w.String(); strings.Contains(out, "Nodes searched") || strings.Contains(out, "Position ") {
		t.Errorf("output of a stopped run:\n%s", out)
	}
	// A context done before the run starts searches nothing.
	_, _, err := RunContext(ctx, w, 3, search.DefaultOptions())
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("done context: err %v", err)
	}
}
