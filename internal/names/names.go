// Package names is the policy for players' display names: what a name
// may hold, the form it is stored in (Clean), and the key by which two
// names count as the same (Key). The store keeps names unique by their
// key; the server cleans SSH user names and typed names with Clean; an
// operator's rename goes through the same.
package names

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// MaxLen is the most characters of a name kept (after normalisation).
const MaxLen = textsafe.MaxName

// maxMarks is the most combining marks one character may carry, counted
// decomposed (NFD): enough for any language's letters (Vietnamese "ệ" has
// two), too few to stack marks over the lines around the name.
const maxMarks = 2

// Why Clean refuses a name.
var (
	ErrEmpty     = errors.New("a name needs at least one letter or digit")
	ErrInvisible = errors.New("names may not contain invisible, control or format characters")
	ErrMarks     = errors.New("names may not stack accents (at most two on a letter)")
	ErrScripts   = errors.New("names may not mix scripts")
	ErrReserved  = errors.New("the server shows that name for others (placeholders, guests, the computer, spectators)")
	ErrAddress   = errors.New("a name may not read as an address, a network or a key fingerprint (the operator names those by it)")
	ErrChatMarks = errors.New("names may not hold " + textsafe.NoteMark + " or " + textsafe.ContinuedMark +
		": the chat marks the server's notes and wrapped lines with them")
)

// Refused reports whether err is one of Clean's refusals.
func Refused(err error) bool {
	for _, e := range []error{ErrEmpty, ErrInvisible, ErrMarks, ErrScripts, ErrReserved, ErrAddress, ErrChatMarks} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// Clean returns raw as a name is stored, or why it is refused. The name
// is normalised (NFKC: full-width and other compatibility forms become
// the plain letters), its spaces collapsed and trimmed, and cut to MaxLen
// characters. Refused: invisible, control and format characters (any
// but the space that draws nothing or is skipped by a terminal: Cc, Cf,
// other spaces, variation selectors, Hangul fillers, the blank Braille
// pattern, unassigned and private-use code points, invalid UTF-8); a
// name without a letter or digit; stacked marks; letters of more than
// one script (scripts.go); a name that reads as an IP address, a network
// or an SSH key's fingerprint (address.go); the words the server shows in place of a
// player's name (reserved.go); and the chat's marks (textsafe.NoteMark,
// textsafe.ContinuedMark).
func Clean(raw string) (string, error) {
	if !utf8.ValidString(raw) {
		return "", ErrInvisible
	}
	s := norm.NFKC.String(raw)
	for _, r := range s {
		if invisible(r) {
			return "", ErrInvisible
		}
	}
	s = cut(collapseSpaces(s), MaxLen)
	if !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return "", ErrEmpty
	}
	if stacked(s) {
		return "", ErrMarks
	}
	if err := oneScript(s); err != nil {
		return "", err
	}
	if readsAsAddress(s) {
		return "", ErrAddress
	}
	if reserved(s) {
		return "", ErrReserved
	}
	if strings.Contains(s, textsafe.NoteMark) || strings.Contains(s, textsafe.ContinuedMark) {
		return "", ErrChatMarks
	}
	return s, nil
}

// invisible reports whether r draws nothing, or is not a character that
// may be shown: everything but letters, marks, numbers, punctuation,
// symbols and the ASCII space, and among those the default-ignorable
// ones (variation selectors, Hangul fillers, …) and the blank Braille
// pattern.
func invisible(r rune) bool {
	switch {
	case r == ' ':
		return false
	case r == unicode.ReplacementChar, r == '\u2800': // U+2800 is a symbol (So) that draws nothing
		return true
	case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S):
		return true // Cc, Cf, Cs, Co, unassigned, every other space and separator
	}
	return unicode.In(r, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point)
}

// collapseSpaces trims s and makes each run of spaces inside it one.
func collapseSpaces(s string) string { return strings.Join(strings.Fields(s), " ") }

// cut keeps the first limit characters of s, trimmed.
func cut(s string, limit int) string {
	n := 0
	for i := range s {
		if n == limit {
			return strings.TrimSpace(s[:i])
		}
		n++
	}
	return s
}

// LimitMarks returns s with at most two combining marks on a character
// (counted decomposed, as names count them), the further ones dropped:
// for chat lines and reports' reasons, which are not refused for them.
func LimitMarks(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x300 }) {
		return s // no mark without a character at U+0300 or above
	}
	var b strings.Builder
	run := 0
	for _, r := range norm.NFD.String(s) {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			run++
			if run > maxMarks {
				continue
			}
		} else {
			run = 0
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// stacked reports whether a character of s carries more than maxMarks
// combining marks.
func stacked(s string) bool {
	run := 0
	for _, r := range norm.NFD.String(s) {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			run++
			if run > maxMarks {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}
