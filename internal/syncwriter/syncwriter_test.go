package syncwriter

import (
	"errors"
	"strings"
	"sync"
	"testing"
)

type failing struct{}

func (failing) Write(p []byte) (int, error) { return 0, errors.New("no space left on device") }

type short struct{}

func (short) Write(p []byte) (int, error) { return len(p) - 1, nil }

// TestWriter: the writer may be written from several goroutines (go test
// -race checks it) and keeps the first error.
func TestWriter(t *testing.T) {
	var sb strings.Builder
	w := New(&sb)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				w.Write([]byte("x"))
			}
		}()
	}
	wg.Wait()
	if w.Err() != nil || sb.Len() != 800 {
		t.Fatalf("%d bytes, %v", sb.Len(), w.Err())
	}
	w = New(failing{})
	w.Write([]byte("a"))
	if err := w.Err(); err == nil || !strings.Contains(err.Error(), "no space") {
		t.Fatalf("first error %v", err)
	}
	w = New(short{})
	if _, err := w.Write([]byte("ab")); !errors.Is(err, w.Err()) || w.Err() == nil {
		t.Fatalf("a short write: %v, kept %v", err, w.Err())
	}
}
