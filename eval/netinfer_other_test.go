//go:build !amd64 || purego

package eval

import "testing"

// checkUnits does nothing: the pure-Go inference of this architecture
// leaves no first-layer units in units, and output is outputGo.
func checkUnits(*testing.T, string, *Net, *[MaxH1 / 4]uint64, *[MaxH1 / 4]uint64, int) {}

// addPaths adds n to nets as name: this architecture has one inference
// path.
func addPaths(nets map[string]*Net, name string, n *Net) { nets[name] = n }
