package ui

import (
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
)

// KeyMap is the one key vocabulary of every screen: the game screen, the
// new-game form, the y/n questions, the file dialog, the help screen and
// the screens of programs embedding a Model (the SSH server's lobby and
// rooms). Like the bubbles components' key maps, it is a help.KeyMap:
// ShortHelp is the game screen's footer, FullHelp its help screen.
//
// Screens with a text field (the file dialog, the server's create-room
// form) use CommandKeys of a binding, so that the letters it holds are
// typed rather than obeyed.
type KeyMap struct {
	// Moving: the board's cursor, or a list's or form's line (Left and
	// Right change a form's value).
	Up, Down, Left, Right key.Binding
	// Select picks the point under the cursor, or a menu's line.
	Select key.Binding
	// Cancel drops a move being entered, or leaves a form, list or dialog.
	Cancel key.Binding
	// Point starts typing a point's name (its file letter, then the rank).
	Point key.Binding
	// Back takes back the last landing of a capture being entered.
	Back key.Binding

	Undo, Redo, Hint   key.Binding
	Flip, Draw, Resign key.Binding
	// DeclineDraw turns down the opponent's draw offer in an online game;
	// the embedding program handles it (the Model shows it in its help,
	// and in its footer while StateMsg.DrawOffered).
	DeclineDraw         key.Binding
	New, Rematch, Pause key.Binding
	Theme, Help         key.Binding
	// Quit asks to quit; Interrupt (ctrl+c) quits from any screen, also
	// from a question or a form where Quit only answers no or goes back.
	Quit, Interrupt key.Binding
	Save, Load      key.Binding
	CopyPosition    key.Binding
	CopyGame        key.Binding
	Replay          key.Binding
	Analysis        key.Binding

	// Yes answers a y/n question; any other key (No, for the dialogs that
	// wait for an answer) says no. Save answers "s saves it first".
	Yes, No key.Binding
	// PlayComputer and PlayFriend answer "play from here" in replay mode.
	PlayComputer, PlayFriend key.Binding

	// Replay mode (Replay enters it): step back and on, jump to the start
	// and the end, play on from the position shown, leave.
	ReplayPrev, ReplayNext, ReplayStart, ReplayEnd key.Binding
	PlayHere, LeaveReplay                          key.Binding

	// Accept confirms a form or dialog (start the game, save, load).
	Accept key.Binding
	// NextField and PrevField move between a form's lines or a menu's.
	NextField, PrevField key.Binding
	// NextValue steps a form's value on, like Right.
	NextValue key.Binding
	// Scrolling the help; the new-game form steps a number by 10 with
	// the CommandKeys of PageUp and PageDown.
	PageUp, PageDown, HalfPageUp, HalfPageDown key.Binding
	Top, Bottom                                key.Binding

	// online: the help shows only what a seat of an online game (ModeRemote)
	// can do — no undo, redo, hint, pause, new game, save or load; with
	// spectator, only what a watcher can do — not even move, offer a draw,
	// resign or ask for a rematch; drawOffered adds the decline key to the
	// footer. Set on the copy helpKeys returns.
	online, spectator, drawOffered bool
	// watching: the computer plays itself (ModeWatch); select, cancel and
	// hint do nothing there, pause does.
	watching bool
	// over: the game is over; the footer offers what the status line
	// names (a new game, a rematch), not the keys of a move.
	over bool
}

// helpKeys returns the key map for the help of the current mode.
func (m *Model) helpKeys() KeyMap {
	k := m.keys
	k.online = m.mode == ModeRemote
	k.spectator = k.online && m.opts.Spectator
	k.drawOffered = k.online && !k.spectator && m.drawOffered
	k.watching = m.mode == ModeWatch
	k.over = m.over()
	return k
}

// DefaultKeyMap returns the default bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:          key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:        key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:        key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
		Right:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
		Select:      key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter/space", "select / move")),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		Back:        key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "undo landing")),
		Point:       key.NewBinding(key.WithKeys("a", "b", "c", "d", "e"), key.WithHelp("a1…e5", "jump to point")),
		Undo:        key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		Redo:        key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "redo")),
		Hint:        key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Flip:        key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip board")),
		Draw:        key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "offer draw")),
		DeclineDraw: key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "decline draw")),
		Resign:      key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "resign")),
		New:         key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		Rematch:     key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "rematch")),
		Pause:       key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause (watch)")),
		Theme:       key.NewBinding(key.WithKeys("T"), key.WithHelp("T", "next theme")),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "all keys")),
		Quit:        key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Interrupt:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit now")),

		Save:         key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save")),
		Load:         key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "load")),
		CopyPosition: key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "copy position")),
		CopyGame:     key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "copy game PDN")),
		Replay:       key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "replay")),
		Analysis:     key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "analysis")),

		Yes:          key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:           key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n", "no")),
		PlayComputer: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "against the computer")),
		PlayFriend:   key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "with a friend")),

		ReplayPrev:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous move")),
		ReplayNext:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next move")),
		ReplayStart: key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/g", "start")),
		ReplayEnd:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end/G", "end")),
		PlayHere:    key.NewBinding(key.WithKeys("enter", "p"), key.WithHelp("enter/p", "play from here")),
		LeaveReplay: key.NewBinding(key.WithKeys("esc", "v"), key.WithHelp("esc", "leave replay")),

		Accept:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok")),
		NextField:    key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next")),
		PrevField:    key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous")),
		NextValue:    key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "next value")),
		PageUp:       key.NewBinding(key.WithKeys("pgup", "b"), key.WithHelp("pgup", "page up")),
		PageDown:     key.NewBinding(key.WithKeys("pgdown", "space", "f"), key.WithHelp("pgdn", "page down")),
		HalfPageUp:   key.NewBinding(key.WithKeys("ctrl+u"), key.WithHelp("ctrl+u", "half page up")),
		HalfPageDown: key.NewBinding(key.WithKeys("ctrl+d"), key.WithHelp("ctrl+d", "half page down")),
		Top:          key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "top")),
		Bottom:       key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "bottom")),
	}
}

// CommandKeys returns b without the keys that type a character (letters,
// digits, space): the binding for a screen where those are typed into a
// text field.
func CommandKeys(b key.Binding) key.Binding {
	var keys []string
	for _, k := range b.Keys() {
		if utf8.RuneCountInString(k) > 1 {
			keys = append(keys, k)
		}
	}
	h := b.Help()
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(h.Key, h.Desc))
}

// ShortHelp is the footer: the keys a new player needs first, most
// important first, then help and quit — the footer always shows those two
// last and drops the others from the end when it is narrow. Once the game
// is over they are the keys the status line names (new game, rematch).
func (k KeyMap) ShortHelp() []key.Binding {
	if k.spectator {
		return []key.Binding{k.Flip, k.Replay, k.Help, k.Quit}
	}
	if k.online && k.over {
		return []key.Binding{k.Rematch, k.Replay, k.Analysis, k.Help, k.Quit}
	}
	if k.online {
		draw := []key.Binding{k.Draw}
		if k.drawOffered {
			draw = append(draw, k.DeclineDraw)
		}
		return append(append([]key.Binding{k.Select, k.Cancel}, draw...), k.Resign, k.Rematch, k.Replay, k.Help, k.Quit)
	}
	if k.over {
		return []key.Binding{k.New, k.Rematch, k.Replay, k.Save, k.Flip, k.Help, k.Quit}
	}
	if k.watching {
		return []key.Binding{k.Pause, k.Undo, k.Replay, k.Flip, k.New, k.Save, k.Help, k.Quit}
	}
	return []key.Binding{k.Select, k.Cancel, k.Undo, k.Hint, k.New, k.Replay, k.Save, k.Help, k.Quit}
}

// FullHelp is every key of the game screen, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	if k.spectator {
		return [][]key.Binding{{k.Flip, k.Replay, k.Analysis}, {k.Theme, k.Help, k.Quit}}
	}
	if k.online {
		return [][]key.Binding{
			{k.Up, k.Down, k.Left, k.Right, k.Point, k.Select, k.Cancel, k.Back},
			{k.Draw, k.DeclineDraw, k.Resign, k.Rematch, k.Flip},
			{k.Replay, k.Analysis, k.Theme, k.Help, k.Quit},
		}
	}
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Point, k.Select, k.Cancel, k.Back},
		{k.Undo, k.Redo, k.Hint, k.Draw, k.Resign, k.Flip, k.Pause},
		{k.New, k.Rematch, k.Replay, k.Analysis, k.Theme, k.Help, k.Quit},
	}
}

// recordHelp is the keys for game records, in columns under FullHelp.
func (k KeyMap) recordHelp() [][]key.Binding {
	if k.online {
		return [][]key.Binding{{k.CopyPosition, k.CopyGame}}
	}
	return [][]key.Binding{{k.Save, k.Load}, {k.CopyPosition, k.CopyGame}}
}

// yesNo is the answers of a y/n question as the question shows them,
// "y/n", followed by more.
func (k KeyMap) yesNo(more ...string) string {
	s := k.Yes.Help().Key + "/" + k.No.Help().Key
	for _, m := range more {
		s += ", " + m
	}
	return "(" + s + ")"
}

// helpPhrase is a binding as a question or hint names it: "c against the
// computer".
func helpPhrase(b key.Binding) string {
	return b.Help().Key + " " + b.Help().Desc
}
