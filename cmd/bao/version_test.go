package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestVersionStampedByBuild builds bao with "go build" in a fresh git
// checkout of the module and checks that the build names its revision
// everywhere a build is named: "bao version", "id name" and the Program
// tag of a record written by "bao match". Then it changes a file and
// checks the "-dirty" mark. It needs git (it is skipped without it) and
// two builds, so -short skips it too.
//
// The checkout is a new repository in a temporary folder because the Go
// tool stamps no revision in a linked git worktree (it looks for a .git
// folder), which is how this repository is often worked on.
func TestVersionStampedByBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("two builds of bao: not in -short")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed: the build cannot be stamped with a revision")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	src := filepath.Join(tmp, "src")
	copyModule(t, root, src)
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = src
		cmd.Env = append(os.Environ(),
			"GIT_AUTHOR_NAME=test", "GIT_AUTHOR_EMAIL=test@example.com", "GIT_AUTHOR_DATE=2026-11-29T15:34:49Z",
			"GIT_COMMITTER_NAME=test", "GIT_COMMITTER_EMAIL=test@example.com", "GIT_COMMITTER_DATE=2026-11-29T15:34:49Z",
			"GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	git("add", "-A")
	git("commit", "-q", "-m", "version test")
	rev := git("rev-parse", "HEAD")
	short := rev[:12]

	bin := filepath.Join(tmp, "bao")
	build := func() {
		t.Helper()
		// -buildvcs=true overrides a GOFLAGS=-buildvcs=false of the
		// environment or the go env file; -trimpath lets the build cache
		// serve the packages again although the folder is new.
		start := time.Now()
		cmd := exec.Command("go", "build", "-buildvcs=true", "-trimpath", "-o", bin, "./cmd/bao")
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		t.Logf("go build: %v", time.Since(start).Round(time.Millisecond))
	}
	run := func(stdin string, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = tmp
		cmd.Stdin = strings.NewReader(stdin)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("bao %v: %v\nstderr: %s", args, err, errb.String())
		}
		return out.String()
	}

	build()
	got := run("", "version")
	if !strings.HasPrefix(got, "bao dev-"+short+" (go") {
		t.Errorf("bao version, first line: want \"bao dev-%s (go...)\", got:\n%s", short, got)
	}
	if !strings.Contains(got, "\nrevision "+rev+" 2026-11-29T15:34:49Z\n") {
		t.Errorf("bao version: want the line \"revision %s 2026-11-29T15:34:49Z\", got:\n%s", rev, got)
	}
	if got := run("uci\nquit\n"); !strings.HasPrefix(got, "id name Bao dev-"+short+"\n") {
		t.Errorf("uci: want \"id name Bao dev-%s\" first, got:\n%.200s", short, got)
	}
	t.Logf("bao version and id name checked")
	pgn := filepath.Join(tmp, "games.pgn")
	run("", "match", "--engine", "builtin=random name=a", "--engine", "builtin=random name=b",
		"--games", "2", "--quiet", "--pgnout", pgn)
	rec, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(rec), "[Program \"Bao dev-"+short+"\"]"); n != 2 {
		t.Errorf("bao match records: want the tag [Program \"Bao dev-%s\"] in both games, found it %d times:\n%s", short, n, rec)
	}

	// An uncommitted change marks the build.
	if err := os.WriteFile(filepath.Join(src, "README.md"), []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	build()
	got = run("", "version")
	if !strings.HasPrefix(got, "bao dev-"+short+"-dirty (go") || !strings.Contains(got, " with uncommitted changes\n") {
		t.Errorf("bao version after a change: want dev-%s-dirty and \"with uncommitted changes\", got:\n%s", short, got)
	}
}

// copyModule copies the module's files from root to dst: the files git
// knows in root (tracked, and untracked but not ignored), or, when root is
// not a git checkout, every file outside .git folders.
func copyModule(t *testing.T, root, dst string) {
	t.Helper()
	var files []string
	cmd := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	cmd.Dir = root
	if out, err := cmd.Output(); err == nil {
		for _, f := range strings.Split(string(out), "\x00") {
			if f != "" {
				files = append(files, f)
			}
		}
	} else {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == ".git" {
				return filepath.SkipDir
			}
			if d.Type().IsRegular() {
				rel, _ := filepath.Rel(root, path)
				files = append(files, rel)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted in the working tree but not yet in the index
			}
			t.Fatal(err)
		}
		p := filepath.Join(dst, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
