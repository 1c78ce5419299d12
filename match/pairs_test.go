package match

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// depthPlayer is a built-in player searching to depth d.
func depthPlayer(t *testing.T, d string) *Player {
	t.Helper()
	p, err := ParsePlayer("depth="+d, 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// pairsOf is the pentanomial of games, counted here from A's points in
// games 1-2, 3-4, ... (a last odd game left out).
func pairsOf(games []Game) Penta {
	pts := func(g Game) float64 {
		switch {
		case g.Result == game.Draw:
			return 0.5
		case g.Result == game.WinFor(g.A):
			return 1
		}
		return 0
	}
	var p Penta
	for i := 0; i+1 < len(games); i += 2 {
		a, b := pts(games[i]), pts(games[i+1])
		switch {
		case a+b == 0:
			p.LL++
		case a+b == 0.5:
			p.LD++
		case a == 0.5 && b == 0.5:
			p.DD++
		case a+b == 1:
			p.WL++
		case a+b == 1.5:
			p.WD++
		default:
			p.WW++
		}
	}
	return p
}

// TestRunPairs: an odd number of games makes pairs of games 1-2 and 3-4,
// each pair from one opening with the colours swapped, and leaves game 5
// unpaired; the pentanomial is that of the games' results.
func TestRunPairs(t *testing.T) {
	var games []Game
	tally, records, err := Run(context.Background(), Config{A: depthPlayer(t, "2"), B: depthPlayer(t, "1"), Games: 5,
		Rules: game.DefaultRules(), Seed: 3, RandomPlies: 2, Margin: 40, Balance: 1000, MaxPlies: 60},
		func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 5 || tally.Pairs != pairsOf(games) || tally.Pairs.Pairs() != 2 || tally.Unpaired() != 1 {
		t.Fatalf("%d games, pairs %s (%d unpaired), want 5 games, %s and 1 unpaired", len(games), tally.Pairs.Counts(), tally.Unpaired(), pairsOf(games).Counts())
	}
	for i := 0; i+1 < len(games); i += 2 {
		g1, g2 := records[i].Game.Moves(), records[i+1].Game.Moves()
		if len(g1) < 2 || len(g2) < 2 || g1[0] != g2[0] || g1[1] != g2[1] || games[i].A == games[i+1].A {
			t.Errorf("pair %d: openings %v / %v, A plays %v then %v", i/2+1, g1, g2, games[i].A, games[i+1].A)
		}
	}
}

// TestRunAbortedPair: a match ended (here cancelled) after the first game
// of a pair keeps that game in the score but out of the pentanomial.
func TestRunAbortedPair(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var games []Game
	tally, _, err := Run(ctx, Config{A: depthPlayer(t, "1"), B: depthPlayer(t, "1"), Games: 6,
		Rules: game.DefaultRules(), Seed: 1, RandomPlies: 0, Balance: 1000, MaxPlies: 40},
		func(g Game) {
			games = append(games, g)
			if g.N == 3 {
				cancel()
			}
		})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want the context's", err)
	}
	if tally.Games() != 3 || tally.Pairs.Pairs() != 1 || tally.Unpaired() != 1 || tally.Pairs != pairsOf(games) {
		t.Errorf("%d games, pairs %s, %d unpaired; want 3, %s, 1", tally.Games(), tally.Pairs.Counts(), tally.Unpaired(), pairsOf(games).Counts())
	}
}

// TestRunStopsOnSPRT: against an engine that forfeits every game (an
// illegal move), A wins every pair, and the match stops at the first pair
// whose LLR reaches the upper bound, computed here from the counts alone,
// saying H1; each game before carries the test's state.
func TestRunStopsOnSPRT(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05}
	_, upper := s.Bounds()
	want := 1
	for s.LLR(Penta{WW: want}) < upper {
		want++
	}
	b, err := ParsePlayer(fakeSpec(t, "illegal", ""), 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var games []Game
	tally, records, err := Run(context.Background(), Config{A: depthPlayer(t, "1"), B: b, Games: 100,
		Rules: game.DefaultRules(), Seed: 1, Balance: 1000, MaxPlies: 40, SPRT: &s},
		func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2*want || len(records) != 2*want || tally.Verdict != AcceptH1 || tally.Pairs != (Penta{WW: want}) {
		t.Fatalf("%d games, %s, %v (LLR %.2f); want %d games, all WW, H1", len(games), tally.Pairs.Counts(), tally.Verdict, tally.LLR, 2*want)
	}
	for _, g := range games[:len(games)-1] {
		if g.Tally.Verdict != Continue || (g.N%2 == 0 && g.Tally.LLR != s.LLR(g.Tally.Pairs)) {
			t.Errorf("game %d: %v, LLR %.3f of %s", g.N, g.Tally.Verdict, g.Tally.LLR, g.Tally.Pairs.Counts())
		}
	}
	// the other way round, every pair lost: H0 at the first pair whose
	// LLR reaches the lower bound
	lower, _ := s.Bounds()
	want = 1
	for s.LLR(Penta{LL: want}) > lower {
		want++
	}
	a, err := ParsePlayer(fakeSpec(t, "illegal", ""), 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	tally, _, err = Run(context.Background(), Config{A: a, B: depthPlayer(t, "1"), Games: 100,
		Rules: game.DefaultRules(), Seed: 1, Balance: 1000, MaxPlies: 40, SPRT: &s}, nil)
	if err != nil || tally.Verdict != AcceptH0 || tally.Games() != 2*want {
		t.Errorf("every pair lost: %v after %d games (LLR %.2f), error %v; want H0 after %d", tally.Verdict, tally.Games(), tally.LLR, err, 2*want)
	}
}
