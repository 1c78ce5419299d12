package names

import (
	"strings"
	"unicode"

	"github.com/mtibben/confusables"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Key is the form two names are compared in: names with the same key
// look alike, and only one player may hold a name of each key. It is the
// name's confusables skeleton (Unicode UTS #39, from the Unicode
// confusables data: Cyrillic "а" is "a", dotless "ı" is "i", "0" is "O",
// "rn" and "m" are one) of its NFKC form, case-folded, without the
// combining marks of no script of their own (accents: "é" is "e"). Key
// works on any text, cleaned or not, so a lookup by what someone typed
// finds the name it looks like.
//
// The key depends on the Unicode and confusables data of the build: a
// change of them that changes keys needs a store migration that keys the
// stored names again (store's rekeyNames).
func Key(name string) string {
	s := collapseSpaces(norm.NFKC.String(name))
	// Case folding and the skeleton each can undo the other's work (the
	// skeleton of "0" is "O"), so both are applied until nothing changes.
	for range 4 {
		next := stripMarks(fold(confusables.Skeleton(fold(s))))
		if next == s {
			break
		}
		s = next
	}
	return s
}

// fold case-folds s (full Unicode case folding: "ß" is "ss").
func fold(s string) string { return cases.Fold().String(s) }

// stripMarks drops the nonspacing marks of the Inherited script (the
// combining accents, which the skeleton's decomposition has split from
// their letters) from s.
func stripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) && unicode.Is(unicode.Inherited, r) {
			return -1
		}
		return r
	}, s)
}
