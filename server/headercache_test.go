package server

import (
	"image/color"
	"slices"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// TestRoomHeaderCacheMatchesFresh: through a game with clocks — keys
// typed, moves, time passing, the opponent gone with the seat kept, the
// window resized, the colours changed — the room's header drawn through
// its cache is the one drawn afresh, at each step and at instants the
// clocks show differently; and a key typed reuses the header drawn
// before.
func TestRoomHeaderCacheMatchesFresh(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Hour)
	ann, bob := clockRoom(t, a)
	rs := a.room
	take := func(what string, ok func(*State) bool) {
		t.Helper()
		rs.apply(waitFor(t, ann, what, ok))
	}
	take("the start", func(s *State) bool { return s.Started })
	step := 0
	// check draws the header at an instant, does change, and compares the
	// header drawn then (the cache holding the one before the change) with
	// one drawn afresh, at that instant and at later ones
	check := func(what string, change func()) {
		t.Helper()
		step++
		base := time.Now()
		rs.header(base)
		change()
		for _, d := range []time.Duration{0, 400 * time.Millisecond, 1100 * time.Millisecond, 2600 * time.Millisecond, 61 * time.Second} {
			now := base.Add(d)
			cached := rs.header(now)
			if fresh := rs.headerRows(now); !slices.Equal(cached, fresh) {
				t.Fatalf("step %d (%s), %v on: the cached header differs from the one drawn afresh:\n%q\n%q", step, what, d, cached, fresh)
			}
		}
	}
	now := time.Now()
	before := rs.header(now)
	a.Update(keypress.Key("c"))
	if after := rs.header(now); &after[0] != &before[0] {
		t.Fatal("a key typed drew the header again")
	}
	for _, k := range []string{"2", "enter", "c", "3", "enter"} {
		check("key "+k, func() { a.Update(keypress.Key(k)) })
	}
	check("white moved", func() {
		if err := ann.Move(mustMove(t, rs.st.Game, "c2-c3")); err != nil {
			t.Fatal(err)
		}
		take("white's move", func(s *State) bool { return s.Game.Ply() == 1 })
	})
	for ply := 2; ply <= 4; ply++ {
		mover := bob
		if ply%2 == 1 {
			mover = ann
		}
		check("a move, the clocks run", func() {
			if err := mover.Move(rs.st.Game.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
			take("the move", func(s *State) bool { return s.Game.Ply() == ply })
		})
	}
	check("the opponent gone, the seat kept", func() {
		bob.Leave()
		take("bob gone", func(s *State) bool { return !s.Seats[1].Connected })
	})
	check("narrower", func() { a.Update(tea.WindowSizeMsg{Width: 60, Height: 34}) })
	check("lower", func() { a.Update(tea.WindowSizeMsg{Width: 60, Height: 12}) })
	check("light background", func() { a.Update(tea.BackgroundColorMsg{Color: color.White}) })
	check("the opponent's rating known", func() { rs.rival.rating = "1500?" })
}

// clockRoom has a's player, ann, create a room of 5+3 playing White, and
// show it, and bob join it.
func clockRoom(t testing.TB, a *app) (ann, bob *Client) {
	t.Helper()
	opts := DefaultRoomOptions()
	opts.Clock, opts.Increment, opts.Color = 5*time.Minute, 3*time.Second, ChooseWhite
	ann, err := a.srv.hub.Create(a.player, opts)
	if err != nil {
		t.Fatal(err)
	}
	a.enterRoom(ann, "")
	bob, err = a.srv.hub.Join(ann.Code(), Player{Name: "bob", Key: "kb"}, "")
	if err != nil {
		t.Fatal(err)
	}
	return ann, bob
}

// mustMove is the move of text in g's position.
func mustMove(t *testing.T, g *game.Game, text string) game.Move {
	t.Helper()
	m, err := game.ParseMove(g.Position(), g.Rules(), text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
