package store

import (
	"context"
	"errors"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestMakeBot: a player made a bot is one, twice is once, others are not,
// Bots lists them by name within its limit, an unknown player is
// ErrNotFound.
func TestMakeBot(t *testing.T) {
	s := openTemp(t, newClock())
	ctx := context.Background()
	alice, zed, bob := keyHolder(t, s, "SHA256:a", "alice"), keyHolder(t, s, "SHA256:z", "zed"), keyHolder(t, s, "SHA256:b", "bob")
	for _, id := range []PlayerID{zed.ID, alice.ID, zed.ID} {
		if err := s.MakeBot(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		id  PlayerID
		bot bool
	}{{alice.ID, true}, {zed.ID, true}, {bob.ID, false}} {
		if got, err := s.IsBot(ctx, c.id); err != nil || got != c.bot {
			t.Errorf("IsBot(%d) = %v, %v; want %v", c.id, got, err, c.bot)
		}
	}
	bots, err := s.Bots(ctx, 10)
	if err != nil || len(bots) != 2 || bots[0].Name != "alice" || bots[1].Name != "zed" {
		t.Fatalf("Bots = %+v, %v; want alice, zed", bots, err)
	}
	if bots, _ := s.Bots(ctx, 1); len(bots) != 1 {
		t.Errorf("Bots(1) gave %d", len(bots))
	}
	for _, c := range []struct {
		id    PlayerID
		shown string
	}{{alice.ID, "alice BOT"}, {bob.ID, "bob"}} {
		if p, err := s.PlayerByID(ctx, c.id); err != nil || p.Shown() != c.shown {
			t.Errorf("player %d shown as %q (%v), want %q", c.id, p.Shown(), err, c.shown)
		}
	}
	if err := s.MakeBot(ctx, 999); !errors.Is(err, ErrNotFound) {
		t.Errorf("MakeBot(999) = %v, want ErrNotFound", err)
	}
}

// TestArchiveListsMarkBots: the archive's lists say which side was a bot
// account (Seat.Bot), read from the accounts: the game's writer need not
// know it.
func TestArchiveListsMarkBots(t *testing.T) {
	s := openTemp(t, newClock())
	ctx := context.Background()
	robo, bob := keyHolder(t, s, "SHA256:r", "robo"), keyHolder(t, s, "SHA256:b", "bob")
	if err := s.MakeBot(ctx, robo.ID); err != nil {
		t.Fatal(err)
	}
	save(t, s, finished(t, seat(robo), seat(bob), game.WhiteWin, false))
	sums, err := s.RecentGames(ctx, 10)
	if err != nil || len(sums) != 1 {
		t.Fatalf("RecentGames = %+v, %v", sums, err)
	}
	if g := sums[0]; !g.White.Bot || g.Black.Bot {
		t.Fatalf("white %+v, black %+v: want robo marked a bot, bob not", g.White, g.Black)
	}
	full, err := s.Game(ctx, sums[0].ID)
	if err != nil || !full.White.Bot {
		t.Fatalf("Game = %+v, %v: robo not marked a bot", full.White, err)
	}
}
