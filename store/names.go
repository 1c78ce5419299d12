package store

import (
	"errors"
	"strings"
	"unicode"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// Display names are chosen by the players: first come, first served,
// unique whatever their case, and cleaned as the server cleans SSH user
// names (textsafe), so a name never carries escape sequences.

// Errors of SetName.
var (
	ErrNameEmpty    = errors.New("a name needs at least one printable character")
	ErrNameReserved = errors.New("that name is reserved")
	ErrNameTaken    = errors.New("that name is taken")
)

// CleanName returns the name as it would be stored: textsafe.Line(name,
// textsafe.MaxName), or an error for a name that is empty once cleaned or
// reserved (the guests' name).
func CleanName(name string) (string, error) {
	clean := textsafe.Line(name, textsafe.MaxName)
	switch {
	case clean == "":
		return "", ErrNameEmpty
	case nameKey(clean) == nameKey(textsafe.GuestName):
		return "", ErrNameReserved
	}
	return clean, nil
}

// nameKey folds a name's case as strings.EqualFold does (simple Unicode
// case folding): every letter becomes the smallest of the letters it
// folds with, so "ALICE", "alice" and "Alice" share a key, and so do the
// Kelvin sign and "k".
func nameKey(name string) string {
	var b strings.Builder
	for _, r := range name {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}
