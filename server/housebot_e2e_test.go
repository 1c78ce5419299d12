package server

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/housebot"
)

// TestE2EPlayABotFromTheLobby: the lobby's Play a bot (b, named beside
// Play the computer) lists the computer's six levels, each with its
// strength, at 80×24; esc goes back to the lobby's menu, and picking a
// level starts the game against the computer at that level at once,
// without the new-game screen.
func TestE2EPlayABotFromTheLobby(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	tm.waitText(0, lobbyText)
	tm.waitText(0, "1  Play the computer"+botsHintEnglish)
	mk := tm.mark()
	tm.send(housebot.MenuKey)
	tm.waitText(mk, "master (level 6): full strength")
	for _, want := range []string{"1  beginner (level 1): looks one move ahead", "4  club (level 4): searches five moves ahead",
		"esc  back to the lobby", botsTitleEnglish, "The computer's levels, always there"} {
		if !strings.Contains(tm.screenText(mk), want) {
			t.Errorf("the bots' list lacks %q:\n%s", want, tm.screenText(mk))
		}
	}
	mk = tm.mark()
	tm.send("\x1b")
	tm.waitText(mk, "Quick match")
	mk = tm.mark()
	tm.send(housebot.MenuKey)
	tm.waitText(mk, "novice (level 2)")
	mk = tm.mark()
	tm.send("2")
	tm.waitText(mk, "you (white) vs the computer (level 2, novice)")
	if strings.Contains(tm.screenText(mk), "Start the game") {
		t.Errorf("a house bot opened the new-game screen:\n%s", tm.screenText(mk))
	}
}

// TestE2EQuickMatchOffersABot: a player alone in quick match is offered
// a house bot once housebot.QuickMatchBotAfter has passed (on the hub's
// clock, which the test moves), at the level near their rating (1000:
// level 1, beginner); b leaves the quick-match room and starts that game.
func TestE2EQuickMatchOffersABot(t *testing.T) {
	t.Parallel()
	var ahead atomic.Int64
	start := time.Now()
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) {
		s.hub.SeekClock = func() time.Time { return start.Add(time.Duration(ahead.Load())) }
	})
	key := newKey(t)
	tm := openTerm(t, addr, "alice", key, "", 80, 24)
	tm.waitText(0, lobbyText)
	setRating(t, srv, key, 1000)
	tm.send(quickKey)
	tm.waitText(0, "Waiting for an opponent")
	mk := tm.mark()
	ahead.Store(int64(housebot.QuickMatchBotAfter - time.Second))
	time.Sleep(2 * quickPollEvery) // it looks again, and offers nothing yet
	if strings.Contains(tm.text(mk), "No one found yet") {
		t.Fatalf("a bot offered before %s:\n%s", housebot.QuickMatchBotAfter, tm.screenText(mk))
	}
	ahead.Store(int64(housebot.QuickMatchBotAfter))
	tm.waitText(mk, "No one found yet — play the computer (level 1, beginner) instead? [b]")
	mk = tm.mark()
	tm.send(housebot.OfferKey)
	tm.waitText(mk, "you (white) vs the computer (level 1, beginner)")
	waitUntil(t, "the quick-match room to close", func() bool { return srv.hub.CountQuickWaiting() == 0 && len(srv.hub.Rooms()) == 0 })
}
