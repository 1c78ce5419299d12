//go:build !amd64

package ai

// prefetch is a no-op where no prefetch instruction is wired up.
func prefetch(addr uintptr) {}
