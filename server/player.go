package server

import (
	"crypto/rand"
	"strings"
	"unicode"
)

// Player is who sits at a seat: the SSH user name shown to others and, when
// the player offered a public key, its fingerprint (empty for a guest).
type Player struct {
	Name string
	Key  string // SHA256 fingerprint of the public key; "" for a guest
}

// Guest reports whether the player connected without a public key.
func (p Player) Guest() bool { return p.Key == "" }

// codeAlphabet leaves out letters and digits that are easy to confuse
// (0/O, 1/I/L), so that codes can be read aloud and typed back.
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// randomCode returns n random characters of codeAlphabet.
func randomCode(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand: " + err.Error())
	}
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// normCode normalises a room code or resume token typed by a user.
func normCode(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }

// maxNameLen is the most characters of a user name shown.
const maxNameLen = 20

// cleanName makes an SSH user name safe to show on other players'
// terminals: printable characters only (no escape sequences), at most
// maxNameLen of them; "guest" when nothing is left.
func cleanName(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == maxNameLen {
			break
		}
		if unicode.IsPrint(r) && r != unicode.ReplacementChar {
			b.WriteRune(r)
			n++
		}
	}
	if name := strings.TrimSpace(b.String()); name != "" {
		return name
	}
	return "guest"
}
