package app

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// cssClass finds the class names a style sheet's selectors name
// (".name"), once its comments and url(...) values are removed.
var cssClass = regexp.MustCompile(`\.([A-Za-z_][\w-]*)`)

// cssNoise are the parts of a style sheet that are not selectors but may
// hold a dot: comments and url(...) values.
var cssNoise = regexp.MustCompile(`(?s)/\*.*?\*/|url\([^)]*\)`)

// styleClasses returns the class names the style sheet css names, sorted
// and without repeats. Dotted numbers (".5em") do not start with a letter
// and are not names.
func styleClasses(css string) []string {
	var names []string
	for _, m := range cssClass.FindAllStringSubmatch(cssNoise.ReplaceAllString(css, " "), -1) {
		names = append(names, m[1])
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// usesWord reports whether src holds name as a whole word of a class
// list: not inside a longer name ("side" is not in "bar-side").
func usesWord(src, name string) bool {
	word := regexp.MustCompile(`(^|[^\w-])` + regexp.QuoteMeta(name) + `($|[^\w-])`)
	return word.MatchString(src)
}

// TestStyleClassesUsed: every class the style sheet names is one the page
// (index.html) or one of its scripts uses. A rule for a class nothing
// uses is dead weight, and a trap: the next element given that name takes
// on a style meant for something else (a player's bar once grew 27 px
// when its side's name was given the class "side", whose rule styled a
// panel long gone). The check is by word, not by meaning: a class whose
// name the scripts also use as a word of another kind (as 'side' is, a
// field's name) passes, so such a rule stays unseen; the check catches
// the names used nowhere ("flash" and "toolbar" were, with "side").
func TestStyleClassesUsed(t *testing.T) {
	css, err := fs.ReadFile(Files(), "style.css")
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	for _, name := range append(pageScripts(t), "index.html") {
		b, err := fs.ReadFile(Files(), name)
		if err != nil {
			t.Fatal(err)
		}
		src.Write(b)
		src.WriteByte('\n')
	}
	classes := styleClasses(string(css))
	if len(classes) < 50 {
		t.Fatalf("style.css names %d classes: %v; the reading of the sheet is broken", len(classes), classes)
	}
	for _, c := range classes {
		if !usesWord(src.String(), c) {
			t.Errorf("style.css styles the class %q, which neither index.html nor a script uses: remove the rule (or use the class)", c)
		}
	}
}

// TestStyleClassesReading checks the helpers on a sheet and a page made
// for it.
func TestStyleClassesReading(t *testing.T) {
	css := `/* .comment */ .a, .b-c:hover > .d { background: url(x.png); margin: .5em; }
@media (max-width: 560px) { .e .a { font: 12px/1.2 x; } }`
	if got, want := styleClasses(css), []string{"a", "b-c", "d", "e"}; !slices.Equal(got, want) {
		t.Errorf("styleClasses = %v, want %v", got, want)
	}
	for _, c := range []struct {
		src, name string
		want      bool
	}{
		{`class="bar-side"`, "side", false},
		{`class="bar-side"`, "bar-side", true},
		{`className: 'who to-move'`, "to-move", true},
		{`classList.toggle('side', x)`, "side", true},
		{`sides`, "side", false},
	} {
		if got := usesWord(c.src, c.name); got != c.want {
			t.Errorf("usesWord(%q, %q) = %v, want %v", c.src, c.name, got, c.want)
		}
	}
}
