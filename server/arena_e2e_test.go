package server

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// eventGame is one game of an event as the test plays it over SSH: the
// players' terminals by seat, and its script.
type eventGame struct {
	code         string
	white, black string
	seat         [2]*term // by seat
	// berserk names the player who halves their clock before moving;
	// the game then goes to berserkPlies before the loser resigns.
	berserk string
	// draw: the two agree a draw after room.AbortPlies plies (a short
	// draw); else loser resigns then.
	draw  bool
	loser string
}

// eventDriver plays the games of event id over the players' terminals,
// one move at a time, each game by its script.
type eventDriver struct {
	t     *testing.T
	srv   *Server
	id    tourney.EventID
	terms map[string]*term
	// marks are where each player's screen is read from for their next
	// game's arrival: after their last game ended.
	marks map[string]int
	done  map[string]bool // codes of the games played out
	// script sets a new game's berserk, draw and loser.
	script func(g *eventGame)
	// before, if set, is called before each game is played.
	before func()
	played []*eventGame
}

// berserkPlies is how long a berserk game is played before its loser
// resigns: long enough for the berserk bonus (tournament.BerserkMinPlies).
const berserkPlies = tournament.BerserkMinPlies + 2

func newEventDriver(t *testing.T, srv *Server, id tourney.EventID, terms map[string]*term) *eventDriver {
	// marks start at 0: a player's first game may begin, and its note be
	// drawn, while the others are still joining, and a screen that does
	// not change after a mark shows nothing after it
	return &eventDriver{t: t, srv: srv, id: id, terms: terms, marks: map[string]int{}, done: map[string]bool{}}
}

// view is the event's page as a player who is not in it sees it.
func (d *eventDriver) view() tourney.View {
	d.t.Helper()
	v, err := d.srv.director.View(d.id, room.Player{Name: "onlooker"})
	if err != nil {
		d.t.Fatal(err)
	}
	return v
}

// playUntil plays every game the event opens until stop holds with no
// game of the event left to play.
func (d *eventDriver) playUntil(what string, stop func() bool) {
	d.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		var next *eventGame
		for _, g := range d.view().Games {
			if !d.done[g.Code] {
				next = &eventGame{code: g.Code, white: g.White, black: g.Black}
				break
			}
		}
		if d.before != nil && next != nil {
			d.before()
		}
		if next == nil {
			if stop() {
				return
			}
			if time.Now().After(deadline) {
				d.t.Fatalf("timed out waiting for %s", what)
			}
			time.Sleep(50 * time.Millisecond)
			continue
		}
		d.play(next)
	}
}

// play plays g out by its script over the players' terminals.
func (d *eventDriver) play(g *eventGame) {
	t := d.t
	t.Helper()
	_, white := roomGame(t, d.srv.hub, g.code)
	g.seat[white], g.seat[1-white] = d.terms[g.white], d.terms[g.black]
	for _, n := range []string{g.white, g.black} {
		d.terms[n].waitText(d.marks[n], screentext.EventGameNote) // the lobby, the pages or the last room took them there
	}
	d.script(g)
	plies := room.AbortPlies
	if g.berserk != "" {
		tm := d.terms[g.berserk]
		mk := tm.mark()
		tm.send("Z")
		tm.waitText(mk, g.berserk+" (berserk)")
		plies = berserkPlies
	}
	gp := &gamePlayers{t: t, srv: d.srv, code: g.code, seat: g.seat, spec: g.seat[0], refused: 1}
	for gm, _ := roomGame(t, d.srv.hub, g.code); gm.Ply() < plies; gm, _ = roomGame(t, d.srv.hub, g.code) {
		if _, ok := gp.playOne(); !ok {
			t.Fatalf("game %s ended before its script did: %v", g.code, gm.Moves())
		}
	}
	if g.draw {
		w, b := d.terms[g.white], d.terms[g.black]
		mk := b.mark()
		w.send("o")
		b.waitText(mk, "offers a draw: o accept")
		b.send("o")
	} else {
		tm := d.terms[g.loser]
		mk := tm.mark()
		tm.send("x")
		tm.waitText(mk, "resigns?")
		tm.send("y")
	}
	defer func() {
		if t.Failed() {
			t.Logf("game %s %+v\nwhite's screen:\n%s\nblack's screen:\n%s", g.code, *g, d.terms[g.white].screenText(0), d.terms[g.black].screenText(0))
		}
	}()
	waitUntil(t, "the end of game "+g.code, func() bool {
		r, err := d.srv.hub.Find(g.code)
		if err != nil {
			return true
		}
		r.Mu.Lock()
		defer r.Mu.Unlock()
		res, _ := r.G.Result()
		return res != game.Ongoing
	})
	for _, n := range []string{g.white, g.black} {
		d.marks[n] = d.terms[n].mark()
	}
	d.done[g.code] = true
	d.played = append(d.played, g)
}

// joinEvent connects a key holder called name at 80×24 and joins the
// event named event from the lobby's Tournaments, with one key.
func joinEvent(t *testing.T, addr, name, event string) *term {
	t.Helper()
	return joinEventWith(t, addr, name, newKey(t), event)
}

// joinEventWith is joinEvent with the player's key.
func joinEventWith(t *testing.T, addr, name string, key gossh.Signer, event string) *term {
	t.Helper()
	tm := openTerm(t, addr, name, key, "", 80, 24)
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("t")
	tm.waitText(mk, event)
	mk = tm.mark()
	tm.send("j")
	tm.waitText(mk, "✓")
	return tm
}

// eventGames are the archived games of event id, oldest first, with
// their records.
func eventGames(t *testing.T, srv *Server, id tourney.EventID) ([]store.GameSummary, []*pdn.Record) {
	t.Helper()
	srv.hub.WaitArchived()
	sums, err := srv.store.TournamentGames(t.Context(), int64(id), 0)
	if err != nil {
		t.Fatal(err)
	}
	var recs []*pdn.Record
	for _, s := range sums {
		g, err := srv.store.Game(t.Context(), s.ID)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := pdn.Parse(g.PDN)
		if err != nil || len(rs) != 1 {
			t.Fatalf("game %d: %v", s.ID, err)
		}
		recs = append(recs, rs[0])
	}
	return sums, recs
}

// TestE2EArenaOfSixKeys: six key holders join an arena from the lobby's
// Tournaments at 80×24 and play it over SSH. Every free player is paired
// at once, never with the same opponent twice in a row; a player on two
// wins scores double; a draw agreed in fewer than 20 plies scores 0; a
// berserk win scores one more. When the arena ends, its final standings
// are in the archive with every game, and the finished event's page shows
// them.
func TestE2EArenaOfSixKeys(t *testing.T) {
	t.Parallel()
	var ahead atomic.Int64 // the director's clock, brought forward to end the arena
	srv, addr, _ := startServer(t, func(c *Config) {
		c.tourneyPoll, c.tourneyPairEvery = 100*time.Millisecond, 200*time.Millisecond
		c.tourneyNow = func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) }
	})
	ctx := context.Background()
	const name = "Evening arena"
	id, err := srv.store.CreateTournament(ctx, store.Tournament{Kind: "arena", Name: name, Starts: time.Now(),
		Minutes: 10, Clock: 3 * time.Minute, Increment: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"ann", "ben", "cal", "dan", "eve", "fay"}
	terms := map[string]*term{}
	for _, n := range names {
		terms[n] = joinEvent(t, addr, n, name)
	}
	d := newEventDriver(t, srv, tourney.EventID(id), terms)
	watchTopGame(t, d, addr, name)
	games := map[string]int{} // games played so far, by player
	drawn := false
	d.script = func(g *eventGame) {
		first, second := g.white, g.black
		if second < first {
			first, second = second, first
		}
		switch {
		case first == "ann" && games["ann"] == 0:
			g.berserk = "ann"
		case first != "ann" && !drawn: // the first game without ann
			g.draw, drawn = true, true
		}
		g.loser = second // the name first in the alphabet wins
		games[g.white]++
		games[g.black]++
	}
	d.playUntil("ann's third game", func() bool { return games["ann"] >= 3 && drawn })
	ahead.Store(int64(11 * time.Minute))
	d.playUntil("the arena's end", func() bool {
		ev, err := srv.store.Tournament(ctx, id)
		return err == nil && ev.State == "finished"
	})

	// every game is archived under the event, and the scores are those of
	// the rules, counted again here from the archive
	sums, recs := eventGames(t, srv, tourney.EventID(id))
	if len(sums) != len(d.played) {
		t.Fatalf("%d games archived under the event, %d played", len(sums), len(d.played))
	}
	want := arenaScores(t, d.played, sums, recs)
	final := d.view()
	if final.State != tourney.Finished {
		t.Fatalf("the event's state is %v after its end", final.State)
	}
	for _, r := range final.Rows {
		if r.Score != want[r.Name] {
			t.Errorf("%s scores %d, the rules give %d (sheet %q)", r.Name, r.Score, want[r.Name], r.Sheet)
		}
	}
	for _, r := range final.Rows {
		t.Logf("%d. %s %d streak=%v games=%d sheet=%q", r.Rank, r.Name, r.Score, r.Streak, r.Games, r.Sheet)
	}
	// ann won every game, so is on fire; who leads depends on how many
	// games the others played meanwhile, which the machine's pace decides
	if ann := rowOf(t, final.Rows, "ann"); !ann.Streak {
		t.Errorf("ann won every game, with a berserk first, and is not on fire: row %+v", ann)
	}
	for i := 1; i < len(final.Rows); i++ {
		if a, b := final.Rows[i-1], final.Rows[i]; b.Score > a.Score || b.Rank < a.Rank {
			t.Errorf("the standings are not in the order of the scores: %+v before %+v", a, b)
		}
	}
	var stored struct{ Rows []tourney.Row }
	ev, err := srv.store.Tournament(ctx, id)
	if err != nil || json.Unmarshal([]byte(ev.Result), &stored) != nil || len(stored.Rows) != len(names) {
		t.Fatalf("the archived standings: %v %q", err, ev.Result)
	}
	if top := final.Rows[0].Name; stored.Rows[0].Name != top || stored.Rows[0].Score != want[top] {
		t.Errorf("the archived standings start with %+v", stored.Rows[0])
	}

	// the finished event's page, as a player opens it
	tm := terms["fay"]
	mk := tm.mark()
	tm.send("q") // from the last room or page, back to the lobby
	tm.waitText(mk, lobbyText)
	mk = tm.mark()
	tm.send("t")
	tm.waitText(mk, "finished")
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "ann")
}

// watchTopGame: someone who is not in the event opens its page while it
// runs, sees the standings, and watches its top game from there.
func watchTopGame(t *testing.T, d *eventDriver, addr, event string) {
	t.Helper()
	// Every player is paired before the top game is read: games of equal
	// rank are listed by code, so a game begun later may come first.
	waitUntil(t, "a game for every player", func() bool { return len(d.view().Games) == len(d.terms)/2 })
	top := d.view().Games[0]
	tm := openTerm(t, addr, "onlooker", nil, "", 80, 24)
	defer tm.close()
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("t")
	tm.waitText(mk, event)
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "w watch")
	mk = tm.mark()
	tm.send("w")
	tm.waitText(mk, "watch which game?")
	mk = tm.mark()
	tm.send("1")
	tm.waitText(mk, "Room "+top.Code)
	tm.waitText(mk, "watching")
}

// rowOf is name's row of the standings.
func rowOf(t *testing.T, rows []tourney.Row, name string) tourney.Row {
	t.Helper()
	i := slices.IndexFunc(rows, func(r tourney.Row) bool { return r.Name == name })
	if i < 0 {
		t.Fatalf("%s is not in the standings %+v", name, rows)
	}
	return rows[i]
}

// arenaScores counts each player's arena score from the archived games
// by the rules of docs/tournaments.md, and checks that nobody met the
// same opponent twice in a row.
func arenaScores(t *testing.T, played []*eventGame, sums []store.GameSummary, recs []*pdn.Record) map[string]int {
	t.Helper()
	// who went berserk in each game, by its players (White-Black), in the
	// order their games were played: two players may meet more than once
	berserks := map[string][]string{}
	for _, g := range played {
		berserks[g.white+"-"+g.black] = append(berserks[g.white+"-"+g.black], g.berserk)
	}
	berserk := map[string]string{} // the game being counted's
	score, wins := map[string]int{}, map[string]int{}
	last := map[string]string{}
	for i, s := range sums {
		w, b := s.White.Name, s.Black.Name
		for _, pair := range [][2]string{{w, b}, {b, w}} {
			if last[pair[0]] == pair[1] {
				t.Errorf("%s met %s twice in a row", pair[0], pair[1])
			}
			last[pair[0]] = pair[1]
		}
		plies := recs[i].Game.Ply()
		if q := berserks[w+"-"+b]; len(q) > 0 {
			berserk[w+"-"+b], berserks[w+"-"+b] = q[0], q[1:]
		}
		for _, side := range []struct {
			name string
			won  bool
			lost bool
		}{{w, s.Result == game.WhiteWin, s.Result == game.BlackWin}, {b, s.Result == game.BlackWin, s.Result == game.WhiteWin}} {
			pts := 0
			switch {
			case side.won:
				pts = 2
				if berserk[w+"-"+b] == side.name && plies >= tournament.BerserkMinPlies {
					pts++
				}
			case !side.lost && plies >= tournament.ShortDrawPlies:
				pts = 1
			}
			if wins[side.name] >= 2 {
				pts *= 2
				if berserk[w+"-"+b] == side.name && side.won && plies >= tournament.BerserkMinPlies {
					pts-- // the berserk point is not doubled
				}
			}
			score[side.name] += pts
			if side.won {
				wins[side.name]++
			} else {
				wins[side.name] = 0
			}
		}
	}
	if !strings.Contains(strings.Join(func() []string {
		var ts []string
		for _, s := range sums {
			ts = append(ts, s.Termination)
		}
		return ts
	}(), " "), "draw") {
		t.Error("no game of the arena was drawn")
	}
	return score
}
