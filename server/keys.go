package server

import (
	"strconv"

	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/ui"
)

// keyMap is the server's key vocabulary: the game's (ui.KeyMap, also
// passed to the games shown) and the lobby menu's shortcuts.
type keyMap struct {
	ui.KeyMap
	// Items are the lobby menu's shortcuts, one per item: 1 to 9.
	Items []key.Binding
	// Chat opens a room's chat line (enter sends, esc closes; ↑/↓ and
	// pgup/pgdn scroll the log meanwhile); Mute hides, for a player, what
	// the others in the room say, and shows it again.
	Chat, Mute key.Binding
	// Block blocks one of the others in a room (or unblocks them), Report
	// reports one to the server's operator (roommod.go).
	Block, Report key.Binding
	// Abort ends a room's game before each side has made two moves: it
	// then counts for nothing (abort.go).
	Abort key.Binding
}

// defaultKeyMap returns the server's default bindings.
func defaultKeyMap() keyMap {
	k := keyMap{KeyMap: ui.DefaultKeyMap(),
		Chat:   key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "chat")),
		Mute:   key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "mute the others")),
		Block:  key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "block")),
		Report: key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "report")),
		Abort:  key.NewBinding(key.WithKeys("X"), key.WithHelp("X", "abort"))}
	for i := range menuItems {
		n := strconv.Itoa(i + 1)
		k.Items = append(k.Items, key.NewBinding(key.WithKeys(n), key.WithHelp(n, menuItems[i])))
	}
	return k
}
