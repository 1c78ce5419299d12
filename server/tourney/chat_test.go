package tourney

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestEventChat: lines are cleaned and kept up to MaxEventChat, a
// speaker over the rate waits, a muted player and a guest are refused,
// and a player does not see the lines of those they blocked.
func TestEventChat(t *testing.T) {
	r := newRig(t, arenaRow(1))
	muted := player(9)
	set := room.NewSanctionSet([]store.Sanction{{Kind: store.Mute, Target: store.Target{Player: muted.ID}}})
	r.d = New(Config{Store: r.st, Rooms: r.rooms, Now: r.clock.Now, Sanctions: func() *room.SanctionSet { return set }})
	d := r.d
	d.poll(r.ctx)
	if err := d.Say(1, player(1), "  hello\x1b[31m  "); err != nil {
		t.Fatal(err)
	}
	if got := d.Chat(1, player(2)); len(got) != 1 || got[0].Text != "hello[31m" && got[0].Text != "hello" {
		t.Errorf("chat %+v", got)
	}
	if err := d.Say(1, player(1), "   "); err != ErrChatEmpty {
		t.Errorf("an empty line: %v", err)
	}
	var mutedErr room.MutedError
	if err := d.Say(1, muted, "hi"); !errors.As(err, &mutedErr) {
		t.Errorf("a muted player: %v, want room.MutedError", err)
	}
	if err := d.Say(1, room.Player{Name: "guest", Addr: "10.0.0.1"}, "hi"); err != ErrGuest {
		t.Errorf("a guest: %v", err)
	}
	tooFast := false
	for i := range 10 {
		if err := d.Say(1, player(2), fmt.Sprint("line ", i)); err == ErrChatTooFast {
			tooFast = true
		}
	}
	if !tooFast {
		t.Error("ten lines at once were not slowed")
	}
	blocker := player(3)
	blocker.Blocks = &room.BlockList{Keys: map[string]bool{}}
	blocker.Blocks.Set(player(2), true)
	for _, m := range d.Chat(1, blocker) {
		if m.From.ID == 2 {
			t.Errorf("a blocked player's line shown: %q", m.Text)
		}
	}
	if n := len(d.Chat(1, player(4))); n != 1+room.DefaultChatBurst {
		t.Errorf("%d lines, want %d", n, 1+room.DefaultChatBurst)
	}
	for i := range 3 * MaxEventChat {
		r.clock.add(time.Minute)
		if err := d.Say(1, player(1+i%5), fmt.Sprint("more ", i)); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(d.Chat(1, player(4))); n != MaxEventChat {
		t.Errorf("%d lines held, want %d", n, MaxEventChat)
	}
}
