package ai

// prefetch asks the processor to start loading the cache line at addr,
// without waiting for it (PREFETCHT0); it never faults.
//
//go:noescape
func prefetch(addr uintptr)
