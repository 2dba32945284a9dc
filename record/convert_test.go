package record_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/record"
	"github.com/baoengine/bao/record/recordtest"
)

// TestConvertRoundTrip converts JSON Lines to the record text and back:
// the bad game is left out and told of, the others come back as they were
// written by WriteJSON.
func TestConvertRoundTrip(t *testing.T) {
	dir := t.TempDir()
	jf := recordtest.WriteFile(t, dir, "games.jsonl", recordtest.GamesJSONL)
	var text bytes.Buffer
	var leftOut []string
	err := record.Convert(context.Background(), &text, []string{jf}, record.ConvertOptions{LeftOut: func(p error) { leftOut = append(leftOut, p.Error()) }})
	if err == nil || err.Error() != "4 game(s) converted, 1 bad game(s) left out" {
		t.Errorf("error %v, want 4 converted and 1 left out", err)
	}
	if len(leftOut) != 1 || !strings.HasPrefix(leftOut[0], jf+`:4: game 4 (from line 4): move 1 "B1L"`) {
		t.Errorf("left out: %q", leftOut)
	}
	if n := strings.Count(text.String(), "[Event "); n != 4 || !strings.Contains(text.String(), `[South "Ann"]`) {
		t.Errorf("the record text holds %d games, want 4:\n%s", n, text.String())
	}

	// Back to JSON (the other format of the first file): WriteJSON's lines.
	pf := recordtest.WriteFile(t, dir, "games.pgn", text.String())
	var back bytes.Buffer
	if err := record.Convert(context.Background(), &back, []string{pf}, record.ConvertOptions{}); err != nil {
		t.Fatal(err)
	}
	games, err := record.Read(strings.NewReader(text.String()))
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	for _, g := range games {
		if err := record.WriteJSON(&want, g, record.JSONOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if back.String() != want.String() {
		t.Errorf("back to JSON:\n%s\nwant:\n%s", back.String(), want.String())
	}

	// The first file decides the format for every file; --to chooses.
	back.Reset()
	if err := record.Convert(context.Background(), &back, []string{pf, pf}, record.ConvertOptions{To: "pgn"}); err != nil || back.String() != text.String()+text.String() {
		t.Errorf("--to pgn of two record files: error %v, output differs", err)
	}
	back.Reset()
	if err := record.Convert(context.Background(), &back, []string{pf}, record.ConvertOptions{To: "json", Positions: true}); err != nil || strings.Count(back.String(), `"fen"`) != 6 {
		t.Errorf("--to json --fens: error %v, %d positions, want 6", err, strings.Count(back.String(), `"fen"`))
	}
	if err := record.Convert(context.Background(), &back, []string{pf}, record.ConvertOptions{To: "xml"}); err == nil || !strings.Contains(err.Error(), `"xml"`) {
		t.Errorf("--to xml: error %v", err)
	}
}

// oldOutput is what an output file holds before a conversion that must
// leave it as it was.
const oldOutput = "[Variant \"kujifunza\"]\n\n1. A3R *\n\n"

// TestConvertOutput: the output file is replaced only once every input
// was read, and never when it is one of the inputs.
func TestConvertOutput(t *testing.T) {
	dir := t.TempDir()
	jf := recordtest.WriteFile(t, dir, "games.jsonl", recordtest.GamesJSONL)
	out := recordtest.WriteFile(t, dir, "out.pgn", oldOutput)
	var stdout bytes.Buffer
	missing := filepath.Join(dir, "missing.pgn")
	if err := record.Convert(context.Background(), &stdout, []string{jf, missing}, record.ConvertOptions{Output: out}); err == nil || !strings.HasPrefix(err.Error(), missing+": open ") {
		t.Errorf("a missing input: error %v", err)
	}
	if got, _ := os.ReadFile(out); string(got) != oldOutput {
		t.Errorf("after a missing input the output is %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("%d files in the folder, want the input and the output", len(entries))
	}
	for _, o := range []string{jf, filepath.Join(dir, ".", "games.jsonl")} {
		if err := record.Convert(context.Background(), &stdout, []string{jf}, record.ConvertOptions{Output: o}); err == nil || !strings.Contains(err.Error(), "the output is one of the inputs") {
			t.Errorf("output %s, an input: error %v", o, err)
		}
		if got, _ := os.ReadFile(jf); string(got) != recordtest.GamesJSONL {
			t.Fatalf("output %s changed the input", o)
		}
	}
	if err := record.Convert(context.Background(), &stdout, []string{jf}, record.ConvertOptions{Output: out}); err == nil || !strings.Contains(err.Error(), "1 bad game(s) left out") {
		t.Errorf("error %v, want 1 bad game left out", err)
	}
	if got, _ := os.ReadFile(out); strings.Count(string(got), "[Event ") != 4 || stdout.Len() != 0 {
		t.Errorf("the output holds %d games, want 4; %d bytes on the writer, want 0", strings.Count(string(got), "[Event "), stdout.Len())
	}

	// Standard input reading the output file is refused; "-" as the
	// output is the writer.
	stdin, err := os.Open(jf)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	if err := record.Convert(context.Background(), &stdout, []string{"-"}, record.ConvertOptions{Output: jf, Stdin: stdin}); err == nil || !errors.Is(err, atomicfile.ErrOutputIsInput) {
		t.Errorf("output read on standard input: error %v", err)
	}
	if got, _ := os.ReadFile(jf); string(got) != recordtest.GamesJSONL {
		t.Fatal("output read on standard input changed it")
	}
	if err := record.Convert(context.Background(), &stdout, []string{"-"}, record.ConvertOptions{Output: "-", Stdin: stdin}); err == nil || !strings.Contains(err.Error(), "1 bad game(s) left out") {
		t.Errorf("output \"-\": error %v", err)
	}
	if n := strings.Count(stdout.String(), "[Event "); n != 4 {
		t.Errorf("output \"-\": %d games on the writer, want 4", n)
	}
	if _, err := os.Stat("-"); err == nil { // in the working folder, where Write would put it
		t.Error(`output "-" made a file named "-"`)
	}
}

// TestConvertCancelled: a conversion whose context ends leaves the output
// file as it was, and no temporary file beside it; the error says so.
func TestConvertCancelled(t *testing.T) {
	dir := t.TempDir()
	jf := recordtest.WriteFile(t, dir, "games.jsonl", recordtest.GamesJSONL)
	out := recordtest.WriteFile(t, dir, "out.pgn", oldOutput)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout bytes.Buffer
	err := record.Convert(ctx, &stdout, []string{jf}, record.ConvertOptions{Output: out})
	if !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), jf+": after 0 game(s): ") {
		t.Errorf("error %v, want %s: after 0 game(s): context canceled", err, jf)
	}
	if got, _ := os.ReadFile(out); string(got) != oldOutput {
		t.Errorf("after the cancel the output is %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("%d files in the folder, want the input and the output only", len(entries))
	}
	if err := record.Convert(ctx, &stdout, []string{jf}, record.ConvertOptions{}); !errors.Is(err, context.Canceled) || stdout.Len() != 0 {
		t.Errorf("to the writer: error %v and %d bytes written, want context canceled and none", err, stdout.Len())
	}
}
