package main

import (
	"strings"
	"testing"
)

// TestPlaySaveAppends: --save to a file of records adds the game after
// them instead of replacing the file.
func TestPlaySaveAppends(t *testing.T) {
	dir := t.TempDir()
	file := matchFile(t, dir, 4)
	code, out, errs := runCLIInput("A6L\nquit\n", "play", "--side", "south", "--depth", "1", "--save", file)
	if code != 0 || !strings.Contains(out, "Game saved to ") {
		t.Fatalf("play --save: exit %d\n%s%s", code, out, errs)
	}
	games, err := readGames(file)
	if err != nil || len(games) != 5 {
		t.Fatalf("%d games, %v; want the 4 of the match and the saved one", len(games), err)
	}
	if ev, _ := games[4].Tag("Event"); ev != "bao play" {
		t.Errorf("last record's Event %q, want the saved game", ev)
	}
}
