// Package cellwidth measures and cuts texts in terminal cells as
// charmbracelet/x/ansi does (StringWidth, Truncate), with a fast path for
// the texts most views are made of: printable ASCII, a few blocks of
// narrow characters (Latin letters, punctuation, box drawing, shapes)
// and CSI (colour) sequences, where a character is a cell and a sequence
// none. Any other text is measured by x/ansi, so the results are always
// x/ansi's.
package cellwidth

import (
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Width is ansi.StringWidth(s): the cells s takes, escape sequences
// ignored.
func Width(s string) int {
	if w, ok := plainWidth(s); ok {
		return w
	}
	return ansi.StringWidth(s)
}

// Truncate is ansi.Truncate(s, w, tail): s cut to w cells, tail in the
// last ones, when it is wider.
func Truncate(s string, w int, tail string) string {
	if n, ok := plainWidth(s); ok && n <= w {
		return s
	}
	return ansi.Truncate(s, w, tail)
}

// plainWidth is the width of s when s holds only printable ASCII, narrow
// characters and well-formed CSI sequences (ESC [ parameters,
// intermediates, a final byte); ok is false for anything else.
func plainWidth(s string) (w int, ok bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x20 && c < 0x7f:
			w++
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(s[i:])
			if !narrow(r) {
				return 0, false
			}
			w++
			i += size - 1
		case c == 0x1b && i+1 < len(s) && s[i+1] == '[':
			end, ok := csiEnd(s, i+2)
			if !ok {
				return 0, false
			}
			i = end
		default:
			return 0, false
		}
	}
	return w, true
}

// csiEnd is the index of the final byte of the CSI sequence whose
// parameters start at s[i].
func csiEnd(s string, i int) (int, bool) {
	for i < len(s) && s[i] >= 0x30 && s[i] <= 0x3f { // parameters
		i++
	}
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f { // intermediates
		i++
	}
	if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7e {
		return i, true
	}
	return 0, false
}

// narrowBlocks are ranges of characters that each take one cell and never
// join their neighbours in a grapheme cluster (no marks, joiners,
// prepends, emoji nor wide characters): TestNarrowBlocks checks every
// one, and every pair, against x/ansi.
var narrowBlocks = [...][2]rune{
	{0x00A1, 0x00AC}, {0x00AE, 0x017F}, // Latin-1 and Latin Extended-A, the soft hyphen left out
	{0x2010, 0x2027}, {0x2030, 0x205E}, // general punctuation
	{0x2500, 0x25FC}, // box drawing, blocks, shapes (not the wide U+25FD, U+25FE)
}

// narrow says whether r is in narrowBlocks.
func narrow(r rune) bool {
	for _, b := range narrowBlocks {
		if r >= b[0] && r <= b[1] {
			return true
		}
	}
	return false
}
