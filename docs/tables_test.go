package docs

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/search"
)

// declaredOptions returns the option lines a session prints for "uci",
// keyed by option name.
func declaredOptions(t *testing.T) (map[string]string, []string) {
	t.Helper()
	e := startEngine(t, "uci")
	e.send("uci")
	var seen []string
	e.mustWaitFor("uciok", func(l string) bool { return l == "uciok" }, &seen)
	e.close()
	decl := map[string]string{}
	var order []string
	for _, l := range seen {
		if !strings.HasPrefix(l, "option name ") {
			continue
		}
		name, _, ok := strings.Cut(strings.TrimPrefix(l, "option name "), " type ")
		if !ok {
			t.Fatalf("option line %q has no type", l)
		}
		decl[name] = l
		order = append(order, name)
	}
	return decl, order
}

// maxPlaceholder is the upper bound of a spin range that depends on the
// machine: the table writes Hash's range as 1..<max>, and <max> must be
// search.MaxHashMiB, the bound the engine declares on this machine.
const maxPlaceholder = "<max>"

// declarationOf rebuilds an option line from a row of the options table:
// | option | type | default | range or values | meaning |.
func declarationOf(row []string) (string, string) {
	name, typ, def, rng := unquote(row[0]), unquote(row[1]), unquote(row[2]), row[3]
	s := "option name " + name + " type " + typ
	switch typ {
	case "spin":
		lo, hi, _ := strings.Cut(unquote(rng), "..")
		if hi == maxPlaceholder && name == "Hash" {
			hi = strconv.Itoa(search.MaxHashMiB())
		}
		s += " default " + def + " min " + lo + " max " + hi
	case "check", "string":
		s += " default " + def
	case "combo":
		s += " default " + def
		for _, v := range strings.Split(rng, ",") {
			s += " var " + unquote(v)
		}
	}
	return name, s
}

// ruleRow is the row of protocol.md's options table that stands for the
// Rule_ option of every rule option with named values (rules.md section
// 9): | `Rule_<name>` | combo | `variant` | `variant`, then the option's
// values | ... |.
const ruleRow = "Rule_<name>"

// expandRuleRows replaces the row ruleRow by one row per rule option of
// engine.RuleOptions that takes named values (a boolean or a choice), in
// the table's order: a combo whose default is variant and whose values
// are variant and the option's. A number option has a row of its own.
func expandRuleRows(t *testing.T, rows [][]string) [][]string {
	t.Helper()
	var out [][]string
	for _, row := range rows {
		if len(row) != 5 || unquote(row[0]) != ruleRow {
			out = append(out, row)
			continue
		}
		if unquote(row[1]) != "combo" || unquote(row[2]) != "variant" {
			t.Errorf("row %q: want | `%s` | combo | `variant` | ... |", row, ruleRow)
		}
		for _, o := range engine.RuleOptions {
			if o.Type == engine.NumberRule {
				continue
			}
			values := "`variant`"
			for _, v := range o.Values {
				values += ", `" + v + "`"
			}
			out = append(out, []string{"`Rule_" + o.Name + "`", "combo", "`variant`", values, ""})
		}
	}
	return out
}

// TestOptionsTable checks the options table of protocol.md against the
// options the engine declares for "uci": the same options, in the same
// order, with the same type, default, range and values.
func TestOptionsTable(t *testing.T) {
	decl, order := declaredOptions(t)
	var found bool
	for _, f := range markdownFiles(t) {
		rows, line, ok := f.table("<!-- bao-options -->")
		if !ok {
			continue
		}
		found = true
		if len(rows) < 2 || len(rows[0]) != 5 {
			t.Fatalf("%s:%d: want a table | option | type | default | range or values | meaning |", f.path, line)
		}
		var names []string
		for _, row := range expandRuleRows(t, rows[1:]) {
			if len(row) != 5 {
				t.Errorf("%s: row %q: want 5 cells", f.path, row)
				continue
			}
			name, got := declarationOf(row)
			names = append(names, name)
			want, ok := decl[name]
			switch {
			case !ok:
				t.Errorf("%s: option %q is not declared by the engine (names are case-sensitive here)", f.path, name)
			case got != want:
				t.Errorf("%s: option %s:\n table says %s\n engine says %s", f.path, name, got, want)
			}
		}
		if strings.Join(names, ",") != strings.Join(order, ",") {
			t.Errorf("%s: options table lists\n%s\nthe engine declares, in order,\n%s", f.path, strings.Join(names, ", "), strings.Join(order, ", "))
		}
	}
	if !found {
		t.Fatal("no <!-- bao-options --> table in the docs")
	}
}

// TestSearchSwitchesTable checks that protocol.md's options table says
// what every search switch does in the words of its one help line
// (search.Switches), so that a new switch is an entry of that table and
// a row here, and the two cannot drift apart. TestOptionsTable checks the
// rows' types, defaults and ranges against the declarations.
func TestSearchSwitchesTable(t *testing.T) {
	var found bool
	for _, f := range markdownFiles(t) {
		rows, _, ok := f.table("<!-- bao-options -->")
		if !ok {
			continue
		}
		found = true
		meaning := map[string]string{}
		for _, row := range rows[1:] {
			if len(row) == 5 {
				meaning[unquote(row[0])] = strings.TrimSpace(row[4])
			}
		}
		for _, sw := range search.Switches {
			got, ok := meaning[sw.Name]
			switch {
			case !ok:
				t.Errorf("%s: search switch %s has no row in the options table", f.path, sw.Name)
			case got != sw.Help:
				t.Errorf("%s: search switch %s:\n table says %q\n search.Switches says %q", f.path, sw.Name, got, sw.Help)
			}
		}
	}
	if !found {
		t.Fatal("no <!-- bao-options --> table in the docs")
	}
}

// TestRuleOptionsTable checks the rule options table of rules.md:
// | option | values | kiswahili | kete | kujifunza | ... | with every rule
// option of the engine, its values and its default per variant.
func TestRuleOptionsTable(t *testing.T) {
	var found bool
	for _, f := range markdownFiles(t) {
		rows, line, ok := f.table("<!-- bao-rule-options -->")
		if !ok {
			continue
		}
		found = true
		head := rows[0]
		if len(head) < 5 || unquote(head[0]) != "option" || unquote(head[1]) != "values" {
			t.Fatalf("%s:%d: want a table | option | values | kiswahili | kete | kujifunza | ...", f.path, line)
		}
		var variants []engine.Variant
		for _, h := range head[2:5] {
			v, err := engine.ParseVariant(unquote(h))
			if err != nil {
				t.Fatalf("%s:%d: column %q: %v", f.path, line, h, err)
			}
			variants = append(variants, v)
		}
		what, section := slices.Index(head, "what it decides"), slices.Index(head, "section")
		if what < 0 || section < 0 {
			t.Fatalf("%s:%d: want the columns | what it decides | section | (the engine's help line)", f.path, line)
		}
		var names []string
		for _, row := range rows[1:] {
			name := unquote(row[0])
			names = append(names, name)
			var opt *engine.RuleOption
			for i := range engine.RuleOptions {
				if engine.RuleOptions[i].Name == name {
					opt = &engine.RuleOptions[i]
				}
			}
			if opt == nil {
				t.Errorf("%s: rule option %q is not the engine's", f.path, name)
				continue
			}
			wantValues := strings.Join(opt.Values, ", ")
			if opt.Values == nil {
				wantValues = "1..1073741824"
			}
			if got := unquoteList(row[1]); got != wantValues {
				t.Errorf("%s: %s: values %q, the engine's are %q", f.path, name, got, wantValues)
			}
			// The option's one English help text: the engine's help line
			// (command-line flags, the rules service, the page in English)
			// is this table's, with the section.
			if len(row) > max(what, section) {
				if want := row[what] + " (rules.md " + row[section] + ")"; opt.Help != want {
					t.Errorf("%s: %s: the engine's help %q, want this table's %q", f.path, name, opt.Help, want)
				}
			}
			for i, v := range variants {
				r := engine.DefaultRules(v)
				want, _ := r.Get(name)
				if got := unquote(row[2+i]); got != want {
					t.Errorf("%s: %s: default for %v %q, the engine's is %q", f.path, name, v, got, want)
				}
			}
		}
		var want []string
		for _, o := range engine.RuleOptions {
			want = append(want, o.Name)
		}
		if strings.Join(names, ",") != strings.Join(want, ",") {
			t.Errorf("%s: rule options table lists %v, the engine has %v", f.path, names, want)
		}
	}
	if !found {
		t.Fatal("no <!-- bao-rule-options --> table in the docs")
	}
}

// unquoteList reads "`a`, `b`" as "a, b".
func unquoteList(s string) string {
	parts := strings.Split(s, ",")
	for i, p := range parts {
		parts[i] = unquote(p)
	}
	return strings.Join(parts, ", ")
}
