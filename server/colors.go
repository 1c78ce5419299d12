package server

import (
	"strings"

	"charm.land/ssh"
	"github.com/charmbracelet/colorprofile"
)

// A session's colours come from its client, not from the server's own
// terminal (it has none): TERM from the pty request, and the COLORTERM and
// NO_COLOR the client sends (ssh's SendEnv/SetEnv). The session's output
// is not a terminal the program could probe, so the profile is read from
// this environment alone, as wish's bubbletea middleware does.

// sessionEnv is the environment of a session's program: the variables the
// client sent, and TERM from its pty request.
func sessionEnv(sess ssh.Session) []string {
	env := sess.Environ()
	if pty, _, ok := sess.Pty(); ok {
		env = append(env, "TERM="+pty.Term)
	}
	return env
}

// envProfile is the colour profile of a session's environment: no
// styling at all for TERM=dumb, no TERM, or NO_COLOR set to anything
// (the selected row keeps its '>' marker, which needs none), true colour
// for COLORTERM=truecolor, 256 colours for a *-256color TERM.
func envProfile(env []string) colorprofile.Profile {
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "NO_COLOR="); ok && v != "" {
			return colorprofile.NoTTY
		}
	}
	return colorprofile.Env(env)
}
