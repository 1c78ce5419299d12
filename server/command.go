package server

import (
	"strconv"
	"strings"
	"unicode"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// DefaultMaxCommand bounds, in bytes, the command a session asks for
// ("join CODE TOKEN" is some 30) and a subsystem's name.
const DefaultMaxCommand = 1 << 10

// commandTooLong returns the line refusing an exec or subsystem request
// whose payload (a string: its 4-byte length, then its bytes) is longer
// than limit, or "" when it is not. Only the payload's size is looked at:
// nothing parses a command before it is known to be short.
func commandTooLong(reqType string, payload []byte, limit int) string {
	if len(payload) <= 4+limit {
		return ""
	}
	what := "command"
	if reqType == "subsystem" {
		what = "subsystem name"
	}
	return "fetaix: the " + what + " is too long (" + strconv.Itoa(len(payload)-4) + " bytes; at most " +
		strconv.Itoa(limit) + "); commands: join CODE [TOKEN], watch CODE"
}

// refuseCommand answers an exec or subsystem request refused by
// commandTooLong: the client is told why on its stderr, the session exits
// with status 1 and its channel closes.
func refuseCommand(ch gossh.Channel, req *gossh.Request, line string) {
	_ = req.Reply(true, nil) // taken, so that the client shows what follows
	_, _ = ch.Stderr().Write([]byte(line + "\r\n"))
	_, _ = ch.SendRequest("exit-status", false, gossh.Marshal(struct{ Status uint32 }{1}))
	_ = ch.Close()
}

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
