package chatbox

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
)

// Rows draws a chat line in rows of at most width cells, in l's language
// (Line), each row ordered for the screen: a player's line begins with
// their name; a note of the server begins with textsafe.NoteMark and is
// dimmed by dim; every row after the first of a long line begins with
// textsafe.ContinuedMark, indented. No name holds either mark
// (internal/names), so whatever a player types, no row of theirs reads as
// the server's note or as the start of someone else's line.
func Rows(l *i18n.Localizer, dim func(string) string, m room.ChatMsg, width int) []string {
	width = max(width, 10)
	lead := "  " + textsafe.ContinuedMark + " "
	line := Line(l, m)
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
	for i, r := range rows {
		if rows[i] = l.Show(r); m.Note() {
			rows[i] = dim(rows[i])
		}
	}
	return rows
}

// Line is a chat line as the log shows it in l's language, in logical
// order: "alice: hi", "carol (spectator): hi", and a note of the server
// after its mark, said in l's language when the room keeps it as a
// room.Said ("▸ bob took back 2. c1xc3 (alice agreed)"); what a player
// said stays as they wrote it. A nil l gives store.ChatLine.String's
// English.
func Line(l *i18n.Localizer, m room.ChatMsg) string {
	if m.Note() {
		text := m.Text
		if m.Said.ID != "" {
			text = m.Said.In(l)
		}
		return textsafe.NoteMark + " " + text
	}
	who := m.Author
	if m.Spectator {
		who += l.T(txtSpectator)
	}
	return l.T(txtLine, "Name", who, "Text", m.Text)
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
