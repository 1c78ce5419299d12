package match

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestTallyRoles: a conversion game counts for A's total and for A's role
// in it; a game from an opening counts only in the total; Roles prints
// each player's conversions and escapes, B's being A's mirror.
func TestTallyRoles(t *testing.T) {
	s := &Start{Better: game.Black}
	var tally Tally
	for _, g := range []Game{
		{A: game.Black, Start: s, Result: game.BlackWin}, // A better, converts
		{A: game.White, Start: s, Result: game.Draw},     // A defends, escapes
		{A: game.Black, Start: s, Result: game.Draw},     // A better, fails
		{A: game.White, Start: s, Result: game.BlackWin}, // A defends, B converts
		{A: game.White, Start: s, Result: game.WhiteWin}, // A defends and wins
		{A: game.White, Result: game.WhiteWin},           // an opening game
	} {
		tally.add(g)
	}
	want := RoleScores{AsBetter: Score{1, 1, 0}, AsDefender: Score{1, 1, 1}}
	if tally.Score != (Score{3, 2, 1}) || tally.RoleScores != want {
		t.Fatalf("tally %+v, want %v and %+v", tally, Score{3, 2, 1}, want)
	}
	// pairs: games 1-2 (only A converts), 3-4 (only B); game 5 has no pair
	if tally.OnlyA != 1 || tally.OnlyB != 1 {
		t.Errorf("converted by one only: A %d, B %d; want 1 and 1", tally.OnlyA, tally.OnlyB)
	}
	got := tally.Roles("x", "y")
	for _, w := range []string{"A (x) converts 1/2 (W/D/L 1/1/0)", "B (y) converts 1/3 (W/D/L 1/1/1)",
		"A escapes 2/3 (W/D/L 1/1/1)", "B escapes 1/2 (W/D/L 0/1/1)"} {
		if !strings.Contains(got, w) {
			t.Errorf("Roles lacks %q:\n%s", w, got)
		}
	}
	if !strings.Contains(got, "converted by one player only: A 1 position, B 1 (sign test p = 1)") {
		t.Errorf("Roles lacks the paired count:\n%s", got)
	}
	if strings.Contains(got, "proven") {
		t.Errorf("Roles speaks of proven values where no start has one:\n%s", got)
	}
}

// TestTallyProvenValues: games from starts with proven values count
// also among the proven wins or the proven not won (draws and losses of
// the better side), and Roles prints the conversions of the one and the
// defences of the other; unproven starts count only in the roles.
func TestTallyProvenValues(t *testing.T) {
	won := &Start{Better: game.White, Value: Won}
	drawn := &Start{Better: game.Black, Value: Drawn}
	lost := &Start{Better: game.White, Value: Lost}
	open := &Start{Better: game.White}
	var tally Tally
	for _, g := range []Game{
		{A: game.White, Start: won, Result: game.WhiteWin},  // A converts a win
		{A: game.Black, Start: won, Result: game.Draw},      // A escapes a lost game: B's mistake
		{A: game.White, Start: drawn, Result: game.Draw},    // A holds a draw
		{A: game.Black, Start: drawn, Result: game.Draw},    // B holds it
		{A: game.Black, Start: lost, Result: game.WhiteWin}, // A, defending a won game, loses it
		{A: game.White, Start: open, Result: game.WhiteWin}, // unproven: roles only
		{A: game.Black, Start: open, Result: game.WhiteWin},
	} {
		tally.add(g)
	}
	wantWon := RoleScores{AsBetter: Score{1, 0, 0}, AsDefender: Score{0, 1, 0}}
	wantHeld := RoleScores{AsBetter: Score{0, 1, 0}, AsDefender: Score{0, 1, 1}}
	if tally.Won != wantWon || tally.Held != wantHeld {
		t.Fatalf("proven wins %+v, want %+v; not won %+v, want %+v", tally.Won, wantWon, tally.Held, wantHeld)
	}
	if got := tally.AsBetter.Games() + tally.AsDefender.Games(); got != 7 {
		t.Errorf("roles count %d games, want 7", got)
	}
	got := tally.Roles("x", "y")
	for _, w := range []string{"on the 1 proven win:  A converts 1/1 (W/D/L 1/0/0), B converts 0/1 (W/D/L 0/1/0)",
		"on the 2 proven not won: A holds 1/2 (W/D/L 0/1/1), B holds 1/1 (W/D/L 0/1/0)"} {
		if !strings.Contains(got, w) {
			t.Errorf("Roles lacks %q:\n%s", w, got)
		}
	}
}

// TestConversionMatch: each start is played twice from its position, A
// playing the better side first and B second, and every game counts in
// A's role tally.
func TestConversionMatch(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader("w 2b1b/2b2/w3w/3w1/1w3 w 0 19\nb 2b1b/4b/b3w/2w1w/4w w 0 17\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := ParsePlayer("depth=3", time.Second, 1, game.DefaultRules())
	b, _ := ParsePlayer("depth=1", time.Second, 1, game.DefaultRules())
	c := Config{A: a, B: b, Games: 4, Rules: game.DefaultRules(), Starts: starts, MaxPlies: 60}
	var games []Game
	tally, records, err := Run(context.Background(), c, func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 4 || len(records) != 4 {
		t.Fatalf("%d games, %d records", len(games), len(records))
	}
	for i, g := range games {
		s := starts[i/2]
		if g.Start == nil || g.Start.Position != s.Position || g.Game.Start() != s.Position {
			t.Errorf("game %d does not start from start %d", i+1, i/2+1)
		}
		aBetter := i%2 == 0
		if (g.A == s.Better) != aBetter {
			t.Errorf("game %d: A plays %s, better side %s", i+1, g.A, s.Better)
		}
		if aWhite := g.White == a; aWhite != (g.A == game.White) {
			t.Errorf("game %d: white is %s but A's colour is %s", i+1, g.White.Name, g.A)
		}
	}
	if tally.AsBetter.Games() != 2 || tally.AsDefender.Games() != 2 || tally.Games() != 4 {
		t.Errorf("tally %+v", tally)
	}
}

// TestSignTest: the two-sided sign test's p-values, exact: 6 to 0 is 2/64,
// 17 to 2 is 2·191/2¹⁹, an even split or no pair at all is 1.
func TestSignTest(t *testing.T) {
	for _, tc := range []struct {
		a, b int
		want float64
	}{
		{6, 0, 2.0 / 64}, {0, 6, 2.0 / 64}, {17, 2, 2 * 191.0 / (1 << 19)}, {5, 5, 1}, {0, 0, 1}, {1, 0, 1},
	} {
		if got := SignTest(tc.a, tc.b); math.Abs(got-tc.want) > 1e-9*tc.want {
			t.Errorf("SignTest(%d, %d) = %g, want %g", tc.a, tc.b, got, tc.want)
		}
	}
}
