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
// player's: chat, mute, block, report, take back, bell, profile; a
// spectator's: no mute or seat keys), no row is cut, and a long chat
// message or report being typed scrolls in its field while the keys that
// send and close it stay on the screen.
func TestE2ERoomKeysFitAndStayWhole(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	player := []string{k.Chat.Help().Key + " chat", k.Mute.Help().Key + " mute", k.Block.Help().Key + " block",
		k.Report.Help().Key + " report", k.Takeback.Help().Key + " take back", k.Bell.Help().Key + " bell",
		k.Profile.Help().Key + " profile"}
	long := strings.Repeat("a long message ", 12)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			_, addr, _ := startServer(t, nil)
			alice, bob, code := twoInARoom(t, addr, size[0], size[1])
			waitWhole(t, bob, "a player's screen before any chat", player...)
			carol := openTerm(t, addr, "carol", nil, "watch "+code, size[0], size[1])
			carol.waitText(0, "you are watching")
			waitWhole(t, carol, "a spectator's screen", player[0], player[2], player[3])
			if s := carol.screenText(0); strings.Contains(s, player[1]) || strings.Contains(s, player[4]) {
				t.Errorf("a spectator is shown a player's keys:\n%s", s)
			}

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
