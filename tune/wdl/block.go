package wdl

import (
	"bytes"
	"fmt"
	"go/format"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// Markers of the block WriteBlock rewrites.
const (
	BlockBegin = "// BEGIN calibrated"
	BlockEnd   = "// END calibrated"
)

// Stamp says who fitted the scales and when, for the block's comment.
type Stamp struct {
	Version string    // the bao build, e.g. "dev"
	Date    time.Time // the day of the fit
	Note    string    // a line on how the games were made; may be empty
}

// Check refuses a note holding a marker's words: written into the
// block's comment, it would end the block there at the next rewrite. The
// error is a field.Error of the field "note".
func (s Stamp) Check() error {
	for _, marker := range []string{BlockBegin, BlockEnd} {
		if strings.Contains(s.Note, strings.TrimPrefix(marker, "// ")) {
			return field.Errorf("note", strconv.Quote(s.Note), "it may not hold %q, which marks the block in the file", marker)
		}
	}
	return nil
}

// WriteBlock rewrites the calibrated block of the Go file at path (the
// lines between BlockBegin and BlockEnd of eval/wdl.go) with the fitted
// scales (the variants without a fit keep eval.WinScale's value) and a
// note of the data, and gofmts the result. The file is left untouched
// when nothing changes, and when the stamp's note is refused (Check).
func WriteBlock(path string, stamp Stamp, fits map[engine.Variant]Result, data Collection) error {
	if err := stamp.Check(); err != nil {
		return err
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	text := string(src)
	i := strings.Index(text, BlockBegin)
	j := strings.Index(text, BlockEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no %q ... %q block", path, BlockBegin, BlockEnd)
	}
	lineEnd := strings.IndexByte(text[i:], '\n')
	if lineEnd < 0 || i+lineEnd > j {
		return fmt.Errorf("%s: the %q line has no end", path, BlockBegin)
	}
	head := text[:i+lineEnd+1]
	out := head + blockText(stamp, fits, data, text[i:j]) + text[j:]
	formatted, err := format.Source([]byte(out))
	if err != nil {
		return fmt.Errorf("the rewritten %s does not parse: %w", path, err)
	}
	if bytes.Equal(formatted, src) {
		return nil
	}
	return atomicfile.WriteFile(path, formatted)
}

// blockText is the body of the calibrated block: the comment on the data
// and the constants. A variant that is not refitted keeps its line of the
// old block (the games, moves and scale it was fitted on, and when), so
// that its scale's origin stays written.
func blockText(stamp Stamp, fits map[engine.Variant]Result, data Collection, old string) string {
	var b strings.Builder
	files := map[string]bool{}
	players := map[string]bool{}
	controls := map[string]bool{}
	for _, d := range data {
		for k := range d.Files {
			files[k] = true
		}
		for k := range d.Players {
			players[k] = true
		}
		for k := range d.Controls {
			controls[k] = true
		}
	}
	fmt.Fprintf(&b, "\n// Fitted by \"bao record calibrate\" (bao %s) on %s\n", stamp.Version, stamp.Date.Format("2006-01-02"))
	fmt.Fprintf(&b, "// from %s:\n", listOf(files, 6))
	for _, line := range wrapWords(fmt.Sprintf("games of %s at %s, every move's score and the game's result.",
		listOf(players, 4), listOf(controls, 3)), 74) {
		fmt.Fprintf(&b, "// %s\n", line)
	}
	if note := strings.Join(strings.Fields(stamp.Note), " "); note != "" {
		for _, line := range wrapWords(note, 74) {
			fmt.Fprintf(&b, "// %s\n", line)
		}
	}
	fmt.Fprintf(&b, "// Per variant: games, scored moves, the scale and its standard error.\n")
	for _, v := range engine.Variants {
		res, ok := fits[v]
		switch {
		case ok && res.OK:
			fmt.Fprintf(&b, "//   %-10s %5d games %7d moves  scale %6.1f +- %.1f\n", v, data[v].Games, len(data[v].Samples), res.Fit.Scale, res.Fit.SE)
		default:
			why := "no games"
			if ok {
				why = res.Why
			}
			if fit, when, found := earlierFit(old, v); found {
				fmt.Fprintf(&b, "//   %-10s %s, kept from the fit of %s (not refitted: %s)\n", v, fit, when, why)
			} else {
				fmt.Fprintf(&b, "//   %-10s not refitted (%s)\n", v, why)
			}
		}
	}
	b.WriteString("const (\n")
	for _, v := range engine.Variants {
		scale := eval.WinScale(v)
		if res, ok := fits[v]; ok && res.OK {
			scale = math.Round(res.Fit.Scale*10) / 10
		}
		fmt.Fprintf(&b, "\twinScale%s = %.1f\n", strings.ToUpper(v.String()[:1])+v.String()[1:], scale)
	}
	b.WriteString(")\n\n")
	return b.String()
}

// fittedLine matches a variant's line of a block: its games, moves,
// scale and standard error, and the date of a fit it was kept from.
var fittedLine = regexp.MustCompile(`(?m)^//\s+(\w+)\s+(\d+ games\s+\d+ moves\s+scale\s+[\d.]+ \+- [\d.]+)(?:, kept from the fit of (\d{4}-\d\d-\d\d))?`)

// fitDate matches the date of a block's fit.
var fitDate = regexp.MustCompile(`Fitted by .* on (\d{4}-\d\d-\d\d)`)

// earlierFit returns variant v's fit in the old block (its games, moves,
// scale and standard error) and the day of that fit, if the block has one.
func earlierFit(old string, v engine.Variant) (fit, when string, ok bool) {
	for _, m := range fittedLine.FindAllStringSubmatch(old, -1) {
		if m[1] != v.String() {
			continue
		}
		when = m[3]
		if when == "" {
			if d := fitDate.FindStringSubmatch(old); d != nil {
				when = d[1]
			} else {
				when = "an earlier run"
			}
		}
		return m[2], when, true
	}
	return "", "", false
}

// listOf joins up to limit sorted names, saying how many more there are.
func listOf(set map[string]bool, limit int) string {
	names := make([]string, 0, len(set))
	for k := range set {
		names = append(names, k)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "?"
	}
	if len(names) > limit {
		return strings.Join(names[:limit], ", ") + fmt.Sprintf(" and %d more", len(names)-limit)
	}
	return strings.Join(names, ", ")
}

// wrapWords breaks text into lines of at most width bytes between words.
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
