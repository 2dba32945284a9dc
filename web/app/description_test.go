package app

import (
	"html"
	"io/fs"
	"regexp"
	"testing"
)

// TestPageDescription: index.html describes the app for search engines
// (<meta name="description">, which Lighthouse's SEO audit asks for) in
// the words the installed app uses for itself: the English of
// strings.json's manifest.description, the page's own language before a
// script has run.
func TestPageDescription(t *testing.T) {
	index, err := fs.ReadFile(Files(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<meta name="description" content="([^"]*)">`).FindAllSubmatch(index, -1)
	if len(m) != 1 {
		t.Fatalf("index.html has %d meta descriptions, want 1", len(m))
	}
	want := pageStrings(t)["en"]["manifest.description"]
	if got := html.UnescapeString(string(m[0][1])); got != want || want == "" {
		t.Errorf("index.html's description is %q, want strings.json's manifest.description %q", got, want)
	}
}
