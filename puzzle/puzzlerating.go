package puzzle

import "github.com/fetaix/fetaix/rating"

// A puzzle rated by the people who try it: over SSH each rated attempt
// is a game between the solver and the puzzle, scored for the solver
// (1 solved, 0.5 solved with a hint, 0 failed), and both ratings move,
// by Glicko-2, a rating period of that one game each. A puzzle first
// tried starts from its committed rating (rate.go) with the deviation
// PuzzleStartRD: the formula is a good guess, not a newcomer's 350.

// PuzzleStartRD is the deviation of a puzzle's rating before its first
// attempt by people.
const PuzzleStartRD = 150

// StartRating is pz's rating before anyone tried it: its committed
// rating, PuzzleStartRD, the default volatility.
func StartRating(pz Puzzle) rating.Rating {
	return rating.Rating{R: float64(pz.Rating), RD: PuzzleStartRD, Vol: rating.DefaultVol}
}

// RatePuzzle returns a puzzle's rating puzzleR after an attempt by a
// player rated player that scored score for the player: the puzzle
// loses when it is solved (its score is 1 − score).
func RatePuzzle(puzzleR, player rating.Rating, score float64) rating.Rating {
	return rating.Update(puzzleR, []rating.Outcome{{Opponent: player, Score: 1 - score}}, rating.DefaultTau)
}

// RateSolver returns the player's rating after an attempt at a puzzle
// rated puzzleR that scored score for the player.
func RateSolver(player, puzzleR rating.Rating, score float64) rating.Rating {
	return rating.Update(player, []rating.Outcome{{Opponent: puzzleR, Score: score}}, rating.DefaultTau)
}
