// Package browsertest drives headless Chromium for the tests of the web
// page as bao serve serves it (package web/server) and of the static web
// app (package web/site): it finds the browser, starts it with a fresh profile
// and no network of its own, and gives the few steps those tests repeat.
// Only tests import it.
//
// It imports chromedp (a test-only dependency of the module) and the
// standard library.
package browsertest
