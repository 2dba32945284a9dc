package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// release builds and packs into out, with tmp for the binaries.
type release struct {
	b              builder
	root           string // the module's folder (README.md, docs/)
	out, tmp       string
	allowUnstamped bool
	log            io.Writer
	version        stamp // the first binary's stamp; every other must match
}

// docFiles are the documents every archive carries beside the program,
// as paths in the module.
func docFiles() []string {
	return []string{"README.md", "docs/rules.md", "docs/protocol.md", "docs/architecture.md", "LICENSE"}
}

// binaries builds and packs every target and returns the archives' names.
func (r *release) binaries(ts []target) ([]string, error) {
	var docs []member
	for _, name := range docFiles() {
		data, err := os.ReadFile(filepath.Join(r.root, name))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", name, err)
		}
		docs = append(docs, member{name: name, data: data})
	}
	var names []string
	for i, t := range ts {
		fmt.Fprintf(r.log, "building %s\n", t)
		bin, err := r.b.build(t, r.tmp)
		if err != nil {
			return nil, err
		}
		st, err := readStamp(bin)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			if st.revision == "" && !r.allowUnstamped {
				return nil, fmt.Errorf("%s carries no VCS revision (built in a linked worktree or without git?); build from a clean checkout, or pass --allow-unstamped", t)
			}
			r.version = st
		} else if st.name != r.version.name {
			return nil, fmt.Errorf("%s is stamped %s but %s was %s: did the tree change during the build?", t, st.name, ts[0], r.version.name)
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", bin, err)
		}
		members := append([]member{{name: t.exe(), data: data, exec: true}}, docs...)
		name := t.archiveName(r.version.name)
		top := name[:len(name)-len(t.archiveExt())]
		var archive []byte
		if t.archiveExt() == ".zip" {
			archive, err = packZip(top, members, r.mtime())
		} else {
			archive, err = packTarGz(top, members, r.mtime())
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if err := writeAtomic(r.out, name, archive); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// mtime is the time written into the archives: the commit's.
func (r *release) mtime() time.Time {
	if r.version.time.IsZero() {
		return fallbackTime()
	}
	return r.version.time
}

// webApp packs the static web app folder dir, or the one "bao web build"
// writes when dir is empty, as bao-VERSION-web.zip.
func (r *release) webApp(dir string) (string, error) {
	if dir == "" {
		dir = filepath.Join(r.tmp, "web")
		fmt.Fprintf(r.log, "building the web app\n")
		cmd := exec.Command(r.b.goCmd, "run", "./cmd/bao", "web", "build", "--out", dir)
		cmd.Dir = r.root
		cmd.Stdout = r.log
		cmd.Stderr = r.log
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("bao web build: %w", err)
		}
	}
	members, err := folderMembers(dir)
	if err != nil {
		return "", fmt.Errorf("web app: %w", err)
	}
	name := "bao-" + r.version.name + "-web.zip"
	archive, err := packZip("", members, r.mtime())
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	if err := writeAtomic(r.out, name, archive); err != nil {
		return "", err
	}
	return name, nil
}
