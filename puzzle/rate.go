package puzzle

import (
	"context"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// A puzzle's rating is on the players' scale (Glicko-2, 1500 a newcomer),
// so that a player is given puzzles near their own rating, and it counts
// what makes a puzzle hard:
//
//	rating = 850
//	       + 200 · (solver's moves − 1)
//	       + 120 · Σ min(rank, 3)
//	       +  50 · Σ min(alike, 5)
//	       + 100 if the goal is the draw
//
// clamped to [MinRating, MaxRating], where for each of the solver's moves
// a shallow search (ShallowDepth plies, no tables, no book) scores every
// legal move: rank is how many other moves it scores at least as high as
// the only one (0 when it finds the answer at once), alike how many other
// moves it scores within AlikeMargin below it (moves that look as good).
// Saving a draw is rated harder: nothing on the board shows it. A
// one-move win the search sees at once is 850; four moves each among
// five that look as good reach 2450.
const (
	baseRating   = 850
	perMove      = 200
	perRank      = 120
	maxRank      = 3
	perAlike     = 50
	maxAlike     = 5
	drawBonus    = 100
	MinRating    = 800  // the easiest puzzle's rating
	MaxRating    = 2500 // the hardest puzzle's rating
	ShallowDepth = 2    // the plies of the shallow search
	AlikeMargin  = 40   // centi-men: a move scored this close looks as good
	rateHashMiB  = 1
)

// Rater rates puzzles with one engine: not safe for concurrent use.
type Rater struct {
	engine *ai.Engine
}

// NewRater returns a rater.
func NewRater() *Rater {
	e := ai.New(rateHashMiB)
	e.SetBook(nil)
	e.SetThreads(1)
	return &Rater{engine: e}
}

// Rate returns the rating of the puzzle that plays line from p under r,
// the solver's moves at the even places (see the formula above).
func (rt *Rater) Rate(ctx context.Context, r game.Rules, p game.Position, line []game.Move, goal string) int {
	var looks []look
	for i, m := range line {
		if i%2 == 0 {
			rank, alike := rt.look(ctx, r, p, m)
			looks = append(looks, look{rank, alike})
		}
		p = p.Apply(m)
	}
	return formula(looks, goal)
}

// look is what the shallow search made of one of the solver's moves.
type look struct{ rank, alike int }

// formula is the rating of a puzzle whose solver's moves the shallow
// search saw as looks (one per move), with its goal.
func formula(looks []look, goal string) int {
	rating := baseRating + perMove*(len(looks)-1)
	if goal == GoalDraw {
		rating += drawBonus
	}
	for _, l := range looks {
		rating += perRank*min(l.rank, maxRank) + perAlike*min(l.alike, maxAlike)
	}
	return max(MinRating, min(MaxRating, rating))
}

// look returns how many of p's other moves a shallow search scores at
// least as high as answer, and how many within AlikeMargin below it.
func (rt *Rater) look(ctx context.Context, r game.Rules, p game.Position, answer game.Move) (rank, alike int) {
	rt.engine.Clear()
	scores := rt.engine.RootScores(ctx, game.NewGame(r, p), ShallowDepth)
	own, found := 0, false
	for _, s := range scores {
		if s.Move.Same(answer) {
			own, found = s.Score, true
		}
	}
	if !found {
		return len(scores), 0
	}
	for _, s := range scores {
		switch {
		case s.Move.Same(answer):
		case s.Score >= own:
			rank++
		case s.Score >= own-AlikeMargin:
			alike++
		}
	}
	return rank, alike
}
