package protocol

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/search"
)

// TestSetSearchOption checks the command line's way to the search
// heuristics: a setting changes the field setoption changes and nothing
// else, names match without regard to case, and a bad name or value is
// an error naming it, with opts left alone.
func TestSetSearchOption(t *testing.T) {
	opts := search.DefaultOptions()
	for _, set := range []string{"QDepth=4", "qwidth = 1", "LMR=true", "SearchAlgorithm=MTDF"} {
		if err := SetSearchOption(&opts, set); err != nil {
			t.Fatalf("SetSearchOption(%q): %v", set, err)
		}
	}
	want := search.DefaultOptions()
	want.QDepth, want.QWidth, want.LMR, want.Algorithm = 4, 1, true, "mtdf"
	if opts.QDepth != want.QDepth || opts.QWidth != want.QWidth || opts.LMR != want.LMR || opts.Algorithm != want.Algorithm ||
		opts.HashMiB != want.HashMiB || opts.Threads != want.Threads || opts.Killers != want.Killers || opts.Eval != want.Eval {
		t.Errorf("after the settings: %+v, want %+v", opts, want)
	}
	before := opts
	for set, inErr := range map[string]string{
		"QDepth=65":   "QDepth",
		"QDepth=x":    "QDepth",
		"LMR=maybe":   "LMR",
		"Hash=64":     "not a search heuristic option",
		"Threads=2":   "not a search heuristic option",
		"QDepth":      "want NAME=VALUE",
		"=4":          "want NAME=VALUE",
		"NoSuchOpt=1": "NoSuchOpt",
	} {
		err := SetSearchOption(&opts, set)
		if err == nil || !strings.Contains(err.Error(), inErr) {
			t.Errorf("SetSearchOption(%q) = %v, want an error naming %q", set, err, inErr)
		}
		if opts.QDepth != before.QDepth || opts.LMR != before.LMR {
			t.Errorf("SetSearchOption(%q) changed the options", set)
		}
	}
}
