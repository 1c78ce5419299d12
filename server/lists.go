package server

import (
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// The lobby's lists that scroll (the games to watch, the pages' lines);
// its menus are in menu.go.

// row is one line of a menu, form or list, indented: the one picked is
// marked with a ">" that needs no colour to be seen, and drawn selected.
func (st *styles) row(text string, picked bool) string {
	if picked {
		return "  " + st.selected.Render("> "+text+" ")
	}
	return "    " + text + " "
}

// writeList draws the lines of a list that fit in rows rows, a window
// around the line picked, with marks for the lines above and below it;
// text(i) is line i, drawn selected when it is the one picked; the marks
// are in loc's language.
func (st *styles) writeList(b *strings.Builder, loc *i18n.Localizer, n, pick, rows int, text func(i int) string) {
	top := min(max(pick-rows/2, 0), max(n-rows, 0))
	end := min(top+rows, n)
	if top > 0 {
		b.WriteString("  " + st.dim.Render(loc.V(txtMoreAbove, "Count", top)) + "\n")
	}
	for i := top; i < end; i++ {
		b.WriteString(st.row(text(i), i == pick) + "\n")
	}
	if end < n {
		b.WriteString("  " + st.dim.Render(loc.V(txtMoreBelow, "Count", n-end)) + "\n")
	}
}

// The marks of the lines of a list above and below its window.
const (
	txtMoreAbove i18n.ID = "pages.list.moreAbove"
	txtMoreBelow i18n.ID = "pages.list.moreBelow"
)

// corrLineIn is room.CorrespondenceLine in l's language, its clocks too.
func corrLineIn(l *i18n.Localizer) func(room.Info) string {
	return func(r room.Info) string {
		return room.CorrespondenceLine(l, r, func(d time.Duration) string { return screentext.CountdownIn(l, d) })
	}
}
