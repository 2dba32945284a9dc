//go:build !amd64

package prefetch

import "unsafe"

// Line does nothing on this architecture (see the package documentation).
func Line(p unsafe.Pointer) {}
