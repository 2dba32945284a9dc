package suite

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/search"
)

// TestConfigCheck: every bad setting is refused by an error that names
// its own field and value only: a share that is NaN or infinite (which
// kept nothing and never ended), a table above the machine's bound.
func TestConfigCheck(t *testing.T) {
	for _, c := range []struct {
		set   func(c *Config)
		field string
		want  string
	}{
		{func(c *Config) { c.MaxWinShare = math.NaN() }, "max win share", "max win share NaN: want"},
		{func(c *Config) { c.MaxWinShare = math.Inf(1) }, "max win share", "max win share +Inf: want"},
		{func(c *Config) { c.MaxWinShare = 0 }, "max win share", "max win share 0: want"},
		{func(c *Config) { c.MaxWinShare = 1 }, "max win share", "max win share 1: want"},
		{func(c *Config) { c.Count = 0 }, "count", "count 0: want"},
		{func(c *Config) { c.Nodes = 0 }, "nodes", "nodes 0: want"},
		{func(c *Config) { c.SolveNodes = 0 }, "solve nodes", "solve nodes 0: want"},
		{func(c *Config) { c.PerGame = 0 }, "per game", "per game 0: want"},
		{func(c *Config) { c.TriesPerGame = 0 }, "tries per game", "tries per game 0: want"},
		{func(c *Config) { c.MinToEnd, c.MaxToEnd = 5, 4 }, "plies to end", "plies to end 5-4: want"},
		{func(c *Config) { c.HashMiB = 0 }, "hash", "hash 0 MiB: want 1.."},
		{func(c *Config) { c.HashMiB = search.MaxHashMiB() + 1 }, "hash", fmt.Sprintf("hash %d MiB: want 1..", search.MaxHashMiB()+1)},
	} {
		cfg := DefaultConfig(engine.Kujifunza)
		c.set(&cfg)
		err := cfg.Check()
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", cfg, err, c.want)
			continue
		}
		// Named by its field alone: said with another name for the field,
		// the message changes only there.
		var named field.Named
		if !errors.As(err, &named) || named.Text(func(f string) string {
			if f == c.field {
				return "<" + f + ">"
			}
			return "<" + f + "?>"
		}) != "<"+c.field+">"+strings.TrimPrefix(err.Error(), c.field) {
			t.Errorf("%q does not name the field %q alone", err, c.field)
		}
		if _, _, err := Build(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Build with %+v: %v, want %q", cfg, err, c.want)
		}
	}
	cfg := DefaultConfig(engine.Kujifunza)
	if err := cfg.Check(); err != nil {
		t.Fatalf("default config: %v", err)
	}
}

// TestFilesPrepare: the folder is made when missing (parents included); a
// regular file, a path through one and a folder in a suite file's place
// are refused, naming the path, and a regular file is left as it was.
func TestFilesPrepare(t *testing.T) {
	tmp := t.TempDir()
	cfgs := ForVariants(DefaultConfig(engine.Kiswahili), []engine.Variant{engine.Kete, engine.Kujifunza})
	nested := filepath.Join(tmp, "a", "b")
	if err := (Files{Configs: cfgs, Dir: nested, Threads: 1}).Prepare(); err != nil {
		t.Fatalf("missing folder: %v", err)
	}
	if st, err := os.Stat(nested); err != nil || !st.IsDir() {
		t.Fatalf("the folder was not made: %v", err)
	}
	if entries, _ := os.ReadDir(nested); len(entries) != 0 {
		t.Errorf("Prepare left %d files behind", len(entries))
	}
	if err := (Files{Configs: cfgs, Dir: nested, Threads: 1}).Prepare(); err != nil {
		t.Errorf("existing folder: %v", err)
	}
	file := filepath.Join(tmp, "g.pgn")
	if err := os.WriteFile(file, []byte("games"), 0o644); err != nil {
		t.Fatal(err)
	}
	blocked := filepath.Join(tmp, "blocked")
	if err := os.MkdirAll(filepath.Join(blocked, "kujifunza.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ dir, want string }{
		{file, file + " is a regular file, not a folder"},
		{filepath.Join(file, "sub"), "not a directory"},
		{blocked, filepath.Join(blocked, "kujifunza.txt") + " cannot be written"},
		{"", "no folder given"},
	} {
		if err := (Files{Configs: cfgs, Dir: c.dir, Threads: 1}).Prepare(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("dir %q: %v, want %q", c.dir, err, c.want)
		}
	}
	if data, err := os.ReadFile(file); err != nil || string(data) != "games" {
		t.Errorf("the regular file now holds %q (%v)", data, err)
	}
}

// TestFilesCheckTables: the tables of the variants built at once are
// bounded together; one variant at a time, or one variant, keeps each
// table's own bound, and BuildFiles refuses what CheckTables refuses
// before any work.
func TestFilesCheckTables(t *testing.T) {
	limit := search.MaxHashMiB()
	cfg := DefaultConfig(engine.Kujifunza)
	cfg.HashMiB = limit/2 + 1
	two := ForVariants(cfg, []engine.Variant{engine.Kete, engine.Kujifunza})
	dir := t.TempDir()
	for _, c := range []struct {
		fs   Files
		want string // "" = accepted
	}{
		{Files{Configs: two, Threads: 2, Dir: dir}, "MiB of tables in all, want at most"},
		{Files{Configs: two, Threads: 1, Dir: dir}, ""},
		{Files{Configs: two[:1], Threads: 2, Dir: dir}, ""},
	} {
		err := c.fs.CheckTables()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%d variants, %d threads: %v, want %q", len(c.fs.Configs), c.fs.Threads, err, c.want)
		}
	}
	var te *TablesError
	if err := BuildFiles(context.Background(), Files{Configs: two, Threads: 2, Dir: dir}); !errors.As(err, &te) || !strings.Contains(err.Error(), "hash "+strconv.Itoa(cfg.HashMiB)+" MiB with 2 variants built at once (threads 2)") {
		t.Errorf("BuildFiles: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a refused build wrote %d files", len(entries))
	}
}
