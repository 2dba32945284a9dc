package field

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"
)

func TestError(t *testing.T) {
	if got := Errorf("games", "0", "want %d or more", 1).Error(); got != "games 0: want 1 or more" {
		t.Errorf("with a value: %q", got)
	}
	e := Wrap("out", "", fs.ErrNotExist)
	if got := e.Error(); got != "out: file does not exist" {
		t.Errorf("without a value: %q", got)
	}
	if got := e.Text("--out"); got != "--out: file does not exist" {
		t.Errorf("named as a flag: %q", got)
	}
	wrapped := fmt.Errorf("tune: %w", e)
	var fe *Error
	if !errors.As(wrapped, &fe) || fe != e || !errors.Is(wrapped, fs.ErrNotExist) {
		t.Errorf("the chain: As %v, Is %v", errors.As(wrapped, &fe), errors.Is(wrapped, fs.ErrNotExist))
	}
}
