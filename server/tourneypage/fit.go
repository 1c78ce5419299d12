package tourneypage

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// Fitting the pages to the window: a name is cut with "…" to its column,
// and every line of a page to the width less its last column (a line
// that fills the width is one cut somewhere else, the screens' test), the
// page to the height.

// maxNameCells bounds a name's column however wide the window.
const maxNameCells = 40

// cell is s, made safe to show (textsafe.Line), cut to w cells with "…"
// and padded with spaces to w.
func cell(s string, w int) string {
	s = ansi.Truncate(textsafe.Line(s, 4*w), w, "…")
	return s + strings.Repeat(" ", max(w-ansi.StringWidth(s), 0))
}

// cellWidth is the cells s takes.
func cellWidth(s string) int { return ansi.StringWidth(s) }

// padTo is s padded with spaces after it to w cells (as %-5s pads a word
// of one-cell letters).
func padTo(s string, w int) string { return s + strings.Repeat(" ", max(w-cellWidth(s), 0)) }

// padLeft is s padded with spaces before it to w cells (as %5s).
func padLeft(s string, w int) string { return strings.Repeat(" ", max(w-cellWidth(s), 0)) + s }

// cutTo is s, made safe to show, cut to w cells with "…".
func cutTo(s string, w int) string { return ansi.Truncate(textsafe.Line(s, 4*w), w, "…") }

// fit cuts every line of s to the width less one cell, and drops the
// lines beyond the height (none when a size is 0: not known yet).
func (pg *Page) fit(s string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if pg.height > 0 && len(lines) > pg.height {
		lines = lines[:pg.height]
	}
	if pg.width > 0 {
		for i, ln := range lines {
			lines[i] = ansi.Truncate(ln, pg.width-1, "")
		}
	}
	return strings.Join(lines, "\n")
}

// writeMsg writes the last action's message, if any.
func (pg *Page) writeMsg(b *strings.Builder) {
	if pg.msg == "" {
		return
	}
	style := pg.st.Good
	if pg.msgErr {
		style = pg.st.Err
	}
	b.WriteString("  " + style.Render(cutTo(pg.msg, max(pg.width-3, 10))) + "\n")
}
