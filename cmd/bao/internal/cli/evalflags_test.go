package cli

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/eval"
	"github.com/spf13/pflag"
)

// evalChoice parses args as a command's evaluation flags and returns the
// evaluation they choose (EvalFlags.Evaluator for the command "cmd").
func evalChoice(t *testing.T, args ...string) (*eval.Evaluator, error) {
	t.Helper()
	fs := pflag.NewFlagSet("cmd", pflag.ContinueOnError)
	ef := AddEvalFlags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return ef.Evaluator("cmd")
}

func TestEvalFlags(t *testing.T) {
	if ev, err := evalChoice(t, "--eval", "hand"); ev != nil || err != nil {
		t.Errorf("hand: %v, %v; want nil, nil", ev, err)
	}
	if ev, err := evalChoice(t); ev != eval.Default() || err != nil {
		t.Errorf("net: %v, %v; want the embedded net", ev, err)
	}
	var ue UsageError
	if _, err := evalChoice(t, "--eval", "hand", "--evalfile", "x.net"); !errors.As(err, &ue) || err.Error() != "cmd: --evalfile needs --eval net" {
		t.Errorf("hand with a file: %v", err)
	}
	if _, err := evalChoice(t, "--eval", "deep"); !errors.As(err, &ue) || err.Error() != `cmd: --eval "deep": want hand or net` {
		t.Errorf("an unknown kind: %v", err)
	}
	// A file alone implies the net: loading it fails, not the choice.
	_, err := evalChoice(t, "--evalfile", filepath.Join(t.TempDir(), "missing.net"))
	if err == nil || errors.As(err, &ue) || !strings.HasPrefix(err.Error(), "cmd: --evalfile: ") {
		t.Errorf("a missing net file: %v", err)
	}
}
