package main

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestSeedsText(t *testing.T) {
	for window, want := range map[int]string{150: "1.5", 100: "1", 0: "0", 125: "1.25", 1000: "10"} {
		if got := seedsText(window); got != want {
			t.Errorf("seedsText(%d) = %q, want %q", window, got, want)
		}
	}
}

// TestVariantIdent: the generated map names each variant by its Go
// constant, the variant's name with a capital.
func TestVariantIdent(t *testing.T) {
	for _, v := range engine.Variants {
		name := v.String()
		if got := v.GoName(); got != strings.ToUpper(name[:1])+name[1:] {
			t.Errorf("%v: %q", v, got)
		}
	}
}
