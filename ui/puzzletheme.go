package ui

import (
	"slices"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/puzzle"
)

// puzzleThemeIDs are the texts of the themes' names (puzzle.AllThemes),
// English the theme itself.
var puzzleThemeIDs = map[string]i18n.ID{
	puzzle.ThemeChain:     "puzzles.theme.chain",
	puzzle.ThemeSacrifice: "puzzles.theme.sacrifice",
	puzzle.ThemePromotion: "puzzles.theme.promotion",
	puzzle.ThemeMulla:     "puzzles.theme.mulla",
	puzzle.ThemeBlocking:  "puzzles.theme.blocking",
	puzzle.ThemeQuiet:     "puzzles.theme.quiet",
	puzzle.ThemeSaveDraw:  "puzzles.theme.savedraw",
	puzzle.ThemeEndgame:   "puzzles.theme.endgame",
}

// puzzleThemeLabel is a theme's name in l's language: "chain", "rafle";
// a theme the catalogs lack, as it is.
func puzzleThemeLabel(l *i18n.Localizer, theme string) string {
	if id, ok := puzzleThemeIDs[theme]; ok {
		return l.T(id)
	}
	return theme
}

// hasTheme reports whether puzzle i is drawn under the theme filter.
func (m *PuzzleModel) hasTheme(i int) bool {
	return m.theme == "" || slices.Contains(m.o.Puzzles[i].Themes, m.theme)
}

// nextTheme steps the theme filter on: all, then each of
// puzzle.AllThemes. It applies from the next puzzle, at once when none
// is shown.
func (m *PuzzleModel) nextTheme() {
	i := slices.Index(puzzle.AllThemes, m.theme) // -1 for all
	m.theme = ""
	if i+1 < len(puzzle.AllThemes) {
		m.theme = puzzle.AllThemes[i+1]
	}
	if m.att == nil {
		m.next()
		if m.att != nil {
			m.say(false, "%s %s", puzzleThemeText(m.o.Lang, m.theme, true), m.status)
		}
		return
	}
	m.say(false, "%s", puzzleThemeText(m.o.Lang, m.theme, false))
}

// pickPuzzle returns the index of the next puzzle to show (-1: none of
// the theme): of the theme; near the player's rating, or in a run near
// its target and above the last one shown; not shown this session.
// When none is left, the puzzles shown are drawn again, then (a run) the
// easier ones.
func (m *PuzzleModel) pickPuzzle() int {
	target, floor := m.rating.R, 0
	if m.run.on() {
		target, floor = m.runTarget()
	}
	for _, c := range []struct{ unseen, above bool }{{true, true}, {false, true}, {true, false}, {false, false}} {
		skip := func(i int) bool {
			return c.unseen && m.seen[i] || c.above && m.o.Puzzles[i].Rating < floor || !m.hasTheme(i)
		}
		if i := puzzle.Pick(m.o.Puzzles, target, skip, m.rng); i >= 0 {
			return i
		}
	}
	return -1
}
