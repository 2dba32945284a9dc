//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains, outside the browser, what this program is for.
func main() {
	fmt.Fprintln(os.Stderr, "baowasm is the engine of the static web app: build it with GOOS=js GOARCH=wasm (bao web build does), and run it in a browser's Web Worker; elsewhere use bao.")
	os.Exit(2)
}
