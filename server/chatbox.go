package server

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

// The chat on the room screen: a log of the room's latest messages right
// under the game, and a line to type in, opened with the Chat key. The log
// is shown once there is something to show (or the line is open), in the
// rows it needs up to chatMaxRows, taken from the game's, never so many
// that the game no longer fits.

// chatMaxRows is the most rows the chat takes: the log and the line.
const chatMaxRows = 6

// minGameRows is the fewest rows the chat leaves the game (the ui's
// smallest board with its title and footer).
const minGameRows = 14

// chatBox is the room screen's chat state: the session's own, so muting
// and scrolling are per viewer.
type chatBox struct {
	open   bool
	field  *ui.TextField
	scroll int  // log lines hidden below, counted from the latest
	muted  bool // a player hides what the others say
}

func newChatBox() chatBox {
	f := ui.NewTextField("say: ")
	f.SetCharLimit(textsafe.MaxChat)
	return chatBox{field: f}
}

// chatKey handles a key for the chat and reports whether it did: the Chat
// and Mute keys, and, while the line is open, every key but ctrl+c. Enter
// sends the line and closes it (on an empty line it only closes it), so
// the next key is the game's again; a message refused comes back to it.
func (rs *roomScreen) chatKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	km, cb := rs.a.keys, &rs.chat
	if !cb.open {
		switch {
		case key.Matches(k, km.Chat):
			cb.open = true
			return rs.resizeGame(), true
		case key.Matches(k, km.Mute):
			if rs.spectator() {
				rs.status = "mute is for the players"
			} else {
				cb.muted = !cb.muted
				rs.status = "the others' messages are shown again"
				if cb.muted {
					rs.status = "muted: you no longer see what the others say here (" + km.Mute.Help().Key + " again unmutes)"
				}
			}
			return tea.Batch(rs.pushGame(), rs.resizeGame()), true
		}
		return nil, false
	}
	switch {
	case key.Matches(k, km.Interrupt):
		return nil, false
	case k.Text != "": // typed, even a space that a binding also has
		cb.field.Update(k)
	case key.Matches(k, km.Cancel):
		cb.open, cb.scroll = false, 0
		return rs.resizeGame(), true
	case key.Matches(k, km.Accept): // sends, and closes the line: the game's keys are back
		text := cb.field.Value()
		cb.field.SetValue("")
		cb.open, cb.scroll = false, 0
		if strings.TrimSpace(text) == "" {
			return rs.resizeGame(), true
		}
		c := rs.c
		return tea.Batch(rs.resizeGame(), func() tea.Msg {
			if err := c.Say(text); err != nil {
				return chatRefusedMsg{c, text, err}
			}
			return nil
		}), true
	case key.Matches(k, ui.CommandKeys(km.Up)):
		cb.scroll++
	case key.Matches(k, ui.CommandKeys(km.Down)):
		cb.scroll--
	case key.Matches(k, ui.CommandKeys(km.PageUp)):
		cb.scroll += chatMaxRows - 1
	case key.Matches(k, ui.CommandKeys(km.PageDown)):
		cb.scroll -= chatMaxRows - 1
	default:
		cb.field.Update(k)
	}
	cb.scroll = max(cb.scroll, 0) // the top is clamped as the log is drawn
	return nil, true
}

// chatRefusedMsg: the room refused a message (too fast, muted); the line
// opens again with the message in it, so that nothing typed is lost.
type chatRefusedMsg struct {
	c    *room.Client
	text string
	err  error
}

// chatRefused shows the refusal and gives the message back to the line.
func (rs *roomScreen) chatRefused(msg chatRefusedMsg) tea.Cmd {
	if msg.c != rs.c {
		return nil
	}
	rs.status = "refused: " + msg.err.Error()
	if !rs.chat.open && rs.chat.field.Value() == "" {
		rs.chat.open = true
		rs.chat.field.SetValue(msg.text)
	}
	return tea.Batch(rs.pushGame(), rs.resizeGame())
}

// chatShown returns the messages this viewer sees: all but those of the
// players they blocked, or a muted player's own; the server's notes
// always.
func (rs *roomScreen) chatShown() []room.ChatMsg {
	if rs.st == nil {
		return nil
	}
	blocks := rs.a.player.Blocks
	if !rs.chat.muted && blocks.Empty() {
		return rs.st.Chat
	}
	var shown []room.ChatMsg
	for _, m := range rs.st.Chat {
		if m.Note() || (!rs.chat.muted || m.Seat == rs.c.Seat()) && !blocks.Has(m.From) {
			shown = append(shown, m)
		}
	}
	return shown
}

// chatRows is how many rows the chat takes of avail below the header:
// its log's lines and its last rows (the room's keys even before any
// message), no more.
func (rs *roomScreen) chatRows(avail int) int {
	log, last := rs.chatParts(rs.a.width)
	return max(min(chatMaxRows, len(log)+len(last), avail-minGameRows), 0)
}

// chatLast is the chat's last rows at width cells, each with its lead
// space and the last column left free: the open line with its keys, the
// block or report form, the muted notice, or else the room's keys, wrapped
// between keys when one row does not hold them.
func (rs *roomScreen) chatLast(width int) []string {
	s, km, cb := rs.a.st, rs.a.keys, &rs.chat
	switch {
	case rs.mod.open:
		return []string{" " + rs.modView(width)}
	case cb.open:
		hint := "enter send · esc close"
		if cb.scroll > 0 {
			hint = fmt.Sprintf("↓ %d more · ", cb.scroll) + hint
		}
		fieldWidth(cb.field, width, hint)
		return []string{" " + cb.field.View() + "  " + s.dim.Render(hint)}
	case cb.muted:
		return []string{" " + s.dim.Render(fmt.Sprintf("muted: only your messages are shown · %s unmute", km.Mute.Help().Key))}
	}
	rows := packItems(keyItems(rs.roomKeys().ShortHelp()), " · ", " ", width)
	for i, r := range rows {
		rows[i] = s.r(&s.dim, r)
	}
	return rows
}

// fieldWidth sets how much of f's text shows in a row of width cells that
// has room for what is drawn after it (after, besides a lead space, two
// spaces before it, the cursor's cell and the free last column), and
// before it (before, for the field's own row): the keys that send and
// close it are never cut, a long text scrolls instead.
func fieldWidth(f *ui.TextField, width int, after string, before ...string) {
	used := 1 + ansi.StringWidth(f.Prompt()) + 2 + ansi.StringWidth(after) + 2
	for _, b := range before {
		used += ansi.StringWidth(b)
	}
	f.SetWidth(max(width-used, 8))
}

// chatLog is the log's lines at width cells, long messages wrapped
// (chatRows).
func (rs *roomScreen) chatLog(width int) []string {
	var lines []string
	for _, m := range rs.chatShown() {
		lines = append(lines, chatRows(rs.a.st, m.ChatLine, width-2)...)
	}
	return lines
}

// chatView draws the chat in rows rows of width cells: the log's lines
// (long messages wrapped), and its last rows (chatLast).
func (rs *roomScreen) chatView(rows, width int) string {
	if rows <= 0 {
		return ""
	}
	cb := &rs.chat
	lines, last := rs.chatParts(width)
	last = last[:min(len(last), rows)]
	logRows := rows - len(last)
	cb.scroll = min(cb.scroll, max(len(lines)-logRows, 0))
	end := len(lines) - cb.scroll
	lines = lines[max(end-logRows, 0):end]
	out := make([]string, 0, rows)
	for range logRows - len(lines) {
		out = append(out, "")
	}
	for _, ln := range lines {
		out = append(out, " "+ln)
	}
	out = append(out, last...)
	return clip(strings.Join(out, "\n"), width)
}
