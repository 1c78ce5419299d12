package server

import (
	"slices"

	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

// keyMap is the server's key vocabulary: the game's (ui.KeyMap, also
// passed to the games shown) and the rooms' keys (a room screen's key map,
// roomKeys, is built from them). The menus' shortcuts are their items'
// own (menu.go).
type keyMap struct {
	ui.KeyMap
	// Chat opens a room's chat line (enter sends, esc closes; ↑/↓ and
	// pgup/pgdn scroll the log meanwhile); Mute hides, for a player, what
	// the others in the room say, and shows it again.
	Chat, Mute key.Binding
	// Block blocks one of the others in a room (or unblocks them), Report
	// reports one to the server's operator (roommod.go).
	Block, Report key.Binding
	// Abort ends a room's game before each side has made two moves: it
	// then counts for nothing (room/abort.go); Berserk halves one's clock
	// before one's first move in a tournament game (room/eventroom.go).
	Abort, Berserk key.Binding
	// Takeback asks to take back one's last move in a room, or accepts the
	// opponent's request; DeclineTakeback declines it (room/takeback.go).
	Takeback, DeclineTakeback key.Binding
	// Bell turns the room's terminal bell (bell.go) off and on.
	Bell key.Binding
	// Profile opens the profile of the opponent (for a spectator, of the
	// player with White) from a room.
	Profile key.Binding
}

// sessionKeys are the bindings of every session, read-only: the sessions
// share them, and roomGameKeys, the game's in a room.
var (
	sessionKeys  = defaultKeyMap()
	roomGameKeys = inRoom(&sessionKeys)
)

// roomRulesKey opens the rules in a room when the game's rules key is one
// of the room's report key (R, by default): the room answers that key
// first.
const roomRulesKey = "H"

// inRoom is the game's key bindings in a room, of km: quit named for what
// it does there (leaveKey), and the rules on roomRulesKey if their key
// would report someone.
func inRoom(km *keyMap) *ui.KeyMap {
	k := km.KeyMap
	k.Quit = leaveKey(k.Quit)
	for _, r := range k.Rules.Keys() {
		if slices.Contains(km.Report.Keys(), r) {
			k.Rules = key.NewBinding(key.WithKeys(roomRulesKey), key.WithHelp(roomRulesKey, k.Rules.Help().Desc))
			break
		}
	}
	return &k
}

// defaultKeyMap returns the server's default bindings.
func defaultKeyMap() keyMap {
	return keyMap{KeyMap: ui.DefaultKeyMap(),
		Chat:            key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "chat")),
		Mute:            key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "mute")),
		Block:           key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "block")),
		Report:          key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "report")),
		Abort:           key.NewBinding(key.WithKeys("X"), key.WithHelp("X", "abort the game")),
		Berserk:         key.NewBinding(key.WithKeys("Z"), key.WithHelp("Z", room.BerserkKeyHelp)),
		Takeback:        key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "take back")),
		DeclineTakeback: key.NewBinding(key.WithKeys("U"), key.WithHelp("U", "decline take back")),
		Bell:            key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "bell")),
		Profile:         key.NewBinding(key.WithKeys("P"), key.WithHelp("P", "profile"))}
}
