package server

import (
	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/ui"
)

// keyMap is the server's key vocabulary: the game's (ui.KeyMap, also
// passed to the games shown) and the rooms' chat keys. The menus' shortcuts
// are their items' own (menu.go).
type keyMap struct {
	ui.KeyMap
	// Chat opens a room's chat line (enter sends, esc closes; ↑/↓ and
	// pgup/pgdn scroll the log meanwhile); Mute hides, for a player, what
	// the others in the room say, and shows it again.
	Chat, Mute key.Binding
}

// defaultKeyMap returns the server's default bindings.
func defaultKeyMap() keyMap {
	return keyMap{KeyMap: ui.DefaultKeyMap(),
		Chat: key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "chat")),
		Mute: key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "mute the others"))}
}
