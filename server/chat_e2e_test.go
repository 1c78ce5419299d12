package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/store"
)

// paste is text as a terminal sends it pasted (bracketed paste): the way
// escape characters reach a program as text rather than as keys.
func paste(s string) string { return "\x1b[200~" + s + "\x1b[201~" }

// TestE2EChatOverSSH: over real SSH connections, a chat message with
// escape sequences, a bidi override and zero-width characters reaches the
// other player cleaned (none of them in the bytes received); a
// spectator's message is marked; a muted player no longer sees the
// others; a flood is refused; the archived game keeps the chat.
func TestE2EChatOverSSH(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.ChatBurst, c.ChatEvery = 3, time.Hour })
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	enterLobby(t, alice)
	code := createRoom(t, alice, "\x1b[C") // alice plays White
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")

	mk := bob.mark()
	alice.send("C")
	alice.waitText(0, "say:")
	alice.send(paste("hi \x1b[31mred\x1b[0m \u202eevil\u202c zero\u200bwidth\u2060 end") + "\r")
	// the terminal's input reader drops the escape sequences' ESC (and
	// more); what is left passes the room's cleaning
	bob.waitText(mk, "evil zerowidth end")
	if !strings.Contains(bob.text(mk), "alice: hi ") {
		t.Fatalf("alice's message is not shown as hers:\n%s", bob.text(mk))
	}
	raw := bob.raw(mk)
	for _, bad := range []string{"\x1b[31mred", "\x1b[0m evil", "\u202e", "\u202c", "\u200b", "\u2060"} {
		if strings.Contains(raw, bad) {
			t.Fatalf("bob's terminal received %q from alice's message", bad)
		}
	}

	// what the screens show, put together by a terminal emulator (the
	// renderer writes only the cells that change)
	aliceScr, bobScr := newShownScreen(alice, 100, 34), newShownScreen(bob, 100, 34)
	shown := func(s *shownScreen, text string) {
		t.Helper()
		if _, ok := s.waitShown(0, text, time.Now().Add(waitTimeout)); !ok {
			t.Fatalf("%q not shown; the screen:\n%s", text, s.String())
		}
	}
	carol.send("C" + "go bob\r")
	shown(aliceScr, "carol (spectator): go bob")
	shown(bobScr, "carol (spectator): go bob")

	// bob mutes: carol's next message reaches alice, not bob; bob's own
	// message, said after it, shows on his screen
	bob.send("M")
	shown(bobScr, "only your messages are shown")
	carol.send("C" + "second from carol\r")
	shown(aliceScr, "carol (spectator): second from carol")
	bob.send("C" + "bob speaks\r")
	shown(bobScr, "bob: bob speaks")
	if strings.Contains(bobScr.String(), "second from carol") || strings.Contains(bobScr.String(), "go bob") {
		t.Fatalf("bob muted the others and still sees carol's messages:\n%s", bobScr.String())
	}

	// alice has a burst of 3: the 4th message in a row is refused
	alice.send("C" + "two\r")
	shown(aliceScr, "alice: two")
	alice.send("C" + "three\r")
	shown(aliceScr, "alice: three")
	alice.send("C" + "four\r")
	shown(aliceScr, "too fast")
	shown(aliceScr, "say: four") // the refused message is back in the line
	alice.send("\x1b")           // (alone: ESC and x at once is alt+x)

	// bob resigns: the record carries what was said during the game
	shown(bobScr, "only your messages are shown · M unmute") // the chat lines closed after sending
	shown(aliceScr, "C chat · M mute")
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	bob.send("x")
	shown(bobScr, "resigns?")
	bob.send("y")
	// the game, archived, keeps its chat
	var archived store.ArchivedGame
	waitUntil(t, "the resigned game in the archive", func() bool {
		games, err := srv.store.RecentGames(context.Background(), 1)
		if err != nil || len(games) == 0 {
			return false
		}
		archived, err = srv.store.Game(context.Background(), games[0].ID)
		return err == nil
	})
	var said []string
	for _, c := range archived.Chat {
		said = append(said, c.String())
	}
	if len(said) > 0 && strings.HasPrefix(said[0], "alice: hi ") && strings.HasSuffix(said[0], " evil zerowidth end") &&
		!strings.ContainsAny(said[0], "\x1b\u202e\u202c\u200b\u2060") {
		said[0] = "alice's cleaned message"
	}
	want := []string{"alice's cleaned message", "carol (spectator): go bob",
		"carol (spectator): second from carol", "bob: bob speaks", "alice: two", "alice: three"}
	if strings.Join(said, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the archived game's chat:\n%s\nwant:\n%s", strings.Join(said, "\n"), strings.Join(want, "\n"))
	}
}

// TestE2EChatLineClosesAfterSend: at 80×24, enter on an empty chat line
// closes it and enter on a message sends it and closes it: the next key
// is the game's (a draw offer, a move); the log sits right under the
// game's key bar, with no empty rows between them.
func TestE2EChatLineClosesAfterSend(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	alice.send("C")
	alice.waitText(0, "say:")
	mk := bob.mark()
	alice.send("\r" + "o") // an empty line closes; o offers a draw
	bob.waitText(mk, "alice offers a draw")
	bob.send("D")
	alice.waitText(mk, "bob declined the draw")

	alice.send("C")
	g, _ := roomGame(t, srv.hub, code)
	alice.send("hello bob\r" + moveKeys(g.LegalMoves()[0]))
	bob.waitText(mk, "alice: hello bob")
	deadlineX := time.Now().Add(waitTimeout)
	for g, _ := roomGame(t, srv.hub, code); g.Ply() != 1; g, _ = roomGame(t, srv.hub, code) {
		if time.Now().After(deadlineX) {
			t.Fatalf("DEBUG no move; alice:\n%s", alice.screenText(0))
		}
		time.Sleep(10 * time.Millisecond)
	}

	// the screen's last rows: the game's key bar, the log, the chat's keys
	var rows []string
	underBar := func() bool {
		rows = strings.Split(strings.TrimRight(alice.screenText(0), "\n "), "\n")
		n := len(rows)
		return n >= 3 && strings.Contains(rows[n-3], "q leave") &&
			strings.TrimSpace(rows[n-2]) == "alice: hello bob" && strings.Contains(rows[n-1], "C chat")
	}
	deadline := time.Now().Add(waitTimeout)
	for !underBar() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if !underBar() {
		t.Fatalf("the chat is not right under the game's key bar:\n%s", strings.Join(rows, "\n"))
	}
}
