package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"github.com/baoengine/bao/internal/field"
)

func TestFlagErrors(t *testing.T) {
	flags := map[string]string{"games": "--games", "out": "--out"}
	games := field.Errorf("games", "0", "want 1 or more")
	err := FlagErrors(fmt.Errorf("match: %w", games), flags)
	if err.Error() != "match: --games 0: want 1 or more" {
		t.Errorf("one field: %q", err)
	}
	var fe *field.Error
	if !errors.As(err, &fe) || fe != games {
		t.Error("the field error is no longer in the chain")
	}
	out := field.Wrap("out", "", fs.ErrPermission)
	both := FlagErrors(errors.Join(fmt.Errorf("tune: %w", out), games), flags)
	if want := "tune: --out: permission denied\n--games 0: want 1 or more"; both.Error() != want || !errors.Is(both, fs.ErrPermission) {
		t.Errorf("two fields: %q, want %q", both, want)
	}
	other := fmt.Errorf("x: %w", field.Errorf("threads", "9", "want 1..2"))
	if got := FlagErrors(other, flags); got != other {
		t.Errorf("a field the command has no flag for: %v, want the error as it was", got)
	}
	if FlagErrors(nil, flags) != nil {
		t.Error("nil is not nil")
	}
	// A field error whose reason is another: both said with flags.
	nested := FlagErrors(fmt.Errorf("x: %w", field.Wrap("out", "a", fmt.Errorf("not %w", games))), flags)
	if want := "x: --out a: not --games 0: want 1 or more"; nested.Error() != want {
		t.Errorf("nested: %q, want %q", nested, want)
	}
	var ue UsageError
	if u := UsageFlagErrors(fmt.Errorf("m: %w", games), flags); !errors.As(u, &ue) || u.Error() != "m: --games 0: want 1 or more" {
		t.Errorf("a usage error: %v", u)
	}
}
