package match

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// failAfter is a record file that takes n writes and fails the rest, as
// a disk that fills up does.
type failAfter struct {
	bytes.Buffer
	n int
}

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("no space left on device")
	}
	f.n--
	return f.Buffer.Write(p)
}

// TestRecordWriteFails: once a record cannot be written the run stops,
// and the tally counts only the games recorded before it, so that the
// summary never reports games the file lacks.
func TestRecordWriteFails(t *testing.T) {
	c, _ := testConfig(t, 6, "builtin=greedy", "builtin=random")
	sink := &failAfter{n: 1}
	c.PGN = sink
	var progress strings.Builder
	c.Progress = &progress
	tally, err := Run(context.Background(), c)
	if err == nil || !strings.Contains(err.Error(), "game 2") || !strings.Contains(err.Error(), "no space left") {
		t.Fatalf("error %v: want game 2's record failing", err)
	}
	recorded := bytes.Count(sink.Bytes(), []byte("[Event "))
	if recorded != 1 || tally.Games != recorded {
		t.Fatalf("%d games counted, %d recorded: want the one record written, counted\n%s", tally.Games, recorded, progress.String())
	}
	if !strings.Contains(progress.String(), "Game 2 is not counted: its record could not be written") {
		t.Errorf("progress does not say game 2 is not counted:\n%s", progress.String())
	}
}
