package ai

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// The bait: an opponent without endgame tables, made to capture into
// positions the tables cover, chooses among its captures by material, and
// may take one into a table draw where another wins. With SetBait, a side
// its previous search scored behind counts such a node of the opponent's
// as the blend of the opponent's best capture and the capture it is
// predicted to take (the most material for it), bait percent of the
// latter; table results count ±baitWin there.

// baitWin is a table win's value in the bait's blend (centi-men).
const baitWin = 1000

// SetBait sets the percent chance the top level, when scored behind,
// gives an opponent without tables of taking the capture that gains it the
// most material where the tables cover every capture (0, the default:
// the opponent plays the tables' best).
func (e *Engine) SetBait(percent int) { e.s.keep.bait = percent }

// baitValue is the bait's value of p for its side to move (the opponent),
// whose legal moves, all captures, are moves; false when a capture leaves
// more pieces than the tables cover.
func (s *searcher) baitValue(p *game.Position, moves []game.Move) (int, bool) {
	n := p.Count(game.White) + p.Count(game.Black)
	for i := range moves {
		if n-moves[i].NumCaptured() > s.tbMax {
			return 0, false
		}
	}
	best, predGain, pred := -scoreInf, -scoreInf, 0
	for i := range moves {
		c := p.Apply(moves[i])
		v, err := s.tb.Probe(c)
		if err != nil {
			return 0, false
		}
		s.tbHits++
		t := 0
		switch v.Outcome {
		case tables.Win: // the child's side to move (the bait's side) wins
			t = -baitWin
		case tables.Loss:
			t = baitWin
		}
		gain := -material(&c)
		best = max(best, t)
		if gain > predGain || (gain == predGain && t > pred) {
			predGain, pred = gain, t
		}
	}
	return ((100-s.keep.bait)*best + s.keep.bait*pred) / 100, true
}

// material is p's material for its side to move: men 100, mullas 300.
func material(p *game.Position) int {
	us, them := p.SideToMove(), p.SideToMove().Other()
	men := bits.OnesCount32(p.Men(us)) - bits.OnesCount32(p.Men(them))
	mullas := bits.OnesCount32(p.Mullas(us)) - bits.OnesCount32(p.Mullas(them))
	return 100*men + 300*mullas
}
