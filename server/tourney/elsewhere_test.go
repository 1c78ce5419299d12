package tourney

import "testing"

// TestArenaPairsNobodyInAnotherEventsGame: p1 and p2 play a game of
// arena 1; arena 2, where they are too, pairs p3 and p4 only, and pairs
// p1 and p2 once their game of arena 1 is over.
func TestArenaPairsNobodyInAnotherEventsGame(t *testing.T) {
	r := newRig(t, arenaRow(1), arenaRow(2))
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 2; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d.poll(r.ctx)
	d.tick(r.ctx)
	first := r.rooms.opened(0)
	if len(first) != 1 {
		t.Fatalf("arena 1 opened %d games of p1 and p2, want 1", len(first))
	}
	for n := 1; n <= 4; n++ {
		if err := d.Join(2, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d.tick(r.ctx)
	busy := func(g pairing) bool { return g.White <= 2 || g.Black <= 2 }
	for _, g := range r.rooms.opened(1) {
		if busy(g) {
			t.Fatalf("arena %d paired p%d and p%d while p1 and p2 play in arena 1", g.Opts.Event, g.White, g.Black)
		}
	}
	if n := len(r.rooms.opened(1)); n != 1 {
		t.Fatalf("arena 2 opened %d games, want p3–p4's", n)
	}
	r.end(d, first[0], arenaResult(first[0]))
	d.tick(r.ctx)
	again := r.rooms.opened(2)
	if len(again) != 1 || !busy(again[0]) || again[0].Opts.Event != 2 {
		t.Fatalf("once their game of arena 1 was over, arena 2 opened %+v", again)
	}
}
