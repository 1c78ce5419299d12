package ui

import "sync"

// The rows between the board's ranks depend only on the theme and the
// board's size and side: every model of a process drawn in the same theme
// shares them (sharedInteriors), so that a game starting in a server with
// many sessions finds them drawn, each model keeping its own map of them
// besides (theme.interiors) to read without a lock.

// themeKey is what a theme is made from (newTheme): two themes of one key
// draw alike.
type themeKey struct {
	name                 string
	ascii, noColor, dark bool
}

// sharedInteriorKey is a row between the ranks in the theme of a key.
type sharedInteriorKey struct {
	theme themeKey
	row   interiorKey
}

// sharedInteriors holds the rows drawn by any model of the process, at
// most a few dozen a theme (three sizes, two sides) and a few themes.
var sharedInteriors sync.Map // sharedInteriorKey → string
