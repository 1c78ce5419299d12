package termio

import (
	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// The program draws the screen after every message it takes in, and a
// read of a session's input may hold several keys: typed faster than the
// server reads them (a busy server, a slow link), sent at once by a
// client (a macro, the load test's players), or a burst of mouse
// reports. Drawing after each is work for the server and bytes for the
// client, though the screen of every key but the last is replaced before
// the client could show it. So Feed sends each key, mouse report or
// paste that has another after it in the same read as a Held event: the
// program takes it in as it takes the event (Held.Msg), and need not
// draw after it, since the read's last one is drawn. A key read alone,
// as a person typing sends it, is sent as it is and drawn.

// Held is an input event with another key, mouse report or paste after
// it in the same read (see above).
type Held struct{ Event uv.Event }

// Msg is the held event as the program's message, the message
// tea.Program makes of the event itself.
func (h Held) Msg() tea.Msg {
	if msg, ok := drawnMsg(h.Event); ok {
		return msg
	}
	return h.Event // (Feed holds only the events drawnMsg knows)
}

// Unheld is msg as the program takes it in, the event of a held one, and
// whether it was held.
func Unheld(msg tea.Msg) (tea.Msg, bool) {
	if h, ok := msg.(Held); ok {
		return h.Msg(), true
	}
	return msg, false
}

// drawnMsg is ev as the program's message when it is a key, a mouse
// report or a paste, which the program always takes in and draws after;
// ok is false for the other events.
func drawnMsg(ev uv.Event) (msg tea.Msg, ok bool) {
	switch ev := ev.(type) {
	case uv.KeyPressEvent:
		return tea.KeyPressMsg(ev), true
	case uv.KeyReleaseEvent:
		return tea.KeyReleaseMsg(ev), true
	case uv.MouseClickEvent:
		return tea.MouseClickMsg(ev), true
	case uv.MouseMotionEvent:
		return tea.MouseMotionMsg(ev), true
	case uv.MouseReleaseEvent:
		return tea.MouseReleaseMsg(ev), true
	case uv.MouseWheelEvent:
		return tea.MouseWheelMsg(ev), true
	case uv.PasteEvent:
		return tea.PasteMsg(ev), true
	}
	return nil, false
}

// sendRead sends the events of one read, those with a key, a mouse
// report or a paste after them held.
func sendRead(send func(tea.Msg), evs []uv.Event) {
	last := -1 // the read's last event drawn after
	for i, ev := range evs {
		if _, ok := drawnMsg(ev); ok {
			last = i
		}
	}
	for i, ev := range evs {
		if _, ok := drawnMsg(ev); ok && i < last {
			send(Held{ev})
			continue
		}
		send(ev)
	}
}
