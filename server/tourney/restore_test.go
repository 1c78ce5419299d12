package tourney

import (
	"maps"
	"reflect"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// TestRestartLosesNothing plays an arena and a swiss event part way,
// with games in play and a swiss match half played, then builds a
// second director on the same store: replaying the logs, it has the
// same standings, games in play, paused players and pairings, and goes
// on from there (the swiss match's second game opens).
func TestRestartLosesNothing(t *testing.T) {
	r := newRig(t, arenaRow(1), swissRow(2, 3))
	d := r.d
	r.clock.add(-time.Minute)
	d.poll(r.ctx)
	for n := 1; n <= 6; n++ {
		for _, id := range []EventID{1, 2} {
			if err := d.Join(id, player(n)); err != nil {
				t.Fatal(err)
			}
		}
	}
	r.clock.add(time.Minute)
	d.poll(r.ctx)
	seen := 0
	for wave := range 5 {
		if wave == 2 {
			if err := d.Pause(1, player(4)); err != nil {
				t.Fatal(err)
			}
		}
		d.tick(r.ctx)
		for i, g := range r.rooms.opened(seen) {
			seen++
			if g.Opts.Event == 1 && wave < 4 && i > 0 || g.Opts.Event == 2 && wave == 0 {
				r.end(d, g, arenaResult(g)) // the swiss's first games, and most arena games
			}
		}
		r.clock.add(2 * time.Second)
	}
	if len(d.evs[1].games) == 0 || len(d.evs[2].firstGames) == 0 {
		t.Fatal("nothing in play to restore")
	}

	d2 := r.director(nil)
	d2.poll(r.ctx)
	for _, id := range []EventID{1, 2} {
		a, b := d.evs[id], d2.evs[id]
		if !reflect.DeepEqual(a.rows(), b.rows()) {
			t.Errorf("event %d: standings\n%+v\nrestored as\n%+v", id, a.rows(), b.rows())
		}
		if !maps.EqualFunc(a.games, b.games, func(x, y *inPlay) bool {
			return x.white == y.white && x.black == y.black && x.game == y.game
		}) {
			t.Errorf("event %d: games in play %v, restored %v", id, a.games, b.games)
		}
		if !maps.Equal(a.firstGames, b.firstGames) {
			t.Errorf("event %d: first games %v, restored %v", id, a.firstGames, b.firstGames)
		}
		if !b.started {
			t.Errorf("event %d not running after the restart", id)
		}
	}
	if !d2.evs[1].players[4].paused {
		t.Error("p4's pause was lost")
	}
	if !reflect.DeepEqual(d.evs[2].pairings(1), d2.evs[2].pairings(1)) {
		t.Errorf("pairings %q restored as %q", d.evs[2].pairings(1), d2.evs[2].pairings(1))
	}
	// The restored director goes on: the swiss matches' second games,
	// opened before the restart, end; round 2 is paired.
	for _, g := range r.rooms.opened(0) {
		if g.Opts.Event == 2 && d2.evs[2].games[g.Code] != nil {
			r.end(d2, g, lowerWins(g))
		}
	}
	before := len(r.rooms.opened(0))
	d2.tick(r.ctx)
	opened := 0
	for _, g := range r.rooms.opened(before) {
		if g.Opts.Event == 2 {
			opened++
		}
	}
	if d2.evs[2].swiss.Round() != 2 || opened != 3 {
		t.Errorf("after the restart: round %d, %d games opened; want round 2, 3 games", d2.evs[2].swiss.Round(), opened)
	}
}

// TestRestoredPlayersShowUpAgain: after a restart the director knows a
// player's name, key and id from the log, not their address; the page
// they look at (View) brings it back, and the pairing predicate sees it.
func TestRestoredPlayersShowUpAgain(t *testing.T) {
	row := arenaRow(1)
	row.Rated = true
	r := newRig(t, row)
	sameAddr := func(a, b room.Player, _ bool) bool { return a.Addr != "" && b.Addr != "" && a.Addr != b.Addr }
	r.d = r.director(sameAddr)
	r.d.poll(r.ctx)
	for n := 1; n <= 2; n++ {
		if err := r.d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d2 := r.director(sameAddr)
	d2.poll(r.ctx)
	d2.tick(r.ctx)
	if n := len(r.rooms.opened(0)); n != 0 {
		t.Fatalf("%d games paired with addresses unknown", n)
	}
	for n := 1; n <= 2; n++ {
		if _, err := d2.View(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d2.tick(r.ctx)
	if n := len(r.rooms.opened(0)); n != 1 {
		t.Errorf("%d games once both showed up, want 1", n)
	}
}
