package recordcmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
)

// TestRecordConvertOutputIsInput: an output that is one of the inputs,
// by name or through a link, is refused before anything is written, and
// the input keeps its games.
func TestRecordConvertOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	in := matchFile(t, dir, 2)
	want, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.pgn")
	if err := os.Link(in, link); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{in, filepath.Join(dir, ".", "match.pgn"), link} {
		code, _, errs := runCLIInput("", "record", "convert", in, "-o", out)
		if code != 2 || !strings.Contains(errs, "the output is one of the inputs") {
			t.Errorf("convert %s -o %s: exit %d, stderr %q; want a refusal with exit 2", in, out, code, errs)
		}
		if got, _ := os.ReadFile(in); string(got) != string(want) {
			t.Fatalf("convert %s -o %s changed the input (%d bytes, was %d)", in, out, len(got), len(want))
		}
	}
}

// TestRecordConvertMissingInputKeepsOutput: an input that cannot be read
// fails the command and leaves an existing output as it was.
func TestRecordConvertMissingInputKeepsOutput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	const old = "{\"moves\":[\"A3R\"]}\n"
	if err := os.WriteFile(out, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLIInput("", "record", "convert", filepath.Join(dir, "missing.pgn"), "-o", out)
	if code == 0 || !strings.Contains(errs, "missing.pgn") {
		t.Errorf("convert of a missing file: exit %d, stderr %q", code, errs)
	}
	if got, _ := os.ReadFile(out); string(got) != old {
		t.Errorf("the output is now %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files left in the folder, want only the output", len(entries))
	}
	// A good conversion replaces it whole.
	in := matchFile(t, dir, 2)
	if code, _, errs := runCLIInput("", "record", "convert", in, "-o", out); code != 0 {
		t.Fatalf("convert: exit %d: %s", code, errs)
	}
	if got, _ := os.ReadFile(out); strings.Count(string(got), "\n") != 2 || !strings.Contains(string(got), `"bao match"`) {
		t.Errorf("output after a good conversion:\n%s", got)
	}
}

// TestRecordConvertHelpExamples: every JSON game the help shows converts
// as a legal game.
func TestRecordConvertHelpExamples(t *testing.T) {
	code, help, _ := runCLIInput("", "record", "convert", "--help")
	if code != 0 {
		t.Fatalf("record convert --help: exit %d", code)
	}
	examples := regexp.MustCompile(`\{"[^{}\n]*"moves": \[[^{}\n]*\]\}`).FindAllString(help, -1)
	if len(examples) == 0 {
		t.Fatalf("no one-line JSON game in the help:\n%s", help)
	}
	for _, ex := range examples {
		code, out, errs := runCLIInput(ex+"\n", "record", "convert", "-")
		if code != 0 || !strings.Contains(out, "1. ") {
			t.Errorf("help example %s: exit %d\n%s%s", ex, code, out, errs)
		}
	}
}

// TestRecordConvertInterrupted: Ctrl-C (here a cancelled context) stops a
// conversion to a file with exit code 130 and leaves the file as it was,
// with no temporary file beside it; to stdout the command keeps the
// signals' default action and so never takes the context.
func TestRecordConvertInterrupted(t *testing.T) {
	dir, in, out := convertSetup(t)
	code, _, errs := runCLICancelled("record", "convert", in, "-o", out)
	if code != cli.ExitInterrupted || !strings.Contains(errs, "interrupted: "+out+" left as it was") {
		t.Errorf("convert -o: exit %d, stderr %q; want %d and that %s was left as it was", code, errs, cli.ExitInterrupted, out)
	}
	if got, _ := os.ReadFile(out); string(got) != oldOutput {
		t.Errorf("the output holds %q, want %q", got, oldOutput)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if name := e.Name(); name != filepath.Base(in) && name != filepath.Base(out) {
			t.Errorf("%s left in the folder", name)
		}
	}
	code, stdout, errs := runCLICancelled("record", "convert", in)
	if code != 0 || strings.Count(stdout, `"tags"`) != 2 {
		t.Errorf("convert to stdout: exit %d, %d games, stderr %q; want 0 and 2 games", code, strings.Count(stdout, `"tags"`), errs)
	}
}

// oldOutput is what the output file holds before an interrupted
// conversion, which must leave it so.
const oldOutput = "{}\n"

// convertSetup returns a folder holding a match record of two games (in)
// and an output file (out) that holds oldOutput.
func convertSetup(t *testing.T) (dir, in, out string) {
	t.Helper()
	dir = t.TempDir()
	in = matchFile(t, dir, 2)
	out = filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(out, []byte(oldOutput), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, in, out
}
