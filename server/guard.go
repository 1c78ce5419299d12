package server

import (
	"fmt"
	"runtime/debug"
)

// guard runs fn, one of the goroutines the server starts for a session
// (its input, output, window changes, channel requests): a panic in it is
// logged with its stack and ends only that session (end), where it would
// take the whole process down, with every game in progress. who names the
// session in the log (its SSH login name).
func (s *Server) guard(what, who string, end func(), fn func()) {
	defer func() {
		if r := recover(); r != nil {
			s.cfg.Log.Error("panic in a session's goroutine: the session is ended", "goroutine", what,
				"login", logText(who), "panic", logText(fmt.Sprint(r)), "stack", string(debug.Stack()))
			end()
		}
	}()
	if probe := s.cfg.goroutineProbe; probe != nil {
		probe(what, who)
	}
	fn()
}
