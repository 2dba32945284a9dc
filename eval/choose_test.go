package eval

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

func TestChoose(t *testing.T) {
	if ev, err := Choose("hand", true, ""); ev != nil || err != nil {
		t.Errorf("hand: %v, %v; want nil, nil", ev, err)
	}
	if ev, err := Choose("net", false, ""); ev != Default() || err != nil {
		t.Errorf("net: %v, %v; want the embedded net", ev, err)
	}
	var ce ChoiceError
	if _, err := Choose("hand", true, "x.net"); !errors.As(err, &ce) || err.Error() != "--evalfile needs --eval net" {
		t.Errorf("hand with a file: %v", err)
	}
	if _, err := Choose("deep", true, ""); !errors.As(err, &ce) || err.Error() != `--eval "deep": want hand or net` {
		t.Errorf("an unknown kind: %v", err)
	}
	// A file alone implies the net: loading it fails, not the choice.
	_, err := Choose("hand", false, filepath.Join(t.TempDir(), "missing.net"))
	if err == nil || errors.As(err, &ce) || !strings.HasPrefix(err.Error(), "--evalfile: ") {
		t.Errorf("a missing net file: %v", err)
	}
}
