package app

import (
	"encoding/json"
	"html"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/level"
	"github.com/baoengine/bao/web/rulesapi"
)

// pageStrings reads strings.json: one table of the page's words per
// language.
func pageStrings(t *testing.T) map[string]map[string]string {
	t.Helper()
	data, err := fs.ReadFile(Files(), "strings.json")
	if err != nil {
		t.Fatal(err)
	}
	var tables map[string]map[string]string
	if err := json.Unmarshal(data, &tables); err != nil {
		t.Fatalf("strings.json: %v", err)
	}
	return tables
}

// placeholders returns the sorted {names} of a string.
func placeholders(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`\{(\w+)\}`).FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// rulesEnglish returns the keys whose English is the rules' own rather
// than the page's: a rule option's help line is engine.RuleOptions' Help
// (which /api/options gives the page, and docs/rules.md's table holds
// equal), so the English table has no second copy of it.
func rulesEnglish() map[string]bool {
	keys := map[string]bool{}
	for _, o := range engine.RuleOptions {
		keys["rule."+o.Name+".help"] = true
	}
	return keys
}

// TestStringsTables: the page speaks Kiswahili and English from one file,
// and both tables have the same keys (but the ones whose English is the
// rules', rulesEnglish, which only the Kiswahili table has), none empty,
// each with the same {placeholders} in both languages.
func TestStringsTables(t *testing.T) {
	tables := pageStrings(t)
	if got := slices.Sorted(maps.Keys(tables)); !slices.Equal(got, []string{"en", "sw"}) {
		t.Fatalf("strings.json has the languages %v, want en and sw", got)
	}
	sw, en := tables["sw"], tables["en"]
	fromRules := rulesEnglish()
	for k := range en {
		if fromRules[k] {
			t.Errorf("key %q is in the English table: its English is the rules' own (engine.RuleOptions' Help)", k)
		}
	}
	for _, pair := range [][2]string{{"sw", "en"}, {"en", "sw"}} {
		a, b := tables[pair[0]], tables[pair[1]]
		for k := range a {
			if _, ok := b[k]; !ok && !fromRules[k] {
				t.Errorf("key %q is in the %s table but missing in the %s table", k, pair[0], pair[1])
			}
		}
	}
	for k, v := range sw {
		if fromRules[k] {
			if strings.TrimSpace(v) == "" {
				t.Errorf("key %q is empty in the sw table", k)
			}
			continue
		}
		if strings.TrimSpace(v) == "" || strings.TrimSpace(en[k]) == "" {
			t.Errorf("key %q is empty in a table", k)
		}
		if e, ok := en[k]; ok && !slices.Equal(placeholders(v), placeholders(e)) {
			t.Errorf("key %q: the Kiswahili has %v and the English %v", k, placeholders(v), placeholders(e))
		}
	}
}

// usedKeys returns every key the page's HTML and scripts name literally:
// data-i18n attributes, t('key') and words('key'), tn('key') and
// countWords('key') (which read key.one and key.many) and the animation
// speeds' labels.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	files := append(pageScripts(t), "index.html")
	attr := regexp.MustCompile(`data-i18n(?:-[a-z-]+)?="([^"]+)"`)
	call := regexp.MustCompile(`\b(?:t|words)\('([^'$]+)'`)
	plural := regexp.MustCompile(`\b(?:tn|countWords)\('([^'$]+)'`)
	speed := regexp.MustCompile(`label: '([^']+)'`)
	for _, name := range files {
		src, err := fs.ReadFile(Files(), name)
		if err != nil {
			t.Fatal(err)
		}
		for _, re := range []*regexp.Regexp{attr, call} {
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				keys[m[1]] = name
			}
		}
		for _, m := range plural.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]+".one"], keys[m[1]+".many"] = name, name
		}
		if name == "speeds.js" {
			for _, m := range speed.FindAllStringSubmatch(string(src), -1) {
				keys[m[1]] = name
			}
		}
	}
	return keys
}

// TestStringsCoverPage: every key the page names, and every key it builds
// from what the server lists (levels, rule options and their values,
// variants, the reasons a game ends, the review's reasons of a mistake,
// the reasons and places of a person's text refused,
// the two sides, the two languages),
// is in both tables; the English level names are package level's.
func TestStringsCoverPage(t *testing.T) {
	tables := pageStrings(t)
	need := usedKeys(t)
	if len(need) < 100 {
		t.Fatalf("only %d keys found in the page: the key patterns no longer match the scripts", len(need))
	}
	for _, l := range level.All() {
		need["level."+strconv.Itoa(l.Number)] = "level.All"
		if got := tables["en"]["level."+strconv.Itoa(l.Number)]; got != l.Name {
			t.Errorf("level %d is %q in English, want package level's name %q", l.Number, got, l.Name)
		}
	}
	for _, o := range engine.RuleOptions {
		need["rule."+o.Name], need["rule."+o.Name+".help"] = "engine.RuleOptions", "engine.RuleOptions"
		for _, v := range o.Values {
			need["value."+v] = "engine.RuleOptions " + o.Name
		}
	}
	for _, v := range engine.Variants {
		need["variant."+v.String()+".help"] = "engine.Variants"
	}
	for _, c := range rulesapi.ReasonCodes() {
		need["reason."+c] = "rulesapi.ReasonCodes"
	}
	// A person's text refused: its reason and the places at fault
	// (inputwords.js).
	for _, c := range rulesapi.InputCodes() {
		need["input."+c] = "rulesapi.InputCodes"
	}
	for _, p := range rulesapi.InputPlaces() {
		need["input.place."+p] = "rulesapi.InputPlaces"
	}
	// The review words each reason of /api/explain; the game lost, per
	// the ending's code and for one move or more (review.js).
	for _, c := range rulesapi.ExplainCodes() {
		if c != rulesapi.ExplainLost {
			need["review.why."+c] = "rulesapi.ExplainCodes"
			continue
		}
		for _, ending := range rulesapi.ReasonCodes() {
			need["review.why."+c+"."+ending+".one"], need["review.why."+c+"."+ending+".many"] = "rulesapi.ExplainCodes", "rulesapi.ExplainCodes"
		}
	}
	for _, k := range []string{"side.S", "side.N", "lang.name.sw", "lang.name.en", "manifest.name", "manifest.short_name", "manifest.description",
		"offline.engineFailure", "offline.engineReset", "offline.firstVisit", "offline.retry"} {
		need[k] = "i18n.js, web/site"
	}
	fromRules := rulesEnglish()
	for _, lang := range []string{"sw", "en"} {
		for k, where := range need {
			if lang == "en" && fromRules[k] {
				continue // the rules' own English (rulesEnglish)
			}
			if _, ok := tables[lang][k]; !ok {
				t.Errorf("key %q (from %s) is missing in the %s table", k, where, lang)
			}
		}
	}
}

// TestPageTextTranslated: no words of index.html stand outside the
// strings tables. Every text with a letter sits in an element that has a
// data-i18n or data-i18n-html attribute (whose text the script writes).
func TestPageTextTranslated(t *testing.T) {
	src, err := fs.ReadFile(Files(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	body := string(src)
	// The text after each opening tag, up to the next tag.
	text := regexp.MustCompile(`<([a-z0-9]+)((?:\s[^>]*)?)>([^<]*)`)
	letter := regexp.MustCompile(`\p{L}{2,}`)
	for _, m := range text.FindAllStringSubmatch(body, -1) {
		tag, attrs, words := m[1], m[2], strings.TrimSpace(m[3])
		if tag == "script" || tag == "style" || tag == "title" && strings.Contains(attrs, "data-i18n") || !letter.MatchString(words) {
			continue
		}
		if !strings.Contains(attrs, "data-i18n=") && !strings.Contains(attrs, "data-i18n-html=") {
			t.Errorf("index.html: <%s%s> holds words outside the strings tables: %q", tag, attrs, words)
		}
	}
	// Text after a closing tag belongs to no element with a key.
	after := regexp.MustCompile(`</[a-z0-9]+>([^<]*)`)
	for _, m := range after.FindAllStringSubmatch(body, -1) {
		if letter.MatchString(m[1]) {
			t.Errorf("index.html: words outside any element with a key: %q", strings.TrimSpace(m[1]))
		}
	}
}

// TestPageTextIsEnglish: the text that index.html holds in an element
// with a data-i18n key is the English table's, so that the page shows
// the right words before strings.json arrives (and after, in English,
// the script has nothing to write: applyStatic writes only the words
// that differ, and each write makes the browser style and lay out anew).
func TestPageTextIsEnglish(t *testing.T) {
	src, err := fs.ReadFile(Files(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	en := pageStrings(t)["en"]
	keyed := regexp.MustCompile(`<[a-z0-9]+\s[^>]*\bdata-i18n="([^"]+)"[^>]*>([^<]*)<`)
	n := 0
	for _, m := range keyed.FindAllStringSubmatch(string(src), -1) {
		key, text := m[1], html.UnescapeString(m[2])
		n++
		if want, ok := en[key]; ok && text != want {
			t.Errorf("index.html's %s reads %q, the English table %q", key, text, want)
		}
	}
	if n < 50 {
		t.Errorf("found %d elements with a data-i18n key in index.html, want the page's (over 50)", n)
	}
}

// TestGraphAboutHasNoThresholds: the graph's line takes the drops of a
// blunder and a mistake from the rules service (analysis.BlunderDrop and
// MistakeDrop), so that they are said once: the table holds placeholders
// for them, no number.
func TestGraphAboutHasNoThresholds(t *testing.T) {
	for lang, table := range pageStrings(t) {
		s := table["graph.about"]
		if !strings.Contains(s, "{blunder}") || !strings.Contains(s, "{mistake}") || strings.ContainsAny(s, "0123456789") {
			t.Errorf("%s graph.about %q: want {blunder} and {mistake}, and no number of its own", lang, s)
		}
	}
}
