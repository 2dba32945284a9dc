package puzzles

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
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

// TestShippedFile checks the form of the repository's file and the
// promises of doc.go: at least 300 puzzles, the selection rule, no
// refuted move among the answers, all three variants.
func TestShippedFile(t *testing.T) {
	ps := shipped(t)
	if len(ps) < 300 {
		t.Errorf("%d puzzles, want at least 300", len(ps))
	}
	variants := map[string]int{}
	for _, p := range ps {
		variants[p.Variant]++
		for m := range p.Refute {
			if slices.Contains(p.Wins, m) {
				t.Errorf("puzzle %d: %s is both a winning and a refuted move", p.ID, m)
			}
		}
		if len(p.Wins)+len(p.Refute) != p.Legal {
			t.Errorf("puzzle %d: %d winning and %d refuted moves, %d legal", p.ID, len(p.Wins), len(p.Refute), p.Legal)
		}
		if err := Selected(len(p.Wins), p.Legal); err != nil {
			t.Errorf("puzzle %d: %v", p.ID, err)
		}
	}
	for _, v := range []string{"kiswahili", "kujifunza", "kete"} {
		if variants[v] == 0 {
			t.Errorf("no %s puzzle", v)
		}
	}
	// The page will ship the file: issue 42 gives it 200 kB gzipped.
	raw, err := os.ReadFile(shippedFile)
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(raw)
	w.Close()
	if gz.Len() > 200_000 {
		t.Errorf("puzzles.jsonl is %d bytes gzipped, want at most 200 kB", gz.Len())
	}
	t.Logf("%d puzzles, %d bytes, %d gzipped", len(ps), len(raw), gz.Len())
	if variants["kiswahili"]*2 < len(ps) {
		t.Errorf("%d Kiswahili puzzles of %d: want most", variants["kiswahili"], len(ps))
	}
}

// TestShippedPuzzlesReproven re-proves the repository's puzzles: every
// listed winning move wins, no other move wins, each refutation wins,
// the length is as listed. The short suite checks every 10th puzzle, the
// full suite all of them.
func TestShippedPuzzlesReproven(t *testing.T) {
	ps := shipped(t)
	step := 1
	if testing.Short() {
		step = 10
	}
	var sample []Puzzle
	for i := 0; i < len(ps); i += step {
		sample = append(sample, ps[i])
	}
	rep := Check(context.Background(), sample, CheckConfig{Threads: 2})
	if rep.Puzzles != len(sample) || len(rep.Failed) > 0 {
		t.Fatalf("%v", rep)
	}
	t.Logf("%v", rep)
}

// TestBuildDeterministic builds a tiny file twice with one seed, with one
// and with two threads: the same bytes. Another seed gives other puzzles.
func TestBuildDeterministic(t *testing.T) {
	build := func(seed uint64, threads int) []byte {
		cfg := DefaultConfig()
		cfg.Seed, cfg.Count, cfg.Threads = seed, 2, threads
		cfg.MaxLevel, cfg.SolveNodes = 4, 10_000 // quick games and proofs
		ps, st, err := Build(context.Background(), cfg)
		if err != nil || len(ps) != 2 || st.Kept != 2 {
			t.Fatalf("seed %d: %d puzzles, %+v, %v", seed, len(ps), st, err)
		}
		var b bytes.Buffer
		if err := Write(&b, ps); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(bytes.NewReader(b.Bytes())); err != nil {
			t.Fatalf("the build's own file: %v", err)
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

// TestReadDamaged damages one line of a good file in many ways: each
// error names the line and the field.
func TestReadDamaged(t *testing.T) {
	good := shipped(t)[:3]
	var b bytes.Buffer
	Write(&b, good)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	p := good[1]
	win := p.Wins[0]
	var lose string
	for m := range p.Refute {
		lose = m
		break
	}
	cases := []struct {
		name, old, new, want string
	}{
		{"not JSON", `{"id"`, `{id`, "line 2: not a JSON object"},
		{"missing field", `"plies":`, `"plie":`, "line 2: field plies: missing"},
		{"wrong type", `"legal":`, `"legal":"x","l":`, "field legal"},
		{"unknown field", `"id":2,`, `"id":2,"extra":1,`, "field extra: unknown"},
		{"bad id", `"id":2,`, `"id":5,`, "line 2 (puzzle 5): field id"},
		{"bad variant", `"variant":"` + p.Variant, `"variant":"chess`, "field variant"},
		{"bad bfen", `"bfen":"`, `"bfen":"9/`, "field bfen"},
		{"illegal win", `"wins":["` + win, `"wins":["A9L`, "field wins[0]"},
		{"refuted move among the wins", `"wins":["`, `"wins":["` + lose + `","`, "is also a winning move"},
		{"even plies", `"plies":` + itoa(p.Plies), `"plies":` + itoa(p.Plies+1), "field plies"},
		{"difficulty", `"difficulty":` + itoa(p.Difficulty), `"difficulty":0`, "field difficulty"},
		{"unknown rule", `"bfen":`, `"rules":{"nonsense":"1"},"bfen":`, "field rules"},
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

func itoa(n int) string { return strconv.Itoa(n) }

// TestCheckCatchesFalseClaims changes a good puzzle's claims so that its
// form stays valid but the proofs disagree: a losing move listed as
// winning, and a reply that does not refute its move. Check
// reports each with its field.
func TestCheckCatchesFalseClaims(t *testing.T) {
	ps := shipped(t)
	if err := CheckOne(&ps[0], 0); err != nil {
		t.Fatalf("the good puzzle fails: %v", err)
	}
	clone := func(p *Puzzle) Puzzle {
		q := *p
		q.Wins, q.Line, q.Refute = slices.Clone(p.Wins), slices.Clone(p.Line), map[string]string{}
		for k, v := range p.Refute {
			q.Refute[k] = v
		}
		return q
	}
	claims := 0
	for i := range ps {
		p := &ps[i]
		if len(p.Wins) != 1 || MaxWins(p.Legal) < 2 {
			continue // room for a second winning move under the rule
		}
		lose := slices.Sorted(maps.Keys(p.Refute))[0]
		// A reply other than the listed one that does not win for the
		// opponent: Check must find that it does not refute.
		r, _ := p.rules()
		pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
		c, _ := r.Play(&pos, mustMove(&r, &pos, lose))
		var ml engine.MoveList
		r.Legal(&c, &ml)
		for _, reply := range ml.Moves[:ml.N] {
			q := clone(p)
			q.Refute[lose] = reply.String()
			want := "field refute." + lose + ": the reply " + reply.String() + " is not proven to win"
			if err := CheckOne(&q, CheckNodes); err != nil && strings.Contains(err.Error(), want) {
				claims++
				break
			}
		}
		if claims == 0 {
			continue
		}
		q := clone(p)
		delete(q.Refute, lose)
		q.Wins = append(q.Wins, lose)
		slices.SortFunc(q.Wins, func(a, b string) int { return order(p, a) - order(p, b) })
		if err := CheckOne(&q, CheckNodes); err == nil || !strings.Contains(err.Error(), "field wins: ") {
			t.Errorf("puzzle %d, %s listed as winning: %v", p.ID, lose, err)
		}
		return
	}
	t.Fatal("no puzzle with one winning move, room for two, and a reply that does not refute")
}

// order is the place of move tok among p's legal moves.
func order(p *Puzzle, tok string) int {
	r, _ := p.rules()
	pos, _ := engine.ParsePosition(p.BFEN, r.Variant)
	var ml engine.MoveList
	r.Legal(&pos, &ml)
	for i, m := range ml.Moves[:ml.N] {
		if m.String() == tok {
			return i
		}
	}
	return -1
}
