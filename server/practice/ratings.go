package practice

import (
	"context"
	"math"
	"sync"
	"time"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// SnapshotEvery is the least time between two copies of the committed
// set with the people's ratings (Ratings.Puzzles): a rating moved by an
// attempt reaches the puzzles picked for the sessions that open the
// puzzles after, within it.
const SnapshotEvery = 10 * time.Minute

// Ratings are the committed puzzles' ratings by the people who try them
// over SSH (store.RecordPuzzleAttempt), held in memory from the server's
// start and kept up to date by every rated attempt, so that the sessions
// pick puzzles by them (puzzle.Pick reads Puzzle.Rating). What it holds
// is bounded by the committed set: one rating per committed position
// tried (rows of other keys, from a set committed before, are not read),
// and the copy of the set the sessions share, rebuilt with the ratings at
// most once per SnapshotEvery (a puzzle screen keeps the copy it opened
// with; a copy is the set's slice of Puzzle values, 128 bytes each, their
// strings shared with the set). A rating is a position's, up to the
// rules' symmetries (puzzle.Puzzle.Key): puzzles of the set at the same
// position share it.
type Ratings struct {
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

// CommittedKeys returns the committed puzzles' keys, by index, and the
// first puzzle of each key, made once.
var CommittedKeys = sync.OnceValues(func() (KeyIndex, error) {
	set, err := puzzle.Committed()
	if err != nil {
		return KeyIndex{}, err
	}
	ki := KeyIndex{keys: make([]string, len(set)), first: make(map[string]int, len(set))}
	for i, pz := range set {
		k := pz.Key()
		ki.keys[i] = k
		if _, ok := ki.first[k]; !ok {
			ki.first[k] = i
		}
	}
	return ki, nil
})

// KeyIndex is the committed puzzles' keys (CommittedKeys).
type KeyIndex struct {
	keys  []string
	first map[string]int
}

// First returns the index of the first committed puzzle of key, and
// whether there is one.
func (ki KeyIndex) First(key string) (int, bool) {
	i, ok := ki.first[key]
	return i, ok
}

// LoadRatings reads the people's ratings of the committed puzzles from
// st (nil: none). When st cannot be read it returns the committed
// ratings alone with the error.
func LoadRatings(ctx context.Context, st *store.Store, now time.Time) (*Ratings, error) {
	set, err := puzzle.Committed()
	if err != nil {
		return nil, err
	}
	ki, err := CommittedKeys()
	if err != nil {
		return nil, err
	}
	pr := &Ratings{set: set, keys: ki.keys, index: ki.first, people: map[string]rating.Rating{}}
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
// not yet shared). With no people's rating yet the set itself is the
// copy: no one changes either, and a server's start then copies nothing.
func (pr *Ratings) rebuild(now time.Time) {
	if len(pr.people) == 0 {
		pr.snap, pr.snapAt, pr.dirty = pr.set, now, false
		return
	}
	snap := make([]puzzle.Puzzle, len(pr.set))
	copy(snap, pr.set)
	for i, key := range pr.keys {
		if r, ok := pr.people[key]; ok {
			snap[i].Rating = int(math.Round(r.R))
		}
	}
	pr.snap, pr.snapAt, pr.dirty = snap, now, false
}

// Committed returns the committed set, with its committed ratings. The
// caller must not change it.
func (pr *Ratings) Committed() []puzzle.Puzzle { return pr.set }

// Puzzles returns the set to pick from, with the people's ratings where
// known: the copy shared by the sessions, made again when a rating moved
// and SnapshotEvery passed. The caller must not change it.
func (pr *Ratings) Puzzles(now time.Time) []puzzle.Puzzle {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.dirty && now.Sub(pr.snapAt) >= SnapshotEvery {
		pr.rebuild(now)
	}
	return pr.snap
}

// Lookup returns pz's key and the index of the first committed puzzle
// of its key, and whether pz's position is committed.
func (pr *Ratings) Lookup(pz puzzle.Puzzle) (string, int, bool) {
	key := pz.Key()
	i, ok := pr.index[key]
	return key, i, ok
}

// Moved keeps the rating of the position of key after an attempt.
func (pr *Ratings) Moved(key string, r rating.Rating) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.people[key], pr.dirty = r, true
}

// People returns the people's rating of the position of key as held,
// and whether it was tried.
func (pr *Ratings) People(key string) (rating.Rating, bool) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	r, ok := pr.people[key]
	return r, ok
}
