package server

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/server/room"
)

// TestE2EEveryStartedGameFinishesOnce: each game started ends in exactly
// one finished count, labelled with how it ended: a room's game aborted,
// a game against the computer quit early (aborted) or later (quit), one
// cut short by its session's end (interrupted); a new-game form left
// with esc starts none.
func TestE2EEveryStartedGameFinishesOnce(t *testing.T) {
	t.Parallel()
	var base string
	_, addr, _ := startServerHooked(t, func(c *Config) { c.Metrics = "127.0.0.1:0" }, func(s *Server) {
		a, err := s.ServeMetrics()
		if err != nil {
			t.Fatal(err)
		}
		base = "http://" + a.String()
	})
	finished := func(kind, termination string) string {
		return `fetaix_games_finished_total{kind="` + kind + `",rating="casual",termination="` + termination + `"}`
	}

	alice, bob, _ := twoInARoom(t, addr, 100, 34)
	mk := bob.mark()
	alice.send("X")
	bob.waitText(mk, "alice aborted the game")
	waitMetric(t, base, finished(room.GameRoom, room.EndAborted), "1")

	solo := openTerm(t, addr, "sol", nil, "", 110, 34)
	solo.waitText(0, lobbyText)
	mk = solo.mark()
	solo.send("1")
	solo.waitText(mk, "Start the game")
	mk = solo.mark()
	solo.send("\x1b") // no game
	solo.waitText(mk, lobbyText)
	if got := metricValue(t, base, `fetaix_games_started_total{kind="solo",rating="casual"}`); got != "" {
		t.Fatalf("a form left with esc counted %s games started", got)
	}
	quitSolo := func() {
		t.Helper()
		mk := solo.mark()
		solo.send("q")
		solo.waitText(mk, "(y/n)")
		mk = solo.mark()
		solo.send("y")
		solo.waitText(mk, lobbyText)
	}
	mk = solo.mark()
	solo.send("1")
	soloFormMove(solo, mk)
	solo.waitText(mk, "White must capture") // c2-c3 c4xc2: two plies
	quitSolo()
	waitMetric(t, base, finished(room.GameSolo, room.EndAborted), "1")

	mk = solo.mark()
	solo.send("1")
	soloFormMove(solo, mk)
	solo.waitText(mk, "White must capture")
	mk = solo.mark()
	solo.send("c1\rc3\r") // forced, and so is the reply: four plies
	solo.waitText(mk, "a3xc1")
	waitUntil(t, "the computer's reply played", func() bool {
		txt := solo.screenText(mk)
		return strings.Contains(txt, "White to move") || strings.Contains(txt, "White must capture")
	})
	quitSolo()
	waitMetric(t, base, finished(room.GameSolo, room.EndQuit), "1")

	mk = solo.mark()
	solo.send("1")
	soloFormMove(solo, mk)
	solo.waitText(mk, "White must capture")
	solo.close()
	waitMetric(t, base, finished(room.GameSolo, room.EndAborted), "2")
	waitMetric(t, base, `fetaix_games_started_total{kind="solo",rating="casual"}`, "3")
	alice.close()
	bob.close()
	waitMetric(t, base, "fetaix_sessions", "0")
	waitMetric(t, base, `fetaix_games_started_total{kind="room",rating="casual"}`, "1")
}
