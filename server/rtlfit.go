package server

import (
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/textfit"
)

// fitted is a line of a screen, text in logical order in style st,
// indented by two: for a left-to-right language as the screens have
// always written it (textfit.Fit wraps it with the screen), for a
// right-to-left one wrapped here to width as Fit would, and each row
// ordered for the screen after (i18n.Localizer.Show).
func fitted(loc *i18n.Localizer, st lipgloss.Style, text string, width int) string {
	if !loc.Lang().RTL() || width <= 0 {
		return "  " + st.Render(loc.Show(text)) + "\n"
	}
	var b strings.Builder
	for _, row := range textfit.Line("  "+text, width-1) {
		body := strings.TrimLeft(row, " ")
		b.WriteString(row[:len(row)-len(body)] + st.Render(loc.Show(body)) + "\n")
	}
	return b.String()
}
