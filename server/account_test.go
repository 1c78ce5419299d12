package server

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// accountKey opens the account pages from the lobby's menu.
var accountKey = strconv.Itoa(accountItem + 1)

// enterLobby takes a key holder's first session past the name page,
// taking the name offered.
func enterLobby(t testing.TB, tm *term) {
	t.Helper()
	onScreen(t, tm, 0, "Choose your name")
	mk := tm.mark()
	tm.send("\r")
	onScreen(t, tm, mk, lobbyText)
}

// waitScreen waits until text is on s's screen in output after from.
func waitScreen(t testing.TB, s *shownScreen, from int, text string) {
	t.Helper()
	if _, ok := s.waitShown(from, text, time.Now().Add(waitTimeout)); !ok {
		t.Fatalf("timed out waiting for %q on the screen:\n%s", text, s.emu.String())
	}
}

// onScreen waits until text is on tm's 100×34 screen, as a terminal
// shows it, in output after from: the cell renderer writes only the
// cells that change, so text with spaces may not be in the output whole.
func onScreen(t testing.TB, tm *term, from int, text string) {
	t.Helper()
	waitScreen(t, newShownScreen(tm, 100, 34), from, text)
}

// TestE2ENameChosenFirstComeWhateverItsCase: a key holder's first visit
// asks for a name, offering the SSH user name while it is free; a name
// another player holds is refused in any case; the next visit greets the
// player by name without asking.
func TestE2ENameChosenFirstComeWhateverItsCase(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	k1, k2 := newKey(t), newKey(t)
	a := openTerm(t, addr, "Alice", k1, "", 100, 34)
	as := newShownScreen(a, 100, 34)
	waitScreen(t, as, 0, "Name: Alice")
	mk := a.mark()
	a.send("\r")
	onScreen(t, a, mk, "hello, Alice")

	b := openTerm(t, addr, "alice", k2, "", 100, 34)
	bs := newShownScreen(b, 100, 34)
	waitScreen(t, bs, 0, "Choose your name")
	if strings.Contains(bs.emu.String(), "Name: alice") {
		t.Fatal("a name that is taken was offered")
	}
	mk = b.mark()
	b.send("ALICE\r")
	onScreen(t, b, mk, "that name is taken")
	mk = b.mark()
	b.send(strings.Repeat("\x7f", 5) + "Bea\r")
	onScreen(t, b, mk, "hello, Bea")

	again := openTerm(t, addr, "someone", k1, "", 100, 34)
	onScreen(t, again, 0, "hello, Alice")
	if strings.Contains(again.text(0), "Choose your name") {
		t.Fatal("the name was asked again")
	}
	if p, err := srv.store.PlayerByName(t.Context(), "ALICE"); err != nil || p.Name != "Alice" {
		t.Fatalf("stored: %+v, %v", p, err)
	}
}

// TestE2ELinkCodeOverTwoSessions: a code shown in one session of a
// player, typed in a session of another key, links that key to the
// player: its next session is theirs. Wrong codes are refused, and
// throttled per connection.
func TestE2ELinkCodeOverTwoSessions(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	k1, k2 := newKey(t), newKey(t)
	ann := openTerm(t, addr, "ann", k1, "", 100, 34)
	enterLobby(t, ann)
	mk := ann.mark()
	ann.send(accountKey)
	onScreen(t, ann, mk, "Change your name")
	as := newShownScreen(ann, 100, 34)
	mk = ann.mark()
	ann.send("2")
	waitScreen(t, as, mk, "Your link code: ")
	code := regexp.MustCompile(`Your link code: ([A-Z0-9]{8})`).FindStringSubmatch(as.emu.String())
	if code == nil {
		t.Fatalf("no code on the screen:\n%s", as.emu.String())
	}

	laptop := openTerm(t, addr, "laptop", k2, "", 100, 34)
	onScreen(t, laptop, 0, "Choose your name")
	mk = laptop.mark()
	laptop.send("\x1b")
	onScreen(t, laptop, mk, lobbyText)
	laptop.send(accountKey)
	onScreen(t, laptop, mk, "Change your name")
	laptop.send("3")
	onScreen(t, laptop, mk, "enter link · esc back")
	mk = laptop.mark()
	laptop.send("WRONG234\r")
	onScreen(t, laptop, mk, "no such link code")
	mk = laptop.mark()
	laptop.send(strings.Repeat("\x7f", 8) + strings.ToLower(code[1][:4]) + "-" + code[1][4:] + "\r")
	onScreen(t, laptop, mk, "this key is now linked to ann")

	p, err := srv.store.PlayerByName(t.Context(), "ann")
	if err != nil {
		t.Fatal(err)
	}
	if keys, err := srv.store.Keys(t.Context(), p.ID); err != nil || len(keys) != 2 {
		t.Fatalf("ann's keys: %v, %v", keys, err)
	}
	onScreen(t, openTerm(t, addr, "laptop", k2, "", 100, 34), 0, "hello, ann")

	// a third key guessing codes is stopped after the connection's allowance
	guesser := openTerm(t, addr, "eve", newKey(t), "", 100, 34)
	onScreen(t, guesser, 0, "Choose your name")
	mk = guesser.mark()
	guesser.send("\x1b")
	onScreen(t, guesser, mk, lobbyText)
	mk = guesser.mark()
	guesser.send(accountKey + "3")
	onScreen(t, guesser, mk, "enter link · esc back")
	mk = guesser.mark()
	for range DefaultWrongCodesPerConn { // taken in order: each is refused as wrong
		guesser.send("ZZZZZZZZ\r" + strings.Repeat("\x7f", 8))
	}
	guesser.send(code[1] + "\r")
	onScreen(t, guesser, mk, "too many wrong codes")
}
