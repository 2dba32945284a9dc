package docs

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/record"
)

// TestExamples checks every example block of README.md and docs/*.md
// against the program (see doc.go for the block kinds).
func TestExamples(t *testing.T) {
	counts := map[string]int{}
	for _, f := range markdownFiles(t) {
		for _, b := range f.blocks {
			if strings.HasPrefix(b.after, "<!-- file:") {
				checkFileBlock(t, b)
			}
			if !strings.HasPrefix(b.kind, "bao-") {
				continue
			}
			counts[b.kind]++
			switch b.kind {
			case "bao-position":
				checkPosition(t, b)
			case "bao-legal":
				checkLegal(t, b)
			case "bao-trace":
				checkTrace(t, b)
			case "bao-transcript":
				checkTranscript(t, b)
			case "bao-record":
				checkRecord(t, b)
			case "bao-tokens":
				checkTokens(t, b)
			case "bao-version":
				checkVersion(t, b)
			default:
				t.Errorf("%s: unknown example kind %q", b.where(), b.kind)
			}
		}
	}
	t.Logf("examples checked: %v", counts)
	// The docs promise examples of every kind: a parser that found none
	// would pass every check.
	for _, k := range []string{"bao-position", "bao-legal", "bao-trace", "bao-transcript", "bao-record", "bao-tokens", "bao-version"} {
		if counts[k] == 0 {
			t.Errorf("no %s example found: is the markdown parser broken?", k)
		}
	}
}

// checkFileBlock checks a block that shows a file of the repository.
func checkFileBlock(t *testing.T, b *block) {
	t.Helper()
	path := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(b.after, "<!-- file:"), "-->"))
	data, err := os.ReadFile(filepath.Join(repoRoot(t), filepath.FromSlash(path)))
	if err != nil {
		t.Errorf("%s: shows the file %s: %v", b.where(), path, err)
		return
	}
	want := strings.TrimRight(string(data), "\n")
	if got := strings.Join(b.lines, "\n"); got != want {
		t.Errorf("%s: the block differs from the file %s:\n%s\n--- file:\n%s", b.where(), path, got, want)
	}
}

// rulesOf returns the rules a block's attributes name: variant=V (default
// kiswahili) and rule.NAME=VALUE.
func rulesOf(t *testing.T, b *block) (engine.Rules, bool) {
	t.Helper()
	v := engine.Kiswahili
	if s, ok := b.attrs["variant"]; ok {
		var err error
		if v, err = engine.ParseVariant(s); err != nil {
			t.Errorf("%s: %v", b.where(), err)
			return engine.Rules{}, false
		}
	}
	r := engine.DefaultRules(v)
	for k, val := range b.attrs {
		switch {
		case k == "variant":
		case strings.HasPrefix(k, "rule."):
			if err := r.Set(strings.TrimPrefix(k, "rule."), val); err != nil {
				t.Errorf("%s: %v", b.where(), err)
				return r, false
			}
		default:
			t.Errorf("%s: unknown attribute %q", b.where(), k)
			return r, false
		}
	}
	return r, true
}

// positionLine reads "position startpos|fen <BFEN> [moves ...]" as the
// protocol does, with the rules engine alone.
func positionLine(r *engine.Rules, line string) (engine.Position, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "position" {
		return engine.Position{}, &parseError{"want \"position startpos|fen <BFEN> [moves ...]\", got " + line}
	}
	movesAt := len(f)
	for i, w := range f {
		if w == "moves" {
			movesAt = i
			break
		}
	}
	var p engine.Position
	switch f[1] {
	case "startpos":
		p = engine.StartPosition(r.Variant)
	case "fen":
		var err error
		if p, err = engine.ParsePosition(strings.Join(f[2:movesAt], " "), r.Variant); err != nil {
			return p, err
		}
	default:
		return p, &parseError{"want startpos or fen, got " + f[1]}
	}
	for i := movesAt + 1; i < len(f); i++ {
		m, err := r.ParseMove(&p, f[i])
		if err != nil {
			return p, err
		}
		if p, err = r.Play(&p, m); err != nil {
			return p, err
		}
	}
	return p, nil
}

func trimRight(lines []string) string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(out, "\n"), "\n")
}

func checkPosition(t *testing.T, b *block) {
	t.Helper()
	r, ok := rulesOf(t, b)
	if !ok {
		return
	}
	if len(b.lines) < 2 || !strings.HasPrefix(b.lines[len(b.lines)-1], "Fen: ") {
		t.Errorf("%s: want the diagram, then \"Fen: <BFEN>\" as the last line", b.where())
		return
	}
	bfen := strings.TrimPrefix(b.lines[len(b.lines)-1], "Fen: ")
	p, err := engine.ParsePosition(bfen, r.Variant)
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	if p.String() != bfen {
		t.Errorf("%s: BFEN %q is written %q by the engine", b.where(), bfen, p.String())
	}
	if got, want := trimRight(b.lines[:len(b.lines)-1]), trimRight(strings.Split(engine.Diagram(&p), "\n")); got != want {
		t.Errorf("%s: the diagram is not the BFEN's; the engine draws:\n%s", b.where(), want)
	}
}

func checkLegal(t *testing.T, b *block) {
	t.Helper()
	r, ok := rulesOf(t, b)
	if !ok {
		return
	}
	if len(b.lines) < 2 {
		t.Errorf("%s: want a position line and at least one check", b.where())
		return
	}
	p, err := positionLine(&r, b.lines[0])
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	for _, l := range b.lines[1:] {
		switch {
		case strings.TrimSpace(l) == "":
		case strings.HasPrefix(l, "legal "):
			var ml engine.MoveList
			r.Legal(&p, &ml)
			got := "legal " + itoa(ml.N)
			for _, m := range ml.Slice() {
				got += " " + m.String()
			}
			if got != l {
				t.Errorf("%s: %q, the generator gives %q", b.where(), l, got)
			}
		case strings.HasPrefix(l, "after "):
			tok, bfen, ok := strings.Cut(strings.TrimPrefix(l, "after "), ": ")
			if !ok {
				t.Errorf("%s: %q: want \"after <move>: <BFEN>\"", b.where(), l)
				continue
			}
			m, err := r.ParseMove(&p, tok)
			if err != nil {
				t.Errorf("%s: %q: %v", b.where(), l, err)
				continue
			}
			q, _ := r.Play(&p, m)
			if q.String() != bfen {
				t.Errorf("%s: after %s: %q, the engine gives %q", b.where(), tok, bfen, q.String())
			}
		case strings.HasPrefix(l, "outcome: "):
			res, why := r.Outcome(&p)
			got := "outcome: " + res.String()
			if why != "" {
				got += " (" + why + ")"
			}
			if got != l {
				t.Errorf("%s: %q, the engine says %q", b.where(), l, got)
			}
		default:
			t.Errorf("%s: line %q: want legal, after or outcome", b.where(), l)
		}
	}
}

func checkTrace(t *testing.T, b *block) {
	t.Helper()
	r, ok := rulesOf(t, b)
	if !ok {
		return
	}
	if len(b.lines) < 3 || !strings.HasPrefix(b.lines[1], "move ") {
		t.Errorf("%s: want \"position ...\", \"move <token>\", then the trace", b.where())
		return
	}
	p, err := positionLine(&r, b.lines[0])
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	m, err := r.ParseMove(&p, strings.TrimPrefix(b.lines[1], "move "))
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	q, tr, err := r.Trace(&p, m)
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	events := b.lines[2:]
	if last := events[len(events)-1]; strings.HasPrefix(last, "after: ") {
		events = events[:len(events)-1]
		if bfen := strings.TrimPrefix(last, "after: "); q.String() != bfen {
			t.Errorf("%s: after %v: %q, the engine gives %q", b.where(), m, bfen, q.String())
		}
	}
	if got, want := strings.TrimRight(tr.String(), "\n"), trimRight(events); got != want {
		t.Errorf("%s: trace of %v:\n%s\nthe engine's:\n%s", b.where(), m, want, got)
	}
}

func checkRecord(t *testing.T, b *block) {
	t.Helper()
	text := strings.Join(b.lines, "\n") + "\n"
	games, err := record.Read(strings.NewReader(text))
	if err != nil {
		t.Errorf("%s: %v", b.where(), err)
		return
	}
	var out bytes.Buffer
	for _, g := range games {
		if err := record.Write(&out, g); err != nil {
			t.Errorf("%s: %v", b.where(), err)
			return
		}
	}
	if got, want := strings.TrimRight(out.String(), "\n"), strings.TrimRight(text, "\n"); got != want {
		t.Errorf("%s: the record writer writes this game as:\n%s", b.where(), got)
	}
}

func checkTokens(t *testing.T, b *block) {
	t.Helper()
	for _, l := range b.lines {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			t.Errorf("%s: %q: want \"<token> <canonical move>\"", b.where(), l)
			continue
		}
		m, err := engine.ParseMove(f[0])
		if err != nil {
			t.Errorf("%s: %q: %v", b.where(), f[0], err)
			continue
		}
		if m.String() != f[1] {
			t.Errorf("%s: %q reads as %v, not %s", b.where(), f[0], m, f[1])
		}
	}
}

// checkVersion checks a sample of "bao version": it must be what the
// version package prints for a build with that revision (the build test of
// cmd/bao checks that a real build prints this form).
func checkVersion(t *testing.T, b *block) {
	t.Helper()
	if len(b.lines) != 2 {
		t.Errorf("%s: want the two lines of bao version", b.where())
		return
	}
	name, rest, _ := strings.Cut(strings.TrimPrefix(b.lines[0], "bao "), " (")
	goVersion, platform, _ := strings.Cut(strings.TrimSuffix(rest, ")"), " ")
	f := strings.Fields(b.lines[1])
	if len(f) != 3 || f[0] != "revision" {
		t.Errorf("%s: second line %q: want \"revision <commit> <time>\"", b.where(), b.lines[1])
		return
	}
	in := version.Info{Version: "dev", Revision: f[1], Time: f[2], Go: goVersion, Platform: platform}
	if !strings.HasPrefix(name, "dev") {
		in.Version = name
	}
	if got, want := in.Details(), strings.Join(b.lines, "\n")+"\n"; got != want {
		t.Errorf("%s: bao version prints such a build as:\n%s", b.where(), got)
	}
}
