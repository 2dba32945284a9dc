package tune

import (
	"bytes"
	"os"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// TestWeightsSourceMatchesFile checks that the generator reproduces
// eval/weights.go from the current weights (so the file stays
// rewritable), and that different weights change it.
func TestWeightsSourceMatchesFile(t *testing.T) {
	var w [3]eval.Weights
	for _, v := range engine.Variants {
		w[v] = eval.DefaultWeights(v)
	}
	got, err := WeightsSource(w, nil)
	if err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile("../eval/weights.go")
	if err != nil {
		t.Fatal(err)
	}
	// The committed file may carry a note (K, losses) in its header:
	// compare from the package clause on.
	cut := func(b []byte) []byte { return b[bytes.Index(b, []byte("\npackage eval")):] }
	if !bytes.Equal(cut(got), cut(file)) {
		t.Fatalf("generated source differs from eval/weights.go:\n%s", got)
	}
	w[engine.Kete].Takasia = 1234
	other, err := WeightsSource(w, []string{"note"})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(other, []byte(" 1234,")) || !bytes.Contains(other, []byte("// note")) {
		t.Fatalf("generated source misses the new weight or the note:\n%s", other)
	}
}
