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
	flags := func(f string) string { return "--" + f }
	if got := e.Text(flags); got != "--out: file does not exist" {
		t.Errorf("named as a flag: %q", got)
	}
	if Name(nil, "hash") != "hash" || Name(flags, "hash") != "--hash" {
		t.Error("Name")
	}
	some := func(f string) string {
		if f == "each" {
			return "--each"
		}
		return ""
	}
	if Say(some, "each", "every engine") != "--each" || Say(some, "engine", "an engine") != "an engine" || Say(nil, "each", "every engine") != "every engine" {
		t.Error("Say")
	}
	wrapped := fmt.Errorf("tune: %w", e)
	var fe *Error
	if !errors.As(wrapped, &fe) || fe != e || !errors.Is(wrapped, fs.ErrNotExist) {
		t.Errorf("the chain: As %v, Is %v", errors.As(wrapped, &fe), errors.Is(wrapped, fs.ErrNotExist))
	}
	var named Named = e
	if named.Text(nil) != e.Error() {
		t.Error("Text(nil) is not Error()")
	}
}

func TestSameFile(t *testing.T) {
	e := &SameFile{Name: "proof", Path: "a", Other: "save", OPath: "./a", Err: fs.ErrExist}
	if got, want := e.Error(), "proof a and save ./a are the same file (file already exists); give each a file of its own"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := e.Text(func(f string) string { return "--" + f }); got != "--proof a and --save ./a are the same file (file already exists); give each a file of its own" {
		t.Errorf("with flags: %q", got)
	}
	if !errors.Is(e, fs.ErrExist) {
		t.Error("Unwrap")
	}
	e.Hint = "give the log a file of its own"
	if got := e.Error(); got != "proof a and save ./a are the same file (file already exists); give the log a file of its own" {
		t.Errorf("with a hint: %q", got)
	}
}

func TestLeading(t *testing.T) {
	err := Leading("threads", errors.New("threads 0: want 1..256"))
	var named Named
	if !errors.As(err, &named) || err.Error() != "threads 0: want 1..256" || named.Text(func(f string) string { return "--" + f }) != "--threads 0: want 1..256" {
		t.Errorf("%v", err)
	}
	if Leading("threads", nil) != nil {
		t.Error("nil is not nil")
	}
	other := Leading("hash", errors.New("threads 0: want 1..256"))
	if other.(Named).Text(func(string) string { return "--hash" }) != "threads 0: want 1..256" {
		t.Error("a message that does not begin with the field was changed")
	}
}
