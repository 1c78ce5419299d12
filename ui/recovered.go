package ui

import "fmt"

// recovered runs fn and returns what it panicked with, as text, or "" when
// it returned. The engine's goroutines run their work through it, so that
// a panic there ends that work, not the program (over SSH: every session
// of the server).
func recovered(fn func()) (failed string) {
	defer func() {
		if v := recover(); v != nil {
			failed = fmt.Sprint(v)
		}
	}()
	fn()
	return ""
}
