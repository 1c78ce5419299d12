package server

import (
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/ui"
)

// styles are the lobby's and the room header's styles, read-only once
// made: the sessions of one colour setting and background share them
// (stylesFor), and their memo.
type styles struct {
	title, selected, dim, err, good, key lipgloss.Style
	memo                                 ui.StyleMemo // r's
}

// maxStyled bounds the texts r remembers, for every session sharing the
// styles: each header's few (its room code, names, news), and the
// clocks' last ones.
const maxStyled = 8192

// r renders text in st, one of s's styles, remembering the result: the
// room's header is drawn with every view, from the same few texts.
func (s *styles) r(st *lipgloss.Style, text string) string { return s.memo.Render(st, text) }

// sharedStyles are the styles by noColor and dark (stylesFor).
var sharedStyles = [2][2]*styles{{newStyles(false, false), newStyles(false, true)}, {newStyles(true, false), newStyles(true, true)}}

// stylesFor returns the styles without colour when noColor, and in the
// colours for a dark background or a light one; shared, read-only.
func stylesFor(noColor, dark bool) *styles { return sharedStyles[b2i(noColor)][b2i(dark)] }

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// newStyles makes the styles of stylesFor.
func newStyles(noColor, dark bool) *styles {
	s := &styles{
		title:    lipgloss.NewStyle().Bold(true),
		selected: lipgloss.NewStyle().Bold(true).Reverse(true),
		dim:      lipgloss.NewStyle().Faint(true),
		err:      lipgloss.NewStyle().Bold(true),
		good:     lipgloss.NewStyle().Bold(true),
		key:      lipgloss.NewStyle().Bold(true),
		memo:     ui.StyleMemo{Max: maxStyled},
	}
	if !noColor {
		ld := lipgloss.LightDark(dark)
		s.title = s.title.Foreground(ld(lipgloss.Color("#7a4b00"), lipgloss.Color("#f0c060")))
		s.err = s.err.Foreground(ld(lipgloss.Color("#b00020"), lipgloss.Color("#ff6b6b")))
		s.good = s.good.Foreground(ld(lipgloss.Color("#006400"), lipgloss.Color("#7ee787")))
	}
	return s
}
