package server

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
)

// The chat on the room screen (server/chatbox): a log of the room's latest
// messages right under the game, and a line to type in, opened with the
// Chat key. The log is shown once there is something to show (or the line
// is open), in the rows it needs up to chatbox.MaxRows, taken from the
// game's, never so many that the game no longer fits.

// chatKey handles a key for the chat and reports whether it did: the Chat
// and Mute keys, and, while the line is open, every key but ctrl+c. Enter
// sends the line and closes it (on an empty line it only closes it), so
// the next key is the game's again; a message refused comes back to it.
func (rs *roomScreen) chatKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	km, cb := rs.a.keys, &rs.chat
	if !cb.Open {
		switch {
		case key.Matches(k, km.Chat):
			cb.Open = true
			return rs.resizeGame(), true
		case key.Matches(k, km.Mute):
			if rs.spectator() {
				rs.status = rs.a.loc.T(screentext.ChatMuteForPlayers)
			} else {
				cb.Muted = !cb.Muted
				rs.status = rs.a.loc.T(screentext.ChatUnmuted)
				if cb.Muted {
					rs.status = rs.a.loc.T(screentext.ChatMutedNow, "Key", km.Mute.Help().Key)
				}
			}
			return tea.Batch(rs.pushGame(), rs.resizeGame()), true
		}
		return nil, false
	}
	switch out, text := cb.LineKey(k, chatKeys(km)); out {
	case chatbox.Passed:
		return nil, false
	case chatbox.Closed:
		return rs.resizeGame(), true
	case chatbox.Send:
		c := rs.c
		return tea.Batch(rs.resizeGame(), func() tea.Msg {
			if err := c.Say(text); err != nil {
				return chatRefusedMsg{c, text, err}
			}
			return nil
		}), true
	}
	return nil, true
}

// chatKeys are the open chat line's bindings of km.
func chatKeys(km *keyMap) *chatbox.Keys {
	return &chatbox.Keys{Interrupt: km.Interrupt, Cancel: km.Cancel, Accept: km.Accept,
		Up: km.Up, Down: km.Down, PageUp: km.PageUp, PageDown: km.PageDown}
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
	rs.status = rs.a.loc.T(screentext.RoomRefused, "Why", room.RefusalIn(rs.a.loc, msg.err))
	rs.chat.Refused(msg.text)
	return tea.Batch(rs.pushGame(), rs.resizeGame())
}

// chatShown returns the messages this viewer sees (chatbox.Shown).
func (rs *roomScreen) chatShown() []room.ChatMsg {
	if rs.st == nil {
		return nil
	}
	return chatbox.Shown(rs.st.Chat, rs.chat.Muted, rs.c.Seat(), rs.a.player.Blocks)
}

// chatRows is how many rows the chat takes of avail below the header:
// its log's lines and its last rows (the room's keys even before any
// message), no more.
func (rs *roomScreen) chatRows(avail int) int {
	log, last := rs.chatParts(rs.a.width)
	return max(min(chatbox.MaxRows, len(log)+len(last), avail-chatbox.MinGameRows), 0)
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
	case cb.Open:
		return []string{cb.LineRow(width, func(t string) string { return s.dim.Render(t) })}
	case cb.Muted:
		return []string{" " + s.dim.Render(rs.a.loc.V(screentext.ChatMutedRow, "Key", km.Mute.Help().Key))}
	}
	rows := textfit.Pack(keyItems(rs.roomKeys().ShortHelp()), " · ", " ", width)
	for i, r := range rows {
		rows[i] = s.r(&s.dim, r)
	}
	return rows
}

// chatLine draws a chat line in rows of width cells in a's language
// (chatbox.Rows), a note of the server dimmed in a's styles.
func chatLine(a *app, m room.ChatMsg, width int) []string {
	st := a.st
	return chatbox.Rows(a.loc, func(r string) string { return st.r(&st.dim, r) }, m, width)
}

// chatLog is the log's lines at width cells, long messages wrapped
// (chatLine).
func (rs *roomScreen) chatLog(width int) []string {
	var lines []string
	for _, m := range rs.chatShown() {
		lines = append(lines, chatLine(rs.a, m, width-2)...)
	}
	return lines
}

// chatParts are the chat's log lines and last rows at width cells, from
// the cache while nothing they show changed (roomScreen.changed drops it).
func (rs *roomScreen) chatParts(width int) (log, last []string) {
	return rs.chats.Parts(width, rs.chatLog, rs.chatLast)
}

// chatDrawn is the chat drawn in rows rows of width cells, from the cache
// while nothing it shows changed.
func (rs *roomScreen) chatDrawn(rows, width int) string {
	return rs.chats.Drawn(&rs.chat, rows, width, rs.chatLog, rs.chatLast)
}
