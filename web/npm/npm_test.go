package npm

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/baoengine/bao/internal/gotool"
)

// testBuild is the build name of the package the tests build: the
// engine's id name says it (package.test.mjs, BAO_NPM_BUILD).
const testBuild = "v0.0.1-test"

// builtTarball builds and packs the package once for the tests.
var builtTarball = sync.OnceValues(func() (string, error) {
	root, err := gotool.ModuleRoot("go")
	if err != nil {
		return "", err
	}
	files, err := Files(context.Background(), Config{ModuleRoot: root, Version: testBuild})
	if err != nil {
		return "", err
	}
	tgz, err := Pack(files, time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC))
	if err != nil {
		return "", err
	}
	path := filepath.Join(testTmp, TarballName(testBuild))
	return path, os.WriteFile(path, tgz, 0o644)
})

// testContext ends a minute before the test binary's deadline, so that a
// hung child is killed and its output shown rather than the binary
// killed with none.
func testContext(t *testing.T) (context.Context, context.CancelFunc) {
	if d, ok := t.Deadline(); ok {
		return context.WithDeadline(context.Background(), d.Add(-time.Minute))
	}
	return context.WithCancel(context.Background())
}

// testTmp is a folder for the package's tests, removed after them.
var testTmp string

// TestMain makes testTmp and removes it after the tests.
func TestMain(m *testing.M) {
	var err error
	if testTmp, err = os.MkdirTemp("", "bao-npm-test"); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(testTmp)
	os.Exit(code)
}

// tarball returns the packed package's path.
func tarball(t *testing.T) string {
	t.Helper()
	p, err := builtTarball()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// needTool returns the path of a program the test needs, skipping the
// test without it, except under CI (CI set), where it must be there.
func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed; CI installs it (.ci/run)", name)
		}
		t.Skipf("%s is not installed", name)
	}
	return p
}

// installed makes an empty project in a temporary folder and installs the
// tarball into it with npm, offline; it returns the project's folder.
func installed(t *testing.T) string {
	t.Helper()
	needTool(t, "node")
	npm := needTool(t, "npm")
	tgz := tarball(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"name":"consumer","private":true,"type":"module"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(npm, "install", tgz, "--offline", "--no-audit", "--no-fund", "--cache", filepath.Join(dir, ".npm-cache"))
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install %s --offline: %v\n%s", filepath.Base(tgz), err, out)
	}
	return dir
}

// nodeTests are the Node test files of testdata, run by TestNodePackage
// (report.mjs is their helpers).
var nodeTests = []string{"package.test.mjs", "api.test.mjs", "random.test.mjs"}

// TestNodePackage installs the packed tarball into an empty project with
// npm, offline, and runs the Node tests of testdata with node --test:
// package.test.mjs (the package's rules against the Go rules engine on
// 1,000 positions of each variant, a game between two engines, searches by
// time, level and stop, bad input, and the ways to give the WebAssembly),
// api.test.mjs (the promise API's guarantees, checked against the
// engine's own report of its options) and random.test.mjs (random calls,
// valid and invalid, against a model of the engine: 4,000, and 1,000 with
// -short).
func TestNodePackage(t *testing.T) {
	dir := installed(t)
	const n = 1000 // about 9 s in node for the three variants
	fixture := filepath.Join(dir, "positions.json")
	writeFixture(t, fixture, n)
	files, err := filepath.Glob(filepath.Join("testdata", "*.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	calls := "4000"
	if testing.Short() {
		calls = "1000"
	}
	ctx, cancel := testContext(t)
	defer cancel()
	args := append([]string{"--test", "--test-concurrency=1", "--test-reporter=spec"}, nodeTests...)
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "BAO_NPM_FIXTURE="+fixture, "BAO_NPM_CALLS="+calls, "BAO_NPM_BUILD="+testBuild)
	out, err := cmd.CombinedOutput()
	t.Logf("node --test:\n%s", out)
	if err != nil {
		t.Fatalf("node --test: %v", err)
	}
}

// cachedTool finds a test-only npm tool that .ci/run installs into the
// user's cache (npm install --prefix CACHE/bao-npm-tools typescript vite):
// rel is its path under node_modules, env a variable that may name it
// instead. The package itself has no dependencies. Without the tool the
// test is skipped, except under CI.
func cachedTool(t *testing.T, env, rel string) string {
	t.Helper()
	if p := os.Getenv(env); p != "" {
		return p
	}
	if dir, err := os.UserCacheDir(); err == nil {
		p := filepath.Join(dir, "bao-npm-tools", "node_modules", filepath.FromSlash(rel))
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("no %s: .ci/run installs it into the cache (bao-npm-tools)", rel)
	}
	t.Skipf("no %s: npm install --prefix ~/.cache/bao-npm-tools typescript@5 vite@5 (or set %s)", rel, env)
	return ""
}

// TestTypeScript type-checks testdata/consumer.ts, which uses every
// declaration of the package, against the installed package with tsc
// --noEmit --strict; its @ts-expect-error lines must be errors.
func TestTypeScript(t *testing.T) {
	tsc := cachedTool(t, "BAO_TSC", "typescript/bin/tsc")
	dir := installed(t)
	src, err := os.ReadFile(filepath.Join("testdata", "consumer.ts"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "consumer.ts"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := consumerCheck(t, tsc, dir, "consumer.ts"); err != nil {
		t.Fatalf("tsc --noEmit consumer.ts: %v\n%s", err, out)
	}
}

// consumerCheck type-checks file, a program of a project that installed
// the package, with tsc --noEmit --strict as a consumer would (Node's
// module resolution, the package's declarations).
func consumerCheck(t *testing.T, tsc, dir, file string) ([]byte, error) {
	t.Helper()
	ctx, cancel := testContext(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", tsc, "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext",
		"--moduleResolution", "nodenext", "--lib", "es2022,dom", file)
	cmd.Dir = dir
	return cmd.CombinedOutput()
}
