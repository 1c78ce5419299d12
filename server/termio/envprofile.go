package termio

import (
	"strings"

	"github.com/charmbracelet/colorprofile"
)

// EnvProfile is the colour profile of a session's environment (the
// variables its client sent, and TERM from its pty request): no styling
// at all for TERM=dumb, no TERM, or NO_COLOR set to anything (the
// selected row keeps its '>' marker, which needs none), true colour for
// COLORTERM=truecolor, 256 colours for a *-256color TERM. A session's
// output is no terminal the program could probe, so the profile is read
// from this environment alone, as wish's bubbletea middleware does.
func EnvProfile(env []string) colorprofile.Profile {
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "NO_COLOR="); ok && v != "" {
			return colorprofile.NoTTY
		}
	}
	return colorprofile.Env(env)
}
