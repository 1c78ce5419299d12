package server

import (
	"strings"
	"unicode"
)

// maxLogField is the most characters of a client-supplied value written
// to the log.
const maxLogField = 64

// logField makes a value a client chose (user name, command, reason)
// safe and short for the log: control characters become '?', and it is
// cut to maxLogField characters with a mark saying so.
func logField(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == maxLogField {
			b.WriteString("…(cut)")
			break
		}
		if !unicode.IsPrint(r) {
			r = '?'
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}
