package ai

import "github.com/fetaix/fetaix/game"

// Keeping material when behind: an engine without endgame tables wins a
// won position by trading down, and every trade simplifies its task. With
// SetKeep, a side whose previous search of the game scored it at least
// keepBehind behind counts every piece traded off the board (below the
// root's count) at a price in its evaluation, so that among lines of
// about equal score it keeps the pieces on.

// keepBehind is how far behind (centi-men) the previous search must have
// scored the side to move for the price to apply.
const keepBehind = 100

// keeping is a searcher's state of the price of pieces traded off.
type keeping struct {
	price  int        // centi-men a piece off the board, 0 = off
	on     bool       // the price applies in this search
	side   game.Color // the root's side to move, who pays it
	count  int32      // the pieces on the board at the root
	bait   int        // percent chance the opponent takes a table draw (see bait.go), 0 = off
	baitOn bool       // the bait applies in this search
	known  bool       // last holds the previous search's score of the game
	last   int        // that score, for its side to move
}

// SetKeep sets the price, in centi-men, that the top level's evaluation
// charges a side it has scored behind for every piece traded off the
// board (0, the default: none).
func (e *Engine) SetKeep(centiMen int) { e.s.keep.price = centiMen }

// start decides for a search of root whether the price applies.
func (k *keeping) start(root game.Position) {
	k.side = root.SideToMove()
	k.count = int32(root.Count(game.White) + root.Count(game.Black))
	k.on = k.price != 0 && k.known && k.last <= -keepBehind && k.last > -winBound
	k.baitOn = k.bait > 0 && k.known && k.last <= -keepBehind
}

// finish keeps a finished search's score for the next search's start.
func (k *keeping) finish(res Result) {
	k.known, k.last = res.Ok && res.Depth > 0, res.Score
}

// bonus is the price's share of p's evaluation for its side to move.
func (k *keeping) bonus(p *game.Position) int {
	off := int(k.count) - p.Count(game.White) - p.Count(game.Black)
	if p.SideToMove() == k.side {
		return -k.price * off
	}
	return k.price * off
}

// SetFade makes the evaluation fade towards a draw as the no-progress
// count grows: at n plies of a no-progress rule of N, by n/(2N).
func (e *Engine) SetFade(on bool) { e.s.fade = on }
