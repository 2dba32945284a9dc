package match

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// binaries builds the bao binary and the fake engines once per test
// binary into one folder.
var binaries = struct {
	once sync.Once
	dir  string
	err  error
}{}

// bin returns the path of a built program: "bao" or a fake's name.
func bin(t testing.TB, name string) string {
	t.Helper()
	binaries.once.Do(func() {
		dir, err := os.MkdirTemp("", "bao-match-test")
		if err != nil {
			binaries.err = err
			return
		}
		binaries.dir = dir
		pkgs := map[string]string{"bao": "github.com/baoengine/bao/cmd/bao"}
		for _, f := range []string{"crash", "hang", "slow", "illegal", "garbage", "malformed"} {
			pkgs[f] = "./testdata/fakes/" + f
		}
		for n, p := range pkgs {
			cmd := exec.Command("go", "build", "-o", filepath.Join(dir, n), p)
			if out, err := cmd.CombinedOutput(); err != nil {
				binaries.err = &buildError{p, string(out), err}
				return
			}
		}
	})
	if binaries.err != nil {
		t.Fatal(binaries.err)
	}
	return filepath.Join(binaries.dir, name)
}

type buildError struct {
	pkg, out string
	err      error
}

func (e *buildError) Error() string { return "go build " + e.pkg + ": " + e.err.Error() + "\n" + e.out }

func TestMain(m *testing.M) {
	code := m.Run()
	if binaries.dir != "" {
		os.RemoveAll(binaries.dir)
	}
	os.Exit(code)
}

// mustSpec parses and completes an engine specification.
func mustSpec(t testing.TB, s string) EngineSpec {
	t.Helper()
	sp, err := ParseEngineSpec(s)
	if err != nil {
		t.Fatalf("spec %q: %v", s, err)
	}
	if err := sp.Complete(); err != nil {
		t.Fatalf("spec %q: %v", s, err)
	}
	return sp
}
