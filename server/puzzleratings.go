package server

import (
	"context"
	"errors"
	"math"
	"sync"
	"time"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// snapshotEvery is the least time between two copies of the committed
// set with the people's ratings (puzzleRatings.puzzles): a rating moved
// by an attempt reaches the puzzles picked for the sessions that open
// the puzzles after, within it.
const snapshotEvery = 10 * time.Minute

// puzzleRatings are the committed puzzles' ratings by the people who try
// them over SSH (store.RecordPuzzleAttempt), held in memory from the
// server's start and kept up to date by every rated attempt, so that the
// sessions pick puzzles by them (puzzle.Pick reads Puzzle.Rating). What
// it holds is bounded by the committed set: one rating per committed
// position tried (rows of other keys, from a set committed before, are
// not read), and the copy of the set the sessions share, rebuilt with the
// ratings at most once per snapshotEvery (a puzzle screen keeps the copy
// it opened with; a copy is the set's slice of Puzzle values, 128 bytes
// each, their strings shared with the set). A rating is a position's,
// up to the rules' symmetries (puzzle.Puzzle.Key): puzzles of the set at
// the same position share it.
type puzzleRatings struct {
	set  []puzzle.Puzzle // the committed set
	keys []string        // each committed puzzle's key, by index
	// index is the first committed puzzle of each key
	index map[string]int

	mu     sync.Mutex
	people map[string]rating.Rating // by key: the positions tried
	snap   []puzzle.Puzzle          // the set with the people's ratings
	snapAt time.Time
	dirty  bool // a rating moved since snap was made
}

// committedKeys are the committed puzzles' keys, by index, and the
// first puzzle of each key, made once.
var committedKeys = sync.OnceValues(func() (keyIndex, error) {
	set, err := puzzle.Committed()
	if err != nil {
		return keyIndex{}, err
	}
	ki := keyIndex{keys: make([]string, len(set)), first: make(map[string]int, len(set))}
	for i, pz := range set {
		k := pz.Key()
		ki.keys[i] = k
		if _, ok := ki.first[k]; !ok {
			ki.first[k] = i
		}
	}
	return ki, nil
})

// keyIndex is the committed puzzles' keys (committedKeys).
type keyIndex struct {
	keys  []string
	first map[string]int
}

// loadPuzzleRatings reads the people's ratings of the committed puzzles
// from st. When st cannot be read it returns the committed ratings alone
// with the error.
func loadPuzzleRatings(ctx context.Context, st *store.Store, now time.Time) (*puzzleRatings, error) {
	set, err := puzzle.Committed()
	if err != nil {
		return nil, err
	}
	ki, err := committedKeys()
	if err != nil {
		return nil, err
	}
	pr := &puzzleRatings{set: set, keys: ki.keys, index: ki.first, people: map[string]rating.Rating{}}
	if st != nil {
		var stats map[string]store.PuzzleStat
		stats, err = st.PuzzleStats(ctx, func(key string) bool { _, ok := ki.first[key]; return ok })
		for key, z := range stats {
			pr.people[key] = z.Rating
		}
	}
	pr.rebuild(now)
	return pr, err
}

// rebuild makes the sessions' copy of the set anew; pr.mu is held (or pr
// not yet shared).
func (pr *puzzleRatings) rebuild(now time.Time) {
	snap := make([]puzzle.Puzzle, len(pr.set))
	copy(snap, pr.set)
	for i, key := range pr.keys {
		if r, ok := pr.people[key]; ok {
			snap[i].Rating = int(math.Round(r.R))
		}
	}
	pr.snap, pr.snapAt, pr.dirty = snap, now, false
}

// puzzles returns the set to pick from, with the people's ratings where
// known: the copy shared by the sessions, made again when a rating moved
// and snapshotEvery passed. The caller must not change it.
func (pr *puzzleRatings) puzzles(now time.Time) []puzzle.Puzzle {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.dirty && now.Sub(pr.snapAt) >= snapshotEvery {
		pr.rebuild(now)
	}
	return pr.snap
}

// lookup returns pz's key and the index of the first committed puzzle
// of its key.
func (pr *puzzleRatings) lookup(pz puzzle.Puzzle) (string, int, bool) {
	key := pz.Key()
	i, ok := pr.index[key]
	return key, i, ok
}

// moved keeps the rating of the position of key after an attempt.
func (pr *puzzleRatings) moved(key string, r rating.Rating) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.people[key], pr.dirty = r, true
}

// recordPuzzle stores a key holder's rated attempt at pz that scored
// score (1 solved, 0.5 solved with a hint, 0 failed), moving their
// puzzle rating and the puzzle's in one transaction, and returns the
// player's rating after it.
func (a *app) recordPuzzle(pz puzzle.Puzzle, score float64) (rating.Rating, error) {
	pr, err := a.srv.puzzleRatings()
	if pr == nil {
		return rating.Rating{}, err
	}
	key, i, ok := pr.lookup(pz)
	if !ok {
		return rating.Rating{}, errors.New(puzzleNotCommitted)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	res, err := a.srv.store.RecordPuzzleAttempt(ctx, a.player.ID,
		store.PuzzleAttempt{Key: key, Start: puzzle.StartRating(pr.set[i]), Score: score},
		func(p, z rating.Rating) (rating.Rating, rating.Rating) {
			return puzzle.RateSolver(p, z, score), puzzle.RatePuzzle(z, p, score)
		}, time.Now())
	if err != nil {
		return rating.Rating{}, err
	}
	pr.moved(key, res.PuzzleAfter)
	return res.After, nil
}

// puzzleRatings returns the server's people's ratings of the puzzles,
// read at its start (or on first use for a server its tests build by
// hand), and why they could not be read (nil: no committed set; else the
// committed ratings alone, and the puzzles' ratings move from them).
func (s *Server) puzzleRatings() (*puzzleRatings, error) {
	s.ratingsOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		s.ratings, s.ratingsErr = loadPuzzleRatings(ctx, s.store, time.Now())
	})
	return s.ratings, s.ratingsErr
}
