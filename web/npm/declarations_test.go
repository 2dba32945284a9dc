package npm

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestDeclarations compares the package's answers at run time with its
// declarations (index.d.ts and types.d.ts): testdata/answers.mjs makes
// real calls in Node and writes each answer into answers.ts as an object
// literal of its declared type, which tsc --strict then checks: a field
// the declarations lack is an excess property, a required field the
// answer lacks a missing one.
func TestDeclarations(t *testing.T) {
	tsc := cachedTool(t, "BAO_TSC", "typescript/bin/tsc")
	dir := installed(t)
	src, err := os.ReadFile(filepath.Join("testdata", "answers.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "answers.mjs"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := testContext(t)
	defer cancel()
	run := exec.CommandContext(ctx, "node", "answers.mjs")
	run.Dir = dir
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("node answers.mjs: %v\n%s", err, out)
	}
	t.Logf("%s", out)
	if out, err := consumerCheck(t, tsc, dir, "answers.ts"); err != nil {
		ts, _ := os.ReadFile(filepath.Join(dir, "answers.ts"))
		if len(ts) > 4000 {
			ts = ts[:4000]
		}
		t.Fatalf("tsc --noEmit answers.ts: %v\n%s\nanswers.ts begins:\n%s", err, out, ts)
	}
}
