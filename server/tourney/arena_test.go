package tourney

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// arenaResult is how the arena test ends a game: p1 wins every game;
// otherwise p3 wins every game berserk in 20 plies; otherwise p2 draws
// in 10 plies (a short draw); otherwise a draw in 40 plies.
func arenaResult(g pairing) room.EventGame {
	winner := func(id store.PlayerID, plies int, berserk bool) room.EventGame {
		res := room.EventGame{Result: game.WhiteWin, Plies: plies}
		c := 0
		if g.Black == id {
			res.Result, c = game.BlackWin, 1
		}
		res.Berserk[c] = berserk
		return res
	}
	has := func(id store.PlayerID) bool { return g.White == id || g.Black == id }
	switch {
	case has(1):
		return winner(1, 30, false)
	case has(3):
		return winner(3, 20, true)
	case has(2):
		return room.EventGame{Result: game.Draw, Plies: 10}
	}
	return room.EventGame{Result: game.Draw, Plies: 40}
}

// TestArenaOfSixPlayers runs an arena of six players over waves of
// pairings: nobody meets the same opponent twice in a row, p1's wins
// go double on a streak, p3's berserk wins score one more, p2's short
// draws score nothing, a paused player is not paired until they come
// back, and the final standings are written when the last game ends.
func TestArenaOfSixPlayers(t *testing.T) {
	r := newRig(t, arenaRow(1))
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 6; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatalf("join p%d: %v", n, err)
		}
	}
	d.poll(r.ctx) // the start has come
	if got := r.st.row(1).State; got != StateRunning {
		t.Fatalf("state %q, want running", got)
	}
	last := map[store.PlayerID]store.PlayerID{}
	seen := 0
	pausedWaves := 0
	for wave := 0; wave < 12; wave++ {
		if wave == 4 {
			if err := d.Pause(1, player(6)); err != nil {
				t.Fatal(err)
			}
		}
		if wave == 11 {
			r.clock.add(time.Hour - 23*time.Second) // a second before the end
		}
		if wave == 7 {
			if err := d.Resume(1, player(6)); err != nil {
				t.Fatal(err)
			}
		}
		d.tick(r.ctx)
		games := r.rooms.opened(seen)
		seen += len(games)
		if len(games) == 0 {
			t.Fatalf("wave %d paired nobody", wave)
		}
		for _, g := range games {
			if g.Opts.Event != 1 || g.Opts.Clock != 3*time.Minute || g.Opts.Increment != 2*time.Second || g.Opts.Color != room.ChooseWhite {
				t.Errorf("options %+v", g.Opts)
			}
			if last[g.White] == g.Black || last[g.Black] == g.White {
				t.Errorf("wave %d: p%d and p%d paired twice in a row", wave, g.White, g.Black)
			}
			last[g.White], last[g.Black] = g.Black, g.White
			if wave >= 5 && wave < 7 && (g.White == 6 || g.Black == 6) {
				t.Errorf("wave %d: paused p6 was paired", wave)
			}
			if wave >= 5 && wave < 7 {
				pausedWaves++
			}
			if seat := d.Seat(g.White); seat == nil || seat.Code() != g.Code {
				t.Errorf("white's seat %v, want the room %s", seat, g.Code)
			}
			if d.Seat(g.White) != nil {
				t.Error("a seat was handed twice")
			}
			if wave == 11 {
				continue // in play at the end: still counts
			}
			r.end(d, g, arenaResult(g))
		}
		r.clock.add(2 * time.Second)
	}
	if pausedWaves == 0 {
		t.Error("no game while p6 was paused")
	}
	ev := d.evs[1]
	sheet := ev.arena.Sheet(tid(1))
	if len(sheet) < 3 || sheet[0].Points != 2 || sheet[1].Points != 2 || sheet[2].Points != 4 || !sheet[2].Double {
		t.Errorf("p1's sheet %+v: want 2 2 4 (a streak after two wins)", sheet)
	}
	checkSheets(t, ev)

	// Past the end: no new pairings, the games in play finish.
	before := len(r.rooms.opened(0))
	d.tick(r.ctx)
	if r.st.row(1).State != StateRunning || len(r.rooms.opened(0)) != before {
		t.Fatal("the arena paired or finished with games in play at its end")
	}
	if err := d.Join(1, player(7)); err != ErrOver {
		t.Errorf("a join after the end: %v, want ErrOver", err)
	}
	for _, g := range r.rooms.opened(seen - 3) {
		r.end(d, g, arenaResult(g))
	}
	wantRows := ev.rows()
	d.tick(r.ctx)
	row := r.st.row(1)
	if row.State != StateFinished {
		t.Fatalf("state %q after the last game, want finished", row.State)
	}
	var res Result
	if err := json.Unmarshal([]byte(row.Result), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Rows) != 6 || res.Rows[0].Name != "p1" || res.Rows[0] != wantRows[0] {
		t.Errorf("final standings %+v", res.Rows)
	}
	if s := d.List(player(1)); len(s) != 1 || s[0].State != Finished || !s[0].Joined || s[0].Players != 6 {
		t.Errorf("list after the end: %+v", s)
	}
}

// checkSheets checks the scoring of the arena test's results.
func checkSheets(t *testing.T, ev *event) {
	t.Helper()
	for _, s := range ev.arena.Sheet(tid(3)) {
		if s.Result == tournament.Win && (!s.Berserk || s.Points != map[bool]int{false: 3, true: 5}[s.Double]) {
			t.Errorf("p3's berserk win scored %+v, want 3 (5 on a streak)", s)
		}
	}
	short := 0
	for _, s := range ev.arena.Sheet(tid(2)) {
		if s.Opponent != tid(1) && s.Opponent != tid(3) {
			short++
			if s.Result != tournament.ShortDraw || s.Points != 0 {
				t.Errorf("p2's short draw scored %+v, want 0", s)
			}
		}
	}
	if short == 0 {
		t.Error("p2 played no short draw")
	}
}
