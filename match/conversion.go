package match

import "fmt"

// A conversion match plays each of a set of Starts twice: A as the better
// side against B as the defender, then the other way round. Its tally
// gives, besides A's score, each player's result in each role: how often
// the better side converts (wins), and how often the defender escapes
// (draws or wins).

// Tally is a match's result from A's view: all its games, and in a
// conversion match A's games as the better side and as the defender.
type Tally struct {
	Score
	AsBetter, AsDefender Score
}

// add counts game g.
func (t *Tally) add(g Game) {
	t.Score.add(g.Result, g.A)
	switch {
	case g.Start == nil:
	case g.A == g.Start.Better:
		t.AsBetter.add(g.Result, g.A)
	default:
		t.AsDefender.add(g.Result, g.A)
	}
}

// Roles prints the conversion tally of players named a and b: as the
// better side, the wins of each of its games in that role; as the
// defender, the escapes (draws and wins).
func (t Tally) Roles(a, b string) string {
	bBetter := Score{Wins: t.AsDefender.Losses, Draws: t.AsDefender.Draws, Losses: t.AsDefender.Wins}
	bDefender := Score{Wins: t.AsBetter.Losses, Draws: t.AsBetter.Draws, Losses: t.AsBetter.Wins}
	return fmt.Sprintf("as the better side: A (%s) converts %s, B (%s) converts %s\n"+
		"as the defender:    A escapes %s, B escapes %s",
		a, converts(t.AsBetter), b, converts(bBetter), escapes(t.AsDefender), escapes(bDefender))
}

// converts prints a better side's wins of its games: "40/60 (W/D/L 40/18/2)".
func converts(s Score) string {
	return fmt.Sprintf("%d/%d (W/D/L %d/%d/%d)", s.Wins, s.Games(), s.Wins, s.Draws, s.Losses)
}

// escapes prints a defender's draws and wins of its games: "22/60 (W/D/L 2/20/38)".
func escapes(s Score) string {
	return fmt.Sprintf("%d/%d (W/D/L %d/%d/%d)", s.Wins+s.Draws, s.Games(), s.Wins, s.Draws, s.Losses)
}
