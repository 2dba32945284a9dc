package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestHelpExitsZero(t *testing.T) {
	for _, arg := range []string{"--help", "-h"} {
		var stdout, stderr bytes.Buffer
		if err := run([]string{arg}, &stdout, &stderr); err != nil {
			t.Errorf("%s: %v (main exits 1)", arg, err)
		}
		if !strings.Contains(stdout.String(), "Usage: go run ./cmd/baorelease") {
			t.Errorf("%s: stdout %q lacks the usage", arg, stdout.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if err := run([]string{"--no-such-flag"}, &stdout, &stderr); err == nil {
		t.Error("an unknown flag was accepted")
	}
}

// TestRefusesUnstampedBeforeBuilding runs the release with a go command
// that cannot stamp (it turns -buildvcs=true into false) and that records
// every build of cmd/bao: the release must be refused before any.
func TestRefusesUnstampedBeforeBuilding(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake go command is a shell script")
	}
	real, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "builds.log")
	script := "#!/bin/sh\n" +
		"for a; do shift; case \"$a\" in -buildvcs=true) a=-buildvcs=false;; esac; set -- \"$@\" \"$a\"; done\n" +
		"case \" $* \" in *\" ./cmd/bao \"*) echo \"$*\" >> '" + log + "'; exit 1;; esac\n" +
		"exec '" + real + "' \"$@\"\n"
	fake := filepath.Join(dir, "go")
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "dist")
	var stdout, stderr bytes.Buffer
	err = run([]string{"--out", out, "--targets", "linux/amd64", "--go", fake}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "no VCS revision") || !strings.Contains(err.Error(), "--allow-unstamped") {
		t.Errorf("an unstamped tree: %v", err)
	}
	if builds, _ := os.ReadFile(log); len(builds) > 0 {
		t.Errorf("bao was built before the refusal: %s", builds)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("the refused release made its output folder")
	}
}

func TestRelativeLinks(t *testing.T) {
	text := "See [rules](docs/rules.md#5-notation), ![shot](web/app/screenshot.png),\n" +
		"[site](https://example.org/x.md), [here](#licence), `[code](not/a/link.md)`,\n" +
		"<img src=\"docs/phone.png\"> and [my%20file](docs/my%20file.txt).\n" +
		"```\n[in code](nor/this.md)\n```\n[ref]: docs/ledger.md\n"
	got, err := relativeLinks("README.md", text)
	if err != nil {
		t.Fatal(err)
	}
	want := "docs/rules.md web/app/screenshot.png docs/my file.txt docs/phone.png docs/ledger.md"
	if strings.Join(got, " ") != want {
		t.Errorf("links %q, want %q", got, want)
	}
	got, err = relativeLinks("docs/architecture.md", "[ledger](ledger.md) and [readme](../README.md)")
	if err != nil || strings.Join(got, " ") != "docs/ledger.md README.md" {
		t.Errorf("links from docs/: %q, %v", got, err)
	}
	if _, err := relativeLinks("docs/a.md", "[out](../../etc/passwd)"); err == nil {
		t.Error("a link out of the module was accepted")
	}
}

// TestReleaseDocsFollowLinks checks the documents of this module's
// archives: the licence, and every file the README and docs link to.
func TestReleaseDocsFollowLinks(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	ms, err := releaseDocs(root)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, m := range ms {
		have[m.name] = true
	}
	for _, want := range []string{"LICENSE", "README.md", "docs/rules.md", "docs/protocol.md", "docs/levels.md",
		"docs/ledger.md", "docs/phone.png", "docs/examples/cutegames.json", "docs/examples/openings-kiswahili.txt",
		"web/app/screenshot.png"} {
		if !have[want] {
			t.Errorf("the archives lack %s", want)
		}
	}
	for name := range have {
		if strings.HasSuffix(name, ".go") {
			t.Errorf("the archives carry source %s", name)
		}
	}
}

// TestReleaseArchivesComplete makes a release for real, of this machine's
// platform, the web app and the npm package, from a copy of the module
// committed to a new git repository (so the toolchain stamps it, as in a
// release checkout), unpacks every archive and checks: one top folder
// named after the archive (package/ for the npm package), a licence, every relative link of its README and docs resolves
// inside it, the web app names the archive's version, and the program
// runs and names it too (long: it compiles bao and the WebAssembly engine).
func TestReleaseArchivesComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles bao and the web app (long)")
	}
	host := hostTarget().String()
	if _, err := parseTargets(host); err != nil {
		t.Skipf("host %s is not a release platform", host)
	}
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git: cannot make a stamped tree")
	}
	src := stampedCopy(t, git)
	t.Chdir(src)
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run([]string{"--out", out, "--targets", host}, &stdout, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	entries, _ := os.ReadDir(out)
	var archives []string
	for _, e := range entries {
		if e.Name() != "SHA256SUMS" {
			archives = append(archives, e.Name())
		}
	}
	if len(archives) != 3 {
		t.Fatalf("release files %v, want the %s archive, the web app, the npm package and SHA256SUMS", entries, host)
	}
	sums, _ := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	for _, name := range archives {
		if !strings.Contains(string(sums), "  "+name+"\n") {
			t.Errorf("SHA256SUMS lacks %s", name)
		}
		top := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), ".tar.gz"), ".tgz")
		version := strings.TrimPrefix(top, "bao-")
		version = strings.TrimSuffix(version, "-web")
		version = strings.TrimSuffix(version, "-npm")
		version = strings.TrimSuffix(version, "-"+strings.ReplaceAll(host, "/", "-"))
		if !strings.HasPrefix(version, "dev-") || strings.HasSuffix(version, "-dirty") {
			t.Errorf("%s: version %q, want dev-<revision> from the clean stamped copy", name, version)
		}
		npmPackage := strings.HasSuffix(name, "-npm.tgz")
		if npmPackage {
			top = "package" // npm's layout, which npm install expects
		}
		files := unpack(t, filepath.Join(out, name))
		inside := map[string][]byte{}
		for p, data := range files {
			first, rest, _ := strings.Cut(p, "/")
			if first != top || rest == "" {
				t.Errorf("%s: %s is not under the one top folder %s/", name, p, top)
				continue
			}
			inside[rest] = data
		}
		if !bytes.Contains(inside["LICENSE"], []byte("MIT License")) {
			t.Errorf("%s carries no licence", name)
		}
		for p, data := range inside {
			if !strings.HasSuffix(p, ".md") {
				continue
			}
			links, err := relativeLinks(p, string(data))
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			for _, l := range links {
				if !resolves(inside, l) {
					t.Errorf("%s: %s links to %s, which the archive lacks", name, p, l)
				}
			}
		}
		if npmPackage {
			continue
		}
		if strings.HasSuffix(top, "-web") {
			m := webVersion.FindSubmatch(inside["index.html"])
			if m == nil || string(m[1]) != version {
				t.Errorf("%s: the web app names version %q, want %q", name, m, version)
			}
			continue
		}
		if _, ok := inside["README.md"]; !ok {
			t.Errorf("%s lacks the README", name)
		}
		bin := filepath.Join(t.TempDir(), "bao")
		if err := os.WriteFile(bin, inside["bao"], 0o755); err != nil {
			t.Fatal(err)
		}
		got, err := exec.Command(bin, "version").Output()
		if err != nil || !strings.HasPrefix(string(got), "bao "+version+" ") {
			t.Errorf("bao version: %q, %v; want bao %s", got, err, version)
		}
	}
}

// resolves reports whether the slash path p is a file of the archive or a
// folder holding some.
func resolves(files map[string][]byte, p string) bool {
	if _, ok := files[p]; ok {
		return true
	}
	for f := range files {
		if strings.HasPrefix(f, p+"/") {
			return true
		}
	}
	return false
}

// stampedCopy copies the module's files (tracked and new, not ignored)
// into a new git repository with one commit and returns its folder.
func stampedCopy(t *testing.T, git string) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	list, err := exec.Command(git, "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("git ls-files: %v", err)
	}
	dst := t.TempDir()
	for _, name := range strings.Split(strings.TrimRight(string(list), "\x00"), "\x00") {
		data, err := os.ReadFile(filepath.Join(root, name))
		if os.IsNotExist(err) {
			continue // deleted in the working tree
		}
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dst, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"init", "-q"},
		{"add", "-A"},
		{"-c", "user.name=Release Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false", "commit", "-q", "--no-verify", "-m", "release test"},
	} {
		cmd := exec.Command(git, args...)
		cmd.Dir = dst
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return dst
}

// unpack reads every regular file of a .zip or .tar.gz archive.
func unpack(t *testing.T, file string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	if strings.HasSuffix(file, ".zip") {
		zr, err := zip.OpenReader(file)
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			data, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			files[path.Clean(f.Name)] = data
		}
		return files
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		files[path.Clean(h.Name)] = data
	}
	return files
}
