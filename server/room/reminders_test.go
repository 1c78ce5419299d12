package room

import (
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/notify"
)

// TestRemindersOfStartAndGameOver: the hub's Events hears, outside the
// room's lock, that the creator's waiting room has started, and that the
// game ended for the player not connected (as won, with why), not for
// the one connected; moves of a live game tell nobody.
func TestRemindersOfStartAndGameOver(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	var mu sync.Mutex
	var got []notify.Event
	var r *Room
	h.Events = func(e notify.Event) {
		if r != nil && !r.Mu.TryLock() {
			t.Error("Events called under the room's lock")
		} else if r != nil {
			r.Mu.Unlock()
		}
		mu.Lock()
		got = append(got, e)
		mu.Unlock()
	}
	events := func() []notify.Event {
		mu.Lock()
		defer mu.Unlock()
		return append([]notify.Event(nil), got...)
	}
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice", ID: 1}, Options{Rules: DefaultOptions().Rules, Clock: 5 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	r = a.Room()
	b, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob", ID: 2}, "")
	if err != nil {
		t.Fatal(err)
	}
	want := notify.Event{Kind: notify.Started, To: 1, Opponent: "bob", Code: a.Code(), Game: 1, Clock: "5+0"}
	if ev := events(); len(ev) != 1 || ev[0] != want {
		t.Fatalf("after the join: %+v, want %+v", ev, want)
	}
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if ev := events(); len(ev) != 1 {
		t.Fatalf("moves of a live game told: %+v", ev[1:])
	}
	a.Leave()
	if err := b.Resign(); err != nil {
		t.Fatal(err)
	}
	want = notify.Event{Kind: notify.GameOver, To: 1, Opponent: "bob", Code: a.Code(), Game: 1, Clock: "5+0",
		Outcome: notify.Won, Reason: "resignation"}
	if ev := events(); len(ev) != 2 || ev[1] != want {
		t.Fatalf("after the resignation: %+v, want %+v", ev, want)
	}
}
