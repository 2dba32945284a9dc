package main

import (
	"fmt"
	"strings"
)

// target is one platform of the release.
type target struct{ OS, Arch string }

// String is the platform's GOOS/GOARCH name.
func (t target) String() string { return t.OS + "/" + t.Arch }

// exe is the name of the program on the platform.
func (t target) exe() string {
	if t.OS == "windows" {
		return "bao.exe"
	}
	return "bao"
}

// archiveExt is the archive kind people expect on the platform: zip on
// Windows, a gzipped tar elsewhere.
func (t target) archiveExt() string {
	if t.OS == "windows" {
		return ".zip"
	}
	return ".tar.gz"
}

// archiveName names a platform's archive: bao-v0.1.0-linux-amd64.tar.gz.
func (t target) archiveName(version string) string {
	return "bao-" + version + "-" + t.OS + "-" + t.Arch + t.archiveExt()
}

// allTargets are the release's platforms: three systems on two
// processors each.
func allTargets() []target {
	var ts []target
	for _, os := range []string{"linux", "darwin", "windows"} {
		for _, arch := range []string{"amd64", "arm64"} {
			ts = append(ts, target{os, arch})
		}
	}
	return ts
}

// parseTargets reads a comma-separated list of GOOS/GOARCH names, each
// one of allTargets; "all" or "" is every target.
func parseTargets(s string) ([]target, error) {
	if s == "" || s == "all" {
		return allTargets(), nil
	}
	known := map[string]target{}
	for _, t := range allTargets() {
		known[t.String()] = t
	}
	var ts []target
	seen := map[string]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		t, ok := known[name]
		if !ok {
			return nil, fmt.Errorf("--targets: %q is not a release platform (known: all, %s)", name, targetNames())
		}
		if !seen[name] {
			seen[name] = true
			ts = append(ts, t)
		}
	}
	return ts, nil
}

func targetNames() string {
	var names []string
	for _, t := range allTargets() {
		names = append(names, t.String())
	}
	return strings.Join(names, ", ")
}
