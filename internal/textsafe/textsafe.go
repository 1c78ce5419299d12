// Package textsafe makes text typed by one user safe to show on other
// users' terminals: names and chat lines pass through it before they are
// drawn, stored or compared. It uses the standard library only.
package textsafe

import (
	"strings"
	"unicode"
)

// MaxName is the most characters of a player's name kept.
const MaxName = 20

// MaxChat is the most characters of a chat message kept.
const MaxChat = 200

// NoteMark begins a line of a room's chat that the server writes (a
// takeback's note): a player's line begins with the player's name, and
// no name may hold it (internal/names).
const NoteMark = "▸"

// ContinuedMark begins each row of a chat line wrapped over several rows
// but its first, so that no player's words can pass for the start of
// another line; no name may hold it either.
const ContinuedMark = "↳"

// GuestName is the name of someone whose name has nothing printable left.
const GuestName = "guest"

// Line keeps the printable characters of s (unicode.IsPrint: letters,
// marks, numbers, punctuation, symbols and the ASCII space) up to limit of
// them, and trims spaces at both ends. Everything else goes: control
// characters (hence every escape sequence's ESC, leaving its harmless
// tail), bidi overrides and other format characters such as zero-width
// spaces and joiners, other spaces, and invalid UTF-8.
func Line(s string, limit int) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == limit {
			break
		}
		if unicode.IsPrint(r) && r != unicode.ReplacementChar {
			b.WriteRune(r)
			n++
		}
	}
	return strings.TrimSpace(b.String())
}

// Name is s as a name shown to other players: Line(s, MaxName), or
// GuestName when nothing is left.
func Name(s string) string {
	if name := Line(s, MaxName); name != "" {
		return name
	}
	return GuestName
}
