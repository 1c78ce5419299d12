package sshguard

import (
	"strings"
	"unicode"
)

// SplitCommand splits a session's command into words, as a POSIX shell
// splits them (spaces; '…' and "…" quotes; backslashes), in time linear
// in its length — the ssh library's own split takes quadratic time. Empty
// words are left out.
func SplitCommand(s string) []string {
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
