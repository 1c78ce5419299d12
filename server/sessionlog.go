package server

import (
	"log/slog"
	"time"

	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
)

// logSessions logs each session's start and end, as wish's logging
// middleware does, except the command's arguments: "join CODE TOKEN"
// carries a room code and a resume token, which are secrets.
func logSessions(log *slog.Logger) wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			start := time.Now()
			pty, _, _ := sess.Pty()
			log.Info("session start", "user", sess.User(), "remote", sess.RemoteAddr().String(),
				"key", sess.PublicKey() != nil, "command", commandVerb(sess.Command()),
				"term", pty.Term, "width", pty.Window.Width, "height", pty.Window.Height,
				"client", sess.Context().ClientVersion())
			next(sess)
			log.Info("session end", "remote", sess.RemoteAddr().String(), "duration", time.Since(start))
		}
	}
}

// commandVerb is a session's command without its arguments: "join …".
func commandVerb(cmd []string) string {
	switch len(cmd) {
	case 0:
		return ""
	case 1:
		return cleanName(cmd[0])
	}
	return cleanName(cmd[0]) + " …"
}
