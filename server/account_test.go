package server

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// accountKey opens the account pages from the lobby's menu.
var accountKey = lobbyMenu(false, "").keyOf(labelAccount)

// enterLobby waits for a key holder's first session to reach the lobby:
// a new player whose SSH user name is free has it at once.
func enterLobby(t testing.TB, tm *term) {
	t.Helper()
	onScreen(t, tm, 0, lobbyText)
}

// waitScreen waits until text is on s's screen in output after from.
func waitScreen(t testing.TB, s *shownScreen, from int, text string) {
	t.Helper()
	if _, ok := s.waitShown(from, text, time.Now().Add(waitTimeout)); !ok {
		t.Fatalf("timed out waiting for %q on the screen:\n%s", text, s.String())
	}
}

// onScreen waits until text is on tm's 100×34 screen, as a terminal
// shows it, in output after from: the cell renderer writes only the
// cells that change, so text with spaces may not be in the output whole.
func onScreen(t testing.TB, tm *term, from int, text string) {
	t.Helper()
	waitScreen(t, newShownScreen(tm, 100, 34), from, text)
}

// typeAndSee types keys into tm and waits for want on its screen after
// them.
func typeAndSee(t testing.TB, tm *term, keys, want string) {
	t.Helper()
	mk := tm.mark()
	tm.send(keys)
	onScreen(t, tm, mk, want)
}

// TestE2ENameChosenFirstComeWhateverItsCase: a new key holder whose SSH
// user name is free gets it at once (the lobby greets them by it, and the
// leaderboard and rooms show the same name); one whose name another player
// holds, in any case, is asked to choose, is shown as "player N" until
// then, and is refused a name held in any case; the next visit greets the
// player by name without asking; a guest using a player's name is shown
// as a guest.
func TestE2ENameChosenFirstComeWhateverItsCase(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	k1, k2 := newKey(t), newKey(t)
	a := openTerm(t, addr, "Alice", k1, "", 100, 34)
	onScreen(t, a, 0, "hello, Alice")
	if strings.Contains(a.text(0), "Choose your name") {
		t.Fatal("a free SSH name was not taken at once")
	}

	b := openTerm(t, addr, "alice", k2, "", 100, 34)
	bs := newShownScreen(b, 100, 34)
	waitScreen(t, bs, 0, "Choose your name")
	if strings.Contains(bs.String(), "Name: alice") || !strings.Contains(bs.String(), "signed in as player 2") {
		t.Fatalf("a name that is taken was offered or shown:\n%s", bs.String())
	}
	typeAndSee(t, b, "ALICE\r", "that name is taken")
	typeAndSee(t, b, strings.Repeat("\x7f", 5)+"Bea\r", "hello, Bea")

	again := openTerm(t, addr, "someone", k1, "", 100, 34)
	onScreen(t, again, 0, "hello, Alice")
	if strings.Contains(again.text(0), "Choose your name") {
		t.Fatal("the name was asked again")
	}
	if p, err := srv.store.PlayerByName(t.Context(), "ALICE"); err != nil || p.Name != "Alice" {
		t.Fatalf("stored: %+v, %v", p, err)
	}
	guest := openTerm(t, addr, "alice", nil, "", 100, 34)
	onScreen(t, guest, 0, "signed in as alice (guest)")
	if strings.Contains(guest.text(0), "(guest) (guest)") {
		t.Fatal("the guest is marked twice")
	}
}

// TestE2ELinkCodeOverTwoSessions: a code shown in one session of a
// player, typed in a session of another key, links that key to the
// player: its next session is theirs. Wrong codes are refused, and
// throttled per connection.
func TestE2ELinkCodeOverTwoSessions(t *testing.T) {
	t.Parallel()
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
	code := regexp.MustCompile(`Your link code: ([A-Z0-9]{8})`).FindStringSubmatch(as.String())
	if code == nil {
		t.Fatalf("no code on the screen:\n%s", as.String())
	}

	laptop := openTerm(t, addr, "laptop", k2, "", 100, 34)
	enterLobby(t, laptop) // a new key, named "laptop" at once
	mk = laptop.mark()
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
	enterLobby(t, guesser)
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
