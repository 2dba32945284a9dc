//go:build !linux

package solve

// adviseHugePages does nothing outside Linux (see hugepages_linux.go).
func adviseHugePages(e []entry) {}
