package match

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/field"
	"github.com/baoengine/bao/internal/shard"
	"github.com/baoengine/bao/openings"
	"github.com/baoengine/bao/record"
)

// reportConfig is a checked Config of two built-in players (greedy, and
// random named rnd) playing games per pairing from the built-in openings
// of Bao la Kiswahili with seed 1, in the shard shardText ("" for the
// whole schedule), as bao match builds it from its flags.
func reportConfig(t *testing.T, games int, shardText string) *Config {
	t.Helper()
	c := &Config{Rules: engine.DefaultRules(engine.Kiswahili), Games: games, Rounds: 1, Concurrency: 1,
		Seed: 1, Event: "bao match", Ready: 10 * time.Second, Hang: time.Minute}
	for _, text := range []string{"builtin=greedy", "builtin=random name=rnd"} {
		sp, err := ParseEngineSpec(text)
		if err != nil {
			t.Fatal(err)
		}
		c.Engines = append(c.Engines, sp)
	}
	osp, err := openings.ParseSpec("builtin")
	if err != nil {
		t.Fatal(err)
	}
	if c.Openings, err = LoadOpenings(osp, &c.Rules); err != nil {
		t.Fatal(err)
	}
	c.RandomOrder = osp.Order == "random"
	if shardText != "" {
		if c.Shard, err = shard.Parse(shardText); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRunReport(t *testing.T) {
	dir := t.TempDir()
	pgnFile, logFile := filepath.Join(dir, "games.pgn"), filepath.Join(dir, "io.log")
	c := reportConfig(t, 4, "1/2")
	c.Warn = io.Discard
	var out, warn bytes.Buffer
	tally, err := RunReport(context.Background(), c, pgnFile, logFile, &out, &warn)
	if err != nil {
		t.Fatal(err)
	}
	header := "Match: greedy vs rnd, 2 games (shard 1/2), " // 4 games, shard 1 of 2: one pair
	if !strings.HasPrefix(out.String(), header) || !strings.Contains(out.String(), "openings, variant kiswahili, seed 1\n") {
		t.Errorf("header: %q", out.String())
	}
	var summary bytes.Buffer
	tally.Write(&summary, nil)
	if !strings.HasSuffix(out.String(), summary.String()) || tally.Main().Score.Games() != 2 {
		t.Errorf("output does not end with the summary of 2 games:\n%s", out.String())
	}
	data, err := os.ReadFile(pgnFile)
	if err != nil {
		t.Fatal(err)
	}
	if games, err := record.Read(bytes.NewReader(data)); err != nil || len(games) != 2 {
		t.Errorf("records: %d, %v", len(games), err)
	}
	if _, err := os.Stat(logFile); err != nil {
		t.Errorf("log: %v", err)
	}
	if _, err := RunReport(context.Background(), c, filepath.Join(dir, "no", "g.pgn"), "", &out, &warn); err == nil || !strings.HasPrefix(err.Error(), "match: pgn: ") {
		t.Errorf("a record file in a missing folder: %v", err)
	}
	if _, err := RunReport(context.Background(), c, "", filepath.Join(dir, "no", "io.log"), &out, &warn); err == nil || !strings.HasPrefix(err.Error(), "match: log: ") {
		t.Errorf("a log in a missing folder: %v", err)
	}
	// The log and the records in one file, under two spellings: refused
	// before anything is written, the records left as they were.
	out.Reset()
	if _, err := RunReport(context.Background(), c, pgnFile, filepath.Join(dir, ".", "x", "..", filepath.Base(pgnFile)), &out, &warn); err == nil || !strings.Contains(err.Error(), "are the same file") {
		t.Errorf("the log in the record file: %v", err)
	}
	if after, _ := os.ReadFile(pgnFile); string(after) != string(data) || out.Len() != 0 {
		t.Errorf("the log in the record file: the records changed (%d bytes, were %d) or a header was printed (%q)", len(after), len(data), out.String())
	}
}

// TestRunReportRefusesOutputs: the openings file as record file or log,
// and a log that is an existing file of something else (records, notes),
// are refused before anything is written; an earlier log is appended to.
func TestRunReportRefusesOutputs(t *testing.T) {
	dir := t.TempDir()
	c := reportConfig(t, 2, "")
	c.Warn = io.Discard
	pgnFile := filepath.Join(dir, "games.pgn")
	var out, warn bytes.Buffer
	if _, err := RunReport(context.Background(), c, pgnFile, "", &out, &warn); err != nil {
		t.Fatal(err)
	}
	records, _ := os.ReadFile(pgnFile)
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("my notes\n"), 0o644)
	c.OpeningsFile = pgnFile
	for _, tc := range []struct{ pgn, log, want string }{
		{filepath.Join(dir, ".", "games.pgn"), "", "match: pgn: "},
		{"", pgnFile, "match: log: "},
		{"", notes, "not a log of bao match"},
	} {
		out.Reset()
		if _, err := RunReport(context.Background(), c, tc.pgn, tc.log, &out, &warn); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("--pgnout %q --log %q: %v, want %q", tc.pgn, tc.log, err, tc.want)
		}
		if out.Len() != 0 {
			t.Errorf("--pgnout %q --log %q: printed %q before refusing", tc.pgn, tc.log, out.String())
		}
	}
	c.OpeningsFile = ""
	other := filepath.Join(dir, "other.pgn")
	os.WriteFile(other, records, 0o644)
	if _, err := RunReport(context.Background(), c, "", other, &out, &warn); err == nil || !strings.Contains(err.Error(), "not a log of bao match") {
		t.Errorf("a record file as the log: %v", err)
	}
	if after, _ := os.ReadFile(pgnFile); string(after) != string(records) {
		t.Error("the records changed")
	}
	if after, _ := os.ReadFile(notes); string(after) != "my notes\n" {
		t.Error("the notes changed")
	}
	// A log that bao match wrote is appended to.
	logFile := filepath.Join(dir, "io.log")
	os.WriteFile(logFile, []byte("2026-12-03 12:19:26.602 bao#1 > uci\n"), 0o644)
	if _, err := RunReport(context.Background(), c, "", logFile, &out, &warn); err != nil {
		t.Errorf("an earlier log: %v", err)
	}
}

func TestMergeReport(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := 1; i <= 2; i++ {
		c := reportConfig(t, 4, []string{"", "1/2", "2/2"}[i])
		var pgn bytes.Buffer
		c.PGN, c.Warn = &pgn, io.Discard
		if _, err := Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		files = append(files, filepath.Join(dir, []string{"", "a.pgn", "b.pgn"}[i]))
		if err := os.WriteFile(files[i-1], pgn.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	merged := filepath.Join(dir, "all.pgn")
	var out, warn bytes.Buffer
	m, err := MergeReport(files, false, merged, nil, &out, &warn)
	if err != nil || m.Bad != 0 || len(m.Games) != 4 {
		t.Fatalf("merge: %v, %+v", err, m)
	}
	var summary bytes.Buffer
	m.Tally.Write(&summary, nil)
	if want := "Merged 4 games from 2 files\n" + summary.String(); out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	data, err := os.ReadFile(merged)
	if err != nil {
		t.Fatal(err)
	}
	if games, err := record.Read(bytes.NewReader(data)); err != nil || len(games) != 4 {
		t.Errorf("merged file: %d games, %v", len(games), err)
	}
	if _, err := MergeReport(files, false, files[0], nil, &out, &warn); err == nil || !strings.HasPrefix(err.Error(), "match merge: pgn: ") {
		t.Errorf("output one of the inputs: %v", err)
	}
}

// TestRunNotesNames: the note of an SPRT in a shard names the shard in
// the library's words, or as Config.Names names it.
func TestRunNotesNames(t *testing.T) {
	for _, c := range []struct {
		names field.Namer
		want  string
	}{
		{nil, "Note: with a shard of the schedule the SPRT is reported"},
		{func(f string) string { return map[string]string{"shard": "--shard"}[f] }, "Note: with --shard the SPRT is reported"},
	} {
		cfg := reportConfig(t, 2, "1/2")
		sp, err := ParseSPRT("elo0=0 elo1=5")
		if err != nil {
			t.Fatal(err)
		}
		var progress bytes.Buffer
		cfg.SPRT, cfg.Progress, cfg.Warn, cfg.Names = &sp, &progress, io.Discard, c.names
		if _, err := Run(context.Background(), cfg); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(progress.String(), c.want) {
			t.Errorf("progress lacks %q:\n%s", c.want, progress.String())
		}
	}
}
