// Package mdlinks reads the link targets of Markdown text: inline links
// and images, link reference definitions and HTML href and src, outside
// code spans. The release builder follows them to carry every linked
// document, and the docs' test checks that each resolves; one reader
// keeps the two agreeing on what a link is.
//
// It imports only the standard library.
package mdlinks

import (
	"regexp"
	"strings"
)

var (
	// inlineLink matches [text](target) and ![alt](target); the target
	// ends at the first space or closing parenthesis.
	inlineLink = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	// refLink matches a link reference definition: [label]: target.
	refLink = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s+(\S+)`)
	// htmlLink matches href="..." and src="...".
	htmlLink  = regexp.MustCompile(`(?:href|src)="([^"]+)"`)
	codeSpan  = regexp.MustCompile("`[^`]*`")
	hasScheme = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	fence     = regexp.MustCompile("^\\s{0,3}(```|~~~)")
)

// Targets returns the link targets of one line of Markdown prose (not of
// a fenced code block), in the order inline links, HTML links, reference
// definition; code spans hold none.
func Targets(line string) []string {
	prose := codeSpan.ReplaceAllString(line, "")
	var out []string
	for _, m := range inlineLink.FindAllStringSubmatch(prose, -1) {
		out = append(out, m[1])
	}
	for _, m := range htmlLink.FindAllStringSubmatch(prose, -1) {
		out = append(out, m[1])
	}
	if m := refLink.FindStringSubmatch(prose); m != nil {
		out = append(out, m[1])
	}
	return out
}

// IsWeb reports whether a target is a web address (it has a scheme such
// as https: or mailto:), not a file of the repository.
func IsWeb(target string) bool { return hasScheme.MatchString(target) }

// Fence reports whether a line opens or closes a fenced code block.
func Fence(line string) bool { return fence.MatchString(line) }

// Prose returns, for each line of text, whether it is prose (outside a
// fenced code block, and not a fence itself).
func Prose(lines []string) []bool {
	out := make([]bool, len(lines))
	inCode := false
	for i, l := range lines {
		if Fence(l) {
			inCode = !inCode
			continue
		}
		out[i] = !inCode
	}
	return out
}

// PathOf cuts a target's #anchor and ?query off.
func PathOf(target string) string {
	t, _, _ := strings.Cut(target, "#")
	t, _, _ = strings.Cut(t, "?")
	return t
}
