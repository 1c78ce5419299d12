package match

import "github.com/fetaix/fetaix/game"

// The games of a match pair up in order: games 1 and 2, 3 and 4, and so
// on, share their start (an opening, or a conversion position) and swap
// the colours (Config.play). A match of an odd number of games, or one
// that ends with an error in the second game of a pair, leaves its last
// game out of the pentanomial (but not out of Tally.Score).

// pairUp counts game g in its pair: the first game's points wait for the
// second's.
func (t *Tally) pairUp(g Game) {
	pts := points(g.Result, g.A)
	if g.N%2 == 1 {
		t.firstPoints = pts
		return
	}
	t.Pairs.add(t.firstPoints, pts)
}

// Unpaired returns the number of games of the tally not in a pair (0 or
// 1).
func (t Tally) Unpaired() int { return t.Games() - 2*t.Pairs.Pairs() }

// points are the points of the player of colour c in a game of result r.
func points(r game.Result, c game.Color) float64 {
	switch r {
	case game.Draw:
		return 0.5
	case game.WinFor(c):
		return 1
	}
	return 0
}
