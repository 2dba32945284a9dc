package npm

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// jsBlock is a fenced JavaScript block of a Markdown file.
var jsBlock = regexp.MustCompile("(?s)```js\n(.*?)```")

// TestReadmeExamplesParse checks that every JavaScript example of the
// package's README is a module node can parse (node --check).
func TestReadmeExamplesParse(t *testing.T) {
	node := needTool(t, "node")
	readme, err := os.ReadFile(filepath.Join("package", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := jsBlock.FindAllSubmatch(readme, -1)
	if len(blocks) < 4 {
		t.Fatalf("the README has %d JavaScript examples; want its four sections' at least", len(blocks))
	}
	dir := t.TempDir()
	for i, b := range blocks {
		path := filepath.Join(dir, "example"+strconv.Itoa(i+1)+".mjs")
		if err := os.WriteFile(path, b[1], 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(node, "--check", path).CombinedOutput(); err != nil {
			t.Errorf("README example %d does not parse: %v\n%s\n%s", i+1, err, out, b[1])
		}
	}
}
