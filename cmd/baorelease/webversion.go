package main

import (
	"fmt"
	"regexp"
)

// webVersion matches the version "bao web build" writes into the page.
var webVersion = regexp.MustCompile(`<meta name="bao-version" content="([^"]*)">`)

// checkWebVersion checks that the web app's index.html names the release
// version want, as the page shows it ("Bao v0.1.0 (browser)").
func checkWebVersion(members []member, want string) error {
	for _, m := range members {
		if m.name != "index.html" {
			continue
		}
		match := webVersion.FindSubmatch(m.data)
		if match == nil {
			return fmt.Errorf("index.html names no version (no bao-version meta tag): is it a \"bao web build\" folder?")
		}
		if got := string(match[1]); got != want {
			return fmt.Errorf("the app is stamped %q but the release is %q: build it with the release's bao, or omit --web", got, want)
		}
		return nil
	}
	return fmt.Errorf("no index.html: is it a \"bao web build\" folder?")
}
