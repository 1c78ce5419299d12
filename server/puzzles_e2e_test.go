package server

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/server/room"
)

// puzzleSpy is told the puzzles the sessions show (Config.puzzleShown),
// by connection: it plays the part of a player who looks the position up
// in the public set, now that the screen shows no index into it.
type puzzleSpy struct {
	mu    sync.Mutex
	shown map[string]puzzle.Puzzle // the latest, by the client's address and port
	count map[string]int           // how many, likewise
}

// spyPuzzles has the server tell spy the puzzles shown.
func (spy *puzzleSpy) tweak(c *Config) {
	spy.shown, spy.count = map[string]puzzle.Puzzle{}, map[string]int{}
	c.puzzleShown = func(p room.Player, pz puzzle.Puzzle) {
		spy.mu.Lock()
		defer spy.mu.Unlock()
		spy.shown[p.Conn] = pz
		spy.count[p.Conn]++
	}
}

// shownCount is how many puzzles tm's session has shown.
func (spy *puzzleSpy) shownCount(tm *term) int {
	spy.mu.Lock()
	defer spy.mu.Unlock()
	return spy.count[tm.client.LocalAddr().String()]
}

// puzzleShown returns the puzzle tm's screen shows, waiting for one after
// from.
func (spy *puzzleSpy) puzzleShown(t *testing.T, tm *term, from int) puzzle.Puzzle {
	t.Helper()
	tm.waitText(from, " to play and ")
	spy.mu.Lock()
	defer spy.mu.Unlock()
	return spy.shown[tm.client.LocalAddr().String()]
}

// solvePuzzle types the solution of the puzzle shown, move by move, each
// after the defender's reply, and waits until it is solved.
func (spy *puzzleSpy) solvePuzzle(t *testing.T, tm *term, from int) {
	t.Helper()
	pz := spy.puzzleShown(t, tm, from)
	if regexp.MustCompile(`puzzle \d+ of \d+`).MatchString(tm.screenText(from)) {
		t.Fatalf("the screen shows the puzzle's index in the public set:\n%s", tm.screenText(from))
	}
	for i := 0; i < len(pz.Solution); i += 2 {
		mk := tm.mark()
		tm.send(pz.Solution[i] + "\r")
		if i+1 < len(pz.Solution) {
			tm.waitText(mk, "Reply "+pz.Solution[i+1])
		}
	}
	tm.waitText(from, "Solved!")
}

// TestE2EPuzzlesKeyHolderRatingIsStored: a key holder opens the puzzles
// from the lobby, solves one over SSH; their puzzle rating is stored,
// shown on the puzzle leaderboard and on their profile. A guest plays
// one too, with a rating that is not kept, and is on no leaderboard.
func TestE2EPuzzlesKeyHolderRatingIsStored(t *testing.T) {
	t.Parallel()
	spy := &puzzleSpy{}
	srv, addr, _ := startServer(t, spy.tweak)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	mk := alice.mark()
	alice.send(puzzlesKey)
	alice.waitText(mk, "your puzzle rating: 1500?")
	spy.solvePuzzle(t, alice, mk)
	board, err := srv.store.PuzzleLeaderboard(t.Context(), 10)
	if err != nil || len(board) != 1 || board[0].Player.Name != "alice" || board[0].Solved != 1 || board[0].Rating.R <= 1500 {
		t.Fatalf("puzzle leaderboard %+v, %v: want alice, one solved, rated above 1500", board, err)
	}
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, lobbyText)
	mk = alice.mark()
	alice.send(lobbyMenu(false, "").keyOf("Players and games"))
	alice.waitText(mk, "Puzzle leaderboard")
	mk = alice.mark()
	alice.send("5")
	alice.waitText(mk, "you are #1")
	alice.waitText(mk, "1 solved")
	mk = alice.mark()
	alice.send("\x1b")
	alice.waitText(mk, "A player's profile")
	mk = alice.mark()
	alice.send("2")
	alice.waitText(mk, "puzzles: "+strconv.Itoa(int(board[0].Rating.R+0.5)))

	guest := openTerm(t, addr, "zed", nil, "", 80, 24)
	guest.waitText(0, lobbyText)
	mk = guest.mark()
	guest.send(puzzlesKey)
	guest.waitText(mk, "(not kept)")
	spy.solvePuzzle(t, guest, mk)
	if board, _ := srv.store.PuzzleLeaderboard(t.Context(), 10); len(board) != 1 {
		t.Errorf("after a guest's puzzle the leaderboard holds %d players, want alice alone", len(board))
	}
	if s := guest.screenText(mk); !strings.Contains(s, "streak: 1") {
		t.Errorf("the guest's streak is not shown:\n%s", s)
	}
}

// TestE2EPuzzleHelp: over SSH, at 80×24 and at 120×40, ? on the puzzles
// opens their help whole (no row cut), with the puzzle's keys and q that
// goes back to the lobby; esc returns to the puzzle.
func TestE2EPuzzleHelp(t *testing.T) {
	t.Parallel()
	k := defaultKeyMap()
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			_, addr, _ := startServer(t, nil)
			alice := openTerm(t, addr, "alice", newKey(t), "", size[0], size[1])
			alice.waitText(0, lobbyText)
			mk := alice.mark()
			alice.send(puzzlesKey)
			alice.waitText(mk, "your puzzle rating")
			mk = alice.mark()
			alice.send(k.Help.Keys()[0])
			alice.waitText(mk, "Fetaix puzzles · help")
			waitWhole(t, alice, "the puzzles' help", "show the solution", "next puzzle", "type a move", "q back", "esc back to the puzzle")
			mk = alice.mark()
			alice.send("\x1b")
			alice.waitText(mk, "your puzzle rating")
		})
	}
}

// TestE2EPuzzleRetryIsNotRated: over SSH, r after a puzzle ends tries it
// again from its start; solving it then changes neither the stored
// puzzle rating nor the count of puzzles solved (no database write).
func TestE2EPuzzleRetryIsNotRated(t *testing.T) {
	t.Parallel()
	spy := &puzzleSpy{}
	srv, addr, _ := startServer(t, spy.tweak)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	mk := alice.mark()
	alice.send(puzzlesKey)
	alice.waitText(mk, "your puzzle rating: 1500?")
	spy.solvePuzzle(t, alice, mk)
	before, err := srv.store.PuzzleLeaderboard(t.Context(), 10)
	if err != nil || len(before) != 1 || before[0].Solved != 1 {
		t.Fatalf("puzzle leaderboard %+v, %v: want alice, one solved", before, err)
	}
	mk = alice.mark()
	alice.send("r")
	alice.waitText(mk, "tried again: not rated")
	spy.solvePuzzle(t, alice, mk)
	after, err := srv.store.PuzzleLeaderboard(t.Context(), 10)
	if err != nil || len(after) != 1 || after[0].Solved != before[0].Solved || after[0].Rating != before[0].Rating {
		t.Fatalf("after the retry the leaderboard is %+v, %v; before it %+v", after, err, before)
	}
}
