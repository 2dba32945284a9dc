package main

import (
	"bytes"
	"os"
	"testing"
)

// TestCommittedFileIsGenerated checks that search/wins_data_test.go is
// this program's output, so that "go generate ./search" changes nothing
// until the rules change.
func TestCommittedFileIsGenerated(t *testing.T) {
	got, err := source()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../search/wins_data_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("search/wins_data_test.go differs from the generator's output; run go generate ./search:\n%s", got)
	}
}
