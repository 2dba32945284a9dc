package search

import (
	"strconv"
	"strings"
	"testing"
)

// otherValue returns a value of sw other than v that Set accepts.
func otherValue(sw *Switch, v string) string {
	switch sw.Kind {
	case BoolSwitch:
		if v == "true" {
			return "false"
		}
		return "true"
	case NumberSwitch:
		n, _ := strconv.Atoi(v)
		if n < sw.Max {
			return strconv.Itoa(n + 1)
		}
		return strconv.Itoa(n - 1)
	}
	for _, x := range sw.Values {
		if x != v {
			return x
		}
	}
	return v
}

// TestSwitches checks the table of search switches: every switch reads
// and writes a field of its own (setting one changes no other switch's
// value and setting it back restores DefaultOptions), its default lies
// within its bounds, and a value outside its kind or bounds is an error
// naming it that leaves the options alone.
func TestSwitches(t *testing.T) {
	seen := map[string]bool{}
	for i := range Switches {
		sw := &Switches[i]
		key := strings.ToLower(sw.Name)
		if seen[key] {
			t.Errorf("switch %s: a second entry of that name", sw.Name)
		}
		seen[key] = true
		if sw.Help == "" || strings.Contains(sw.Help, "|") {
			t.Errorf("switch %s: help %q: want one line fit for a Markdown table", sw.Name, sw.Help)
		}
		def := sw.Default()
		o := DefaultOptions()
		if err := sw.Set(&o, def); err != nil {
			t.Errorf("switch %s: its default %q is refused: %v", sw.Name, def, err)
		}
		v := otherValue(sw, def)
		if v == def {
			t.Fatalf("switch %s: no value other than its default %q", sw.Name, def)
		}
		if err := sw.Set(&o, v); err != nil {
			t.Fatalf("switch %s: Set(%q): %v", sw.Name, v, err)
		}
		if got := sw.Get(&o); got != v {
			t.Errorf("switch %s: Get after Set(%q) = %q", sw.Name, v, got)
		}
		for j := range Switches {
			if other := &Switches[j]; j != i && other.Get(&o) != other.Default() {
				t.Errorf("setting %s to %q changed %s to %q", sw.Name, v, other.Name, other.Get(&o))
			}
		}
		if err := sw.Set(&o, def); err != nil || o != DefaultOptions() {
			t.Errorf("switch %s: setting its default %q back: %v, options %+v", sw.Name, def, err, o)
		}
		bad := []string{"", "maybe"}
		if sw.Kind == NumberSwitch {
			bad = append(bad, strconv.Itoa(sw.Min-1), strconv.Itoa(sw.Max+1))
		}
		for _, b := range bad {
			before := o
			err := sw.Set(&o, b)
			if err == nil || !strings.Contains(err.Error(), sw.Name) {
				t.Errorf("switch %s: Set(%q) = %v, want an error naming it", sw.Name, b, err)
			}
			if o != before {
				t.Errorf("switch %s: a refused Set(%q) changed the options", sw.Name, b)
			}
		}
	}
}
