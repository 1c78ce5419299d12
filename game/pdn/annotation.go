package pdn

import (
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// Annotations of a move in a PDN record: move marks ("d2-c3!"), Numeric
// Annotation Glyphs ("$14") and variations ("( ... )").

// Annotation is what a record says about one move besides its comment:
// the move mark and NAGs that judge it, and the variations played instead
// of it.
type Annotation struct {
	// Mark is the move mark written against the move: one of MoveMarks,
	// or "" for none.
	Mark string
	// NAGs are the Numeric Annotation Glyphs after the move, in order
	// ($14 is 14), each from 0 to 255. A second move mark on one move is
	// kept here as its NAG.
	NAGs []int
	// Variations are the lines played instead of the move, each from the
	// position before it.
	Variations []*Variation
}

// IsZero reports whether the annotation says nothing.
func (a Annotation) IsZero() bool {
	return a.Mark == "" && len(a.NAGs) == 0 && len(a.Variations) == 0
}

// MoveMarks are the move marks, in the order of their NAGs: "!" is $1,
// "?" $2, "!!" $3, "??" $4, "!?" $5 and "?!" $6.
var MoveMarks = []string{"!", "?", "!!", "??", "!?", "?!"}

// markNAG returns the NAG of a move mark, or 0 when mark is not one.
func markNAG(mark string) int {
	for i, m := range MoveMarks {
		if m == mark {
			return i + 1
		}
	}
	return 0
}

// maxNAG is the largest NAG.
const maxNAG = 255

// add adds a move mark (or "") and NAGs to a; a second mark is kept as
// its NAG.
func (a *Annotation) add(mark string, nags []int) {
	if mark != "" && a.Mark != "" {
		a.NAGs = append(a.NAGs, markNAG(mark))
	} else if mark != "" {
		a.Mark = mark
	}
	a.NAGs = append(a.NAGs, nags...)
}

// Variation is a line of play instead of one move of a record, or of
// another variation: its own game, from the position before that move,
// with its comments and annotations indexed as a Record's.
type Variation struct {
	// Game holds the variation's moves, from the position before the move
	// it stands for.
	Game *game.Game
	// Comments[i] is the comment after move i of the variation
	// (Comments[0]: before its first move), as in Record.
	Comments []string
	// Annotations[i] is about move i of the variation (from 1), as in
	// Record.
	Annotations []Annotation
}

// Comment returns the comment after move i of the variation (0: before
// its first move).
func (v *Variation) Comment(i int) string { return itemAt(v.Comments, i) }

// Annotation returns the annotation of move i of the variation (from 1).
func (v *Variation) Annotation(i int) Annotation { return itemAt(v.Annotations, i) }

// annotation returns move i's annotation to change, growing Annotations.
func (v *Variation) annotation(i int) *Annotation {
	v.Annotations = setItem(v.Annotations, i, v.Annotation(i))
	return &v.Annotations[i]
}

// itemAt returns s[i], or the zero value when i is out of range.
func itemAt[T any](s []T, i int) T {
	if i < 0 || i >= len(s) {
		var zero T
		return zero
	}
	return s[i]
}

// setItem sets s[i] to x, growing s with zero values as needed; a
// negative i leaves s alone.
func setItem[T any](s []T, i int, x T) []T {
	if i < 0 {
		return s
	}
	for len(s) <= i {
		var zero T
		s = append(s, zero)
	}
	s[i] = x
	return s
}

// trimAnnotations drops the annotations that say nothing at the end, so a
// line without any has none.
func trimAnnotations(as []Annotation) []Annotation {
	n := len(as)
	for n > 0 && as[n-1].IsZero() {
		n--
	}
	if n == 0 {
		return nil
	}
	return as[:n]
}

// parseAnnotation reads a word that is a move mark, NAGs ("$14"), or a
// mark then NAGs, as written after a move; ok is false for anything else.
func parseAnnotation(word string) (mark string, nags []int, ok bool) {
	i := strings.IndexFunc(word, func(r rune) bool { return r != '!' && r != '?' })
	if i < 0 {
		i = len(word)
	}
	mark, rest := word[:i], word[i:]
	if mark != "" && markNAG(mark) == 0 || word == "" {
		return "", nil, false
	}
	for rest != "" {
		if rest[0] != '$' {
			return "", nil, false
		}
		j := 1
		for j < len(rest) && isDigit(rest[j]) {
			j++
		}
		n, err := strconv.Atoi(rest[1:j])
		if err != nil || j > 4 || n > maxNAG {
			return "", nil, false
		}
		nags, rest = append(nags, n), rest[j:]
	}
	return mark, nags, true
}

// splitMoveAnnotation splits a move mark and NAGs written against a move
// ("d2-c3!?", "d2-c3$1") off it. A text whose end is not a mark or NAGs
// is left whole, for the move parser to report.
func splitMoveAnnotation(text string) (move, mark string, nags []int) {
	i := strings.IndexAny(text, "!?$")
	if i <= 0 {
		return text, "", nil
	}
	mark, nags, ok := parseAnnotation(text[i:])
	if !ok {
		return text, "", nil
	}
	return text[:i], mark, nags
}
