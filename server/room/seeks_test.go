package room

import (
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestSeeksNeverPairAcrossABlock: alice has blocked bob. However long
// they wait, quick match leaves them apart (bob stays in his room and
// Requick finds him nobody), and alice's open room is not in bob's list
// of open games, nor can he take it; carol, a stranger to both, sees it,
// takes it, and it leaves the list.
func TestSeeksNeverPairAcrossABlock(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	start := time.Now()
	var ahead time.Duration
	h.SeekClock = func() time.Time { return start.Add(ahead) }
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 1, Blocks: &BlockList{Keys: map[string]bool{}}}
	bob := Player{Name: "bob", Key: "SHA256:bob", ID: 2}
	carol := Player{Name: "carol", Key: "SHA256:carol", ID: 3}
	alice.Blocks.Set(bob, true)

	a, err := h.QuickMatchRanked(alice, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.QuickMatchRanked(bob, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if b.Code() == a.Code() {
		t.Fatal("quick match paired bob with alice, who blocked him")
	}
	ahead = time.Hour // any range
	if c := h.Requick(b); c != nil {
		t.Fatalf("bob moved to room %s after the wait; alice blocked him", c.Code())
	}
	if n := h.CountQuickWaiting(); n != 2 {
		t.Fatalf("%d waiting in quick match, want alice and bob", n)
	}
	a.Leave()
	b.Leave()

	o, err := h.CreateRanked(alice, Options{Rules: game.DefaultRules(), Open: true}, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if games := h.OpenGames(bob); len(games) != 0 {
		t.Fatalf("bob sees the open games of alice, who blocked him: %+v", games)
	}
	if _, err := h.JoinOpen(o.Code(), bob); err == nil {
		t.Fatal("bob took the open seat of alice, who blocked him")
	}
	if games := h.OpenGames(alice); len(games) != 0 {
		t.Fatalf("alice is offered her own open game: %+v", games)
	}
	games := h.OpenGames(carol)
	if len(games) != 1 || games[0].Code != o.Code() || games[0].Creator != "alice" {
		t.Fatalf("carol's open games: %+v, want alice's room %s", games, o.Code())
	}
	c, err := h.JoinOpen(o.Code(), carol)
	if err != nil || c.Code() != o.Code() {
		t.Fatalf("carol joins the open game: %v", err)
	}
	if games := h.OpenGames(Player{Name: "dan", Key: "SHA256:dan", ID: 4}); len(games) != 0 {
		t.Fatalf("a filled room is still listed: %+v", games)
	}
}

// TestQuickWaitingCountsAPlayerLookingAgain: a waiting player who looks
// for an older room each second (Requick) is still waiting while looking:
// the lobby's count does not drop by one at each look.
func TestQuickWaitingCountsAPlayerLookingAgain(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	c, err := h.QuickMatchRanked(Player{Name: "alice", Key: "SHA256:alice", ID: 1}, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	r := c.Room()
	r.Mu.Lock()
	r.moving = true // as Requick holds it while it looks
	r.Mu.Unlock()
	if n := h.CountQuickWaiting(); n != 1 {
		t.Errorf("%d waiting in quick match while alice looks again, want 1", n)
	}
	r.Mu.Lock()
	r.moving = false
	r.Mu.Unlock()
	c.Leave()
	if n := h.CountQuickWaiting(); n != 0 {
		t.Errorf("%d waiting in quick match once alice left, want 0", n)
	}
}
