package server

import (
	"fmt"
	"strings"
	"testing"
)

// TestHostileHintFloodDoesNotDelayTheComputer: with one search at a time,
// sessions of one address in games against the computer ask for hints
// until the engine's queue holds one of each behind the one running. An
// honest player of another address then moves: the computer's reply is
// next in line, ahead of every hint (the engine's queue serves the
// computer's moves first, and addresses in turn), and it is played.
func TestHostileHintFloodDoesNotDelayTheComputer(t *testing.T) {
	booksRead(t)
	const flooders = 4
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxSearches = 1 })
	honest := openTermFrom(t, addr, otherAddr, "honest", nil, "", 110, 34)
	honest.waitText(0, lobbyText)
	mk := honest.mark()
	honest.send("1")
	soloForm(honest, mk)

	var floods []*term
	for i := range flooders {
		tm := openTerm(t, addr, fmt.Sprintf("hinter%d", i), nil, "", 110, 34)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send("1")
		soloForm(tm, mk)
		floods = append(floods, tm)
	}
	for _, tm := range floods {
		tm.send("t")
	}
	waitUntil(t, "every hint running or queued", func() bool {
		s := srv.searches.Stats()
		return s.Running == 1 && s.Queued == flooders-1
	})

	mk = honest.mark()
	honest.send("c2\rc3\r") // the drawing move: the coach, on here, has nothing to say
	honest.waitText(mk, "waiting for the engine (")
	if txt := honest.screenText(mk); !strings.Contains(txt, "waiting for the engine (next in line)") {
		t.Errorf("with %d hints of one address queued, the computer's reply to an honest move waits behind them:\n%s",
			flooders-1, txt)
	}
	waitUntil(t, "the computer's reply played", func() bool {
		txt := honest.screenText(mk)
		return strings.Contains(txt, "White to move") || strings.Contains(txt, "White must capture")
	})
}

// soloForm takes a session on the new-game screen, asked for after mark
// mk, into a game against the computer with the default options (the
// player is White, to move).
func soloForm(tm *term, mk int) {
	tm.tb.Helper()
	waitForTheBook(tm.tb) // the coach's look at a move reads it (the computer's reply waits for the look)
	tm.waitText(mk, "Start the game")
	tm.waitText(mk, "men-capture-backward")
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "vs the computer")
}

// TestHostileOnePlayerFromTwoAddressesHoldsOnePlace: with the engine's
// only slot held, one player (one key) asks for hints in games against
// the computer from two addresses, then an honest guest of a third. The
// player's sessions share one place in the turn: the honest hint is next
// after the player's first, not behind both as a third address would be.
func TestHostileOnePlayerFromTwoAddressesHoldsOnePlace(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxSearches = 1 })
	key := newKey(t)
	var sessions []*term
	for _, from := range []string{"127.0.0.3", "127.0.0.4"} {
		tm := openTermFrom(t, addr, from, "pat", key, "", 110, 34)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send("1")
		soloForm(tm, mk)
		sessions = append(sessions, tm)
	}
	honest := openTermFrom(t, addr, otherAddr, "honest", nil, "", 110, 34)
	honest.waitText(0, lobbyText)
	mk := honest.mark()
	honest.send("1")
	soloForm(honest, mk)

	hold, err := srv.searches.Acquire(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	released := false
	defer func() {
		if !released {
			hold()
		}
	}()
	for i, tm := range sessions {
		tm.send("t")
		waitUntil(t, "the player's hint queued", func() bool { return srv.searches.Stats().Queued == i+1 })
	}
	mk = honest.mark()
	honest.send("t")
	honest.waitText(mk, "waiting for the engine (")
	if txt := honest.screenText(mk); !strings.Contains(txt, "waiting for the engine (1 ahead)") {
		t.Errorf("with one player's hints queued from two addresses, an honest hint does not wait behind one only:\n%s", txt)
	}
	hold()
	released = true
	waitUntil(t, "every hint served", func() bool { return srv.searches.Stats().Queued == 0 })
}
