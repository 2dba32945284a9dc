package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestParseTargets(t *testing.T) {
	all, err := parseTargets("all")
	if err != nil || len(all) != 6 {
		t.Fatalf("all: %v, %v", all, err)
	}
	seen := map[string]bool{}
	for _, tg := range all {
		seen[tg.String()] = true
	}
	for _, want := range []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"} {
		if !seen[want] {
			t.Errorf("all targets lack %s", want)
		}
	}
	two, err := parseTargets("linux/amd64, windows/arm64,linux/amd64")
	if err != nil || len(two) != 2 || two[1] != (target{"windows", "arm64"}) {
		t.Errorf("list: %v, %v", two, err)
	}
	if _, err := parseTargets("plan9/386"); err == nil || !strings.Contains(err.Error(), "plan9/386") {
		t.Errorf("unknown target: %v", err)
	}
}

func TestArchiveNames(t *testing.T) {
	if got := (target{"windows", "amd64"}).archiveName("v1.2.3"); got != "bao-v1.2.3-windows-amd64.zip" {
		t.Errorf("windows: %s", got)
	}
	if got := (target{"darwin", "arm64"}).archiveName("dev-abc"); got != "bao-dev-abc-darwin-arm64.tar.gz" {
		t.Errorf("darwin: %s", got)
	}
	if (target{"windows", "arm64"}).exe() != "bao.exe" || (target{"linux", "arm64"}).exe() != "bao" {
		t.Error("program names")
	}
}

func TestPackTarGzIsReadableAndRepeatable(t *testing.T) {
	mt := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	ms := []member{{name: "bao", data: []byte("program"), exec: true}, {name: "docs/rules.md", data: []byte("# rules")}}
	a, err := packTarGz("bao-v1-linux-amd64", ms, mt)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := packTarGz("bao-v1-linux-amd64", ms, mt)
	if !bytes.Equal(a, b) {
		t.Error("the same members gave different archives")
	}
	gz, err := gzip.NewReader(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var got []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		got = append(got, h.Name+"="+string(data))
		if h.Name == "bao-v1-linux-amd64/bao" && h.Mode != 0o755 {
			t.Errorf("program mode %o", h.Mode)
		}
		if !h.ModTime.Equal(mt) {
			t.Errorf("%s: time %v", h.Name, h.ModTime)
		}
	}
	if strings.Join(got, ",") != "bao-v1-linux-amd64/bao=program,bao-v1-linux-amd64/docs/rules.md=# rules" {
		t.Errorf("members %v", got)
	}
}

func TestPackZip(t *testing.T) {
	ms := []member{{name: "bao.exe", data: []byte("exe"), exec: true}, {name: "README.md", data: []byte("read me")}}
	a, err := packZip("top", ms, fallbackTime())
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(a), int64(len(a)))
	if err != nil {
		t.Fatal(err)
	}
	if len(zr.File) != 2 || zr.File[0].Name != "top/bao.exe" || zr.File[1].Name != "top/README.md" {
		t.Fatalf("files %v", zr.File)
	}
	rc, _ := zr.File[1].Open()
	data, _ := io.ReadAll(rc)
	if string(data) != "read me" {
		t.Errorf("content %q", data)
	}
}

func TestOutDirNeverReplacesFiles(t *testing.T) {
	dir := t.TempDir()
	if err := checkOutDir(dir); err != nil {
		t.Errorf("empty folder refused: %v", err)
	}
	if err := checkOutDir(filepath.Join(dir, "new", "dist")); err != nil {
		t.Errorf("new folder: %v", err)
	}
	keep := filepath.Join(dir, "new", "dist", "keep.txt")
	os.WriteFile(keep, []byte("mine"), 0o644)
	if err := checkOutDir(filepath.Join(dir, "new", "dist")); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("a folder with a file was accepted: %v", err)
	}
	if data, _ := os.ReadFile(keep); string(data) != "mine" {
		t.Error("the user's file changed")
	}
}

func TestSHA256SumsFormat(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{"b.zip": "bee", "a.tar.gz": "ay"} {
		if err := writeAtomic(dir, name, []byte(content)); err != nil {
			t.Fatal(err)
		}
	}
	sums, err := sha256Sums(dir, []string{"b.zip", "a.tar.gz"})
	if err != nil {
		t.Fatal(err)
	}
	ha := sha256.Sum256([]byte("ay"))
	hb := sha256.Sum256([]byte("bee"))
	want := hex.EncodeToString(ha[:]) + "  a.tar.gz\n" + hex.EncodeToString(hb[:]) + "  b.zip\n"
	if sums != want {
		t.Errorf("sums\n%s\nwant\n%s", sums, want)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("temporary files left: %v", entries)
	}
}
