package docs

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// block is one fenced code block of a markdown file.
type block struct {
	file  string            // path relative to the repository root
	line  int               // line of the opening fence (1-based)
	kind  string            // the first word of the info string, e.g. "bao-legal"
	attrs map[string]string // key=value words after the kind
	lines []string          // the content, without the fences
	after string            // the last non-blank line before the opening fence
}

// where names the block in failure messages.
func (b *block) where() string { return b.file + ":" + itoa(b.line) + " (" + b.kind + ")" }

func itoa(n int) string {
	var buf [20]byte
	i := len(buf)
	if n == 0 {
		return "0"
	}
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	return string(buf[i:])
}

// mdFile is a markdown file: its lines and its fenced blocks.
type mdFile struct {
	path   string // relative to the repository root
	lines  []string
	blocks []*block
	// prose[i] is false for lines inside fenced blocks (fences included).
	prose []bool
}

// repoRoot returns the repository root (the parent of docs/).
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// markdownFiles returns README.md and every .md file under docs/, parsed.
func markdownFiles(t *testing.T) []*mdFile {
	t.Helper()
	root := repoRoot(t)
	paths := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".md") {
			rel, _ := filepath.Rel(root, p)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths[1:])
	var files []*mdFile
	for _, p := range paths {
		data, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		f, err := parseMarkdown(p, string(data))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// parseMarkdown finds the fenced code blocks of a markdown text (fences of
// three or more backticks or tildes, not indented).
func parseMarkdown(path, text string) (*mdFile, error) {
	f := &mdFile{path: path, lines: strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")}
	f.prose = make([]bool, len(f.lines))
	var cur *block
	var fence string
	lastProse := ""
	for i, l := range f.lines {
		if cur != nil {
			if strings.HasPrefix(l, fence) && strings.TrimLeft(l, fence[:1]) == "" {
				f.blocks = append(f.blocks, cur)
				cur = nil
				continue
			}
			cur.lines = append(cur.lines, l)
			continue
		}
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			n := len(l) - len(strings.TrimLeft(l, l[:1]))
			fence = l[:n]
			words := strings.Fields(l[n:])
			cur = &block{file: path, line: i + 1, attrs: map[string]string{}, after: lastProse}
			if len(words) > 0 {
				cur.kind = words[0]
				for _, w := range words[1:] {
					k, v, _ := strings.Cut(w, "=")
					cur.attrs[k] = v
				}
			}
			continue
		}
		f.prose[i] = true
		if strings.TrimSpace(l) != "" {
			lastProse = strings.TrimSpace(l)
		}
	}
	if cur != nil {
		return nil, &parseError{path + ":" + itoa(cur.line) + ": code block never closed"}
	}
	return f, nil
}

type parseError struct{ msg string }

func (e *parseError) Error() string { return e.msg }

// table returns the rows of the first markdown table after the line
// marker (e.g. "<!-- bao-options -->"): each row's cells, trimmed, with
// the header row first and the separator row left out. It reports false
// when the marker is missing.
func (f *mdFile) table(marker string) ([][]string, int, bool) {
	for i, l := range f.lines {
		if !f.prose[i] || strings.TrimSpace(l) != marker {
			continue
		}
		var rows [][]string
		j := i + 1
		for j < len(f.lines) && strings.TrimSpace(f.lines[j]) == "" {
			j++
		}
		start := j + 1
		for ; j < len(f.lines) && strings.HasPrefix(strings.TrimSpace(f.lines[j]), "|"); j++ {
			cells := splitRow(f.lines[j])
			if isSeparator(cells) {
				continue
			}
			rows = append(rows, cells)
		}
		return rows, start, true
	}
	return nil, 0, false
}

// splitRow splits a table row into cells, honouring "\|" and code spans.
func splitRow(l string) []string {
	l = strings.TrimSpace(l)
	l = strings.TrimPrefix(l, "|")
	l = strings.TrimSuffix(l, "|")
	var cells []string
	var cur strings.Builder
	inCode := false
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case c == '\\' && i+1 < len(l) && l[i+1] == '|':
			cur.WriteByte('|')
			i++
		case c == '`':
			inCode = !inCode
			cur.WriteByte(c)
		case c == '|' && !inCode:
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(c)
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

func isSeparator(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, ":-") != "" || c == "" {
			return false
		}
	}
	return true
}

// unquote strips the backticks of a code span cell.
func unquote(s string) string { return strings.Trim(strings.TrimSpace(s), "`") }
