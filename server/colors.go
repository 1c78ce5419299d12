package server

import "charm.land/ssh"

// A session's colours come from its client, not from the server's own
// terminal (it has none): TERM from the pty request, and the COLORTERM and
// NO_COLOR the client sends (ssh's SendEnv/SetEnv), read by
// termio.EnvProfile.

// sessionEnv is the environment of a session's program: the variables the
// client sent, and TERM from its pty request.
func sessionEnv(sess ssh.Session) []string {
	env := sess.Environ()
	if pty, _, ok := sess.Pty(); ok {
		env = append(env, "TERM="+pty.Term)
	}
	return env
}
