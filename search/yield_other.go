//go:build !js

package search

// yieldToHost does nothing outside the browser: the operating system runs
// the protocol's reader beside the search (see yield_js.go).
func (t *thread) yieldToHost() {}
