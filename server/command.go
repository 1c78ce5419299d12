package server

import (
	"strings"
	"unicode"

	"charm.land/ssh"
)

// DefaultMaxCommand bounds, in bytes, the command a session asks for
// ("join CODE TOKEN" is some 30) and a subsystem's name.
const DefaultMaxCommand = 1 << 10

// commandOf returns a session's command split into words, as a POSIX
// shell splits them (spaces; '…' and "…" quotes; backslashes), in time
// linear in its length — the ssh library's own split takes quadratic time.
// Empty words are left out.
func commandOf(sess ssh.Session) []string { return splitCommand(sess.RawCommand()) }

// splitCommand splits s into words (see commandOf).
func splitCommand(s string) []string {
	var words []string
	var w strings.Builder
	var quote rune
	escaped := false
	end := func() {
		if w.Len() > 0 {
			words = append(words, w.String())
			w.Reset()
		}
	}
	for _, r := range s {
		switch {
		case escaped:
			if quote == '"' && r != '"' && r != '\\' {
				w.WriteByte('\\') // within "…" a backslash escapes only " and \
			}
			w.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped = true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				w.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote = r
		case unicode.IsSpace(r):
			end()
		default:
			w.WriteRune(r)
		}
	}
	end()
	return words
}
