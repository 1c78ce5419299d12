package server

import (
	"crypto/rand"
	"strings"
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
