// Package sshguard keeps what SSH clients may do to the server within
// bounds before a session's program sees them: which TCP connections are
// taken on (per address, unauthenticated, the handshake's deadline), what
// one connection holds (session channels, environment variables, time
// without a session), and a filter between each session channel's
// requests and the ssh library (window sizes clamped, commands bounded,
// requests never left blocking the connection).
package sshguard

import (
	"time"

	"charm.land/ssh"
)

// Limits are the bounds the guards keep.
type Limits struct {
	MaxConnsPerAddr    int           // connections at once from one address
	MaxUnauthenticated int           // connections not authenticated yet (a new one closes the oldest)
	HandshakeTimeout   time.Duration // to authenticate in
	MaxSessionsPerConn int           // session channels at once on one connection
	MaxEnvVars         int           // environment variables one connection may set
	MaxEnvBytes        int           // and their bytes
	SessionlessTimeout time.Duration // an authenticated connection without a session is closed after it
	MaxCommand         int           // bytes of a session's command or subsystem name
}

// Guards are the guards of one server.
type Guards struct {
	lim   Limits
	note  func(msg string, attrs ...any)
	guard func(what, who string, end func(), fn func())
	adm   *admission
}

// New returns the guards of a server within lim. note is told of each
// client refused, cut or disconnected (msg a constant, attrs its
// details); guard runs the goroutines the filters start for a session
// (what names it, who the SSH login, end ends the session).
func New(lim Limits, note func(msg string, attrs ...any), guard func(what, who string, end func(), fn func())) *Guards {
	return &Guards{lim: lim, note: note, guard: guard, adm: newAdmission(lim, note)}
}

// Options are the SSH server options that put the admission of
// connections in place.
func (g *Guards) Options() []ssh.Option { return g.adm.options() }

// SessionStarted counts a session's handlers running on the connection
// of ctx (one that runs none is closed after SessionlessTimeout); ended
// counts them done.
func (g *Guards) SessionStarted(ctx ssh.Context) (ended func()) {
	b := budgetOf(ctx, g.lim)
	b.sessionStarted()
	return b.sessionEnded
}
