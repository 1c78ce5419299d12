package server

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// nextPuzzle asks tm's puzzle screen for the next puzzle with n (again
// while the session's gap refuses it) until one is shown.
func nextPuzzle(t *testing.T, spy *puzzleSpy, tm *term) {
	t.Helper()
	was, deadline := spy.shownCount(tm), time.Now().Add(waitTimeout)
	for spy.shownCount(tm) == was {
		if time.Now().After(deadline) {
			t.Fatalf("no next puzzle after n:\n%s", tm.screenText(0))
		}
		tm.send("n")
		time.Sleep(puzzleGap / 4)
	}
}

// committedOf returns the (first) committed puzzle of pz's key.
func committedOf(t *testing.T, pz puzzle.Puzzle) puzzle.Puzzle {
	t.Helper()
	set, err := puzzle.Committed()
	if err != nil {
		t.Fatal(err)
	}
	ki, err := practice.CommittedKeys()
	if err != nil {
		t.Fatal(err)
	}
	i, ok := ki.First(pz.Key())
	if !ok {
		t.Fatalf("puzzle %s is not committed", pz.Position)
	}
	return set[i]
}

// TestE2EPuzzlesRatedByThePeople: over SSH the lobby shows the puzzle of
// the day (puzzle.Daily's) and d opens the puzzles; a key holder's solved
// attempt lowers the puzzle's stored rating (from its committed one) and
// raises theirs, a failed one (s) raises the puzzle's, and the server's
// ratings in memory follow the store's; their profile shows the two
// attempts; the streak leaderboard lists a stored best, and ranks them; a
// guest's attempt moves no puzzle's rating.
func TestE2EPuzzlesRatedByThePeople(t *testing.T) {
	t.Parallel()
	spy := &puzzleSpy{}
	srv, addr, _ := startServer(t, spy.tweak)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 80, 24)
	set, err := puzzle.Committed()
	if err != nil {
		t.Fatal(err)
	}
	daily := set[puzzle.Daily(set, time.Now())]
	alice.waitText(0, fmt.Sprintf("Puzzle of the day: %s (%d)", daily.Instruction(), daily.Rating))
	mk := alice.mark()
	alice.send(screentext.DailyKey)
	alice.waitText(mk, "your puzzle rating: 1500?")
	id := playerOfKey(t, srv, key)

	solved := spy.puzzleShown(t, alice, mk)
	spy.solvePuzzle(t, alice, mk)
	nextPuzzle(t, spy, alice)
	mk = alice.mark()
	failed := spy.puzzleShown(t, alice, 0)
	alice.send("s")
	alice.waitText(mk, "Solution")

	stats, err := srv.store.PuzzleStats(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	pr, _ := srv.puzzleRatings()
	for _, c := range []struct {
		pz     puzzle.Puzzle
		solved int
		moves  func(after, start float64) bool
	}{{solved, 1, func(after, start float64) bool { return after < start }},
		{failed, 0, func(after, start float64) bool { return after > start }}} {
		committed := committedOf(t, c.pz)
		z, ok := stats[committed.Key()]
		if !ok || z.Attempts != 1 || z.Solved != c.solved || !c.moves(z.Rating.R, float64(committed.Rating)) ||
			z.Rating.RD >= puzzle.PuzzleStartRD {
			t.Fatalf("puzzle %s (committed %d): stored %+v (found %v), want one attempt, %d solved, moved the right way",
				committed.Position, committed.Rating, z, ok, c.solved)
		}
		mem, _ := pr.People(committed.Key())
		if mem != z.Rating {
			t.Errorf("puzzle %s: %+v in memory, %+v stored", committed.Position, mem, z.Rating)
		}
	}
	z, err := srv.store.PuzzleRating(t.Context(), id)
	if err != nil || z.Solved != 1 || z.Failed != 1 {
		t.Fatalf("alice's standing %+v, %v", z, err)
	}

	if _, err := srv.store.RecordPuzzleRun(t.Context(), id, modeStreak, 7, time.Now()); err != nil {
		t.Fatal(err)
	}
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, lobbyText)
	mk = alice.mark()
	alice.send(lobbyMenu(false, "").keyOf("Players and games"))
	alice.waitText(mk, screentext.StreakBoardTitle)
	alice.send("2")
	waitWhole(t, alice, "the profile's puzzle history", "last 2 of 2 puzzles tried:", "solved", "failed")
	mk = alice.mark()
	alice.send("\x1b")
	alice.waitText(mk, screentext.TimedBoardTitle)
	alice.send("6")
	waitWhole(t, alice, "the streak leaderboard", "you are #1, best 7 solved", "alice")
	mk = alice.mark()
	alice.send("\x1b")
	alice.waitText(mk, screentext.TimedBoardTitle)
	alice.send("7")
	waitWhole(t, alice, "the timed leaderboard", "you have ended no run yet", "no runs ended yet")

	guest := openTerm(t, addr, "zed", nil, "", 80, 24)
	guest.waitText(0, lobbyText)
	mk = guest.mark()
	guest.send(puzzlesKey)
	spy.solvePuzzle(t, guest, mk)
	after, err := srv.store.PuzzleStats(t.Context(), nil)
	if err != nil || len(after) != len(stats) {
		t.Fatalf("after a guest's puzzle %d puzzles are rated (%v), want %d: a guest's attempt moves none", len(after), err, len(stats))
	}
	for k, z := range after {
		if z != stats[k] {
			t.Errorf("a guest's attempt moved a puzzle: %+v, was %+v", z, stats[k])
		}
	}
}

// TestLobbyWithDailyFits: the lobby with the puzzle of the day, a game
// in progress to go back to, a message and the lessons' offer all shown
// fits 24 rows.
func TestLobbyWithDailyFits(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	p := archivePlayer(t, a, "ann")
	a.player = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
	a.lobby = newLobby(a)
	a.lobby.menu = lobbyMenu(false, "K7QM")
	a.lobby.hasKept, a.lobby.kept.Code = true, "K7QM"
	a.lobby.msg, a.lobby.offerLearn = "a message", true
	v := ansi.Strip(a.lobby.view())
	if !strings.Contains(v, "Puzzle of the day") {
		t.Fatalf("no puzzle of the day:\n%s", v)
	}
	if n := strings.Count(strings.TrimRight(v, "\n"), "\n") + 1; n > 24 {
		t.Errorf("the lobby is %d rows:\n%s", n, v)
	}
}

// TestPuzzleRunsBounded: a key holder's run result is stored as their
// best of the mode when it beats it, the best before it returned, at
// most one per key and mode per runGap (a second for a streak, three
// minutes for a timed run); a guest's best lasts the session and reaches
// no leaderboard; a mode that is none is refused.
func TestPuzzleRunsBounded(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	p := archivePlayer(t, a, "ann")
	a.player = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
	if prior, err := a.recordPuzzleRun(modeStreak, 3); err != nil || prior != 0 {
		t.Fatalf("first streak: best before %d, %v", prior, err)
	}
	if _, err := a.recordPuzzleRun(modeStreak, 9); !errors.Is(err, errRunTooSoon) {
		t.Fatalf("a streak's result at once after another: %v, want %v", err, errRunTooSoon)
	}
	if prior, err := a.recordPuzzleRun(modeTimed, 5); err != nil || prior != 0 {
		t.Fatalf("first timed run: best before %d, %v (the modes are bounded apart)", prior, err)
	}
	time.Sleep(runGap[modeStreak] + 100*time.Millisecond)
	if prior, err := a.recordPuzzleRun(modeStreak, 2); err != nil || prior != 3 {
		t.Fatalf("a lesser streak a gap later: best before %d, %v, want 3", prior, err)
	}
	if _, err := a.recordPuzzleRun(modeTimed, 8); !errors.Is(err, errRunTooSoon) {
		t.Fatalf("a timed run's result a second after another: %v, want %v", err, errRunTooSoon)
	}
	if _, err := a.recordPuzzleRun("blitz", 1); err == nil {
		t.Fatal("a run of no mode was kept")
	}
	board, err := a.srv.store.PuzzleRunLeaderboard(t.Context(), modeStreak, 10)
	if err != nil || len(board) != 1 || board[0].Best != 3 {
		t.Fatalf("streak leaderboard %+v, %v: want ann's 3", board, err)
	}

	g := testApp(t, time.Minute) // a guest's session
	for i, c := range []struct{ score, prior int }{{4, 0}, {2, 4}, {6, 4}} {
		if prior, err := g.recordPuzzleRun(modeStreak, c.score); err != nil || prior != c.prior {
			t.Fatalf("guest's run %d: best before %d, %v, want %d", i, prior, err, c.prior)
		}
	}
	if board, _ := g.srv.store.PuzzleRunLeaderboard(t.Context(), modeStreak, 10); len(board) != 0 {
		t.Errorf("a guest's run reached the leaderboard: %+v", board)
	}
}
