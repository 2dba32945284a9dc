package mdlinks

import (
	"slices"
	"testing"
)

// TestTargets reads every kind of link of a line and none in code spans.
func TestTargets(t *testing.T) {
	for line, want := range map[string][]string{
		"see [the rules](docs/rules.md#2-play) and ![a board](docs/phone.png \"title\")": {"docs/rules.md#2-play", "docs/phone.png"},
		"`[not](a.md)` but <img src=\"x.png\"> and <a href=\"y.md\">":                    {"x.png", "y.md"},
		"[label]: docs/levels.md": {"docs/levels.md"},
		"plain text":              nil,
	} {
		if got := Targets(line); !slices.Equal(got, want) {
			t.Errorf("Targets(%q) = %q, want %q", line, got, want)
		}
	}
	if !IsWeb("https://example.org/") || !IsWeb("mailto:x") || IsWeb("docs/rules.md") {
		t.Error("IsWeb tells web addresses from files wrongly")
	}
	if got := PathOf("a.md?x=1#b"); got != "a.md" {
		t.Errorf("PathOf = %q", got)
	}
	if got := Prose([]string{"a", "```", "[x](y)", "```", "b"}); !slices.Equal(got, []bool{true, false, false, false, true}) {
		t.Errorf("Prose = %v", got)
	}
}
