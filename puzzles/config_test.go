package puzzles

import "testing"

// TestSmallBuildHasRoom: the default settings accept any count, however
// small (a try of "bao puzzles build --count 2" was refused: 35% of 2
// puzzles left no room at any difficulty), and the difficulties together
// have room for all the puzzles asked; at 1,000 puzzles one difficulty
// holds at most the standard's 35%.
func TestSmallBuildHasRoom(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 7, 13, 1000} {
		cfg := DefaultConfig()
		cfg.Count = n
		if err := cfg.Check(); err != nil {
			t.Errorf("count %d: %v", n, err)
			continue
		}
		if c := cfg.levelCap(); c*Levels < n || c > n {
			t.Errorf("count %d: at most %d a difficulty, want room for all %d in %d levels", n, c, n, Levels)
		}
	}
	cfg := DefaultConfig()
	cfg.Count = 1000
	if got, want := cfg.levelCap(), 1000*MaxLevelShare/1000; got != want {
		t.Errorf("1,000 puzzles: at most %d a difficulty, want the standard's %d", got, want)
	}
}
