package quoted

import (
	"slices"
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	for in, want := range map[string][]string{
		"":                          nil,
		"  a\tb\n c ":               {"a", "b", "c"},
		`key="a b" x`:               {"key=a b", "x"},
		`"say \"hi\" \\"`:           {`say "hi" \`},
		`'it \ is' lit`:             {`it \ is`, "lit"},
		`a\ b c`:                    {"a b", "c"},
		`name="My Bao" args='-x 1'`: {"name=My Bao", "args=-x 1"},
		`""`:                        {""},
	} {
		got, err := Split(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Split(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{`a "b`, `'c`, `x='y`} {
		if _, err := Split(bad); err == nil || !strings.Contains(err.Error(), "unclosed") {
			t.Errorf("Split(%q): %v, want an unclosed quote error", bad, err)
		}
	}
}
