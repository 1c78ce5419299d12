package server

import tea "charm.land/bubbletea/v2"

// screen is one page of a session: the lobby, a solo game or a room. The
// app holds the one shown and hands it every message the app does not
// handle itself, and draws it. (ui has the same contract for the game's
// own screens.)
type screen interface {
	update(msg tea.Msg) tea.Cmd
	view() string
}

// partedScreen is a screen drawn from parts, each one or more whole rows:
// its view is its parts joined by line breaks, and the screen writer takes
// the parts as they are, rows it did not change costing no copy.
type partedScreen interface {
	screen
	viewParts() []string
}

// Every page of a session satisfies the contract.
var (
	_ screen = (*lobby)(nil)
	_ screen = (*soloScreen)(nil)
	_ screen = (*roomScreen)(nil)
	_ screen = (*pagesScreen)(nil)
	_ screen = (*puzzleScreen)(nil)
	_ screen = (*learnScreen)(nil)

	_ partedScreen = (*roomScreen)(nil)
)

// show makes s the screen shown: the one place a session switches
// screens.
func (a *app) show(s screen) { a.screen = s }

// showing reports whether a screen of type T is shown.
func showing[T screen](a *app) bool {
	_, ok := a.screen.(T)
	return ok
}
