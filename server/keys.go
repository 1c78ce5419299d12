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
	// Items are the lobby menu's shortcuts, one per item: 1 to 6.
	Items []key.Binding
}

// defaultKeyMap returns the server's default bindings.
func defaultKeyMap() keyMap {
	k := keyMap{KeyMap: ui.DefaultKeyMap()}
	for i := range menuItems {
		n := strconv.Itoa(i + 1)
		k.Items = append(k.Items, key.NewBinding(key.WithKeys(n), key.WithHelp(n, menuItems[i])))
	}
	return k
}
