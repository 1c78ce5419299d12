package chatbox

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// Rows draws a chat line in rows of at most width cells: a player's line
// begins with their name; a note of the server begins with
// textsafe.NoteMark and is dimmed by dim; every row after the first of a
// long line begins with textsafe.ContinuedMark, indented. No name holds
// either mark (internal/names), so whatever a player types, no row of
// theirs reads as the server's note or as the start of someone else's
// line.
func Rows(dim func(string) string, c store.ChatLine, width int) []string {
	width = max(width, 10)
	lead := "  " + textsafe.ContinuedMark + " "
	line := c.String()
	rows := strings.Split(ansi.Wrap(line, width, " "), "\n")
	if len(rows) > 1 { // the rest again, narrower, after the mark
		rest := strings.Join(rows[1:], " ")
		if strings.HasPrefix(line, rows[0]) {
			rest = strings.TrimLeft(line[len(rows[0]):], " ")
		}
		more := strings.Split(ansi.Wrap(rest, width-ansi.StringWidth(lead), " "), "\n")
		rows = rows[:1]
		for _, m := range more {
			rows = append(rows, lead+m)
		}
	}
	if c.Note() {
		for i, r := range rows {
			rows[i] = dim(r)
		}
	}
	return rows
}

// Shown returns the messages a viewer sees of msgs: all but those of the
// players they blocked, or, muted, a player's own (seat) only; the
// server's notes always.
func Shown(msgs []room.ChatMsg, muted bool, seat int, blocks *room.BlockList) []room.ChatMsg {
	if !muted && blocks.Empty() {
		return msgs
	}
	var shown []room.ChatMsg
	for _, m := range msgs {
		if m.Note() || (!muted || m.Seat == seat) && !blocks.Has(m.From) {
			shown = append(shown, m)
		}
	}
	return shown
}
