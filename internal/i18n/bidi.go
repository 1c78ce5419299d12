package i18n

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/bidi"
)

// Bidi says who puts right-to-left text in the order it is seen.
type Bidi int

const (
	// BidiApp means the program writes each line in visual order, for the
	// terminals that show characters in the order they come (most).
	BidiApp Bidi = iota
	// BidiTerminal means the program writes text in logical order, for the
	// terminals that reorder it themselves (VTE, Konsole, mlterm, macOS
	// Terminal).
	BidiTerminal
)

// String returns the mode's name as --bidi takes it.
func (b Bidi) String() string {
	if b == BidiTerminal {
		return "terminal"
	}
	return "app"
}

// ParseBidi reads --bidi's value or FETAIX_BIDI: app or terminal.
func ParseBidi(s string) (Bidi, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "app":
		return BidiApp, nil
	case "terminal":
		return BidiTerminal, nil
	}
	return BidiApp, fmt.Errorf(badBidiText, s)
}

// BidiEnv is the environment variable that chooses the bidi mode where no
// flag or setting does (over SSH: ssh -o SetEnv=FETAIX_BIDI=terminal).
const BidiEnv = "FETAIX_BIDI"

// BidiFromEnv reads FETAIX_BIDI: app when unset or unknown.
func BidiFromEnv(getenv func(string) string) Bidi {
	b, err := ParseBidi(getenv(BidiEnv))
	if err != nil {
		return BidiApp
	}
	return b
}

// The isolates that keep a piece of text left to right within a
// right-to-left line (Unicode's LRI and PDI); Visual removes them.
const (
	lri = '\u2066'
	pdi = '\u2069'
)

// Isolate returns s kept left to right inside a right-to-left line (see
// isolateLTR), for text put after a catalog's text by the caller; Show
// removes the marks.
func Isolate(s string) string { return isolateLTR(s) }

// isolateLTR wraps s in an LRI…PDI pair when it has no right-to-left
// letter: a move, a point, a number, a name in Latin letters keeps its
// order inside an Arabic sentence.
func isolateLTR(s string) string {
	if s == "" || hasRTL(s) {
		return s
	}
	return string(lri) + s + string(pdi)
}

// hasRTL says s has a letter of a right-to-left script.
func hasRTL(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Arabic, unicode.Hebrew, unicode.Syriac, unicode.Thaana) {
			return true
		}
	}
	return false
}

// Visual returns each line of s, a right-to-left paragraph in logical
// order, in the order a terminal that does not reorder must be given it:
// the Unicode bidirectional algorithm (golang.org/x/text/unicode/bidi)
// with a right-to-left base direction. Runs of left-to-right text (moves
// such as c2-c3 or a1xc3xe5, point names, numbers, isolated arguments)
// keep their order; brackets are mirrored. Each character stays one, so
// the line's width in cells is the same. The isolate marks are removed.
func Visual(s string) string {
	if !hasRTL(s) {
		return stripIsolates(s)
	}
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		lines[i] = visualLine(line)
	}
	return strings.Join(lines, "\n")
}

// visualLine reorders one line (see Visual). The paragraph's levels are 1
// (right to left) and 2 (left to right inside it): the runs are shown in
// reverse order, a right-to-left run's characters reversed.
func visualLine(line string) string {
	if line == "" {
		return ""
	}
	var p bidi.Paragraph
	if _, err := p.SetString(line, bidi.DefaultDirection(bidi.RightToLeft)); err != nil {
		return stripIsolates(line)
	}
	o, err := p.Order()
	if err != nil || o.NumRuns() == 0 {
		return stripIsolates(line)
	}
	var b strings.Builder
	b.Grow(len(line))
	for i := o.NumRuns() - 1; i >= 0; i-- {
		r := o.Run(i)
		text := r.String()
		if r.Direction() == bidi.RightToLeft {
			text = reverseRTL(text)
		}
		b.WriteString(text)
	}
	return stripIsolates(b.String())
}

// reverseRTL reverses a right-to-left run for the screen: its letters
// in reverse order, brackets mirrored (bidi.ReverseString), but each
// letter's combining marks (a shadda, a damma, a tanween: Unicode's Mn
// and Me) kept after their letter, where a terminal puts them on it.
// Reversed character by character, a mark would land on the letter
// before its own.
func reverseRTL(s string) string {
	rs := []rune(s)
	out := make([]rune, 0, len(rs))
	for end := len(rs); end > 0; {
		start := end - 1
		for start > 0 && isMark(rs[start]) {
			start--
		}
		out = append(out, []rune(bidi.ReverseString(string(rs[start])))...)
		out = append(out, rs[start+1:end]...)
		end = start
	}
	return string(out)
}

// isMark says r is a combining mark, drawn on the letter before it.
func isMark(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me) }

// stripIsolates removes the isolate marks LRI, RLI, FSI and PDI.
func stripIsolates(s string) string {
	if !strings.ContainsAny(s, "\u2066\u2067\u2068\u2069") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r >= '\u2066' && r <= '\u2069' {
			return -1
		}
		return r
	}, s)
}
