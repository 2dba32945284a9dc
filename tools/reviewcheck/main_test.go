package main

import (
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/analysis"
)

// TestRunSmall measures two plans over two short games at small depths,
// checks the table against the list of marks it prints, and runs again
// to see the reference come from its cache.
func TestRunSmall(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-games", "2", "-levels", "1-3", "-variants", "kete,kujifunza", "-ref-depth", "5", "-ref-hash", "4",
		"-cache", dir, "-list", "-plan", "old:depth=2,next", "-plan", "depth=2,check=4/0.1/1"}
	var out, errs strings.Builder
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	head := regexp.MustCompile(`(?m)^2 games \(levels 1-3, variants kete,kujifunza, seed 1\): (\d+) moves; the reference \(depth 5, table 4 MiB, engine [0-9a-f]{12}, judged from the same root\) marks (\d+) \(\d+ blunders\); (\d+) reference searches made`)
	m := head.FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no summary line:\n%s", out.String())
	}
	moves, mistakes, made := atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3])
	if moves < 10 || made < moves {
		t.Fatalf("%d moves, %d reference searches: want every move searched", moves, made)
	}
	for _, name := range []string{"old", "depth=2,check=4/0.1/1"} {
		row := regexp.MustCompile(`(?m)^\| ` + regexp.QuoteMeta(name) + ` \| (\d+) \| ([0-9.]+%|-) \|[^|]*\|[^|]*\| ([0-9.]+%|-) \|`).FindStringSubmatch(out.String())
		if row == nil {
			t.Fatalf("no row for %s:\n%s", name, out.String())
		}
		listed := regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(name)+`: game \d+ ply \d+ \S+: (right|wrong)`).FindAllStringSubmatch(out.String(), -1)
		nRight := 0
		for _, l := range listed {
			if l[1] == "right" {
				nRight++
			}
		}
		if marks := atoi(t, row[1]); marks != len(listed) {
			t.Errorf("%s: %d marks in the table, %d listed", name, marks, len(listed))
		}
		if got, want := row[2], pct(nRight, len(listed)); got != want {
			t.Errorf("%s: precision %s, want %s from the list", name, got, want)
		}
		if got, want := row[3], pct(nRight, mistakes); got != want {
			t.Errorf("%s: recall %s, want %s of the reference's %d", name, got, want, mistakes)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "ref-*-d5-h4.json"))
	if len(files) != 1 {
		t.Fatalf("cache files %v, want one", files)
	}
	before, _ := os.ReadFile(files[0])
	var again strings.Builder
	if code := run(args, &again, &errs); code != 0 {
		t.Fatalf("second run: exit %d: %s", code, errs.String())
	}
	if !strings.Contains(again.String(), " 0 reference searches made") {
		t.Errorf("the second run searched again:\n%s", again.String())
	}
	if untimed(again.String()) != untimed(out.String()) {
		t.Errorf("the second run measured otherwise:\n%s\nfirst:\n%s", again.String(), out.String())
	}
	if after, _ := os.ReadFile(files[0]); string(after) != string(before) {
		t.Errorf("the second run rewrote the cache")
	}
}

// untimed is the output without its first line and the table's times
// (the last three columns).
func untimed(out string) string {
	lines := strings.Split(out, "\n")[1:]
	for i, l := range lines {
		if strings.HasPrefix(l, "|") {
			f := strings.Split(l, "|")
			lines[i] = strings.Join(f[:len(f)-4], "|")
		}
	}
	return strings.Join(lines, "\n")
}

func atof(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestParsePlan reads plans and refuses bad ones.
func TestParsePlan(t *testing.T) {
	p, err := parsePlan("x:depth=10,check=14/0.04/1,check=16/0.02/0.03,decided=0.95")
	if err != nil {
		t.Fatal(err)
	}
	if p.name != "x" || p.review.Depth != 10 || len(p.review.Checks) != 2 || p.review.Checks[1].Depth != 16 ||
		p.review.Checks[1].Below != 0.02 || p.review.Checks[1].Above != 0.03 || p.review.Decided != 0.95 {
		t.Errorf("plan %+v", p)
	}
	if p, err := parsePlan("depth=8,next"); err != nil || !p.next || len(p.review.Checks) != 0 || p.name != "depth=8,next" {
		t.Errorf("next: %+v %v", p, err)
	}
	if p, err := parsePlan("depth=12,check=0"); err != nil || p.next || len(p.review.Checks) != 0 || p.name != "depth=12" {
		t.Errorf("no check: %+v %v", p, err)
	}
	p, err = parsePlan("depth=12,check=16/0.05/1,unsure=18")
	if err != nil || len(p.review.Checks) != 2 || p.review.Checks[0].Unsure || !p.review.Checks[1].Unsure ||
		p.review.Checks[1].Depth != 18 || p.name != "depth=12,check=16/0.05/1,unsure=18" {
		t.Errorf("unsure: %+v %v", p, err)
	}
	if p, err := parsePlan("unsure=17"); err != nil || len(p.review.Checks) != 1 || !p.review.Checks[0].Unsure {
		t.Errorf("an unsure check alone replaces the default's: %+v %v", p, err)
	}
	before := analysis.DefaultReviewPlan().Switches
	p, err = parsePlan("switch.SingularDepth=8,switch.QDepth=3")
	if err != nil || p.review.Switches["SingularDepth"] != "8" || p.review.Switches["QDepth"] != "3" ||
		!strings.HasSuffix(p.name, ",switch.QDepth=3,switch.SingularDepth=8") {
		t.Errorf("switches: %+v %v", p, err)
	}
	if after := analysis.DefaultReviewPlan().Switches; !maps.Equal(after, before) {
		t.Errorf("a plan's switch changed the default plan's: %v, was %v", after, before)
	}
	for _, bad := range []string{"depth=0", "depth=x", "check=-1", "check=12/a", "check=1/2/3/4", "speed=3", "unsure=0", "unsure=x",
		"switch.SingularDepth", "switch.Nothing=1", "switch.SingularDepth=x", "switch.=1"} {
		if _, err := parsePlan(bad); err == nil {
			t.Errorf("parsePlan(%q) accepted", bad)
		}
	}
}

// TestConfirmDepth measures a shallow plan whose better moves are often
// not the reference's best, with a deeper referee judging those again
// (in these games it finds some a mistake and some not): the table's
// counts agree with the moves listed, the deeper referee keeps its own
// cache file, and a confirming depth not beyond the reference's is
// refused.
func TestConfirmDepth(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-games", "4", "-seed", "2", "-levels", "1-3", "-variants", "kete,kujifunza", "-ref-depth", "4", "-ref-hash", "4",
		"-confirm-depth", "6", "-cache", dir, "-list", "-plan", "shallow:depth=1,check=0"}
	var out, errs strings.Builder
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	row := regexp.MustCompile(`(?m)^\| shallow \| (\d+) \|(?:[^|]*\|){4} ([0-9.]+)% \|[^|]*\| [0-9.]+% at depth 6 \((\d+) of (\d+) judged\) \|`).FindStringSubmatch(out.String())
	if row == nil {
		t.Fatalf("no row with the deeper referee's column:\n%s", out.String())
	}
	marks, deeper, judged := atoi(t, row[1]), atoi(t, row[3]), atoi(t, row[4])
	betterBest := int(math.Round(float64(marks) * atof(t, row[2]) / 100))
	listedDeeper := strings.Count(out.String(), ", a mistake at depth 6 ")
	listedNot := strings.Count(out.String(), ", no mistake at depth 6)")
	if listedDeeper == 0 || listedNot == 0 {
		t.Fatalf("%d better moves a mistake at depth 6, %d not: the test's games no longer exercise both verdicts:\n%s", listedDeeper, listedNot, out.String())
	}
	if deeper != listedDeeper || judged != listedDeeper+listedNot || judged != marks-betterBest {
		t.Errorf("table: %d of %d judged a mistake, %d marks, %d better = best; listed %d a mistake, %d not",
			deeper, judged, marks, betterBest, listedDeeper, listedNot)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "ref-*-d6-h4.json")); len(files) != 1 {
		t.Errorf("the deeper referee's cache files %v, want one", files)
	}
	for _, bad := range [][]string{{"-ref-depth", "6", "-confirm-depth", "6"}, {"-confirm-depth", "-1"}} {
		var o, e strings.Builder
		if code := run(append(bad, "-cache", ""), &o, &e); code != 2 || !strings.Contains(e.String(), "-confirm-depth") {
			t.Errorf("%v: exit %d, %q: want a usage error naming -confirm-depth", bad, code, e.String())
		}
	}
}
