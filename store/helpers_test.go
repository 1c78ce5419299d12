package store

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/testdb"
	"github.com/fetaix/fetaix/rating"
)

// waitTimeout bounds every wait for the writer; generous, so that a busy
// machine does not make a test fail. No test measures time.
const waitTimeout = 30 * time.Second

// testClock is a clock the test moves by hand.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *testClock {
	return &testClock{t: time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)}
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// migrated is a database of the schema's latest version, for openTemp.
var migrated = testdb.New(func(path string) error {
	s, err := Open(path, Options{})
	if err != nil {
		return err
	}
	return s.Close()
})

// openTemp opens a new database in a temporary directory, on clock c
// (nil: the real clock), and closes it when the test ends. The database
// is a copy of migrated: the tests of migrating a database open their
// own.
func openTemp(t testing.TB, c *testClock) *Store {
	t.Helper()
	return openTempOpts(t, c, Options{RateNewPlayers: true})
}

// openTempOpts is openTemp with opts: new players' games move their
// ratings only if opts.RateNewPlayers.
func openTempOpts(t testing.TB, c *testClock, opts Options) *Store {
	t.Helper()
	if c != nil {
		opts.Now = c.Now
	}
	path := filepath.Join(t.TempDir(), FileName)
	if err := migrated.Write(path); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// keyHolder returns a new player with the given key and name.
func keyHolder(t testing.TB, s *Store, key, name string) Player {
	t.Helper()
	p, err := s.FindOrCreate(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	if name != "" {
		if p.Name, err = s.SetName(context.Background(), p.ID, name); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// playedRecord returns a record of a short game under rules r that ends
// with result: White and Black each play their first legal move, then one
// side resigns or both agree a draw; Ongoing leaves it unfinished, as a
// game interrupted by the server going down.
func playedRecord(t testing.TB, r game.Rules, result game.Result) *pdn.Record {
	t.Helper()
	g := game.NewGame(r, game.StartPosition())
	for range 2 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	var err error
	switch result {
	case game.WhiteWin:
		err = g.Resign(game.Black)
	case game.BlackWin:
		err = g.Resign(game.White)
	case game.Draw:
		err = g.AgreeDraw()
	}
	if err != nil {
		t.Fatal(err)
	}
	rec := pdn.NewRecord(g)
	rec.SetTag(pdn.TagEvent, "store test")
	return rec
}

// finished is a game between two seats with the default rules.
func finished(t testing.TB, white, black Seat, result game.Result, rated bool) FinishedGame {
	return FinishedGame{Record: playedRecord(t, game.DefaultRules(), result), White: white, Black: black,
		Rated: rated, Class: rating.Untimed}
}

// seat is a key holder's seat.
func seat(p Player) Seat { return Seat{Player: p.ID, Name: p.Label()} }

// save writes g at once and fails the test on an error.
func save(t testing.TB, s *Store, g FinishedGame) Saved {
	t.Helper()
	saved, err := s.Save(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	return saved
}

// countGames returns how many games the archive holds.
func countGames(t testing.TB, s *Store) int {
	t.Helper()
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM games`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
