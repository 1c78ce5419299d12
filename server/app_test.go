package server

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

// testApp is a session model without a session, for Update-level tests.
func testApp(t testing.TB, idle time.Duration) *app {
	t.Helper()
	cfg := Config{DataDir: dataDir(t), IdleTimeout: idle, Log: nil}
	quickRetries(&cfg)
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.stopBackground() // before the store closes
		if err := s.hub.CloseArchive(context.Background()); err != nil {
			t.Error(err)
		}
		s.store.Close()
	})
	// the books are read in the background (at once in the tests, see
	// preload_test.go): wait for them, or a key that starts a game against
	// the computer may find them still "loading"
	<-s.books.Done()
	a := &app{srv: s, player: room.Player{Name: "ann"}, st: stylesFor(true, true), dark: true, host: "127.0.0.1", port: "1",
		width: 100, height: 34, lastInput: time.Now(), saveNotes: make(chan string, 1), ctx: t.Context()}
	keys := defaultKeyMap() // the app's own: tests change them
	a.keys = &keys
	a.lobby = newLobby(a)
	a.show(a.lobby)
	return a
}

// TestIdleSessionIsDisconnectedWaitingLater: a session with no input for
// the idle timeout ends; one waiting for an opponent gets the longer wait
// idle timeout, and then ends too.
func TestIdleSessionIsDisconnectedWaitingLater(t *testing.T) {
	t.Parallel()
	const idle = time.Minute
	a := testApp(t, idle)
	a.lastInput = time.Now().Add(-2 * idle)
	if !a.idle(time.Now()) || a.notice == "" {
		t.Fatal("an idle lobby session was not disconnected")
	}

	// waiting for an opponent in a room is not idleness
	b := testApp(t, idle)
	c, err := b.srv.hub.Create(b.player, room.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	b.enterRoom(c, "")
	b.room.apply(<-c.Updates())
	b.lastInput = time.Now().Add(-2 * idle)
	if b.idle(time.Now()) || b.notice != "" {
		t.Fatal("a player waiting for an opponent was disconnected as idle")
	}
	wait := b.srv.cfg.WaitIdleTimeout
	if wait <= idle {
		t.Fatalf("wait idle timeout %v not longer than the idle timeout %v", wait, idle)
	}
	b.lastInput = time.Now().Add(-wait - time.Second)
	if !b.idle(time.Now()) || !strings.Contains(b.notice, "without input") {
		t.Fatalf("a player waiting without input for %v was not disconnected", wait)
	}
	for range c.Updates() { // left the room: the client's updates end
	}
}

// TestIdleChecksComeByTimer: a session's program is sent an idleMsg every
// idle-check period by a timer, checks again after each one while the
// user is not idle, ends the session once they are, and is sent none
// once its checks are stopped (the session has ended).
func TestIdleChecksComeByTimer(t *testing.T) {
	t.Parallel()
	const idle = time.Minute
	a := testApp(t, idle)
	a.srv.cfg.idleCheckEvery = 10 * time.Millisecond
	msgs := make(chan tea.Msg, 8)
	a.send = func(msg tea.Msg) { msgs <- msg }
	next := func() tea.Msg {
		t.Helper()
		select {
		case msg := <-msgs:
			return msg
		case <-time.After(waitTimeout):
			t.Fatal("no idle check came")
			return nil
		}
	}
	a.checkIdleSoon()
	for range 3 { // not idle: each check schedules the next
		msg := next()
		if _, ok := msg.(idleMsg); !ok {
			t.Fatalf("sent %T, want an idleMsg", msg)
		}
		if _, cmd := a.Update(msg); cmd != nil || a.notice != "" {
			t.Fatalf("a session with fresh input ended as idle: %q", a.notice)
		}
	}
	a.lastInput = time.Now().Add(-2 * idle)
	if _, cmd := a.Update(next()); cmd == nil || !strings.Contains(a.notice, "without input") {
		t.Fatalf("an idle session was not ended: notice %q", a.notice)
	}
	a.stopIdleChecks()
	select {
	case msg := <-msgs:
		t.Fatalf("sent %T after the checks were stopped", msg)
	case <-time.After(20 * a.srv.cfg.idleCheckEvery):
	}
}

// TestSaveNoteIsSentToTheProgram: a note on the writing of a solo game is
// given to the session's program, by a goroutine started for it.
func TestSaveNoteIsSentToTheProgram(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	msgs := make(chan tea.Msg, 2)
	a.send = func(msg tea.Msg) { msgs <- msg }
	a.tellSolo("your last game not saved yet")
	select {
	case msg := <-msgs:
		if n, ok := msg.(saveNoteMsg); !ok || n.note != "your last game not saved yet" {
			t.Fatalf("sent %#v", msg)
		}
		a.Update(msg)
	case <-time.After(waitTimeout):
		t.Fatal("the note was not sent")
	}
	if v := a.View().Content; !strings.Contains(v, "your last game not saved yet") {
		t.Fatalf("the note is not shown:\n%s", v)
	}
}

// TestFinishedSoloGameIsWritten: a game against the computer is written
// down when it ends, with the person on their side, the computer's level
// on the other and the seed of its choices; a solo game with no move yet
// is not written when the session ends.
func TestFinishedSoloGameIsWritten(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	_ = a.startSolo()
	start, err := game.ParsePosition("5/5/5/2b2/2w2 w")
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), start)
	if _, err := g.PlayText("c1xc3"); err != nil {
		t.Fatal(err)
	}
	a.soloOver(g, ui.ModeAI, game.Black, 3, 9876) // the person had Black and lost
	a.saveSolo("the connection closed")
	recs := archivedRecords(t, a.srv.hub)
	if len(recs) != 1 {
		t.Fatalf("%d records written, want one", len(recs))
	}
	r := recs[0]
	if res, _ := r.FinalResult(); r.Tag(pdn.TagWhite) != ui.ComputerName(3) || r.Tag(pdn.TagBlack) != "ann" ||
		res != game.WhiteWin || r.Game.Ply() != 1 {
		t.Fatalf("record: tags %v, result %v, %d plies", r.Tags, res, r.Game.Ply())
	}
	if seed, ok := r.Seed(); !ok || seed != 9876 {
		t.Errorf("record's seed %d (%v), want 9876: tags %v", seed, ok, r.Tags)
	}
}

// TestSoloGamesDrawTheirSeeds: each game against the computer the server
// opens draws a seed of its own, so that the computer's games vary from
// game to game and session to session.
func TestSoloGamesDrawTheirSeeds(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	_ = a.startSolo()
	first := a.solo.game.Seed()
	_ = a.startSolo()
	b := testApp(t, time.Minute)
	_ = b.startSolo()
	if first == 0 || first == a.solo.game.Seed() || first == b.solo.game.Seed() {
		t.Errorf("seeds %d, %d (same session), %d (another)", first, a.solo.game.Seed(), b.solo.game.Seed())
	}
}

// TestSoloRecordNamesWhoPlayed: a game the computer played against itself
// (the new-game screen's watch mode) is recorded as computer vs computer,
// and one played by two people at one keyboard names the player on both
// sides, never the computer.
func TestSoloRecordNamesWhoPlayed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		mode         ui.Mode
		event        string
		white, black string
		seeded       bool // the record names the computer's seed
	}{
		{ui.ModeWatch, "computer vs computer", ui.ComputerName(4), ui.ComputerName(4), true},
		{ui.ModeHotseat, "ann at both sides of one keyboard", "ann", "ann", false},
	} {
		a := testApp(t, time.Minute)
		g := openingGame(t)
		if err := g.Resign(game.White); err != nil {
			t.Fatal(err)
		}
		a.soloOver(g, tc.mode, game.White, 4, 55)
		recs := archivedRecords(t, a.srv.hub)
		if len(recs) != 1 {
			t.Fatalf("%v: %d records, want one", tc.mode, len(recs))
		}
		r := recs[0]
		seed, seeded := r.Seed()
		if r.Tag(pdn.TagEvent) != tc.event || r.Tag(pdn.TagWhite) != tc.white || r.Tag(pdn.TagBlack) != tc.black ||
			seeded != tc.seeded || seeded && seed != 55 {
			t.Errorf("%v: tags %v", tc.mode, r.Tags)
		}
	}
}

// TestSoloOpensTheNewGameScreenWithoutItsKey: the lobby opens a game
// against the computer on the new-game screen by a method, so it works
// with a key map that has no new-game key (faking the key press did not).
func TestSoloOpensTheNewGameScreenWithoutItsKey(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.keys.New = key.NewBinding(key.WithDisabled())
	a.startSolo()
	if v := a.View().Content; !strings.Contains(v, "Start the game") {
		t.Fatalf("no new-game screen:\n%s", v)
	}
}

// fakeSession is a session that answers only who and where it is.
type fakeSession struct {
	ssh.Session
	user string
	addr net.Addr
}

func (f fakeSession) User() string             { return f.user }
func (f fakeSession) RemoteAddr() net.Addr     { return f.addr }
func (f fakeSession) PublicKey() ssh.PublicKey { return nil }

// TestPlayersCountedByTheAddressesLimitsUse: two IPv6 addresses of one
// /64 are one address for the per-player limits (rooms, wrong codes), as
// for the connection limits; IPv4 addresses are themselves.
func TestPlayersCountedByTheAddressesLimitsUse(t *testing.T) {
	t.Parallel()
	at := func(ip string) room.Player {
		return playerOf(fakeSession{user: "g", addr: &net.TCPAddr{IP: net.ParseIP(ip), Port: 4000}})
	}
	if a, b := at("2001:db8::1"), at("2001:db8::ffff:2"); a.Addr != b.Addr {
		t.Errorf("one /64 counted as two addresses: %q, %q", a.Addr, b.Addr)
	}
	if a, b := at("2001:db8:0:1::1"), at("2001:db8:0:2::1"); a.Addr == b.Addr {
		t.Errorf("two /64s counted as one: %q", a.Addr)
	}
	if a := at("192.0.2.7"); a.Addr != "192.0.2.7" || a.Conn != "192.0.2.7:4000" {
		t.Errorf("IPv4 player: addr %q conn %q", a.Addr, a.Conn)
	}
}
