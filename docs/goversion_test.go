package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// goNamed matches a Go version the docs name: "Go 1.26.8".
var goNamed = regexp.MustCompile(`\bGo (1\.[0-9]+(?:\.[0-9]+)?)\b`)

// TestGoVersionOfGoMod: the Go version the docs name is the one go.mod's
// go line asks for. The README said "Go 1.26 or later" where go.mod
// wants 1.26.8, which an older 1.26 toolchain must first download.
func TestGoVersionOfGoMod(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	want := ""
	for _, l := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), "go "); ok {
			want = strings.TrimSpace(v)
		}
	}
	if want == "" {
		t.Fatal("go.mod has no go line")
	}
	found := 0
	for _, f := range markdownFiles(t) {
		for i, l := range f.lines {
			for _, m := range goNamed.FindAllStringSubmatch(l, -1) {
				found++
				if m[1] != want {
					t.Errorf("%s:%d: %q, but go.mod asks for Go %s", f.path, i+1, m[0], want)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal(`no "Go 1.x" in the docs: has the README's "Getting bao" lost the version it needs?`)
	}
}
