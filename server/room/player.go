package room

import (
	"crypto/rand"
	"strings"

	"github.com/fetaix/fetaix/store"
)

// Player is who sits at a seat: the SSH user name shown to others and, when
// the player offered a public key, its fingerprint (empty for a guest).
type Player struct {
	Name string
	Key  string // SHA256 fingerprint of the public key; "" for a guest
	// ID is the key's player in the store (store/players.go): 0 for a guest,
	// or when the store could not be asked.
	ID store.PlayerID
	// Addr is the remote host the player connects from and Conn their
	// connection (host and port): rooms are counted per key, and for
	// guests per address; wrong codes per connection and per address.
	Addr string
	Conn string
	// Established says the player was established (store.Established)
	// when the session began: two established players may play rated
	// from one address.
	Established bool
	// Blocks are the players this one has blocked (blocks.go): shared by
	// the copies of the session's Player; nil for none.
	Blocks *BlockList
	// Bot says the player is a bot account (store/bots.go; bots.go);
	// BotsOK that a human asked quick match for bots too.
	Bot, BotsOK bool
}

// Guest reports whether the player connected without a public key.
func (p Player) Guest() bool { return p.Key == "" }

// owner is who the player's rooms are counted against: the key, or for a
// guest the address.
func (p Player) owner() string {
	if p.Guest() {
		return "guest@" + p.Addr
	}
	return "key " + p.Key
}

// CodeAlphabet leaves out letters and digits that are easy to confuse
// (0/O, 1/I/L), so that codes can be read aloud and typed back.
const CodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// TokenLen is the length of resume tokens: 14 × log2(31) ≈ 69 bits, out
// of reach of guessing even without the throttle.
const TokenLen = 14

// RandomCode returns n random characters of CodeAlphabet, each equally
// likely.
func RandomCode(n int) string {
	const fair = 256 - 256%len(CodeAlphabet) // bytes ≥ fair would favour the first letters
	out := make([]byte, 0, n)
	b := make([]byte, n)
	for len(out) < n {
		if _, err := rand.Read(b); err != nil {
			panic("crypto/rand: " + err.Error())
		}
		for _, c := range b {
			if int(c) < fair && len(out) < n {
				out = append(out, CodeAlphabet[int(c)%len(CodeAlphabet)])
			}
		}
	}
	return string(out)
}

// normCode normalises a room code or resume token typed by a user.
func normCode(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }
