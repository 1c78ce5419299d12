package server

import (
	"context"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// TestE2EArenaOutlivesARestart: four key holders in an arena; one game is
// over (ann beat ben) and one in progress (cal and dan) when the server
// shuts down. A new server on the same data directory has the event,
// its players and ann's points; cal and dan go back to their game from
// the lobby, dan resigns, and that result is scored once.
func TestE2EArenaOutlivesARestart(t *testing.T) {
	t.Parallel()
	quick := func(c *Config) { c.tourneyPoll, c.tourneyPairEvery = 100*time.Millisecond, 200*time.Millisecond }
	srv, addr, _ := startServer(t, quick)
	ctx := context.Background()
	const name = "Night arena"
	id, err := srv.store.CreateTournament(ctx, store.Tournament{Kind: "arena", Name: name, Starts: time.Now(),
		Minutes: 60, Clock: 5 * time.Minute, Increment: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"ann", "ben", "cal", "dan"}
	keys, terms := map[string]gossh.Signer{}, map[string]*term{}
	for _, n := range names {
		keys[n] = newKey(t)
		terms[n] = joinEventWith(t, addr, n, keys[n], name)
	}
	d := newEventDriver(t, srv, tourney.EventID(id), terms)
	d.script = func(g *eventGame) { g.loser = max(g.white, g.black) }
	waitUntil(t, "two games", func() bool { return len(d.view().Games) == 2 })
	var inProgress *eventGame
	for _, g := range d.view().Games {
		eg := &eventGame{code: g.Code, white: g.White, black: g.Black}
		if g.White == "ann" || g.Black == "ann" {
			d.play(eg)
			continue
		}
		inProgress = eg
	}
	if inProgress == nil || d.played[0].loser != "ben" {
		t.Fatalf("the first wave was not ann-ben and cal-dan: %+v", d.view().Games)
	}
	_, white := roomGame(t, srv.hub, inProgress.code)
	var seatName [2]string
	seatName[white], seatName[1-white] = inProgress.white, inProgress.black
	inProgress.seat = [2]*term{terms[seatName[0]], terms[seatName[1]]}
	for _, n := range seatName {
		terms[n].waitText(d.marks[n], screentext.EventGameNote)
	}
	gp := &gamePlayers{t: t, srv: srv, code: inProgress.code, seat: inProgress.seat, spec: inProgress.seat[0], refused: 1}
	for g, _ := roomGame(t, srv.hub, inProgress.code); g.Ply() <= room.AbortPlies; g, _ = roomGame(t, srv.hub, inProgress.code) {
		gp.playOne()
	}
	sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		t.Fatal(err)
	}

	dir := srv.cfg.DataDir
	srv2, addr2, _ := startServer(t, func(c *Config) { quick(c); c.DataDir = dir })
	d2 := newEventDriver(t, srv2, tourney.EventID(id), nil)
	waitUntil(t, "the event read again", func() bool {
		_, err := srv2.director.View(tourney.EventID(id), room.Player{Name: "onlooker"})
		return err == nil
	})
	v := d2.view()
	if v.State != tourney.Running || v.Players != len(names) || rowOf(t, v.Rows, "ann").Score != 2 {
		t.Fatalf("after the restart: state %v, %d players, rows %+v", v.State, v.Players, v.Rows)
	}
	back := map[string]*term{}
	for _, n := range []string{inProgress.white, inProgress.black} {
		tm := openTerm(t, addr2, n, keys[n], "", 80, 24)
		tm.waitText(0, "you have a game in progress in room "+inProgress.code)
		mk := tm.mark()
		tm.typeKeys("\r")
		tm.waitText(mk, "you play")
		back[n] = tm
	}
	gp2 := &gamePlayers{t: t, srv: srv2, code: inProgress.code, seat: [2]*term{back[seatName[0]], back[seatName[1]]},
		spec: back[inProgress.white], refused: 1}
	gp2.playOne()
	resignKeys(t, back["dan"], back["cal"])
	waitUntil(t, "cal's win scored", func() bool {
		v := d2.view()
		for _, r := range v.Rows {
			if r.Name == "cal" {
				return r.Score == 2 && r.Games == 1
			}
		}
		return false
	})
	v = d2.view()
	for n, want := range map[string][2]int{"ann": {2, 1}, "ben": {0, 1}, "cal": {2, 1}, "dan": {0, 1}} {
		if r := rowOf(t, v.Rows, n); r.Score != want[0] || r.Games != want[1] {
			t.Errorf("%s: %d points in %d games, want %d in %d", n, r.Score, r.Games, want[0], want[1])
		}
	}
}
