package level

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

func TestTableIsALadder(t *testing.T) {
	all := All()
	if len(all) < 2 {
		t.Fatal("fewer than two levels")
	}
	for i, l := range all {
		if l.Number != i+1 {
			t.Errorf("level %d has number %d", i+1, l.Number)
		}
		if l.Name == "" || strings.ContainsAny(l.Name, " \t") {
			t.Errorf("level %d: name %q must be one word", l.Number, l.Name)
		}
		if l.Lines < 1 || l.Spread < 0 || l.Depth < 0 {
			t.Errorf("level %v: bad parameters %+v", l, l)
		}
		if i > 0 {
			p := all[i-1]
			if l.Elo <= p.Elo {
				t.Errorf("level %v: Elo %d not above %v's %d", l, l.Elo, p, p.Elo)
			}
			// A level sees at least as deep as the one below; at the same
			// depth it chooses among no more lines with no wider spread.
			deeper := l.Depth == 0 || p.Depth != 0 && l.Depth >= p.Depth
			same := l.Depth == p.Depth
			if !deeper || same && (l.Lines > p.Lines || l.Spread > p.Spread) {
				t.Errorf("level %v is not stronger by its parameters than %v", l, p)
			}
		}
	}
	if all[0].Elo != 0 {
		t.Errorf("the scale's zero is level 1, whose Elo is %d", all[0].Elo)
	}
	if !Max().Full() || all[len(all)-2].Full() {
		t.Error("only the last level is full strength")
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]int{"1": 1, " 3 ": 3, "beginner": 1, "FULL": len(All()), "Club": 6} {
		l, err := Parse(in)
		if err != nil || l.Number != want {
			t.Errorf("Parse(%q) = %v, %v; want level %d", in, l, err, want)
		}
	}
	for _, bad := range []string{"0", "99", "-1", "champion", ""} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		} else if !strings.Contains(err.Error(), "Beginner") && !strings.Contains(err.Error(), "want 1..") {
			t.Errorf("Parse(%q): error %q does not say what is wanted", bad, err)
		}
	}
}

func TestFromSkillCoversTheLadder(t *testing.T) {
	all := All()
	if FromSkill(0) != all[0] || FromSkill(-4) != all[0] {
		t.Error("skill 0 is not the weakest level")
	}
	if FromSkill(SkillMax) != Max() || FromSkill(99) != Max() {
		t.Error("skill 20 is not full strength")
	}
	seen := map[int]bool{}
	prev := 0
	for s := 0; s <= SkillMax; s++ {
		l := FromSkill(s)
		if l.Number < prev {
			t.Errorf("skill %d gives level %d, below skill %d's %d", s, l.Number, s-1, prev)
		}
		prev = l.Number
		seen[l.Number] = true
	}
	if len(seen) != len(all) {
		t.Errorf("skills reach %d of %d levels", len(seen), len(all))
	}
}

func TestFromElo(t *testing.T) {
	all := All()
	lo, hi := EloRange()
	if lo != all[0].Elo || hi != Max().Elo {
		t.Errorf("EloRange %d..%d", lo, hi)
	}
	for _, l := range all {
		if got := FromElo(l.Elo); got != l {
			t.Errorf("FromElo(%d) = %v, want %v", l.Elo, got, l)
		}
		if l.Number > 1 {
			if got := FromElo(l.Elo - 1); got.Number != l.Number-1 {
				t.Errorf("FromElo(%d) = %v, want the level below %v", l.Elo-1, got, l)
			}
		}
	}
	if FromElo(lo-500) != all[0] || FromElo(hi+500) != Max() {
		t.Error("Elo beyond the range does not clamp")
	}
}

func lines(scores ...int) []Line {
	var ls []Line
	for i, s := range scores {
		ls = append(ls, Line{Move: engine.Move(i + 1), Score: s})
	}
	return ls
}

func TestChooseFullStrengthTakesTheBest(t *testing.T) {
	ls := lines(50, 40, 30)
	for seed := uint64(0); seed < 200; seed++ {
		if m := Choose(ls, Max(), seed); m != ls[0].Move {
			t.Fatalf("full strength chose %v", m)
		}
	}
	if Choose(nil, All()[0], 1) != engine.NoMove {
		t.Error("no lines must give NoMove")
	}
	if m := Choose(lines(7), All()[0], 1); m != engine.Move(1) {
		t.Error("one line must be played")
	}
}

// TestChooseFavoursBetterMoves draws many times and checks the ranks:
// the best most often, every candidate within Lines sometimes, nothing
// beyond Lines ever, and the frequencies near the weights.
func TestChooseFavoursBetterMoves(t *testing.T) {
	l := Level{Number: 1, Lines: 3, Spread: 100}
	ls := lines(100, 50, 0, -500, -900)
	count := map[engine.Move]int{}
	const draws = 30000
	for seed := uint64(0); seed < draws; seed++ {
		count[Choose(ls, l, seed)]++
	}
	if count[4] != 0 || count[5] != 0 {
		t.Errorf("chose beyond the level's lines: %v", count)
	}
	if !(count[1] > count[2] && count[2] > count[3] && count[3] > 0) {
		t.Errorf("frequencies not ordered by score: %v", count)
	}
	// Weights 1, e^-0.5, e^-1: shares 0.506, 0.307, 0.186.
	for m, want := range map[engine.Move]float64{1: 0.5065, 2: 0.3072, 3: 0.1863} {
		got := float64(count[m]) / draws
		if got < want-0.02 || got > want+0.02 {
			t.Errorf("move %v chosen %.3f of the time, want %.3f", m, got, want)
		}
	}
}

func TestChooseTakesAProvenWin(t *testing.T) {
	l := All()[0]
	ls := lines(30000-3, 200, 150, 100)
	for seed := uint64(0); seed < 2000; seed++ {
		if m := Choose(ls, l, seed); m != 1 {
			t.Fatalf("seed %d: the weakest level chose %v over a win in 3 plies", seed, m)
		}
	}
}

func TestChooseIsAFunctionOfItsInputs(t *testing.T) {
	l := All()[1]
	ls := lines(10, 5, 0, -5, -10)
	for seed := uint64(0); seed < 100; seed++ {
		if Choose(ls, l, seed) != Choose(ls, l, seed) {
			t.Fatal("the same inputs chose differently")
		}
	}
	p := engine.StartPosition(engine.Kiswahili)
	if Seed(&p, All()[0], 0) == Seed(&p, All()[1], 0) {
		t.Error("two levels share a seed")
	}
}

// TestSeedOfAGame: game seed 0 gives the seed of the position's key and
// the level alone, the one the ladder's figures were measured with; other
// game seeds give other draws, each its own.
func TestSeedOfAGame(t *testing.T) {
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	for ply := 0; ply < 40; ply++ {
		for _, l := range All() {
			old := p.Key ^ uint64(l.Number)*0x5bd1e9955bd1e995
			if got := Seed(&p, l, 0); got != old {
				t.Fatalf("ply %d, level %v: game seed 0 gives %#x, want %#x (the key and the level alone)", ply, l, got, old)
			}
			seen := map[uint64]uint64{old: 0}
			for g := uint64(1); g <= 64; g++ {
				s := Seed(&p, l, g)
				if h, ok := seen[s]; ok {
					t.Fatalf("ply %d, level %v: game seeds %d and %d give one seed", ply, l, h, g)
				}
				seen[s] = g
			}
		}
		var ml engine.MoveList
		r.Legal(&p, &ml)
		if ml.N == 0 {
			break
		}
		p, _ = r.Play(&p, ml.Moves[ply%ml.N])
	}
	// Nearby game seeds draw unrelated numbers: of the 100 draws of
	// seeds 1..100 at one position, about half fall below one half.
	lv := All()[0]
	p = engine.StartPosition(engine.Kiswahili)
	low := 0
	for g := uint64(1); g <= 100; g++ {
		if unitFloat(Seed(&p, lv, g)) < 0.5 {
			low++
		}
	}
	if low < 30 || low > 70 {
		t.Errorf("game seeds 1..100 drew %d of 100 below one half; want about 50", low)
	}
}
