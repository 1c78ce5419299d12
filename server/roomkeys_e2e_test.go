package server

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// waitWhole waits until the screen, as a terminal shows it, holds every
// one of wants and has no row cut at its width; it fails with the screen.
func waitWhole(t *testing.T, tm *term, what string, wants ...string) {
	t.Helper()
	waitWholeWithout(t, tm, what, nil, wants...)
}

// waitWholeWithout is waitWhole on a screen that also holds none of
// unwanted.
func waitWholeWithout(t *testing.T, tm *term, what string, unwanted []string, wants ...string) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for {
		screen := tm.screenText(0)
		missing, extra := "", ""
		for _, w := range wants {
			if !strings.Contains(screen, w) {
				missing = w
				break
			}
		}
		for _, u := range unwanted {
			if strings.Contains(screen, u) {
				extra = u
				break
			}
		}
		cut := cutRowsAt(screen, tm.w)
		if missing == "" && extra == "" && len(cut) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s at %d×%d: missing %q, shown %q, rows cut %q; the screen:\n%s", what, tm.w, tm.h, missing, extra, cut, screen)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestE2ERoomKeysFitAndStayWhole: at 80×24 and at 120×40 the room's own
// keys are named under the game from the first move, before any chat (a
// player's: chat, mute, block, report, bell, profile — take back once
// there is a move to take back, TestE2ETakebackKeyOnlyWhenGranted; a
// spectator's: no mute or seat keys), no row is cut, and a long chat
// message or report being typed scrolls in its field while the keys that
// send and close it stay on the screen.
func TestE2ERoomKeysFitAndStayWhole(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	player := []string{k.Chat.Help().Key + " chat", k.Mute.Help().Key + " mute", k.Block.Help().Key + " block",
		k.Report.Help().Key + " report", k.Bell.Help().Key + " bell", k.Profile.Help().Key + " profile"}
	long := strings.Repeat("a long message ", 12)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			_, addr, _ := startServer(t, nil)
			alice, bob, code := twoInARoom(t, addr, size[0], size[1])
			waitWhole(t, bob, "a player's screen before any chat", player...)
			carol := openTerm(t, addr, "carol", nil, "watch "+code, size[0], size[1])
			carol.waitText(0, "you are watching")
			waitWholeWithout(t, carol, "a spectator's screen", helpItems(k.Mute, k.Takeback, k.Bell),
				helpItems(k.Chat, k.Block, k.Report)...)

			alice.send(k.Chat.Keys()[0])
			alice.waitText(0, "say:")
			alice.send(long)
			waitWhole(t, alice, "a long chat message typed", "enter send · esc close", "a long message")
			alice.send("\x1b")
			waitWhole(t, alice, "the chat closed", player...)

			bob.send(k.Report.Keys()[0])
			bob.waitText(0, "why:")
			bob.send(long)
			waitWhole(t, bob, "a long report typed", "enter send · esc cancel", "a long message")
		})
	}
}

// TestE2EOwnDrawOfferFooter: while bob's own draw offer stands, his footer
// does not offer the draw again (o only says he has already offered
// one) but says the offer waits for alice's answer, and his header says
// so too; once alice declines, his footer offers a draw again.
func TestE2EOwnDrawOfferFooter(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 80, 24)
	k := defaultKeyMap()
	offer := k.Draw.Help().Key + " " + k.Draw.Help().Desc
	waitWhole(t, bob, "bob's screen before his offer", offer)

	mk := alice.mark()
	bob.send(k.Draw.Keys()[0])
	alice.waitText(mk, "bob offers a draw")
	waitWholeWithout(t, bob, "bob's screen while his offer stands", []string{offer}, "draw offered", "waiting for alice")

	mk = bob.mark()
	bob.send(k.Draw.Keys()[0])
	bob.waitText(mk, "you have already offered a draw")

	alice.send(k.DeclineDraw.Keys()[0])
	waitWholeWithout(t, bob, "bob's screen once alice declined", []string{"draw offered"}, offer, "alice declined the draw")
}

// TestE2ETakebackKeyOnlyWhenGranted: the room's keys row names take back
// only while the room would grant it: to neither player before the first
// move; once alice (White) has moved, to her and not to bob, who has no
// move to take back; while her request stands, to bob, who may accept it,
// and no longer to her.
func TestE2ETakebackKeyOnlyWhenGranted(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	k := defaultKeyMap()
	takeback, chat := helpItems(k.Takeback), helpItems(k.Chat)
	waitWholeWithout(t, alice, "White's screen before the first move", takeback, chat...)
	waitWholeWithout(t, bob, "Black's screen before the first move", takeback, chat...)

	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
	gp.playOne()
	waitWhole(t, alice, "White's screen after her move", takeback...)
	waitWholeWithout(t, bob, "Black's screen before his first move", takeback, chat...)

	mk := bob.mark()
	alice.send(k.Takeback.Keys()[0])
	bob.waitText(mk, "alice asks to take back")
	waitWhole(t, bob, "Black's screen while White asks to take back", takeback...)
	waitWholeWithout(t, alice, "White's screen while her request stands", takeback, chat...)
}

// TestE2ERoomFooterKeepsTheEndingKeys: at 80×24 and at 120×40 a player's
// footer in a room names the keys that end the game — offering a draw,
// resigning, leaving — beside the help, with no row cut; a spectator's
// names the help and leaving.
func TestE2ERoomFooterKeepsTheEndingKeys(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	leave := k.Quit.Help().Key + " leave"
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			_, addr, _ := startServer(t, nil)
			alice, bob, code := twoInARoom(t, addr, size[0], size[1])
			for _, p := range []*term{alice, bob} {
				waitWhole(t, p, "a player's footer", append(helpItems(k.Draw, k.Resign, k.Help), leave)...)
			}
			carol := openTerm(t, addr, "carol", nil, "watch "+code, size[0], size[1])
			carol.waitText(0, "you are watching")
			waitWholeWithout(t, carol, "a spectator's footer", helpItems(k.Draw, k.Resign), append(helpItems(k.Help), leave)...)
		})
	}
}
