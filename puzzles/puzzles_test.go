package puzzles

import (
	"bytes"
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// shippedFile is the repository's puzzles file: the web app's copy,
// the only one (web/app/files.go embeds it, the page fetches it).
const shippedFile = "../web/app/puzzles.jsonl"

// shipped reads the repository's puzzles file.
func shipped(t *testing.T) []Puzzle {
	t.Helper()
	ps, err := ReadFile(shippedFile)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestShippedFile: the repository's file meets every rule of the whole
// file (the standard's count, shares and size, no duplicate, no position
// on another's line), and is written as Write writes it (so the size
// measured is the file's).
func TestShippedFile(t *testing.T) {
	ps := shipped(t)
	std := DefaultStandard()
	for _, err := range std.fileRules(ps) {
		t.Error(err)
	}
	raw, err := os.ReadFile(shippedFile)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := Write(&b, ps); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), raw) {
		t.Errorf("the file is not as Write writes it (%d bytes, Write gives %d)", len(raw), b.Len())
	}
	levels := map[int]int{}
	for _, p := range ps {
		levels[p.Difficulty]++
	}
	t.Logf("%d puzzles, %d bytes, difficulties %v", len(ps), len(raw), levels)
}

// TestShippedPuzzlesReproven re-proves the repository's puzzles (Check):
// the one winning move at each turn asked, every refutation, the length,
// the turn after those asked. The short suite (which CI also runs under
// the race detector, where a proof is several times slower) re-proves
// every 50th puzzle, the full suite all of them.
func TestShippedPuzzlesReproven(t *testing.T) {
	ps := shipped(t)
	step := 1
	if testing.Short() {
		step = 50
	}
	rep := Check(context.Background(), ps, CheckConfig{Threads: 2, Step: step})
	if rep.Reproven != (len(ps)+step-1)/step || len(rep.Failed) > 0 {
		t.Fatalf("%v", rep)
	}
	t.Logf("%v", rep)
}

// testConfig is a small build of Bao la Kiswahili mtaji puzzles, quick
// enough for a test.
func testConfig(seed uint64, count, threads int) Config {
	cfg := DefaultConfig()
	cfg.Seed, cfg.Count, cfg.Threads = seed, count, threads
	cfg.Mix, cfg.Namua = [3]int{1000, 0, 0}, 0
	cfg.GameMix, cfg.LevelShare = [3]int{1000, 0, 0}, 1000
	return cfg
}

// TestBuildDeterministic builds a tiny file twice with one seed, with one
// and with two threads: the same bytes, a file Read accepts and Check
// re-proves (two puzzles; one in the short suite). Another seed gives
// other puzzles.
func TestBuildDeterministic(t *testing.T) {
	relaxed := Standard{MinPuzzles: 1, MaxGreedy: 1000, MaxLevelShare: 1000, MaxGzipBytes: MaxGzipBytes}
	count := 2
	if testing.Short() {
		count = 1
	}
	build := func(seed uint64, threads int) []byte {
		cfg := testConfig(seed, count, threads)
		ps, st, err := Build(context.Background(), cfg)
		if err != nil || len(ps) != count || st.Kept != count {
			t.Fatalf("seed %d: %d puzzles, %+v, %v", seed, len(ps), st, err)
		}
		var b bytes.Buffer
		if err := Write(&b, ps); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(bytes.NewReader(b.Bytes())); err != nil {
			t.Fatalf("the build's own file: %v", err)
		}
		if rep := Check(context.Background(), ps, CheckConfig{Standard: &relaxed}); len(rep.Failed) > 0 {
			t.Fatalf("the build's own puzzles: %v", rep)
		}
		return b.Bytes()
	}
	a, b := build(7, 1), build(7, 2)
	if !bytes.Equal(a, b) {
		t.Fatalf("seed 7 built twice differs:\n%s\n%s", a, b)
	}
	if testing.Short() {
		return
	}
	if c := build(8, 1); bytes.Equal(a, c) {
		t.Errorf("seeds 7 and 8 built the same puzzles")
	}
}

// TestBuildCancelled: a build whose context is cancelled stops with an
// error that says so, and gives no puzzles.
func TestBuildCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cfg := testConfig(7, 50, 2)
	cfg.Progress = func(st Stats) {
		if st.Games == 3 {
			cancel()
		}
	}
	ps, st, err := Build(ctx, cfg)
	if !errors.Is(err, context.Canceled) || ps != nil {
		t.Fatalf("a cancelled build: %d puzzles, %v, want none and context.Canceled", len(ps), err)
	}
	if st.Games < 3 {
		t.Errorf("%d games counted, want the 3 played before the cancel", st.Games)
	}
}

// fileLines writes puzzles as Write does and splits the lines.
func fileLines(t *testing.T, ps []Puzzle) []string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, ps); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
}

// TestReadDamaged damages one line of a good file in many ways: each
// error names the line, the puzzle and the field.
func TestReadDamaged(t *testing.T) {
	good := shipped(t)[:3]
	lines := fileLines(t, good)
	p := good[1]
	lose := sortedKeys(p.Refute)[0]
	var other string // a theme the puzzle has not
	for _, th := range Themes {
		if !slices.Contains(p.Themes, th) && th != ThemeNoMove && th != ThemeFrontEmptied {
			other = th
			break
		}
	}
	cases := []struct {
		name, old, new, want string
	}{
		{"not JSON", `{"id"`, `{id`, "line 2: not a JSON object"},
		{"missing field", `"plies":`, `"plie":`, "line 2: field plies: missing"},
		{"missing last move", `"last":"` + p.Last + `",`, ``, "line 2: field last: missing"},
		{"illegal last move", `"last":"` + p.Last, `"last":"A9L`, "line 2 (puzzle 2): field last"},
		{"wrong type", `"legal":`, `"legal":"x","l":`, "field legal"},
		{"unknown field", `"id":2,`, `"id":2,"extra":1,`, "field extra: unknown"},
		{"bad id", `"id":2,`, `"id":5,`, "line 2 (puzzle 5): field id"},
		{"bad variant", `"variant":"` + p.Variant, `"variant":"chess`, "field variant"},
		{"bad bfen", `"bfen":"`, `"bfen":"9/`, "field bfen"},
		{"illegal win", `"wins":["` + p.Wins[0], `"wins":["A9L`, "field wins[0]"},
		{"two winning moves", `"wins":["`, `"wins":["` + lose + `","`, "field wins: 2 winning moves: a puzzle has exactly one"},
		{"even plies", `"plies":` + strconv.Itoa(p.Plies), `"plies":` + strconv.Itoa(p.Plies+1), "field plies"},
		{"stage", `"stage":"` + p.Stage, `"stage":"opening`, "field stage"},
		{"asked", `"asked":` + strconv.Itoa(p.Asked), `"asked":0`, "field asked"},
		{"greedy", `"greedy":` + strconv.FormatBool(p.Greedy), `"greedy":` + strconv.FormatBool(!p.Greedy), "field greedy"},
		{"a theme the traces do not show", `"themes":[`, `"themes":["` + other + `",`, "field themes: " + other},
		{"difficulty", `"difficulty":` + strconv.Itoa(p.Difficulty), `"difficulty":0`, "field difficulty"},
		{"rating", `"rating":` + strconv.Itoa(p.Rating), `"rating":3000`, "field rating"},
		{"unknown rule", `"before":`, `"rules":{"nonsense":"1"},"before":`, "field rules"},
	}
	for _, c := range cases {
		if !strings.Contains(lines[1], c.old) {
			t.Fatalf("%s: line 2 has no %q: %s", c.name, c.old, lines[1])
		}
		bad := slices.Clone(lines)
		bad[1] = strings.Replace(bad[1], c.old, c.new, 1)
		_, err := Read(strings.NewReader(strings.Join(bad, "\n") + "\n"))
		var le *LineError
		if err == nil || !errors.As(err, &le) || le.Line != 2 || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error on line 2 with %q", c.name, err, c.want)
		}
	}
	if _, err := Read(strings.NewReader(lines[0] + "\n\n")); err == nil || !strings.Contains(err.Error(), "line 2: blank line") {
		t.Errorf("blank line: %v", err)
	}
	f := t.TempDir() + "/p.jsonl"
	os.WriteFile(f, []byte(lines[0]+"\n"+strings.Replace(lines[1], `"plies":`, `"plie":`, 1)+"\n"), 0o644)
	if _, err := CheckFile(context.Background(), f, CheckConfig{}); err == nil || !strings.Contains(err.Error(), f+": line 2") {
		t.Errorf("CheckFile of a damaged file: %v", err)
	}
}

// TestReadLongLine: a line longer than MaxLineBytes is refused naming the
// line and what is wrong (a tester saw "bufio.Scanner: token too long"),
// and the lines before it were read.
func TestReadLongLine(t *testing.T) {
	lines := fileLines(t, shipped(t)[:1])
	long := `{"id":2,"variant":"` + strings.Repeat("x", 2<<20) + `"}`
	ps, err := Read(strings.NewReader(lines[0] + "\n" + long + "\n"))
	var le *LineError
	if !errors.As(err, &le) || le.Line != 2 || !strings.Contains(err.Error(), "line 2: longer than") || strings.Contains(err.Error(), "token too long") {
		t.Errorf("a line of 2 MiB: %v, want line 2 named as too long", err)
	}
	if len(ps) != 1 {
		t.Errorf("%d puzzles read before the long line, want 1", len(ps))
	}
	// The last line may lack its line break.
	if ps, err := Read(strings.NewReader(lines[0])); err != nil || len(ps) != 1 {
		t.Errorf("a file without its last line break: %d puzzles, %v", len(ps), err)
	}
}
