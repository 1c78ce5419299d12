package chatbox

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/cellwidth"
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
// the server's note or as the start of someone else's line: each row's
// head (the name, a mark) stays at its start when the row is ordered for
// a right-to-left language, only what follows it is.
func Rows(l *i18n.Localizer, dim func(string) string, m room.ChatMsg, width int) []string {
	width = max(width, 10)
	lead := "  " + textsafe.ContinuedMark + " "
	head, text := parts(l, m)
	line := head + text
	rows := strings.Split(ansi.Wrap(line, width, " "), "\n")
	if len(rows) > 1 { // the rest again, narrower, after the mark
		rest := strings.Join(rows[1:], " ")
		if strings.HasPrefix(line, rows[0]) {
			rest = strings.TrimLeft(line[len(rows[0]):], " ")
		}
		more := strings.Split(ansi.Wrap(rest, width-cellwidth.Width(lead), " "), "\n")
		rows = rows[:1]
		for _, m := range more {
			rows = append(rows, lead+m)
		}
	}
	for i, r := range rows {
		h := lead
		if i == 0 {
			h = head
		}
		if strings.HasPrefix(r, h) {
			rows[i] = showHead(l, h) + l.Show(r[len(h):])
		} else {
			rows[i] = l.Show(r)
		}
		if m.Note() {
			rows[i] = dim(rows[i])
		}
	}
	return rows
}

// showHead is a row's head ordered for the screen, its trailing spaces
// kept after it.
func showHead(l *i18n.Localizer, h string) string {
	t := strings.TrimRight(h, " ")
	return l.Show(t) + h[len(t):]
}

// Line is a chat line as the log shows it in l's language, in logical
// order: "alice: hi", "carol (spectator): hi", and a note of the server
// after its mark, said in l's language when the room keeps it as a
// room.Said ("▸ bob took back 2. c1xc3 (alice agreed)"); what a player
// said stays as they wrote it. A nil l gives store.ChatLine.String's
// English.
func Line(l *i18n.Localizer, m room.ChatMsg) string {
	head, text := parts(l, m)
	return head + text
}

// parts are a chat line's head, in l's language (the speaker's name, or
// the note's mark, and a space), and its text.
func parts(l *i18n.Localizer, m room.ChatMsg) (head, text string) {
	if m.Note() {
		text := m.Text
		if m.Said.ID != "" {
			text = m.Said.In(l)
		}
		return textsafe.NoteMark + " ", text
	}
	who := room.ShownNameIn(l, m.Author, false) // a guest's mark in l's words
	if m.Spectator {
		who += l.T(txtSpectator)
	}
	return l.T(txtHead, "Name", who) + " ", m.Text
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
