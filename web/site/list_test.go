package site

import (
	"strings"
	"testing"
)

func TestWriteList(t *testing.T) {
	var b strings.Builder
	WriteList(&b, []File{{"bao.wasm", 5000}, {"index.html", 12}}, "site/")
	want := "      5000  bao.wasm\n        12  index.html\n      5012  total, 2 files in site/\n"
	if b.String() != want {
		t.Errorf("list\n%q\nwant\n%q", b.String(), want)
	}
}
