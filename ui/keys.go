package ui

import (
	"github.com/charmbracelet/bubbles/key"
)

// keyMap holds every key binding of the game screen; it is the help.KeyMap
// of the footer (short help) and of the help screen (full help).
type keyMap struct {
	Up, Down, Left, Right key.Binding
	Select, Cancel, Point key.Binding
	Back                  key.Binding
	Undo, Redo, Hint      key.Binding
	Flip, Draw, Resign    key.Binding
	New, Rematch, Pause   key.Binding
	Theme, Help, Quit     key.Binding
	Save, Load            key.Binding
	CopyPosition          key.Binding
	CopyGame              key.Binding
	Replay, Analysis      key.Binding

	// online: the help shows only what a seat of an online game (ModeRemote)
	// can do — no undo, redo, hint, pause, new game, save or load; with
	// spectator, only what a watcher can do — not even move, offer a draw,
	// resign or ask for a rematch. Set on the copy helpKeys returns.
	online, spectator bool
}

// helpKeys returns the key map for the help of the current mode.
func (m *Model) helpKeys() keyMap {
	k := m.keys
	k.online = m.mode == ModeRemote
	k.spectator = k.online && m.opts.Spectator
	return k
}

func newKeyMap() keyMap {
	return keyMap{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
		Select:  key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", "select / move")),
		Cancel:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		Back:    key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "undo landing")),
		Point:   key.NewBinding(key.WithKeys("a", "b", "c", "d", "e"), key.WithHelp("a1…e5", "jump to point")),
		Undo:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		Redo:    key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "redo")),
		Hint:    key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Flip:    key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip board")),
		Draw:    key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "offer draw")),
		Resign:  key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "resign")),
		New:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		Rematch: key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "rematch")),
		Pause:   key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause (watch)")),
		Theme:   key.NewBinding(key.WithKeys("T"), key.WithHelp("T", "next theme")),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "all keys")),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),

		Save:         key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save")),
		Load:         key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "load")),
		CopyPosition: key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "copy position")),
		CopyGame:     key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "copy game PDN")),
		Replay:       key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "replay")),
		Analysis:     key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "analysis")),
	}
}

// ShortHelp is the footer: the keys a new player needs first, most
// important first, then help and quit — the footer always shows those two
// last and drops the others from the end when it is narrow.
func (k keyMap) ShortHelp() []key.Binding {
	if k.spectator {
		return []key.Binding{k.Flip, k.Replay, k.Help, k.Quit}
	}
	if k.online {
		return []key.Binding{k.Select, k.Cancel, k.Draw, k.Resign, k.Rematch, k.Replay, k.Help, k.Quit}
	}
	return []key.Binding{k.Select, k.Cancel, k.Undo, k.Hint, k.New, k.Replay, k.Save, k.Help, k.Quit}
}

// FullHelp is every key, in columns.
func (k keyMap) FullHelp() [][]key.Binding {
	if k.spectator {
		return [][]key.Binding{{k.Flip, k.Replay, k.Analysis}, {k.Theme, k.Help, k.Quit}}
	}
	if k.online {
		return [][]key.Binding{
			{k.Up, k.Down, k.Left, k.Right, k.Point, k.Select, k.Cancel, k.Back},
			{k.Draw, k.Resign, k.Rematch, k.Flip},
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
func (k keyMap) recordHelp() [][]key.Binding {
	if k.online {
		return [][]key.Binding{{k.CopyPosition, k.CopyGame}}
	}
	return [][]key.Binding{{k.Save, k.Load}, {k.CopyPosition, k.CopyGame}}
}
