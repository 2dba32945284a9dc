package main

import (
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/baoengine/bao/internal/mdlinks"
)

// docFiles are the documents every archive carries beside the program, as
// paths in the module; each must exist. The files they link to are added
// (followedDocs).
func docFiles() []string {
	return []string{"LICENSE", "README.md", "docs/rules.md", "docs/protocol.md", "docs/architecture.md"}
}

// docFolders are folders every archive carries whole: the README names
// their files in commands as well as in links.
func docFolders() []string {
	return []string{"docs/examples"}
}

// licenceFile is the licence every archive must carry.
const licenceFile = "LICENSE"

// relativeLinks returns the files that the Markdown text of the file at
// from (a slash path) links to, as slash paths relative to the same root:
// inline links and images, reference definitions and HTML href and src,
// outside code blocks and code spans. Web addresses and links within the
// file (#anchor) are left out; an anchor or query is cut off. A link that
// climbs out of the root is an error.
func relativeLinks(from, text string) ([]string, error) {
	var out []string
	lines := strings.Split(text, "\n")
	prose := mdlinks.Prose(lines)
	for i, line := range lines {
		if !prose[i] {
			continue
		}
		for _, t := range mdlinks.Targets(line) {
			if mdlinks.IsWeb(t) {
				continue
			}
			t = mdlinks.PathOf(t)
			if t == "" {
				continue
			}
			if u, err := url.PathUnescape(t); err == nil {
				t = u
			}
			dest := path.Clean(path.Join(path.Dir(from), t))
			if strings.HasPrefix(t, "/") || dest == ".." || strings.HasPrefix(dest, "../") {
				return nil, fmt.Errorf("%s:%d: link %q points outside the module", from, i+1, t)
			}
			out = append(out, dest)
		}
	}
	return out, nil
}

// releaseDocs reads the documents every archive carries: docFiles, the
// files of docFolders, and every file a carried Markdown file links to,
// link after link. A missing document or link target is an error, so that
// no archive ships a broken link or goes without its licence.
func releaseDocs(root string) ([]member, error) {
	carried := map[string][]byte{}
	var queue []string
	add := func(name, why string) error {
		if _, ok := carried[name]; ok {
			return nil
		}
		p := filepath.Join(root, filepath.FromSlash(name))
		fi, err := os.Stat(p)
		if err != nil {
			return fmt.Errorf("release documents: %s%s: %w", name, why, err)
		}
		if fi.IsDir() {
			return filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
				if err != nil || !d.Type().IsRegular() {
					return err
				}
				rel, err := filepath.Rel(root, q)
				if err != nil {
					return err
				}
				data, err := os.ReadFile(q)
				if err != nil {
					return fmt.Errorf("release documents: %w", err)
				}
				name := filepath.ToSlash(rel)
				carried[name] = data
				queue = append(queue, name)
				return nil
			})
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return fmt.Errorf("release documents: %w", err)
		}
		carried[name] = data
		queue = append(queue, name)
		return nil
	}
	for _, name := range docFiles() {
		if err := add(name, ""); err != nil {
			return nil, err
		}
	}
	for _, name := range docFolders() {
		if err := add(name, ""); err != nil {
			return nil, err
		}
	}
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if !strings.HasSuffix(name, ".md") {
			continue
		}
		links, err := relativeLinks(name, string(carried[name]))
		if err != nil {
			return nil, fmt.Errorf("release documents: %w", err)
		}
		for _, l := range links {
			if err := add(l, " (linked from "+name+")"); err != nil {
				return nil, err
			}
		}
	}
	names := make([]string, 0, len(carried))
	for n := range carried {
		names = append(names, n)
	}
	sort.Strings(names)
	ms := make([]member, len(names))
	for i, n := range names {
		ms[i] = member{name: n, data: carried[n]}
	}
	return ms, nil
}
