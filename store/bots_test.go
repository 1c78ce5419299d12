package store

import (
	"context"
	"errors"
	"testing"
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
