package engine

import "unsafe"

func unsafeSizeof(p Position) uintptr { return unsafe.Sizeof(p) }
