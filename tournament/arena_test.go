package tournament

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// newArena joins the players with the ratings given, in order.
func newArena(t *testing.T, players ...any) *Arena {
	t.Helper()
	a := NewArena()
	for i := 0; i < len(players); i += 2 {
		if err := a.Join(ID(players[i].(string)), players[i+1].(int)); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// play pairs a and b (who must be the only free ones) and records g.
func play(t *testing.T, a *Arena, white, black ID, o Outcome, plies int, wb, bb bool) {
	t.Helper()
	ps := a.Pair(nil)
	if len(ps) != 1 {
		t.Fatalf("pairings %v, want one", ps)
	}
	if got := (Pairing{White: white, Black: black}); ps[0] != got && ps[0] != (Pairing{White: black, Black: white}) {
		t.Fatalf("pairing %v, want %v", ps[0], got)
	}
	g := ArenaGame{White: ps[0].White, Black: ps[0].Black, Outcome: o, Plies: plies}
	if ps[0].White != white { // the pairing swapped the colours: swap the result too
		switch o {
		case WhiteWins:
			g.Outcome = BlackWins
		case BlackWins:
			g.Outcome = WhiteWins
		}
		wb, bb = bb, wb
	}
	g.WhiteBerserk, g.BlackBerserk = wb, bb
	if err := a.Record(g); err != nil {
		t.Fatal(err)
	}
}

func points(a *Arena, id ID) []int {
	var out []int
	for _, s := range a.Sheet(id) {
		out = append(out, s.Points)
	}
	return out
}

// TestArenaScoring plays one player through every rule: 2 for a win, a
// streak from the third win on (4 a win, 2 a draw), the streak ended by
// a draw, a short draw's 0 and the streak it ends, berserk's extra point
// and its 7 moves, a loss's 0, an aborted game's nothing.
func TestArenaScoring(t *testing.T) {
	// A meets a new opponent each game, as the opponents' last game was
	// against A; the one before pauses so that the pairing is the wanted one.
	a := newArena(t, "A", 1500)
	prev := ID("")
	only := func(opp ID) {
		if prev != "" {
			must(t, a.Pause(prev))
		}
		must(t, a.Join(opp, 1500))
		prev = opp
	}
	steps := []struct {
		opp     ID
		o       Outcome // from A's side: WhiteWins is A wins
		plies   int
		berserk bool
		want    int
	}{
		{"B", WhiteWins, 40, false, 2},            // win
		{"C", WhiteWins, 40, false, 2},            // second win: the streak starts after it
		{"B", Draw, 40, false, 2},                 // draw on a streak: double, and it ends the streak
		{"C", WhiteWins, 40, true, 3},             // win, berserk after 7 moves: +1
		{"B", WhiteWins, 12, true, 2},             // berserk win too short: no extra point
		{"C", WhiteWins, 40, true, 5},             // on a streak, berserk: 4+1
		{"B", Draw, ShortDrawPlies - 1, false, 0}, // short draw: nothing, ends the streak
		{"C", WhiteWins, 40, false, 2},            // no streak any more
		{"B", Draw, ShortDrawPlies, false, 1},     // a draw of exactly 20 plies pays
		{"C", BlackWins, 60, false, 0},            // loss
		{"B", Aborted, 0, false, -1},              // aborted: not in the sheet
		{"C", WhiteWins, 40, false, 2},            // after the abort
		{"B", WhiteWins, 40, false, 2},            // second win
		{"C", WhiteWins, 40, false, 4},            // third: double
		{"B", WhiteWins, 40, false, 4},            // fourth: still double
		{"C", BlackWins, 40, false, 0},            // loss ends it
		{"B", WhiteWins, 40, false, 2},            // and a win is 2 again
	}
	var want []int
	total := 0
	for i, s := range steps {
		opp := ID(fmt.Sprint(s.opp, i))
		only(opp)
		play(t, a, "A", opp, s.o, s.plies, s.berserk, false)
		if s.want >= 0 {
			want = append(want, s.want)
			total += s.want
		}
		if got := points(a, "A"); !slices.Equal(got, want) {
			t.Fatalf("step %d: A's sheet %v, want %v", i, got, want)
		}
	}
	st := a.Standings()
	if st[0].Player != "A" || st[0].Score != total || st[0].Games != len(want) || st[0].OnFire {
		t.Errorf("standings %+v, want A first with %d in %d games, not on fire", st[0], total, len(want))
	}
}

// TestArenaOnFireMarked checks the standings' streak mark.
func TestArenaOnFireMarked(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1500, "C", 1500)
	must(t, a.Pause("C"))
	play(t, a, "A", "B", WhiteWins, 30, false, false)
	must(t, a.Pause("B"))
	must(t, a.Resume("C"))
	play(t, a, "A", "C", WhiteWins, 30, false, false)
	st := a.Standings()
	if st[0].Player != "A" || !st[0].OnFire || st[0].Score != 4 {
		t.Errorf("first row %+v, want A on fire with 4", st[0])
	}
	for _, r := range st[1:] {
		if r.OnFire {
			t.Errorf("%s marked on fire", r.Player)
		}
	}
}

// TestArenaPairsNearestInScoreAndRating checks the documented order:
// score, then rating, then joining; each paired with the next one free.
func TestArenaPairsNearestInScoreAndRating(t *testing.T) {
	a := newArena(t, "low", 1200, "high", 2000, "mid", 1600, "mid2", 1600, "top", 1900, "x", 1000)
	got := a.Pair(nil)
	want := []Pairing{{"high", "top"}, {"mid", "mid2"}, {"low", "x"}}
	if !slices.Equal(got, want) {
		t.Fatalf("pairings %v, want %v", got, want)
	}
	for _, p := range got {
		if a.Free(p.White) || a.Free(p.Black) {
			t.Errorf("%v: a paired player is still free", p)
		}
	}
	if again := a.Pair(nil); len(again) != 0 {
		t.Errorf("players in play paired again: %v", again)
	}
	// Scores come before ratings: x beats low, mid2 beats mid.
	must(t, a.Record(ArenaGame{White: "low", Black: "x", Outcome: BlackWins, Plies: 30}))
	must(t, a.Record(ArenaGame{White: "mid", Black: "mid2", Outcome: BlackWins, Plies: 30}))
	must(t, a.Record(ArenaGame{White: "high", Black: "top", Outcome: Draw, Plies: 30}))
	// Order: mid2 2, x 2 (score, then rating), high 1, top 1, mid 0,
	// low 0; high and top just met, so high meets mid and top low.
	got = a.Pair(nil)
	want = []Pairing{{"mid2", "x"}, {"high", "mid"}, {"top", "low"}}
	if !slices.Equal(got, want) {
		t.Fatalf("second pairings %v, want %v", got, want)
	}
}

// TestArenaNeverSameOpponentTwiceInARow: two free players who just met
// wait; with a third they meet others.
func TestArenaNeverSameOpponentTwiceInARow(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1500)
	play(t, a, "A", "B", Draw, 30, false, false)
	if ps := a.Pair(nil); len(ps) != 0 {
		t.Fatalf("rematch at once: %v", ps)
	}
	must(t, a.Join("C", 1500))
	ps := a.Pair(nil)
	if len(ps) != 1 || (ps[0].White != "C" && ps[0].Black != "C") {
		t.Fatalf("pairings %v, want C with A or B", ps)
	}
	// An aborted game counts as the last one too.
	must(t, a.Record(ArenaGame{White: ps[0].White, Black: ps[0].Black, Outcome: Aborted}))
	if ps2 := a.Pair(nil); len(ps2) != 1 || ps2[0] == ps[0] || ps2[0] == (Pairing{ps[0].Black, ps[0].White}) {
		t.Fatalf("after an abort: %v (before: %v)", ps2, ps)
	}
}

// TestArenaMayMeet: players who may not meet are never paired.
func TestArenaMayMeet(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1490, "C", 1480, "D", 1470)
	blocked := func(x, y ID) bool {
		pair := []ID{x, y}
		slices.Sort(pair)
		return !(pair[0] == "A" && pair[1] == "B") && !(pair[0] == "C" && pair[1] == "D")
	}
	got := a.Pair(blocked)
	want := []Pairing{{"A", "C"}, {"B", "D"}}
	if !slices.Equal(got, want) {
		t.Fatalf("pairings %v, want %v", got, want)
	}
}

// TestArenaPausedNotPaired: a paused player is not paired; one who
// resumes is.
func TestArenaPausedNotPaired(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1500, "C", 1500)
	must(t, a.Pause("B"))
	ps := a.Pair(nil)
	if len(ps) != 1 || ps[0].White == "B" || ps[0].Black == "B" {
		t.Fatalf("pairings %v", ps)
	}
	must(t, a.Resume("B"))
	must(t, a.Join("D", 1500))
	if ps := a.Pair(nil); len(ps) != 1 {
		t.Fatalf("after resume: %v", ps)
	}
	if err := a.Pause("nobody"); !errors.Is(err, ErrNotJoined) {
		t.Errorf("pause of a stranger: %v", err)
	}
}

// TestArenaRecordChecks: a game not in play is refused; joins twice and
// past the bound are refused.
func TestArenaRecordChecks(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1500)
	if err := a.Record(ArenaGame{White: "A", Black: "B", Outcome: Draw, Plies: 30}); !errors.Is(err, ErrNotPlaying) {
		t.Errorf("record of no game: %v", err)
	}
	a.Pair(nil)
	if err := a.Record(ArenaGame{White: "A", Black: "B", Outcome: Outcome(9)}); !errors.Is(err, ErrBadResult) {
		t.Errorf("record of an unknown outcome: %v", err)
	}
	if err := a.Join("A", 1); !errors.Is(err, ErrJoined) {
		t.Errorf("second join: %v", err)
	}
	for i := a.Players(); i < MaxArenaPlayers; i++ {
		if err := a.Join(ID(fmt.Sprint("p", i)), 1500); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.Join("late", 1500); !errors.Is(err, ErrFull) {
		t.Errorf("join past the bound: %v", err)
	}
}

// TestArenaTiesByPerformance: equal scores are ordered by performance,
// and equal both share a rank.
func TestArenaTiesByPerformance(t *testing.T) {
	a := newArena(t, "A", 1500, "B", 1500, "C", 2000, "D", 1000)
	// A beats the 2000, B beats the 1000: both 2, A's performance higher.
	a.Pair(nil) // C-A? order: C 2000, A, B, D: pairs C-A, B-D
	must(t, a.Record(ArenaGame{White: "C", Black: "A", Outcome: BlackWins, Plies: 30}))
	must(t, a.Record(ArenaGame{White: "B", Black: "D", Outcome: WhiteWins, Plies: 30}))
	st := a.Standings()
	if st[0].Player != "A" || st[1].Player != "B" || st[0].Performance != 2500 || st[1].Performance != 1500 {
		t.Errorf("standings %+v", st)
	}
	if st[2].Rank != 3 || st[3].Rank != 3 { // both lost to a 1500: equal
		t.Errorf("ranks %+v", st)
	}
	b := newArena(t, "A", 1500, "B", 1500)
	if st := b.Standings(); st[0].Rank != 1 || st[1].Rank != 1 {
		t.Errorf("equal players' ranks %+v", st)
	}
}

// TestArenaPairingProperties runs random arenas: the pairing is the same
// for the same history, never pairs players in play, paused, blocked, or
// who just met, and colours stay within one of even.
func TestArenaPairingProperties(t *testing.T) {
	run := func(seed uint64) []Pairing {
		rng := rand.New(rand.NewPCG(seed, 7))
		a := NewArena()
		may := func(x, y ID) bool { return (len(x)+len(y))%7 != 0 }
		var log []Pairing
		var inPlay []Pairing
		for step := range 300 {
			switch r := rng.IntN(10); {
			case r == 0 && a.Players() < 40:
				must(t, a.Join(ID(fmt.Sprint("p", step)), 1000+rng.IntN(1000)))
			case r == 1 && a.Players() > 0:
				id := a.order[rng.IntN(a.Players())].id
				if rng.IntN(2) == 0 {
					_ = a.Pause(id) // may be refused: the random walk does not track it
				} else {
					_ = a.Resume(id) // may be refused: the random walk does not track it
				}
			case r < 5 && len(inPlay) > 0:
				i := rng.IntN(len(inPlay))
				p := inPlay[i]
				inPlay = slices.Delete(inPlay, i, i+1)
				if err := a.Record(ArenaGame{White: p.White, Black: p.Black, Outcome: Outcome(rng.IntN(4)), Plies: rng.IntN(60)}); err != nil {
					t.Fatal(err)
				}
			default:
				for _, p := range a.Pair(may) {
					w, b := a.players[p.White], a.players[p.Black]
					if !may(p.White, p.Black) || w.paused || b.paused {
						t.Fatalf("seed %d: %v paired against the rules", seed, p)
					}
					if (w.whites-1)-w.blacks > b.whites-(b.blacks-1) {
						t.Fatalf("seed %d: colours off balance: %v", seed, p)
					}
					inPlay = append(inPlay, p)
					log = append(log, p)
				}
			}
		}
		// Nobody's two games in a row, aborted ones included, are against
		// the same opponent.
		last := map[ID]ID{}
		for _, p := range log {
			if last[p.White] == p.Black || last[p.Black] == p.White {
				t.Fatalf("seed %d: %v met twice in a row", seed, p)
			}
			last[p.White], last[p.Black] = p.Black, p.White
		}
		return log
	}
	for seed := range uint64(20) {
		if a, b := run(seed), run(seed); !slices.Equal(a, b) {
			t.Fatalf("seed %d: the same history paired differently", seed)
		}
	}
}

// must fails the test at an error.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
