package match

import (
	"fmt"
	"math"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
)

// A conversion match plays each of a set of Starts twice: A as the better
// side against B as the defender, then the other way round. Its tally
// gives, besides A's score, each player's result in each role: how often
// the better side converts (wins), and how often the defender escapes
// (draws or wins).

// Tally is a match's result from A's view: all its games, and in a
// conversion match A's games as the better side and as the defender, in
// all, on the starts proven won for the better side (Won), and on those
// proven not won: drawn or, rarely, lost (Held).
type Tally struct {
	Score
	RoleScores
	Won, Held RoleScores
	// OnlyA and OnlyB count the starts of which only A, or only B, won its
	// game as the better side: the two players' conversions compared pair
	// by pair (SignTest says how likely so uneven a split is by chance).
	OnlyA, OnlyB int
	// Pairs is the pentanomial of the game pairs played (see pairs.go).
	Pairs Penta
	// LLR and Verdict are the sequential test's after the last pair, in
	// a match that runs one (Config.SPRT).
	LLR     float64
	Verdict Verdict
	// Truth counts the moves judged against the truth, in a match that
	// judges them (Config.Truth).
	Truth TruthTally

	// A's points in the first game of the pair being played
	firstPoints float64
	// the first game of the pair being played: its start, and whether its
	// better side won
	pending   *Start
	pendingOK bool
}

// RoleScores are A's games as the better side and as the defender.
type RoleScores struct {
	AsBetter, AsDefender Score
}

// add counts game g.
func (t *Tally) add(g Game) {
	t.Score.add(g.Result, g.A)
	t.Truth.add(g)
	t.pairUp(g)
	if g.Start == nil {
		return
	}
	t.RoleScores.add(g)
	t.pair(g)
	switch g.Start.Value {
	case Won:
		t.Won.add(g)
	case Drawn, Lost:
		t.Held.add(g)
	}
}

// pair counts conversion game g in the pair of games of its start: the
// second game of a pair compares the two better sides.
func (t *Tally) pair(g Game) {
	won := g.Result == game.WinFor(g.Start.Better)
	if t.pending != g.Start {
		t.pending, t.pendingOK = g.Start, won
		return
	}
	aWon, bWon := t.pendingOK, won
	if g.A == g.Start.Better { // the second game is A's as the better side
		aWon, bWon = won, t.pendingOK
	}
	switch {
	case aWon && !bWon:
		t.OnlyA++
	case bWon && !aWon:
		t.OnlyB++
	}
	t.pending = nil
}

// SignTest is the two-sided sign test's p-value of a split of n = a + b
// paired differences into a and b: how likely a split at least as uneven
// is when either player is as likely to be the one converting.
func SignTest(a, b int) float64 {
	n, k := a+b, min(a, b)
	if n == 0 {
		return 1
	}
	lg := func(x int) float64 { v, _ := math.Lgamma(float64(x) + 1); return v }
	var tail float64
	for i := 0; i <= k; i++ {
		tail += math.Exp(lg(n) - lg(i) - lg(n-i) - float64(n)*math.Ln2)
	}
	return min(1, 2*tail)
}

// add counts conversion game g in A's role.
func (r *RoleScores) add(g Game) {
	if g.A == g.Start.Better {
		r.AsBetter.add(g.Result, g.A)
	} else {
		r.AsDefender.add(g.Result, g.A)
	}
}

// b is B's role scores, from r (A's).
func (r RoleScores) b() RoleScores {
	flip := func(s Score) Score { return Score{Wins: s.Losses, Draws: s.Draws, Losses: s.Wins} }
	return RoleScores{AsBetter: flip(r.AsDefender), AsDefender: flip(r.AsBetter)}
}

// Roles prints the conversion tally of players named a and b: as the
// better side, the wins of each of its games in that role; as the
// defender, the escapes (draws and wins). Where starts have proven
// values, it also prints the conversions of the proven wins (where a
// defender's escape is the better side's mistake) and the defences of the
// starts proven not won (where the better side's win is the defender's).
func (t Tally) Roles(a, b string) string {
	tb := t.b()
	out := fmt.Sprintf("as the better side: A (%s) converts %s, B (%s) converts %s\n"+
		"as the defender:    A escapes %s, B escapes %s",
		a, converts(t.AsBetter), b, converts(tb.AsBetter), escapes(t.AsDefender), escapes(tb.AsDefender))
	if n := t.Won.AsBetter.Games(); n > 0 {
		out += fmt.Sprintf("\non the %s:  A converts %s, B converts %s", plural.Count(n, "proven win", "proven wins"), converts(t.Won.AsBetter), converts(t.Won.b().AsBetter))
	}
	if n := t.Held.AsDefender.Games(); n > 0 {
		out += fmt.Sprintf("\non the %d proven not won: A holds %s, B holds %s", n, escapes(t.Held.AsDefender), escapes(t.Held.b().AsDefender))
	}
	if t.OnlyA+t.OnlyB > 0 {
		out += fmt.Sprintf("\nconverted by one player only: A %s, B %d (sign test p = %.2g)", plural.Count(t.OnlyA, "position", "positions"), t.OnlyB, SignTest(t.OnlyA, t.OnlyB))
	}
	return out
}

// converts prints a better side's wins of its games: "40/60 (W/D/L 40/18/2)".
func converts(s Score) string {
	return fmt.Sprintf("%d/%d (W/D/L %d/%d/%d)", s.Wins, s.Games(), s.Wins, s.Draws, s.Losses)
}

// escapes prints a defender's draws and wins of its games: "22/60 (W/D/L 2/20/38)".
func escapes(s Score) string {
	return fmt.Sprintf("%d/%d (W/D/L %d/%d/%d)", s.Wins+s.Draws, s.Games(), s.Wins, s.Draws, s.Losses)
}
