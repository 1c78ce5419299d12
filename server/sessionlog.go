package server

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// maxLogField bounds, in bytes, each client-supplied field of a log line.
const maxLogField = 64

// logSessions logs the start and the end of every session, through the
// server's slog logger, with the client's fields bounded and sanitised, and
// the command without its arguments. It
// runs after the rate limiter: a flood of refused sessions is not logged
// line by line.
func (s *Server) logSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		start := time.Now()
		user, remote := logText(sess.User()), sess.RemoteAddr().String()
		pty, _, _ := sess.Pty()
		key := "none"
		if k := sess.PublicKey(); k != nil {
			key = gossh.FingerprintSHA256(k)
		}
		s.cfg.Log.Info("session start", "user", user, "remote", remote, "key", key,
			"command", logText(commandVerb(commandOf(sess))), "term", logText(pty.Term),
			"width", pty.Window.Width, "height", pty.Window.Height,
			"client", logText(sess.Context().ClientVersion()))
		next(sess)
		s.cfg.Log.Info("session end", "user", user, "remote", remote,
			"duration", time.Since(start).Round(time.Millisecond))
	}
}

// commandVerb is a session's command without its arguments, "join …":
// the arguments of "join CODE TOKEN" are secrets.
func commandVerb(cmd []string) string {
	switch len(cmd) {
	case 0:
		return ""
	case 1:
		return cmd[0]
	}
	return cmd[0] + " …"
}

// logText makes a client-supplied string fit for the log: characters that
// are not printable (control characters, escape sequences, invalid UTF-8)
// become '?', and a string longer than maxLogField bytes is cut, saying how
// long it was.
func logText(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i >= maxLogField {
			return b.String() + "…(" + strconv.Itoa(len(s)) + " bytes)"
		}
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			r = '?'
		}
		b.WriteRune(r)
	}
	return b.String()
}
