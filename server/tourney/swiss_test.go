package tourney

import (
	"cmp"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// lowerWins is how the swiss test ends a game: the player of the lower
// number wins.
func lowerWins(g pairing) room.EventGame {
	if g.White < g.Black {
		return room.EventGame{Result: game.WhiteWin, Plies: 40}
	}
	return room.EventGame{Result: game.BlackWin, Plies: 40}
}

// playRound plays the round's matches: the first games, then (after a
// tick) the second ones, colours swapped. withdraw, when not 0, leaves
// after the first games: their second game is lost unplayed.
func playRound(t *testing.T, r *rig, seen *int, withdraw store.PlayerID) {
	t.Helper()
	d := r.d
	firsts := r.rooms.opened(*seen)
	*seen += len(firsts)
	ms := d.evs[2].swiss.Matches(d.evs[2].swiss.Round())
	for _, g := range firsts {
		if !slices.ContainsFunc(ms, func(m tournament.Match) bool { return m.First == tid(g.White) && m.Second == tid(g.Black) }) {
			t.Errorf("first game p%d–p%d: White is not the match's First", g.White, g.Black)
		}
		r.end(d, g, lowerWins(g))
	}
	if withdraw != 0 {
		if err := d.Withdraw(2, player(int(withdraw))); err != nil {
			t.Fatal(err)
		}
	}
	d.tick(r.ctx)
	seconds := r.rooms.opened(*seen)
	*seen += len(seconds)
	for _, g := range seconds {
		if !slices.ContainsFunc(firsts, func(f pairing) bool { return f.White == g.Black && f.Black == g.White }) {
			t.Errorf("second game p%d–p%d: colours not swapped", g.White, g.Black)
		}
		r.end(d, g, lowerWins(g))
	}
	if want := len(firsts) - boolInt(withdraw != 0); len(seconds) != want {
		t.Errorf("%d second games opened, want %d", len(seconds), want)
	}
}

// TestSwissOfSevenPlayers runs a swiss event of three rounds: seven
// players, a withdrawal and a late join after round 1 (seven again: a
// bye each round, never twice to one player), matches of two games with
// colours swapped, a withdrawal in the middle of a match of round 3
// (the second game lost unplayed), and final standings ordered by
// points, Buchholz and Sonneborn-Berger, with every round's pairings.
func TestSwissOfSevenPlayers(t *testing.T) {
	r := newRig(t, swissRow(2, 3))
	d := r.d
	r.clock.add(-time.Minute) // joins before the start
	d.poll(r.ctx)
	for n := 1; n <= 7; n++ {
		if err := d.Join(2, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Pause(2, player(1)); err != ErrNoPause {
		t.Errorf("pause in a swiss: %v, want ErrNoPause", err)
	}
	r.clock.add(time.Minute)
	d.poll(r.ctx)
	seen := 0
	d.tick(r.ctx) // round 1
	playRound(t, r, &seen, 0)
	if err := d.Withdraw(2, player(5)); err != nil {
		t.Fatal(err)
	}
	if err := d.Join(2, player(8)); err != nil {
		t.Fatal(err)
	}
	d.tick(r.ctx) // round 2
	playRound(t, r, &seen, 0)
	d.tick(r.ctx) // round 3
	var leaver store.PlayerID
	for _, m := range d.evs[2].swiss.Matches(3) {
		if !m.Bye() {
			leaver = pid(m.First)
		}
	}
	playRound(t, r, &seen, leaver)

	ev := d.evs[2]
	byes := map[tournament.ID]bool{}
	for round := 1; round <= 3; round++ {
		bye := 0
		for _, m := range ev.swiss.Matches(round) {
			if m.Bye() {
				bye++
				if byes[m.First] {
					t.Errorf("round %d: a second bye for %s", round, m.First)
				}
				byes[m.First] = true
			}
			if round > 1 && (m.First == tid(5) || m.Second == tid(5)) {
				t.Errorf("round %d: withdrawn p5 paired", round)
			}
			if round == 3 && m.First == tid(leaver) && (!m.Done || m.Games[1] != tournament.WhiteWins) {
				t.Errorf("the leaver's match %+v: want the second game lost by them", m)
			}
		}
		if bye != 1 {
			t.Errorf("round %d: %d byes, want 1", round, bye)
		}
	}
	if err := d.Join(2, player(9)); err != ErrClosed {
		t.Errorf("a join after the last round is paired: %v, want ErrClosed", err)
	}
	d.tick(r.ctx)
	row := r.st.row(2)
	if row.State != StateFinished {
		t.Fatalf("state %q, want finished", row.State)
	}
	var res Result
	if err := json.Unmarshal([]byte(row.Result), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Rounds) != 3 || len(res.Rows) != 8 {
		t.Fatalf("result: %d rounds, %d rows", len(res.Rounds), len(res.Rows))
	}
	if !slices.IsSortedFunc(res.Rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(b.Buchholz, a.Buchholz),
			cmp.Compare(b.SonnebornBerger, a.SonnebornBerger))
	}) {
		t.Errorf("standings not ordered by points and tie-breaks: %+v", res.Rows)
	}
	if res.Rows[0].Name != "p1" || res.Rows[0].Score != 3*tournament.MatchWin {
		t.Errorf("first row %+v, want p1 with three won matches", res.Rows[0])
	}
	if res.Rows[0].Buchholz == 0 || res.Rows[0].SonnebornBerger == 0 {
		t.Errorf("first row %+v: no tie-breaks", res.Rows[0])
	}
	t.Logf("round 1: %q", res.Rounds[0])
}

// TestSwissRespectsMayMeet: two players the predicate keeps apart are
// never paired; when no pairing of a round avoids repeats and them, the
// event ends early with a note.
func TestSwissRespectsMayMeet(t *testing.T) {
	r := newRig(t, swissRow(2, 3))
	apart := func(a, b room.Player, _ bool) bool { return min(a.ID, b.ID) != 1 || max(a.ID, b.ID) != 2 }
	r.d = r.director(apart)
	d := r.d
	r.clock.add(-time.Minute)
	d.poll(r.ctx)
	for n := 1; n <= 4; n++ {
		if err := d.Join(2, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	r.clock.add(time.Minute)
	d.poll(r.ctx)
	seen := 0
	for round := 1; round <= 3 && d.evs[2] != nil; round++ {
		d.tick(r.ctx)
		if d.evs[2] == nil {
			break // ended early
		}
		for _, g := range r.rooms.opened(seen) {
			if g.White+g.Black == 3 {
				t.Errorf("round %d paired p1 and p2", round)
			}
		}
		playRound(t, r, &seen, 0)
	}
	d.tick(r.ctx)
	row := r.st.row(2)
	var res Result
	if err := json.Unmarshal([]byte(row.Result), &res); err != nil || row.State != StateFinished {
		t.Fatalf("state %q, result %q", row.State, row.Result)
	}
	if len(res.Rounds) != 2 || res.Note != noteNoPairing {
		t.Errorf("%d rounds, note %q: want 2 rounds and an early end", len(res.Rounds), res.Note)
	}
}
