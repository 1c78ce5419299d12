package tournament

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

func newSwiss(t *testing.T, rounds int, n int) *Swiss {
	t.Helper()
	s, err := NewSwiss(rounds)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := s.Join(ID(fmt.Sprint("p", i+1)), 2000-10*i); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestMatchPoints: a match's points come from its two games' points.
func TestMatchPoints(t *testing.T) {
	cases := []struct {
		g1, g2        Outcome
		first, second int
	}{
		{WhiteWins, BlackWins, MatchWin, MatchLoss}, // First won both
		{WhiteWins, WhiteWins, MatchTie, MatchTie},  // each won with White
		{Draw, Draw, MatchTie, MatchTie},            // two draws
		{WhiteWins, Draw, MatchWin, MatchLoss},      // 1½–½
		{Draw, WhiteWins, MatchLoss, MatchWin},      // ½–1½
		{BlackWins, WhiteWins, MatchLoss, MatchWin}, // Second won both
		{BlackWins, BlackWins, MatchTie, MatchTie},  // each won with Black
	}
	for _, c := range cases {
		m := Match{First: "a", Second: "b", Games: [2]Outcome{c.g1, c.g2}, Done: true}
		if f, s := m.Points("a"), m.Points("b"); f != c.first || s != c.second {
			t.Errorf("games %v: points %d–%d, want %d–%d", m.Games, f, s, c.first, c.second)
		}
	}
	if p := (Match{First: "a"}).Points("a"); p != ByePoints {
		t.Errorf("bye: %d", p)
	}
}

// TestSwissFirstRoundAndColours: round 1 pairs the top half with the
// bottom half in order; each match has colours swapped.
func TestSwissFirstRoundAndColours(t *testing.T) {
	s := newSwiss(t, 3, 6)
	ms, err := s.PairRound(nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, fmt.Sprint(m.First, "-", m.Second))
		if m.White(0) != m.First || m.White(1) != m.Second {
			t.Errorf("%v: colours not swapped", m)
		}
	}
	want := []string{"p1-p4", "p2-p5", "p3-p6"}
	if !slices.Equal(got, want) {
		t.Errorf("round 1 %v, want %v", got, want)
	}
	if _, err := s.PairRound(nil); !errors.Is(err, ErrRoundInPlay) {
		t.Errorf("pairing with a round in play: %v", err)
	}
	if err := s.Record("p1", "p4", Outcome(9), Draw); !errors.Is(err, ErrBadResult) {
		t.Errorf("a game neither won, lost, drawn nor aborted: %v", err)
	}
	if err := s.Record("p4", "p1", Draw, Draw); !errors.Is(err, ErrNotPlaying) {
		t.Errorf("wrong order: %v", err)
	}
}

// TestSwissAbortedGamesScoreNothing: an aborted game gives no game point
// to either player, so the other game decides the match; a match of two
// aborted games gives no match point to either.
func TestSwissAbortedGamesScoreNothing(t *testing.T) {
	s := newSwiss(t, 1, 4)
	ms, err := s.PairRound(nil)
	if err != nil || len(ms) != 2 {
		t.Fatalf("round 1: %v %v", ms, err)
	}
	if err := s.Record(ms[0].First, ms[0].Second, Aborted, WhiteWins); err != nil { // Second wins game 2
		t.Fatal(err)
	}
	if err := s.Record(ms[1].First, ms[1].Second, Aborted, Aborted); err != nil {
		t.Fatal(err)
	}
	m := s.Matches(1)
	if m[0].Points(ms[0].Second) != MatchWin || m[0].Points(ms[0].First) != MatchLoss {
		t.Errorf("an aborted game and a win: %d-%d", m[0].Points(ms[0].First), m[0].Points(ms[0].Second))
	}
	if m[1].Points(ms[1].First) != 0 || m[1].Points(ms[1].Second) != 0 {
		t.Errorf("two aborted games scored %d-%d", m[1].Points(ms[1].First), m[1].Points(ms[1].Second))
	}
}

// TestSwissByeAndScoring: five players; the bye goes to the lowest
// placed, never twice; the standings add match points and tie-breaks.
func TestSwissByeAndScoring(t *testing.T) {
	s := newSwiss(t, 4, 5)
	byes := map[ID]int{}
	for r := 1; r <= 4; r++ {
		ms, err := s.PairRound(nil)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		for _, m := range ms {
			if m.Bye() {
				byes[m.First]++
				continue
			}
			// The higher placed wins both games.
			if err := s.Record(m.First, m.Second, WhiteWins, BlackWins); err != nil {
				t.Fatal(err)
			}
		}
		if r == 1 && !ms[len(ms)-1].Bye() || r == 1 && ms[len(ms)-1].First != "p5" {
			t.Errorf("round 1's bye: %v", ms)
		}
	}
	for id, n := range byes {
		if n > 1 {
			t.Errorf("%s had %d byes", id, n)
		}
	}
	if len(byes) != 4 {
		t.Errorf("byes %v, want four players with one each", byes)
	}
	if !s.Finished() {
		t.Error("not finished after the last round")
	}
	if _, err := s.PairRound(nil); !errors.Is(err, ErrFinished) {
		t.Errorf("a round past the last: %v", err)
	}
	if err := s.Join("late", 1500); !errors.Is(err, ErrFinished) {
		t.Errorf("join after the last round: %v", err)
	}
	// The standings' points are the matches' points.
	total := map[ID]int{}
	for r := 1; r <= 4; r++ {
		for _, m := range s.Matches(r) {
			total[m.First] += m.Points(m.First)
			if !m.Bye() {
				total[m.Second] += m.Points(m.Second)
			}
		}
	}
	for _, row := range s.Standings() {
		if row.Points != total[row.Player] {
			t.Errorf("%s: %d points, matches say %d", row.Player, row.Points, total[row.Player])
		}
	}
}

// TestSwissTieBreaks checks Buchholz and Sonneborn-Berger by hand on a
// four-player event of two rounds.
func TestSwissTieBreaks(t *testing.T) {
	s := newSwiss(t, 2, 4)
	// Round 1: p1-p3, p2-p4.
	if _, err := s.PairRound(nil); err != nil {
		t.Fatal(err)
	}
	must(t, s.Record("p1", "p3", WhiteWins, BlackWins)) // p1 wins
	must(t, s.Record("p2", "p4", WhiteWins, WhiteWins)) // tie
	// Round 2: p1 (2) meets the best of p2, p4 (1): p1-p2; p4-p3? p4 1, p3 0.
	ms, _ := s.PairRound(nil)
	var got []string
	for _, m := range ms {
		got = append(got, fmt.Sprint(m.First, "-", m.Second))
	}
	if want := []string{"p1-p2", "p4-p3"}; !slices.Equal(got, want) {
		t.Fatalf("round 2 %v, want %v", got, want)
	}
	must(t, s.Record("p1", "p2", Draw, Draw))           // tie
	must(t, s.Record("p4", "p3", BlackWins, WhiteWins)) // p3 wins
	// Points: p1 3, p2 2, p3 2, p4 1.
	// Buchholz: p1 p3+p2 = 4; p2 p4+p1 = 4; p3 p1+p4 = 4; p4 p2+p3 = 4.
	// SB: p1 2·2 + 1·2 = 6; p2 1·1 + 1·3 = 4; p3 0·3 + 2·1 = 2; p4 1·2 + 0·2 = 2.
	want := []SwissStanding{
		{1, "p1", 3, 4, 6, 2, false},
		{2, "p2", 2, 4, 4, 2, false},
		{3, "p3", 2, 4, 2, 2, false},
		{4, "p4", 1, 4, 2, 2, false},
	}
	if got := s.Standings(); !slices.Equal(got, want) {
		t.Errorf("standings\n%+v\nwant\n%+v", got, want)
	}
}

// TestSwissLateJoinAndWithdrawal: a late player enters with 0 points and
// is paired from the next round; a withdrawn one is never paired again
// and cannot rejoin.
func TestSwissLateJoinAndWithdrawal(t *testing.T) {
	s := newSwiss(t, 3, 4)
	ms, _ := s.PairRound(nil)
	for _, m := range ms {
		must(t, s.Record(m.First, m.Second, Draw, Draw))
	}
	must(t, s.Join("late", 2500))
	must(t, s.Withdraw("p2"))
	ms, err := s.PairRound(nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[ID]bool{}
	for _, m := range ms {
		seen[m.First], seen[m.Second] = true, true
	}
	if seen["p2"] || !seen["late"] {
		t.Errorf("round 2 %v: want late in, p2 out", ms)
	}
	for _, row := range s.Standings() {
		if row.Player == "late" && row.Points != 0 {
			t.Errorf("late player's points %d", row.Points)
		}
		if row.Player == "p2" && (!row.Withdrawn || row.Points != 1) {
			t.Errorf("withdrawn row %+v", row)
		}
	}
	if err := s.Join("p2", 1); !errors.Is(err, ErrWithdrawn) {
		t.Errorf("rejoin: %v", err)
	}
}

// TestSwissNoPairing: when every pairing would be a repeat, the round
// is refused.
func TestSwissNoPairing(t *testing.T) {
	s := newSwiss(t, 3, 2)
	ms, _ := s.PairRound(nil)
	must(t, s.Record(ms[0].First, ms[0].Second, Draw, Draw))
	if _, err := s.PairRound(nil); !errors.Is(err, ErrNoPairing) {
		t.Errorf("a second round of two players: %v", err)
	}
}

// TestSwissProperties runs random events with late joins, withdrawals
// and a may-meet predicate: no pairing repeats, no player has two byes,
// nobody withdrawn or kept apart is paired, each match's two games swap
// colours, and the pairing is the same for the same history.
func TestSwissProperties(t *testing.T) {
	run := func(seed uint64) []Match {
		rng := rand.New(rand.NewPCG(seed, 11))
		n := 2 + rng.IntN(19)
		rounds := 1 + rng.IntN(9)
		s := newSwiss(t, rounds, n)
		may := func(a, b ID) bool { return (len(a)*7+len(b)*7+int(a[len(a)-1])+int(b[len(b)-1]))%9 != 0 }
		var all []Match
		met := map[[2]ID]bool{}
		byes := map[ID]int{}
		withdrawn := map[ID]bool{}
		for r := 1; r <= rounds; r++ {
			if rng.IntN(4) == 0 {
				must(t, s.Join(ID(fmt.Sprint("late", r)), 1000+rng.IntN(1000)))
			}
			if rng.IntN(4) == 0 && len(s.players) > 0 {
				id := s.players[rng.IntN(len(s.players))].id
				_ = s.Withdraw(id) // may be refused: the random walk does not track it
				withdrawn[id] = true
			}
			ms, err := s.PairRound(may)
			if errors.Is(err, ErrNoPairing) {
				break
			}
			if err != nil {
				t.Fatalf("seed %d round %d: %v", seed, r, err)
			}
			active := 0
			for _, p := range s.players {
				if !p.withdrawn {
					active++
				}
			}
			inRound := map[ID]bool{}
			for _, m := range ms {
				for _, id := range []ID{m.First, m.Second} {
					if id == "" {
						continue
					}
					if withdrawn[id] {
						t.Fatalf("seed %d round %d: withdrawn %s paired", seed, r, id)
					}
					if inRound[id] {
						t.Fatalf("seed %d round %d: %s paired twice", seed, r, id)
					}
					inRound[id] = true
				}
				if m.Bye() {
					if byes[m.First]++; byes[m.First] > 1 {
						t.Fatalf("seed %d: %s had a second bye", seed, m.First)
					}
					continue
				}
				if m.White(0) == m.White(1) {
					t.Fatalf("seed %d: %v: same colours in both games", seed, m)
				}
				k := pairKey(m.First, m.Second)
				if met[k] {
					t.Fatalf("seed %d round %d: %v repeated", seed, r, m)
				}
				if !may(m.First, m.Second) {
					t.Fatalf("seed %d round %d: %v may not meet", seed, r, m)
				}
				met[k] = true
				o := [3]Outcome{WhiteWins, BlackWins, Draw}
				if err := s.Record(m.First, m.Second, o[rng.IntN(3)], o[rng.IntN(3)]); err != nil {
					t.Fatal(err)
				}
			}
			if len(inRound) != active {
				t.Fatalf("seed %d round %d: %d of %d present players paired", seed, r, len(inRound), active)
			}
			all = append(all, ms...)
		}
		return all
	}
	for seed := range uint64(80) {
		if a, b := run(seed), run(seed); !slices.Equal(a, b) {
			t.Fatalf("seed %d: the same event paired differently", seed)
		}
	}
}

// TestSwissBounds: rounds within 1 to MaxSwissRounds, joins up to
// MaxSwissPlayers, and a player joins once.
func TestSwissBounds(t *testing.T) {
	for _, r := range []int{0, -1, MaxSwissRounds + 1} {
		if _, err := NewSwiss(r); !errors.Is(err, ErrRounds) {
			t.Errorf("NewSwiss(%d): %v", r, err)
		}
	}
	s := newSwiss(t, MaxSwissRounds, MaxSwissPlayers)
	if err := s.Join("one more", 1500); !errors.Is(err, ErrFull) {
		t.Errorf("join past the bound: %v", err)
	}
	if err := s.Join("p1", 1500); !errors.Is(err, ErrJoined) {
		t.Errorf("second join: %v", err)
	}
	if err := s.Withdraw("nobody"); !errors.Is(err, ErrNotJoined) {
		t.Errorf("withdraw of a stranger: %v", err)
	}
	if ms, err := s.PairRound(nil); err != nil || len(ms) != MaxSwissPlayers/2 {
		t.Errorf("a full event's first round: %d matches, %v", len(ms), err)
	}
}
