package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// The screens V shows in a room: the refusal while two people play, and
// the game's analysis with its marks' summary.
var (
	analysisRefused = []string{"no game analysis while two people play"}
	analysisShown   = []string{"game analysis", "Black: "}
)

// pressV types V into each of terms and waits for each of want in its
// output or on its screen after it.
func pressV(t *testing.T, want []string, terms ...*term) {
	t.Helper()
	waitForTheBook(t)
	for _, s := range terms {
		mk := s.mark()
		s.send("V")
		for _, w := range want {
			// in the output or on the screen: a refusal's note lasts
			// until the next move, which a busy machine may send in the
			// same read
			s.waitText(mk, w)
		}
	}
}

// TestE2EPostGameAnalysisOnlyOnceOver: in a room, neither player can open
// the game's analysis (V) while the game is played; once it has ended,
// both can, and it shows the marks' summary; so can a player who opens
// the archived game from the list of recent games.
func TestE2EPostGameAnalysisOnlyOnceOver(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	pressV(t, analysisRefused, alice, bob)
	white, marks := resignWhite(t, srv, code, seats)
	seats[1-white].waitText(marks[1-white], " resigned")
	pressV(t, analysisShown, alice, bob)
	srv.hub.WaitArchived()
	typeAndSee(t, alice, "q", "rematch") // leaves the analysis
	typeAndSee(t, alice, "q", lobbyText) // leaves the room
	typeAndSee(t, alice, "6", "Recent games")
	typeAndSee(t, alice, "4", "alice")
	typeAndSee(t, alice, "\r", "replay")
	pressV(t, []string{"game analysis", "White: "}, alice)
}

// shortenClock leaves the side to move of a room's running clock only
// left, so that its flag falls after it.
func shortenClock(t *testing.T, h *room.Hub, code string, left time.Duration) {
	t.Helper()
	underRoomLock(t, h, code, func(r *room.Room) {
		if !r.ClockOn {
			t.Fatal("the room's clock is not running")
		}
		now := time.Now()
		r.StopClockLocked(now)
		r.Clock[r.G.Position().SideToMove()] = left
		r.StartClockLocked(now)
	})
}

// TestE2EPostGameAnalysisOnceTimeRanOut: a room game lost on time ends in
// a way the game itself does not record; the analysis (V) is refused to
// both players and a spectator while it is played, and opens for all
// three once the flag has fallen, as does the explorer (E).
func TestE2EPostGameAnalysisOnceTimeRanOut(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C\x1b[B\x1b[C") // White; clock: untimed → 1+0
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	pressV(t, analysisRefused, alice, bob, carol)

	marks := [3]int{alice.mark(), bob.mark(), carol.mark()}
	shortenClock(t, srv.hub, code, flagClock)
	for i, s := range []*term{alice, bob, carol} {
		s.waitText(marks[i], "time ran out")
	}
	pressV(t, analysisShown, alice, bob, carol)
	typeAndSee(t, carol, "q", "watching") // leaves the analysis
	typeAndSee(t, carol, "E", "Explorer ·")
}

// TestE2EPostGameAnalysisOnceAborted: a room game aborted after one move
// ends in a way the game itself does not record; the analysis (V) is
// refused to both players and a spectator while it is played, and opens
// for all three once a player has aborted it.
func TestE2EPostGameAnalysisOnceAborted(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: carol, refused: 1}
	gp.playOne()
	pressV(t, analysisRefused, alice, bob, carol)

	marks := [3]int{alice.mark(), bob.mark(), carol.mark()}
	bob.send("X")
	for i, s := range []*term{alice, bob, carol} {
		s.waitText(marks[i], "bob aborted the game")
	}
	pressV(t, analysisShown, alice, bob, carol)
}

// TestE2EPostGameAnalysisOnceAPlayerLeft: a room game forfeited by a
// player who left and did not come back within the grace period ends in
// a way the game itself does not record; the analysis (V) is refused to
// the other player and a spectator while it is played, and opens for both
// once the seat is forfeited.
func TestE2EPostGameAnalysisOnceAPlayerLeft(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.Grace = time.Second })
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	pressV(t, analysisRefused, bob, carol)

	marks := [2]int{bob.mark(), carol.mark()}
	alice.close()
	for i, s := range []*term{bob, carol} {
		s.waitText(marks[i], "alice left the game")
	}
	pressV(t, analysisShown, bob, carol)
}

// TestE2EPostGameAnalysisNotOfferedWithoutMoves: a room game aborted
// before its first move has nothing to analyse: neither player's footer
// offers V (before, it did and then said there was no move). A game
// aborted after a move offers it (TestE2EPostGameAnalysisOnceAborted).
func TestE2EPostGameAnalysisNotOfferedWithoutMoves(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 100, 34)
	marks := [2]int{alice.mark(), bob.mark()}
	bob.send("X")
	for i, s := range []*term{alice, bob} {
		s.waitText(marks[i], "bob aborted the game")
		s.waitText(marks[i], "rematch")
		if screen := s.screenText(marks[i]); strings.Contains(screen, "analyse the game") {
			t.Errorf("a game without moves offers its analysis:\n%s", screen)
		}
	}
}
