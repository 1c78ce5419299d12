// Package textfit fits the server's screens' text to the terminal:
// lines wrapped at their spaces, items packed into rows, lines cut, and
// a styled line in a session's language wrapped before it is ordered for
// the screen (Styled).
package textfit

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
)

// Fit and Pack fit a screen's text to the terminal's width: no line is
// cut. A line too wide is wrapped at its spaces, its continuation indented under its
// start; the last column is left free, so that a line that fills the
// width is one that was cut somewhere else (the screens' test).

// Fit wraps every line of s that is wider than width-1 cells (no limit
// when width ≤ 0).
func Fit(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	out := make([]string, 0, len(lines))
	for _, ln := range lines {
		out = append(out, Line(ln, width-1)...)
	}
	return strings.Join(out, "\n")
}

// Line wraps one line to limit cells: its leading spaces start every
// row, and the rows after the first are indented two more.
func Line(ln string, limit int) []string {
	if cellwidth.Width(ln) <= limit {
		return []string{ln}
	}
	body := strings.TrimLeft(ln, " ")
	indent := strings.Repeat(" ", len(ln)-len(body))
	rows := strings.Split(ansi.Wrap(body, max(limit-len(indent)-2, 10), " "), "\n")
	for i, r := range rows {
		if i > 0 {
			r = "  " + strings.TrimLeft(r, " ")
		}
		rows[i] = indent + r
	}
	return rows
}

// Pack lays items out in rows of at most width-1 cells, joined by
// sep, each row starting with lead: as many items to a row as fit, an
// item too wide for a row wrapped on its own.
func Pack(items []string, sep, lead string, width int) []string {
	limit := width - 1
	var rows []string
	// row's width is kept as items are added: the width of a row is the
	// sum of its parts' (a style's sequences take none)
	row, rowW := "", 0
	sepW, leadW := cellwidth.Width(sep), cellwidth.Width(lead)
	for _, it := range items {
		itW := cellwidth.Width(it)
		switch {
		case row == "":
			row, rowW = lead+it, leadW+itW
		case width <= 0 || rowW+sepW+itW <= limit:
			row, rowW = row+sep+it, rowW+sepW+itW
		default:
			rows = append(rows, row)
			row, rowW = lead+it, leadW+itW
		}
		if width > 0 && rowW > limit {
			wrapped := Line(row, limit)
			rows = append(rows, wrapped[:len(wrapped)-1]...)
			row = wrapped[len(wrapped)-1]
			rowW = cellwidth.Width(row)
		}
	}
	if row != "" {
		rows = append(rows, row)
	}
	return rows
}

// Packed lays parts out after head in lines of at most width cells,
// separated by sep, breaking only between parts (rule options are not cut
// at their hyphens); a part wider than a line has one to itself.
func Packed(head string, parts []string, sep string, width int) []string {
	var lines []string
	line := head
	for i, p := range parts {
		if i > 0 {
			if cellwidth.Width(line+sep+p) > width {
				lines, line = append(lines, line+strings.TrimRight(sep, " ")), p
				continue
			}
			line += sep
		}
		line += p
	}
	return append(lines, line)
}

// Clip cuts every line of s to width cells (no limit when width ≤ 0).
func Clip(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		lines[i] = cellwidth.Truncate(ln, width, "")
	}
	return strings.Join(lines, "\n")
}

// Styled is a line of a screen, text in logical order in style st,
// indented by two: for a left-to-right language as the screens have
// always written it (textfit.Fit wraps it with the screen), for a
// right-to-left one wrapped here to width as Fit would, and each row
// ordered for the screen after (i18n.Localizer.Show).
func Styled(loc *i18n.Localizer, st lipgloss.Style, text string, width int) string {
	if !loc.Lang().RTL() || width <= 0 {
		return "  " + st.Render(loc.Show(text)) + "\n"
	}
	var b strings.Builder
	for _, row := range Line("  "+text, width-1) {
		body := strings.TrimLeft(row, " ")
		b.WriteString(row[:len(row)-len(body)] + st.Render(loc.Show(body)) + "\n")
	}
	return b.String()
}
