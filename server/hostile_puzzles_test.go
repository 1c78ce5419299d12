package server

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// The puzzle rating farmed by hostile clients (puzzlebounds.go).

// farmPuzzles plays n puzzles in tm's puzzle screen, each solved from
// the public set as the spy tells it, the next asked for with n (again
// while the session's gap refuses it). It returns the first failure.
func farmPuzzles(t *testing.T, spy *puzzleSpy, tm *term, n int) {
	t.Helper()
	mk := tm.mark()
	tm.send(puzzlesKey)
	for i := range n {
		spy.solvePuzzle(t, tm, mk)
		if i == n-1 {
			break
		}
		// n is refused within the session's gap after a puzzle was shown
		// (with the same words each time, which the screen need not
		// write again): press it until the next puzzle comes
		was, deadline := spy.shownCount(tm), time.Now().Add(waitTimeout)
		for spy.shownCount(tm) == was {
			if time.Now().After(deadline) {
				t.Fatalf("no next puzzle after n:\n%s", tm.screenText(0))
			}
			mk = tm.mark()
			tm.send("n")
			time.Sleep(puzzleGap / 4)
		}
	}
}

// puzzleAttempts returns the stored attempts and puzzle rating of the
// player of the key tm's session logged in with.
func puzzleAttempts(t *testing.T, srv *Server, id store.PlayerID) (int, float64) {
	t.Helper()
	z, err := srv.store.PuzzleRating(t.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return 0, rating.New().R
	} else if err != nil {
		t.Fatal(err)
	}
	return z.Solved + z.Failed, z.Rating.R
}

// TestHostilePuzzleSessionsOfOneKeyRateOneAtATime: sessions of one key
// solve puzzles at once, each looked up in the public set; only one
// session's attempts are rated (the others are told they play for
// practice), so the key's rating moves no faster than one session's. It
// prints the figures; -hostile-scale=5 makes it the ten sessions.
func TestHostilePuzzleSessionsOfOneKeyRateOneAtATime(t *testing.T) {
	t.Parallel()
	spy := &puzzleSpy{}
	srv, addr, _ := startServer(t, spy.tweak)
	key := newKey(t)
	sessions, each := 2**hostileScale, 3**hostileScale
	var terms []*term
	for range sessions {
		tm := openTerm(t, addr, "farmer", key, "", 80, 24)
		enterLobby(t, tm)
		terms = append(terms, tm)
	}
	id := playerOfKey(t, srv, key)
	start := time.Now()
	var wg sync.WaitGroup
	for i, tm := range terms {
		wg.Go(func() {
			t.Run(fmt.Sprintf("session%d", i), func(t *testing.T) { farmPuzzles(t, spy, tm, each) })
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	stored, after := puzzleAttempts(t, srv, id)
	t.Logf("%d sessions of one key solved %d puzzles in %v: %d rated, puzzle rating %.0f → %.0f",
		sessions, sessions*each, elapsed.Round(time.Millisecond), stored, rating.New().R, after)
	if most := min(each, DefaultPuzzlesPerHour); stored > most {
		t.Fatalf("%d attempts of one key rated, want at most one session's %d", stored, most)
	}
	practice := 0
	for _, tm := range terms {
		if containsText(tm, notRatedHere) {
			practice++
		}
	}
	if practice != sessions-1 {
		t.Fatalf("%d sessions told their puzzles are practice, want %d", practice, sessions-1)
	}
}

// containsText reports whether tm's output or screen has shown text.
func containsText(tm *term, text string) bool {
	return strings.Contains(tm.text(0), text) || strings.Contains(tm.screenText(0), text)
}

// TestE2EPuzzlesRatedPerHourAreBounded: beyond PuzzlesPerHour attempts in
// an hour a key's puzzles are practice, and the screen says so.
func TestE2EPuzzlesRatedPerHourAreBounded(t *testing.T) {
	t.Parallel()
	spy := &puzzleSpy{}
	srv, addr, _ := startServer(t, func(c *Config) { spy.tweak(c); c.PuzzlesPerHour = 2 })
	key := newKey(t)
	tm := openTerm(t, addr, "solver", key, "", 80, 24)
	enterLobby(t, tm)
	farmPuzzles(t, spy, tm, 3)
	tm.waitText(0, "rating not kept: hourly limit (2)")
	if stored, _ := puzzleAttempts(t, srv, playerOfKey(t, srv, key)); stored != 2 {
		t.Fatalf("%d attempts rated, want the hour's 2", stored)
	}
}

// playerOfKey returns the store's player of key.
func playerOfKey(t *testing.T, srv *Server, key gossh.Signer) store.PlayerID {
	t.Helper()
	p, err := srv.store.PlayerByKey(t.Context(), gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}
