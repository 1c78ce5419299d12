package match

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
)

// TruthTally counts a match's moves judged against the truth (truth.go),
// for A and for B, over its games judged.
type TruthTally struct {
	Games int
	A, B  TruthCount
}

// TruthCount is one player's moves judged.
type TruthCount struct {
	Moves, Unjudged int
	// Errors are the moves that lost value; of them, those known to turn
	// a win into a draw, a win into a loss, a draw into a loss (the rest
	// turn a win into a draw or a loss, which of them not known)
	Errors                           int
	WinToDraw, WinToLoss, DrawToLoss int
	// AsBetter and AsDefender are the errors made as the better side and
	// as the defender, in a conversion match
	AsBetter, AsDefender int
	// Unexplained counts the games from a proven start in which the
	// player got less than the start's value (a proven win not won as the
	// better side, a proven draw lost) with no error judged against it:
	// its errors lie among its moves not judged
	Unexplained int
}

// add counts game g's judged moves.
func (t *TruthTally) add(g Game) {
	if g.Truth == nil {
		return
	}
	t.Games++
	t.A.add(g, g.A)
	t.B.add(g, g.A.Other())
}

// add counts the moves of game g that colour c played.
func (c *TruthCount) add(g Game, col game.Color) {
	c.Moves += g.Truth.Moves[col]
	c.Unjudged += g.Truth.Unjudged[col]
	if lessThanProven(g, col) && g.Truth.ErrorsOf(col) == 0 {
		c.Unexplained++
	}
	for _, e := range g.Truth.Errors {
		if e.Mover != col {
			continue
		}
		c.Errors++
		switch {
		case e.Was.Lo == winRank && e.Now == exactly(drawRank):
			c.WinToDraw++
		case e.Was.Lo == winRank && e.Now == exactly(lossRank):
			c.WinToLoss++
		case e.Was.Lo == drawRank && e.Now == exactly(lossRank):
			c.DrawToLoss++
		}
		if g.Start != nil {
			if col == g.Start.Better {
				c.AsBetter++
			} else {
				c.AsDefender++
			}
		}
	}
}

// lessThanProven reports whether colour col got less than its start's
// proven value in game g: a proven win not won by its better side, a
// proven draw lost.
func lessThanProven(g Game, col game.Color) bool {
	if g.Start == nil {
		return false
	}
	switch {
	case g.Start.Value == Won && col == g.Start.Better:
		return g.Result != game.WinFor(col)
	case g.Start.Value == Drawn:
		return g.Result == game.WinFor(col.Other())
	}
	return false
}

// PerHundred is the errors per 100 games of n.
func (c TruthCount) PerHundred(n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(c.Errors) / float64(n)
}

// Line prints the count over n games: "3 errors in 412 moves, 1.5 per
// 100 games (win → draw 2, win → loss 1, draw → loss 0), 12 moves not
// judged".
func (c TruthCount) Line(n int) string {
	return fmt.Sprintf("%s in %s, %.1f per 100 games (win → draw %d, win → loss %d, draw → loss %d), %s not judged",
		plural.Count(c.Errors, "error", "errors"), plural.Count(c.Moves, "move", "moves"), c.PerHundred(n),
		c.WinToDraw, c.WinToLoss, c.DrawToLoss, plural.Count(c.Unjudged, "move", "moves"))
}
