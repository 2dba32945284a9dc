package puzzles

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/baoengine/bao/engine"
)

// randomPositions plays random games of each variant from its start and
// returns every position met (the rules' own, from all stages).
func randomPositions(games int) map[engine.Variant][]engine.Position {
	rng := rand.New(rand.NewPCG(1, 2))
	out := map[engine.Variant][]engine.Position{}
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		for g := 0; g < games; g++ {
			p := engine.StartPosition(v)
			var ch engine.Children
			for ply := 0; ply < 300; ply++ {
				r.Generate(&p, &ch)
				if ch.N == 0 {
					break
				}
				out[v] = append(out[v], p)
				p = ch.List[rng.IntN(ch.N)].Pos
			}
		}
	}
	return out
}

// imageMoves returns the legal moves of p mapped by f, sorted, and the
// children of p mapped by img, keyed by the mapped move.
func imageMoves(r *engine.Rules, p *engine.Position, f func(engine.Move) engine.Move, img func(*engine.Position) engine.Position) ([]string, map[string]string) {
	var ch engine.Children
	r.Generate(p, &ch)
	var moves []string
	kids := map[string]string{}
	for i := 0; i < ch.N; i++ {
		m := f(ch.List[i].Move).String()
		moves = append(moves, m)
		c := img(&ch.List[i].Pos)
		kids[m] = c.String()
	}
	slices.Sort(moves)
	return moves, kids
}

// TestMirrorSymmetry: on random positions of every stage and variant, the
// colour swap and, where no nyumba is owned, the left-right mirror are
// symmetries of the rules: the legal moves of the image are the images of
// the legal moves, and each child of the image is the image of the child.
// With a nyumba owned the mirror is not one (so canonical never mirrors
// such a position): some position shows it.
func TestMirrorSymmetry(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 6
	}
	ident := func(m engine.Move) engine.Move { return m }
	same := func(p *engine.Position) engine.Position { return *p }
	broken := 0
	for v, ps := range randomPositions(n) {
		r := engine.DefaultRules(v)
		mirrored := 0
		for _, p := range ps {
			for _, s := range []symmetry{colourSwap, mirrorLR, colourSwap | mirrorLR} {
				if s&mirrorLR != 0 && !mirrorable(&p) {
					continue
				}
				q := image(&p, s)
				f := func(m engine.Move) engine.Move {
					if s&mirrorLR != 0 {
						m = mirrorMove(m)
					}
					if s&colourSwap != 0 {
						m = flipMove(m)
					}
					return m
				}
				img := func(c *engine.Position) engine.Position { return image(c, s) }
				want, wantKids := imageMoves(&r, &p, f, img)
				got, gotKids := imageMoves(&r, &q, ident, same)
				if !slices.Equal(got, want) {
					t.Fatalf("%v %s under %v: legal %v, want the images %v", v, p.String(), s, got, want)
				}
				for m, c := range wantKids {
					if gotKids[m] != c {
						t.Fatalf("%v %s under %v: after %s %s, want the image %s", v, p.String(), s, m, gotKids[m], c)
					}
				}
				if s == mirrorLR {
					mirrored++
				}
			}
			if !mirrorable(&p) && v != engine.Kujifunza {
				q := mirror(&p)
				want, _ := imageMoves(&r, &p, mirrorMove, mirror)
				got, _ := imageMoves(&r, &q, ident, same)
				if !slices.Equal(got, want) {
					broken++
				}
			}
		}
		if mirrored == 0 {
			t.Errorf("%v: no position without an owned nyumba to mirror", v)
		}
	}
	if broken == 0 {
		t.Errorf("no position with an owned nyumba whose mirror image moves differently: the exclusion is not needed")
	}
}

// TestCanonical: a position, its colour swap and (with no nyumba owned)
// its mirror image share one canonical key, whatever the ply; the
// symmetry returned maps the position to its canonical image.
func TestCanonical(t *testing.T) {
	for v, ps := range randomPositions(2) {
		for _, p := range ps {
			k, s := canonical(&p)
			if q := image(&p, s); q.Key != k {
				t.Fatalf("%v %s: canonical key %x, but its image under %v has %x", v, p.String(), k, s, q.Key)
			}
			images := []symmetry{colourSwap}
			if mirrorable(&p) {
				images = append(images, mirrorLR, colourSwap|mirrorLR)
			}
			for _, s := range images {
				q := image(&p, s)
				q.Ply += 7
				if kq, _ := canonical(&q); kq != k {
					t.Fatalf("%v %s under %v: canonical key %x, want %x", v, p.String(), s, kq, k)
				}
			}
		}
	}
}
