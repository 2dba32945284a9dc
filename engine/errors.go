package engine

import "fmt"

// errorf builds the package's errors; every message names the field or
// token at fault and the reason.
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
