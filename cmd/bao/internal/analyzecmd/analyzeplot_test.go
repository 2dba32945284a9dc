package analyzecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyzePlot runs analyze --record --each --plot on a short game.
func TestAnalyzePlot(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(rec, []byte("[Event \"t\"]\n[Variant \"kiswahili\"]\n\n1. A7L a5R 2. A6L a6R 3. A4L *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	svg := filepath.Join(dir, "game.svg")
	code, out, errs := runCLI("analyze", "--record", rec, "--each", "--depth", "3", "--plot", svg)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Count(out, "%   played ") != 5 {
		t.Errorf("want 5 moves with win chances:\n%s", out)
	}
	doc, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(doc), `<circle class="point`); n != 6 || !strings.HasSuffix(string(doc), "</svg>\n") {
		t.Errorf("%d points, want 6 (the start and 5 plies), in a whole SVG document", n)
	}
	code, out, _ = runCLI("analyze", "--record", rec, "--each", "--depth", "2", "--json")
	if code != 0 || strings.Count(out, `"win_before"`) != 5 || !strings.Contains(out, `"mark"`) {
		t.Errorf("--each --json: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"analyze", "--record", rec, "--plot", svg},
		{"analyze", "--plot", svg},
	} {
		if code, _, errs := runCLI(args...); code != 2 || !strings.Contains(errs, "--plot needs") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
	// An unwritable --plot is found before the analysis, not after it.
	if code, out, errs := runCLI("analyze", "--record", rec, "--each", "--depth", "1", "--plot", filepath.Join(dir, "no", "such", "dir.svg")); code != 1 || !strings.Contains(errs, "--plot") || out != "" {
		t.Errorf("unwritable --plot: exit %d, %q, output before the error:\n%s", code, errs, out)
	}
}

func TestAnalyzeWinChance(t *testing.T) {
	code, out, errs := runCLI("analyze", "--depth", "3", "--variant", "kete")
	if code != 0 || !strings.Contains(out, " win ") || !strings.Contains(out, "%") {
		t.Errorf("human output: exit %d %s\n%s", code, errs, out)
	}
	code, out, _ = runCLI("analyze", "--depth", "3", "--json")
	if code != 0 || strings.Count(out, `"win_probability":`) != strings.Count(out, "\n") {
		t.Errorf("every JSON line needs win_probability:\n%s", out)
	}
}
