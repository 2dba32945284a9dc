package solve

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks the kernel to back the table with 2 MiB pages
// (madvise MADV_HUGEPAGE on the whole 2 MiB blocks inside it). A solve
// scatters its lookups over the table, so with 4 KiB pages most of them
// also miss the TLB; with huge pages a 1 GiB table needs 512 TLB entries,
// and its first touch 512 page faults instead of 262,144. The call is a
// hint: where the kernel has no transparent huge pages, or refuses, the
// table works as before.
func adviseHugePages(e []entry) {
	const huge = 2 << 20
	if len(e)*entrySize < 2*huge {
		return
	}
	all := unsafe.Slice((*byte)(unsafe.Pointer(&e[0])), len(e)*entrySize)
	skip := (huge - uintptr(unsafe.Pointer(&all[0]))%huge) % huge
	n := (uintptr(len(all)) - skip) / huge * huge
	b := all[skip : skip+n]
	_ = syscall.Madvise(b, madvHugePage)
}

// madvHugePage is MADV_HUGEPAGE of linux/mman.h.
const madvHugePage = 14
