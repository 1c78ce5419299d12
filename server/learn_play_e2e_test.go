package server

import (
	"context"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/server/screentext"
)

// TestE2ELearnStagesPlayedOverSSH: a key holder plays a stage of the
// first lesson from the lobby's lessons, and the next one from the
// lessons opened over a game against the computer (the game's key i):
// both stages' stars reach the store, the second as the session ends.
func TestE2ELearnStagesPlayedOverSSH(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 80, 24)
	alice.waitText(0, screentext.LearnOffer())
	first := learn.Lessons()[0]
	one, two := first.Stages[0], first.Stages[1]

	mk := alice.mark()
	alice.send(screentext.LearnKey)
	alice.waitText(mk, first.Title)
	mk = alice.mark()
	alice.send("\r") // the lesson's introduction
	alice.waitText(mk, "begin")
	mk = alice.mark()
	alice.send("\r") // its first stage
	alice.waitText(mk, "stage 1 of")
	mk = alice.mark()
	alice.send(one.Solution[0] + "\r")
	alice.waitText(mk, "goal met")
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, "Learn to play Fetaix")
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, lobbyText)

	sp, err := srv.store.PlayerByKey(context.Background(), gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	stored := func() learn.Progress {
		text, err := srv.store.LessonProgress(context.Background(), sp.ID)
		if err != nil {
			t.Fatal(err)
		}
		p, err := learn.ParseProgress(text)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	if p := stored(); p[one.ID] != 3 {
		t.Fatalf("after the lobby's lessons the store holds %v, want %s at 3 stars", p, one.ID)
	}

	mk = alice.mark()
	alice.send("1")
	alice.waitText(mk, "Start the game")
	mk = alice.mark()
	alice.send("\r")
	alice.waitText(mk, "vs the computer")
	mk = alice.mark()
	alice.send("i")
	alice.waitText(mk, "Learn to play Fetaix")
	mk = alice.mark()
	alice.send("\r") // the first lesson resumes at its second stage: no introduction
	alice.waitText(mk, "stage 2 of")
	mk = alice.mark()
	alice.send(two.Solution[0] + "\r")
	alice.waitText(mk, "goal met")
	alice.close()

	deadline := time.Now().Add(10 * time.Second)
	for stored()[two.ID] != 3 {
		if time.Now().After(deadline) {
			t.Fatalf("the stage met over the game is not in the store after the session: %v", stored())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
