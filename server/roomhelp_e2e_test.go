package server

import (
	"fmt"
	"testing"

	"charm.land/bubbles/v2/key"
)

// helpItems are bindings as the help and the room's keys row name them:
// the key, a space and what it does.
func helpItems(bs ...key.Binding) []string {
	items := make([]string, len(bs))
	for i, b := range bs {
		items[i] = b.Help().Key + " " + b.Help().Desc
	}
	return items
}

// openHelp types ? into tm and waits for the help's title.
func openHelp(t *testing.T, tm *term) {
	t.Helper()
	mk := tm.mark()
	tm.send("?")
	tm.waitText(mk, "Fetaix · help")
}

// TestE2ERoomHelpListsTheRoomsKeys: in a room, at 80×24 and at 120×40,
// the help (?) opens on the room's own keys, whole on its first page
// (no row cut): a player's chat, mute, block, report, bell, profile,
// abort (the game just started, nothing to take back yet) and q that
// leaves the room; a
// spectator's chat, block, report and profile, and none of a seat's. The
// footer still names the draw offer beside help and leave.
func TestE2ERoomHelpListsTheRoomsKeys(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	player := helpItems(k.Chat, k.Mute, k.Block, k.Report, k.Bell, k.Profile, k.Abort)
	seatOnly := helpItems(k.Mute, k.Takeback, k.Bell, k.Abort)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			_, addr, _ := startServer(t, nil)
			_, bob, code := twoInARoom(t, addr, size[0], size[1])
			leave := k.Quit.Help().Key + " leave"
			waitWhole(t, bob, "a player's footer in a room", append(helpItems(k.Draw, k.Help), leave)...)
			openHelp(t, bob)
			waitWholeWithout(t, bob, "a player's help in a room", helpItems(k.Takeback), append(player, leave)...)

			carol := openTerm(t, addr, "carol", nil, "watch "+code, size[0], size[1])
			carol.waitText(0, "you are watching")
			openHelp(t, carol)
			waitWholeWithout(t, carol, "a spectator's help in a room", seatOnly,
				helpItems(k.Chat, k.Block, k.Report, k.Profile)...)
		})
	}
}

// TestE2ERoomKeysFollowTheGamesEnd: once a room's game has ended (here
// aborted), the room's keys row at 80×24 and the help at 120×40 no
// longer offer what only a game in progress takes — take back, abort,
// a draw offer, resigning — and still offer the rest of the room's keys.
func TestE2ERoomKeysFollowTheGamesEnd(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	gone := helpItems(k.Takeback, k.Abort, k.Draw, k.Resign)
	kept := helpItems(k.Chat, k.Mute, k.Block, k.Report, k.Bell, k.Profile)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			srv, addr, _ := startServer(t, nil)
			alice, bob, code := twoInARoom(t, addr, size[0], size[1])
			gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
			gp.playOne()
			gp.playOne()
			waitWhole(t, bob, "the room's keys once bob has moved", helpItems(k.Takeback)...)
			mk := bob.mark()
			alice.send(k.Abort.Keys()[0])
			bob.waitText(mk, "alice aborted the game")
			waitWholeWithout(t, bob, "the room's keys once the game is over", gone, kept...)
			openHelp(t, bob)
			if size[1] >= 40 { // the game's keys too are on the help's first page
				kept = append(kept, helpItems(k.Rematch, k.Flip)...)
			}
			waitWholeWithout(t, bob, "the help once the game is over", gone, kept...)
		})
	}
}
