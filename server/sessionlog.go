package server

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/room"
)

// maxLogField bounds, in bytes, each client-supplied field of a log line.
const maxLogField = 64

// logSessions logs the start and the end of every session, through the
// server's slog logger, with the client's fields bounded and sanitised, and
// the command without its arguments. The start is logged once the
// session's player is known (sessionLog.start), by their name and key,
// with the SSH login name apart. It runs after the rate limiter: a flood
// of refused sessions is not logged line by line.
func (s *Server) logSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		lg := &sessionLog{s: s, sess: sess, at: time.Now()}
		sess.Context().SetValue(sessionLogKey{}, lg)
		next(sess)
		lg.start(playerOf(sess)) // a session that never ran a program (no terminal)
		s.cfg.Log.Info("session end", append(lg.who(), "remote", sess.RemoteAddr().String(),
			"duration", time.Since(lg.at).Round(time.Millisecond))...)
	}
}

// sessionLogKey is the session context key of its sessionLog.
type sessionLogKey struct{}

// sessionLog is what the log says of one session.
type sessionLog struct {
	s       *Server
	sess    ssh.Session
	at      time.Time
	once    sync.Once
	players atomic.Pointer[[]any] // the player's fields, once started
}

// sessionLogOf returns the session's log, nil when it has none.
func sessionLogOf(sess ssh.Session) *sessionLog {
	lg, _ := sess.Context().Value(sessionLogKey{}).(*sessionLog)
	return lg
}

// start logs the session's start as player p's, once.
func (lg *sessionLog) start(p room.Player) {
	lg.once.Do(func() {
		who := playerLog(p)
		lg.players.Store(&who)
		sess := lg.sess
		pty, _, _ := sess.Pty()
		key := p.Key
		if key == "" {
			key = "none"
			if k := sess.PublicKey(); k != nil { // a new key let in as a guest
				key = gossh.FingerprintSHA256(k)
			}
		}
		lg.s.cfg.Log.Info("session start", "player", logText(p.Name), "key", key, "login", logText(sess.User()),
			"remote", sess.RemoteAddr().String(),
			"command", logText(commandVerb(commandOf(sess))), "term", logText(pty.Term),
			"width", pty.Window.Width, "height", pty.Window.Height,
			"client", logText(sess.Context().ClientVersion()))
	})
}

// who returns the fields that name the session's player in its log lines
// (playerLog).
func (lg *sessionLog) who() []any {
	if who := lg.players.Load(); who != nil {
		return slices.Clone(*who)
	}
	return playerLog(playerOf(lg.sess))
}

// playerLog returns the fields that name p in a log line: "player", the
// name, and "key", the key's fingerprint cut short ("none" for a guest);
// the session start gives the whole fingerprint.
func playerLog(p room.Player) []any {
	key := "none"
	if p.Key != "" {
		key = shortKey(p.Key)
	}
	return []any{"player", logText(p.Name), "key", key}
}

// shortKey is a key's fingerprint cut to its first 12 characters of hash,
// "SHA256:AbCdEfGhIjKl…", enough to tell a server's keys apart.
func shortKey(fp string) string {
	const keep = len("SHA256:") + 12
	if len(fp) <= keep {
		return fp
	}
	return fp[:keep] + "…"
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
