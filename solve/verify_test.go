package solve

import (
	"bytes"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// kujifunzaProof returns the text of a proof of the Kujifunza start.
func kujifunzaProof(t testing.TB) string {
	t.Helper()
	r := engine.DefaultRules(engine.Kujifunza)
	p := engine.StartPosition(engine.Kujifunza)
	s := newSolver(t, &r, 4)
	if res := s.Solve(p, Limits{}, Hooks{}); res.Value != Win {
		t.Fatalf("%+v", res)
	}
	pr, err := s.Extract(p, engine.South)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := pr.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestVerifyRejectsCorruptProofs changes a good proof in many ways; each
// must be rejected with the line at fault.
func TestVerifyRejectsCorruptProofs(t *testing.T) {
	good := kujifunzaProof(t)
	if _, err := Verify(strings.NewReader(good)); err != nil {
		t.Fatalf("good proof: %v", err)
	}
	lines := strings.Split(good, "\n")
	tree := 0
	for i, l := range lines {
		if l == "tree" {
			tree = i + 1
			break
		}
	}
	// the line index of the first loser node with more than one child and
	// of the first game-over leaf
	firstAll, firstOver := -1, -1
	for i := tree; i < len(lines); i++ {
		if firstAll < 0 && strings.HasPrefix(lines[i], "*") && lines[i] != "*1" {
			firstAll = i
		}
		if firstOver < 0 && lines[i] == "#" {
			firstOver = i
		}
	}
	other := "A1R" // a legal first move that is not the proof's
	if lines[tree] == other {
		other = "A2R"
	}
	set := func(i int, s string) string {
		c := append([]string(nil), lines...)
		c[i] = s
		return strings.Join(c, "\n")
	}
	drop := func(i int) string {
		c := append([]string(nil), lines[:i]...)
		return strings.Join(append(c, lines[i+1:]...), "\n")
	}
	cases := []struct {
		name, text, want string
	}{
		{"empty", "", "end of file"},
		{"magic", strings.Replace(good, proofMagic, "bao-proof 9", 1), "not a proof file"},
		{"variant", strings.Replace(good, "variant kujifunza", "variant chess", 1), "variant"},
		{"rule value", strings.Replace(good, "rule takasia false", "rule takasia maybe", 1), "takasia"},
		{"rule order", strings.Replace(good, "rule takasia false", "rule nope false", 1), "rule"},
		{"lap limit", strings.Replace(good, "rule infiniteMoveLapLimit 100000", "rule infiniteMoveLapLimit 0", 1), "infiniteMoveLapLimit"},
		{"root", strings.Replace(good, "root 2,2,2", "root 9,2,2", 1), "bfen"},
		{"winner", strings.Replace(good, "winner S", "winner N", 1), ""},
		{"winner value", strings.Replace(good, "winner S", "winner X", 1), "winner"},
		{"lines", strings.Replace(good, "\nlines ", "\nlines 1", 1), "lines"},
		{"lines bad", strings.Replace(good, "\nlines ", "\nlines x", 1), "lines"},
		{"first move", set(tree, other), ""},
		{"illegal move", set(tree, "B4L"), "not legal"},
		{"not a move", set(tree, "hello"), ""},
		{"count", set(firstAll, "*1"), "legal moves"},
		{"loser move", set(firstAll, "a1R"), "the loser is to move"},
		{"star for winner", set(tree, "*16"), "the winner is to move"},
		{"over too early", set(firstAll, "#"), "the game goes on"},
		{"cycle", set(tree, "="), "cycle"},
		{"forward reference", set(firstAll, "="), "cycle"},
		{"missing leaf", drop(firstOver), ""},
		{"truncated", good[:len(good)/2], ""},
		{"no end", strings.TrimSuffix(good, "end\n"), "end of file"},
		{"text after end", good + "A1R\n", "after"},
		{"long line", strings.Replace(good, "tree\n", "tree\n"+strings.Repeat("x", 10000)+"\n", 1), "longer"},
		{"binary", "\x00\xff\xfe" + good, "not a proof file"},
	}
	for _, c := range cases {
		_, err := Verify(strings.NewReader(c.text))
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.HasPrefix(err.Error(), "proof line ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v (want the line and %q)", c.name, err, c.want)
		}
	}
	// CRLF line ends and blank lines after "end" are accepted.
	if _, err := Verify(strings.NewReader(strings.ReplaceAll(good, "\n", "\r\n") + "\n\n")); err != nil {
		t.Errorf("CRLF: %v", err)
	}
}

// TestVerifyRepeatReference: a position reached twice may refer back to
// its complete proof; Verify accepts that and the report counts it once.
func TestVerifyRepeatReference(t *testing.T) {
	r := engine.DefaultRules(engine.Kujifunza)
	for _, e := range endgames[engine.Kujifunza] {
		p := mustPos(t, r.Variant, e.fen)
		s := newSolver(t, &r, 4)
		proveAndCheck(t, s, p, e.value)
		winner := p.Side
		if e.value == Loss {
			winner = winner.Other()
		}
		pr, _ := s.Extract(p, winner)
		var b bytes.Buffer
		pr.WriteTo(&b)
		if n := strings.Count(b.String(), "\n=\n"); n > 0 {
			rep, err := Verify(&b)
			if err != nil || rep.Positions >= rep.Lines {
				t.Fatalf("%d repeats: %+v %v", n, rep, err)
			}
			return
		}
	}
	t.Skip("no endgame proof has a transposition")
}

// FuzzVerify: Verify never panics, whatever the input.
func FuzzVerify(f *testing.F) {
	good := kujifunzaProof(f)
	f.Add(good)
	f.Add(good[:200])
	f.Add(strings.Replace(good, "A6L", "=", 1))
	f.Fuzz(func(t *testing.T, s string) {
		Verify(strings.NewReader(s))
	})
}
