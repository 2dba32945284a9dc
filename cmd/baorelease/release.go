package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// release builds and packs into out, with tmp for the binaries.
type release struct {
	b        builder
	root     string // the module's folder (README.md, docs/)
	out, tmp string
	log      io.Writer
	version  stamp  // the tree's stamp (probeStamp); every binary must match
	hostBin  string // bao built for this machine, once built
}

// binaries builds and packs every target and returns the archives' names.
// r.version is the tree's stamp (probeStamp); every binary must carry it.
func (r *release) binaries(ts []target) ([]string, error) {
	docs, err := releaseDocs(r.root)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, t := range ts {
		fmt.Fprintf(r.log, "building %s\n", t)
		bin, err := r.b.build(t, r.tmp)
		if err != nil {
			return nil, err
		}
		st, err := readStamp(bin)
		if err != nil {
			return nil, err
		}
		if st.name != r.version.name {
			return nil, fmt.Errorf("%s is stamped %s but the tree was %s before the build: did the tree change during the build?", t, st.name, r.version.name)
		}
		if t == hostTarget() {
			r.hostBin = bin
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
// writes when dir is empty, as bao-VERSION-web.zip with the licence, under
// one top folder. The app is built by the release's own bao for this
// machine, so that the page names the release's version; a folder given
// with --web must name it too.
func (r *release) webApp(dir string) (string, error) {
	name := "bao-" + r.version.name + "-web.zip"
	if dir == "" {
		bin, err := r.hostBao()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(r.tmp, "web")
		fmt.Fprintf(r.log, "building the web app\n")
		cmd := exec.Command(bin, "web", "build", "--out", dir, "--go", r.b.goCmd)
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
	if err := checkWebVersion(members, r.version.name); err != nil {
		return "", fmt.Errorf("web app %s: %w", dir, err)
	}
	licence, err := os.ReadFile(filepath.Join(r.root, licenceFile))
	if err != nil {
		return "", fmt.Errorf("web app: %w", err)
	}
	members = append(members, member{name: licenceFile, data: licence})
	archive, err := packZip(strings.TrimSuffix(name, ".zip"), members, r.mtime())
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	if err := writeAtomic(r.out, name, archive); err != nil {
		return "", err
	}
	return name, nil
}

// hostTarget is the platform this command runs on.
func hostTarget() target { return target{runtime.GOOS, runtime.GOARCH} }

// hostBao returns bao built for this machine: the one binaries built, or
// a new build with the same stamp.
func (r *release) hostBao() (string, error) {
	if r.hostBin != "" {
		return r.hostBin, nil
	}
	fmt.Fprintf(r.log, "building %s (to build the web app)\n", hostTarget())
	bin, err := r.b.build(hostTarget(), filepath.Join(r.tmp, "host"))
	if err != nil {
		return "", err
	}
	st, err := readStamp(bin)
	if err != nil {
		return "", err
	}
	if st.name != r.version.name {
		return "", fmt.Errorf("%s is stamped %s but the tree was %s before the build: did the tree change during the build?", hostTarget(), st.name, r.version.name)
	}
	r.hostBin = bin
	return bin, nil
}
