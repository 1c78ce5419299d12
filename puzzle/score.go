package puzzle

import "github.com/fetaix/fetaix/rating"

// The scores of an attempt for the player's rating (RatedScore).
const (
	ScoreSolved = 1.0 // solved unaided
	ScoreHinted = 0.5 // solved after a hint: half a win
	ScoreFailed = 0.0 // a wrong move, the solution shown, or skipped
)

// RatedScore returns the player's rating after an attempt at pz that
// scored score (ScoreSolved, ScoreHinted or ScoreFailed): a rating period
// of one game against the puzzle, of that result.
func RatedScore(player rating.Rating, pz Puzzle, score float64) rating.Rating {
	opp := rating.Rating{R: float64(pz.Rating), RD: PuzzleRD, Vol: rating.DefaultVol}
	return rating.Update(player, []rating.Outcome{{Opponent: opp, Score: score}}, rating.DefaultTau)
}
