package cli

import (
	"slices"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/puzzle"
)

// themesFlag is puzzle export's --theme: the themes a puzzle must all
// have, given as a comma list, the flag repeated, or both.
type themesFlag []string

// String returns the themes as a comma list.
func (f *themesFlag) String() string { return strings.Join(*f, ",") }

// placeholder names the flag's value in the help.
func (f *themesFlag) placeholder() string { return "NAME" }

// Set adds the themes of a comma list; an unknown one is refused with the
// known ones.
func (f *themesFlag) Set(text string) error {
	for _, name := range strings.Split(text, ",") {
		name = strings.TrimSpace(name)
		if !slices.Contains(puzzle.AllThemes, name) {
			return badValue("theme", name, "themes among "+strings.Join(puzzle.AllThemes, ", "))
		}
		if !slices.Contains(*f, name) {
			*f = append(*f, name)
		}
	}
	return nil
}

// has reports whether pz has every theme of f.
func (f themesFlag) has(pz puzzle.Puzzle) bool {
	for _, th := range f {
		if !slices.Contains(pz.Themes, th) {
			return false
		}
	}
	return true
}

// piecesFlag is puzzle export's --pieces: MIN-MAX, or one number for
// both.
type piecesFlag struct {
	min, max int
	set      bool
}

// String returns the range as it is given.
func (f *piecesFlag) String() string {
	if !f.set {
		return ""
	}
	if f.min == f.max {
		return strconv.Itoa(f.min)
	}
	return strconv.Itoa(f.min) + "-" + strconv.Itoa(f.max)
}

// placeholder names the flag's value in the help.
func (f *piecesFlag) placeholder() string { return "MIN-MAX" }

// Set reads MIN-MAX (2 ≤ MIN ≤ MAX) or a number N (N-N).
func (f *piecesFlag) Set(text string) error {
	lo, hi, isRange := strings.Cut(text, "-")
	if !isRange {
		hi = lo
	}
	a, errA := strconv.Atoi(strings.TrimSpace(lo))
	b, errB := strconv.Atoi(strings.TrimSpace(hi))
	if errA != nil || errB != nil || a < 2 || b < a || b > maxPuzzlePieces {
		return badValue("pieces", text, "MIN-MAX with 2 ≤ MIN ≤ MAX ≤ "+strconv.Itoa(maxPuzzlePieces)+", such as 6-12, or one number of pieces")
	}
	*f = piecesFlag{min: a, max: b, set: true}
	return nil
}

// maxPuzzlePieces is the most pieces a position holds: both sides' 12.
const maxPuzzlePieces = 24

// within reports whether pz's pieces are in [lo, hi] (hi 0: no bound).
func within(pz puzzle.Puzzle, lo, hi int) bool {
	n := pz.Pieces()
	return n >= lo && (hi == 0 || n <= hi)
}
