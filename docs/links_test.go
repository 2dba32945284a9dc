package docs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/baoengine/bao/internal/mdlinks"
)

// TestRelativeLinks checks that every relative link of README.md and
// docs/*.md names a file of the repository (so a fresh clone has no broken
// link), and that an #anchor names a heading of the file it points to.
func TestRelativeLinks(t *testing.T) {
	root := repoRoot(t)
	files := markdownFiles(t)
	anchors := map[string]map[string]bool{}
	for _, f := range files {
		anchors[f.path] = headingAnchors(f)
	}
	checked := 0
	for _, f := range files {
		for i, l := range f.lines {
			if !f.prose[i] {
				continue
			}
			for _, target := range mdlinks.Targets(l) {
				if mdlinks.IsWeb(target) {
					continue // a web address
				}
				checked++
				where := f.path + ":" + itoa(i+1)
				path, anchor, _ := strings.Cut(target, "#")
				dest := f.path
				if path != "" {
					dest = filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(f.path), filepath.FromSlash(path))))
					if dest == ".." || strings.HasPrefix(dest, "../") || filepath.IsAbs(path) {
						t.Errorf("%s: link %q points outside the repository", where, target)
						continue
					}
					if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(dest))); err != nil {
						t.Errorf("%s: link %q: no such file in the repository", where, target)
						continue
					}
				}
				if anchor != "" {
					a, ok := anchors[dest]
					if !ok {
						t.Errorf("%s: link %q: anchors are checked only in README.md and docs/*.md", where, target)
					} else if !a[anchor] {
						t.Errorf("%s: link %q: %s has no heading with the anchor #%s", where, target, dest, anchor)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative link found: is the link parser broken?")
	}
}

// headingAnchors returns the anchors GitHub makes for the headings of f:
// the heading text in lower case, punctuation removed, spaces as hyphens,
// and -1, -2 ... for repeats.
func headingAnchors(f *mdFile) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for i, l := range f.lines {
		if !f.prose[i] || !strings.HasPrefix(l, "#") {
			continue
		}
		text := strings.TrimSpace(strings.TrimLeft(l, "#"))
		if text == "" || !strings.HasPrefix(l, strings.Repeat("#", len(l)-len(strings.TrimLeft(l, "#")))+" ") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(text) {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
				b.WriteRune(r)
			case r == ' ':
				b.WriteByte('-')
			}
		}
		a := b.String()
		if n := seen[a]; n > 0 {
			out[a+"-"+itoa(n)] = true
		} else {
			out[a] = true
		}
		seen[a]++
	}
	return out
}

func TestHeadingAnchors(t *testing.T) {
	f, err := parseMarkdown("x.md", "# Bao rules\n## 2.8 Takasia (kutakatia)\n```\n# not a heading\n```\n## `go` and `stop`\n## Bao rules\n")
	if err != nil {
		t.Fatal(err)
	}
	got := headingAnchors(f)
	for _, want := range []string{"bao-rules", "28-takasia-kutakatia", "go-and-stop", "bao-rules-1"} {
		if !got[want] {
			t.Errorf("anchor %q missing from %v", want, got)
		}
	}
	if got["not-a-heading"] {
		t.Errorf("a line in a code block made an anchor")
	}
}
