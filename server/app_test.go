package server

import (
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
)

// testApp is a session model without a session, for Update-level tests.
func testApp(t *testing.T, idle time.Duration) *app {
	t.Helper()
	s, err := New(Config{DataDir: t.TempDir(), IdleTimeout: idle, Log: nil})
	if err != nil {
		t.Fatal(err)
	}
	r := lipgloss.NewRenderer(nil)
	a := &app{srv: s, player: Player{Name: "ann"}, r: r, st: newStyles(r, true), host: "127.0.0.1", port: "1",
		width: 100, height: 34, lastInput: time.Now()}
	a.lobby = newLobby(a)
	return a
}

func TestIdleSessionIsDisconnectedButWaitingIsNotIdle(t *testing.T) {
	const idle = time.Minute
	a := testApp(t, idle)
	a.lastInput = time.Now().Add(-2 * idle)
	if !a.idle(time.Now()) || a.notice == "" {
		t.Fatal("an idle lobby session was not disconnected")
	}

	// waiting for an opponent in a room is not idleness
	b := testApp(t, idle)
	c, err := b.srv.hub.Create(b.player, DefaultRoomOptions())
	if err != nil {
		t.Fatal(err)
	}
	b.enterRoom(c, "")
	b.room.apply(<-c.Updates())
	b.lastInput = time.Now().Add(-2 * idle)
	if b.idle(time.Now()) || b.notice != "" {
		t.Fatal("a player waiting for an opponent was disconnected as idle")
	}
	if time.Since(b.lastInput) > time.Second {
		t.Fatal("waiting did not count as activity")
	}
}
