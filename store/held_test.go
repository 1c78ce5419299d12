package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestHeldGameIsStoredOnceWithItsRating: a game written by WriteHeld is
// stored by StoreHeld with its players, its rating update and its chat,
// and its file removed; the same file put back (a crash between the commit
// and the removal) stores nothing more.
func TestHeldGameIsStoredOnceWithItsRating(t *testing.T) {
	s := openTemp(t, nil)
	ann, bob := keyHolder(t, s, "SHA256:ann", "ann"), keyHolder(t, s, "SHA256:bob", "bob")
	g := finished(t, seat(ann), seat(bob), game.WhiteWin, true)
	g.Chat = []ChatLine{{Author: "ann", Text: "good game"}}
	dir := filepath.Join(t.TempDir(), "unstored")
	path, err := WriteHeld(dir, g)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := s.StoreHeld(context.Background(), dir)
	if err != nil || rep.Stored != 1 || len(rep.Failed) != 0 {
		t.Fatalf("StoreHeld: %+v, %v", rep, err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the stored game's file is left: %v", err)
	}
	games, err := s.RecentGames(context.Background(), 10)
	if err != nil || len(games) != 1 || !games[0].Rated || games[0].WhiteChange <= 0 || games[0].White.Player != ann.ID {
		t.Fatalf("archive %+v, %v", games, err)
	}
	ag, err := s.Game(context.Background(), games[0].ID)
	if err != nil || len(ag.Chat) != 1 || ag.Chat[0].Text != "good game" {
		t.Fatalf("chat %+v, %v", ag.Chat, err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	rep, err = s.StoreHeld(context.Background(), dir)
	if err != nil || rep.Stored != 0 || rep.Again != 1 {
		t.Fatalf("StoreHeld again: %+v, %v", rep, err)
	}
	if n := countGames(t, s); n != 1 {
		t.Fatalf("%d games after the file came back, want 1", n)
	}
}

// TestHeldFileThatDoesNotReadIsLeft: a file StoreHeld cannot read is
// reported and left where it is; the others are stored.
func TestHeldFileThatDoesNotReadIsLeft(t *testing.T) {
	s := openTemp(t, nil)
	dir := t.TempDir()
	bad := filepath.Join(dir, "0-bad"+heldExt)
	if err := os.WriteFile(bad, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteHeld(dir, finished(t, Seat{Name: "x"}, Seat{Name: "y"}, game.Draw, false)); err != nil {
		t.Fatal(err)
	}
	rep, err := s.StoreHeld(context.Background(), dir)
	if err != nil || rep.Stored != 1 || len(rep.Failed) != 1 || rep.Failed[0].File != bad {
		t.Fatalf("StoreHeld: %+v, %v", rep, err)
	}
	if _, err := os.Stat(bad); err != nil {
		t.Fatalf("the bad file is gone: %v", err)
	}
}

// TestRatedGamesSince: the rated games of a period, oldest first, casual
// ones left out.
func TestRatedGamesSince(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ann, bob := keyHolder(t, s, "SHA256:ann", "ann"), keyHolder(t, s, "SHA256:bob", "bob")
	save(t, s, finished(t, seat(ann), seat(bob), game.WhiteWin, true))
	c.Advance(48 * time.Hour)
	since := c.Now()
	save(t, s, finished(t, seat(bob), seat(ann), game.WhiteWin, true))
	save(t, s, finished(t, seat(ann), seat(bob), game.Draw, false))
	games, err := s.RatedGamesSince(context.Background(), since)
	if err != nil || len(games) != 1 || games[0].White != bob.ID || games[0].Black != ann.ID {
		t.Fatalf("rated games since: %+v, %v", games, err)
	}
}
