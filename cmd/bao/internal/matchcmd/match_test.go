package matchcmd

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/cmd/bao/internal/clitest"
	"github.com/baoengine/bao/cmd/bao/internal/recordcmd"
	"github.com/baoengine/bao/record"
)

// runCLIInput runs "bao ARGS" in-process with input as its standard
// input, with "bao match" and "bao record" (which checks the records a
// match wrote) as its commands.
func runCLIInput(input string, args ...string) (int, string, string) {
	cmds := map[string]cli.Command{"match": Command(), "record": recordcmd.Command()}
	return clitest.Run(nil, cmds, strings.NewReader(input), args...)
}

func TestMatchHelp(t *testing.T) {
	code, out, _ := runCLIInput("", "match", "--help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"--engine", "--each", "--games", "--rounds", "--concurrency", "--gauntlet", "--openings",
		"--maxplies", "--resign", "--sprt", "--pgnout", "--log", "--seed", "--shard", "--ready-timeout", "--hang-timeout",
		"tc=[moves/]time[+inc]", "st=SEC", "timemargin=MS", "builtin=random|greedy", "Examples:", "bao match merge"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	code, out, _ = runCLIInput("", "match", "merge", "--help")
	if code != 0 || !strings.Contains(out, "--pgnout") {
		t.Errorf("merge help: exit %d\n%s", code, out)
	}
}

func TestMatchUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"match"}, "at least two --engine"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "cmd=x tc=abc"}, `--engine 2: tc="abc"`},
		{[]string{"match", "--engine", "builtin=random", "--engine", "cmd=x"}, "no limit"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--shard", "3/2"}, "--shard"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--sprt", "elo0=5 elo1=0"}, "--sprt"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--openings", "/no/such/file"}, "--openings"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--games", "0"}, "games 0"},
		{[]string{"match", "merge"}, "give the record files"},
		// These were accepted: a negative timeout or period silently meant
		// the default, a huge --games filled the memory with its schedule,
		// a huge --concurrency started a process pair per game.
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--ratinginterval", "-1"}, "--ratinginterval -1"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--ready-timeout", "-1s"}, "--ready-timeout -1s"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--hang-timeout", "0s"}, "--hang-timeout 0s"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--concurrency", "100000"}, "--concurrency 100000: want 1..256"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--games", "99999999999"}, "at most 1000000 games"},
		{[]string{"match", "--engine", "builtin=random", "--engine", "builtin=greedy", "--engine", "builtin=random", "--games", "400000", "--rounds", "2"}, "at most 1000000 games"},
	} {
		code, _, errs := runCLIInput("", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
	code, _, errs := runCLIInput("", "match", "merge", "/no/such/file.pgn")
	if code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("merge of a missing file: exit %d, %q", code, errs)
	}
}

// TestMatchShardsCLI plays a small match of builtins whole and in two
// shards, and merges the shards: the same games and statistics.
func TestMatchShardsCLI(t *testing.T) {
	dir := t.TempDir()
	base := []string{"match", "--engine", "builtin=greedy", "--engine", "builtin=random", "--games", "6", "--seed", "3", "--quiet"}
	play := func(name string, extra ...string) string {
		file := filepath.Join(dir, name)
		code, out, errs := runCLIInput("", append(append(base, "--pgnout", file), extra...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, errs)
		}
		if !strings.Contains(out, "Score of greedy vs random: ") {
			t.Fatalf("%s: no summary:\n%s", name, out)
		}
		return file
	}
	whole := play("whole.pgn")
	s1 := play("s1.pgn", "--shard", "1/2")
	s2 := play("s2.pgn", "--shard", "2/2")
	merged := filepath.Join(dir, "merged.pgn")
	code, out, errs := runCLIInput("", "match", "merge", "--pgnout", merged, s1, s2)
	if code != 0 || !strings.Contains(out, "Merged 6 games from 2 files") {
		t.Fatalf("merge: exit %d\n%s%s", code, out, errs)
	}
	read := func(file string) []*record.Game {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		games, err := record.Read(f)
		if err != nil {
			t.Fatal(err)
		}
		return games
	}
	a, b := read(whole), read(merged)
	if len(a) != 6 || len(b) != 6 {
		t.Fatalf("%d and %d games", len(a), len(b))
	}
	byNumber := map[string]*record.Game{}
	for _, g := range a {
		n, _ := g.Tag("Game")
		byNumber[n] = g
	}
	for _, g := range b {
		n, _ := g.Tag("Game")
		w := byNumber[n]
		if w == nil || w.Result != g.Result || len(w.Moves) != len(g.Moves) {
			t.Fatalf("game %s differs", n)
		}
		for i := range g.Moves {
			if g.Moves[i].Move != w.Moves[i].Move {
				t.Fatalf("game %s differs at ply %d", n, i+1)
			}
		}
	}
	// A run of another seed merges with the others only under --runs.
	other := filepath.Join(dir, "seed4.pgn")
	if code, _, errs := runCLIInput("", append(base[:len(base)-3], "--seed", "4", "--quiet", "--pgnout", other)...); code != 0 {
		t.Fatalf("seed 4: exit %d: %s", code, errs)
	}
	if code, _, errs := runCLIInput("", "match", "merge", whole, other); code == 0 || !strings.Contains(errs, "--runs") {
		t.Errorf("merge of two seeds without --runs: exit %d, %q", code, errs)
	}
	code, out, errs = runCLIInput("", "match", "merge", "--runs", whole, other)
	if code != 0 || !strings.Contains(out, "Merged 12 games from 2 files") || !strings.Contains(out, "pairs 6") {
		t.Errorf("merge --runs: exit %d\n%s%s", code, out, errs)
	}
}

// TestMatchRecordFiles: a run into a record file whose last record was
// cut off moves that record to a file beside it (with a warning) before
// appending, and refuses a file of something else; merge
// refuses garbage and an output that is an input, and keeps the good
// games of a file with a bad record while exiting 1.
func TestMatchRecordFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "games.pgn")
	args := []string{"match", "--engine", "builtin=greedy", "--engine", "builtin=random", "--games", "2", "--quiet", "--pgnout", file}
	if code, _, errs := runCLIInput("", args...); code != 0 {
		t.Fatalf("match: exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(file, append(data, data[:30]...), 0o644) // killed in the tags of game 3
	code, _, errs := runCLIInput("", args...)
	if code != 0 || !strings.Contains(errs, "games.pgn: its last record (game 3, from line ") {
		t.Fatalf("match into a cut file: exit %d, stderr %q", code, errs)
	}
	if code, out, errs := runCLIInput("", "record", "check", file); code != 0 || !strings.Contains(out, "4 games") {
		t.Errorf("record check after the second run: exit %d\n%s%s", code, out, errs)
	}

	if asides, _ := filepath.Glob(file + ".cut-*"); len(asides) != 1 {
		t.Errorf("%d files of the cut record beside %s, want 1", len(asides), file)
	} else if cut, _ := os.ReadFile(asides[0]); string(cut) != string(data[:30]) {
		t.Errorf("the cut record's file holds %q, want %q", cut, data[:30])
	}

	garbage := filepath.Join(dir, "garbage.pgn")
	os.WriteFile(garbage, []byte("not a record\n"), 0o644)
	// A file of something else is refused as --pgnout, before any game,
	// and left as it was.
	if code, out, errs := runCLIInput("", append(slices.Clone(args[:len(args)-1]), garbage)...); code != 1 || !strings.Contains(errs, "garbage.pgn: not a file of game records") || out != "" {
		t.Errorf("match --pgnout garbage: exit %d\n%s%s", code, out, errs)
	}
	if after, _ := os.ReadFile(garbage); string(after) != "not a record\n" {
		t.Errorf("match --pgnout garbage changed it to %q", after)
	}
	if code, out, errs := runCLIInput("", "match", "merge", garbage); code == 0 || !strings.Contains(errs, "garbage.pgn: not a file of game records") {
		t.Errorf("merge of garbage: exit %d\n%s%s", code, out, errs)
	}
	before, _ := os.ReadFile(file)
	if code, _, errs := runCLIInput("", "match", "merge", "--pgnout", file, file); code != 2 || !strings.Contains(errs, "the output is one of the inputs") {
		t.Errorf("merge --pgnout of an input: exit %d, stderr %q", code, errs)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("merge --pgnout of an input changed it")
	}

	// A record broken in the middle: the good games are merged, the bad
	// one reported, and the exit code is 1.
	mixed := filepath.Join(dir, "mixed.pgn")
	first := string(data[:strings.Index(string(data[1:]), "\n[Event ")+2])
	os.WriteFile(mixed, []byte(strings.Replace(first, "[Game \"1\"]", "[Game \"x\"]", 1)+string(data)), 0o644)
	out := filepath.Join(dir, "merged.pgn")
	code, stdout, errs := runCLIInput("", "match", "merge", "--pgnout", out, mixed)
	if code != 1 || !strings.Contains(stdout, "Merged 2 games from 1 files") || !strings.Contains(errs, "mixed.pgn: game 1: tag Game \"x\"") ||
		!strings.Contains(errs, "1 bad record(s) left out") {
		t.Errorf("merge of a file with a bad record: exit %d\n%s%s", code, stdout, errs)
	}
	if games, err := readGames(out); err != nil || len(games) != 2 {
		t.Errorf("merged file: %d games, %v", len(games), err)
	}
}

// TestMatchRefusesFilesOfOtherThings: --pgnout is appended to only when
// it holds game records from its first byte. Notes whose last paragraph
// begins with "[", notes ending with a score, a README and a program were
// taken for records with a cut last record (moved aside, the file cut
// short) or appended to; they are refused and left as they were, and
// --pgnout or --log naming an engine's program is a usage error.
func TestMatchRefusesFilesOfOtherThings(t *testing.T) {
	dir := t.TempDir()
	program, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"plan.txt":   "Plan for the match\n\n[1] run 200 games\n[2] merge shards\nremember to back up\n",
		"res.txt":    "Results so far\n\nround 1: 1-0\n",
		"README.md":  string(readme),
		"program":    string(program),
		"engine.sh":  "#!/bin/sh\nexec bao \"$@\"\n",
		"engine2.sh": "#!/bin/sh\nexec bao \"$@\"\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	base := []string{"match", "--engine", "builtin=greedy", "--engine", "builtin=random", "--games", "2", "--quiet"}
	for _, name := range []string{"plan.txt", "res.txt", "README.md", "program"} {
		code, out, errs := runCLIInput("", append(slices.Clone(base), "--pgnout", filepath.Join(dir, name))...)
		if code != 1 || !strings.Contains(errs, name+": not a file of game records") || out != "" {
			t.Errorf("--pgnout %s: exit %d, stderr %q, stdout %q; want 1, refused", name, code, errs, out)
		}
	}
	engine := filepath.Join(dir, "engine.sh")
	withEngine := []string{"match", "--engine", "cmd=" + engine + " depth=1", "--engine", "builtin=random", "--games", "2", "--quiet"}
	dirEngine := []string{"match", "--engine", "cmd=./engine2.sh dir=" + dir + " depth=1", "--engine", "builtin=random", "--games", "2", "--quiet"}
	for _, args := range [][]string{
		append(slices.Clone(withEngine), "--pgnout", engine),
		append(slices.Clone(withEngine), "--log", engine),
		append(slices.Clone(dirEngine), "--pgnout", filepath.Join(dir, "engine2.sh")),
	} {
		if code, _, errs := runCLIInput("", args...); code != 2 || !strings.Contains(errs, "the output is one of the inputs") {
			t.Errorf("%v: exit %d, stderr %q; want 2, the output is one of the inputs", args[len(args)-2:], code, errs)
		}
	}
	for name, text := range files {
		if data, _ := os.ReadFile(filepath.Join(dir, name)); string(data) != text {
			t.Errorf("%s changed", name)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != len(files) {
		t.Errorf("%d files in the folder, want the %d given", len(entries), len(files))
	}
}

// readGames reads every game of a record file.
func readGames(path string) ([]*record.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return record.Read(f)
}

// TestMatchNotesNameFlags: the run's notes name the settings by the
// command's flags (the library has words of its own for them).
func TestMatchNotesNameFlags(t *testing.T) {
	code, out, errs := runCLIInput("", "match", "--engine", "builtin=greedy", "--engine", "builtin=random",
		"--games", "2", "--shard", "1/2", "--sprt", "elo0=0 elo1=5")
	if code != 0 || !strings.Contains(out, "Note: with --shard the SPRT is reported but does not stop the run; merge the shards to judge it.\n") {
		t.Errorf("exit %d, stdout lacks the note naming --shard:\n%s%s", code, out, errs)
	}
	code, _, errs = runCLIInput("", "match", "--engine", "cmd=/bin/true", "--engine", "builtin=random")
	if code != 2 || !strings.Contains(errs, "no limit: give tc=, st=, nodes= or depth= (in --engine or --each)") {
		t.Errorf("an engine without a limit: exit %d, %q", code, errs)
	}
}
