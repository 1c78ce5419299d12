package server

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// quietMove is a move of g that captures nothing and leaves the other
// side nothing to capture.
func quietMove(t *testing.T, g *game.Game) game.Move {
	t.Helper()
	p, rules := g.Position(), g.Rules()
	for _, m := range p.LegalMoves(rules, nil) {
		if m.N == 0 && !slices.ContainsFunc(p.Apply(m).LegalMoves(rules, nil), func(r game.Move) bool { return r.N != 0 }) {
			return m
		}
	}
	t.Fatalf("no quiet move in %v", p)
	return game.Move{}
}

// TestE2ERoomGameEndsAtThePlyLimit: a room game without the repetition
// and no-progress draws, two mullas shuffling, is a draw when its
// game.MaxPlies-th ply is played over SSH: both screens say so, and the
// archived record says why it ended.
func TestE2ERoomGameEndsAtThePlyLimit(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	rules, err := game.ParseRules("repetition=0,no-progress=0")
	if err != nil {
		t.Fatal(err)
	}
	start, err := game.ParsePosition("W4/5/5/5/3B1 w")
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(rules, start)
	for g.Ply() < game.MaxPlies-2 {
		if err := g.Play(quietMove(t, g)); err != nil {
			t.Fatal(err)
		}
	}
	underRoomLock(t, srv.hub, code, func(r *Room) { // the shuffling so far, as if played
		r.opts.Rules, r.g = rules, g
		r.broadcastLocked(time.Now())
	})
	seats := [2]*term{alice, bob} // alice plays White
	for _, s := range seats {     // the shuffling shown: keys now play on from it
		s.waitText(0, fmt.Sprintf("%d. %s", g.Ply()/2, g.Moves()[g.Ply()-2]))
	}
	for i := range 2 {
		now, _ := roomGame(t, srv.hub, code)
		m := quietMove(t, now)
		mk := seats[1-i].mark()
		seats[i].send(moveKeys(m))
		seats[1-i].waitText(mk, "played "+m.String())
	}
	over, _ := roomGame(t, srv.hub, code)
	if res, why := over.Result(); res != game.Draw || why != game.PlyLimit {
		t.Fatalf("after %d plies: %v (%v); want a draw by the ply limit", over.Ply(), res, why)
	}
	srv.hub.saves.Wait()
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	recs, err := pdn.Parse(archivedGames(t, srv.hub)[0].PDN)
	if err != nil {
		t.Fatal(err)
	}
	if res, why := recs[0].FinalResult(); res != game.Draw || why != "ply limit" {
		t.Fatalf("the archived record ends %v (%q); want a draw by the ply limit", res, why)
	}
}
