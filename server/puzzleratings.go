package server

import (
	"context"
	"errors"
	"time"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// recordPuzzle stores a key holder's rated attempt at pz that scored
// score (1 solved, 0.5 solved with a hint, 0 failed), moving their
// puzzle rating and the puzzle's in one transaction, and returns the
// player's rating after it.
func (a *app) recordPuzzle(pz puzzle.Puzzle, score float64) (rating.Rating, error) {
	pr, err := a.srv.puzzleRatings()
	if pr == nil {
		return rating.Rating{}, err
	}
	key, i, ok := pr.Lookup(pz)
	if !ok {
		return rating.Rating{}, errors.New(screentext.PuzzleNotCommitted)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	res, err := a.srv.store.RecordPuzzleAttempt(ctx, a.player.ID,
		store.PuzzleAttempt{Key: key, Start: puzzle.StartRating(pr.Committed()[i]), Score: score},
		func(p, z rating.Rating) (rating.Rating, rating.Rating) {
			return puzzle.RateSolver(p, z, score), puzzle.RatePuzzle(z, p, score)
		}, time.Now())
	if err != nil {
		return rating.Rating{}, err
	}
	pr.Moved(key, res.PuzzleAfter)
	return res.After, nil
}

// puzzleRatings returns the server's people's ratings of the puzzles
// (practice.Ratings), read in the background from its start (or on
// first use for a server its tests build by hand; a caller waits for the
// reading), and why they could not be read (nil: no
// committed set; else the committed ratings alone, and the puzzles'
// ratings move from them).
func (s *Server) puzzleRatings() (*practice.Ratings, error) {
	s.ratingsOnce.Do(func() {
		ctx, cancel := context.WithTimeout(s.life, 30*time.Second) // a stopping server does not wait for it
		defer cancel()
		load := s.cfg.loadRatings
		if load == nil {
			load = practice.LoadRatings
		}
		s.ratings, s.ratingsErr = load(ctx, s.store, time.Now())
		s.ratingsRead.Store(true)
	})
	return s.ratings, s.ratingsErr
}
