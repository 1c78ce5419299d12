package plainsession

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// sentence makes a line of the room's words a sentence of its own: its
// first letter upper case (where its script has cases) and a full stop.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	s = string(unicode.ToUpper(r)) + s[n:]
	if strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}
