// Package store is the server's memory: players and their SSH keys, their
// Glicko-2 ratings, the archive of finished games with their chat, in one
// SQLite file (by default DATA-DIR/fetaix.db).
//
// SQLite is embedded through modernc.org/sqlite, a pure Go build of it, so
// the binary needs no cgo; a program that opens a store links it by
// importing store/sqlite. The database runs in WAL mode (readers never
// wait for the writer), with foreign keys enforced and a busy timeout for
// the rare moment two writers meet, and synchronous=FULL: a commit has
// reached the disk before it returns, so what the store acknowledges
// survives a killed process and a power cut. Its schema is versioned and
// migrated on Open (migrate.go). Finished games reach it through a
// Writer, off the rooms' hot paths.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// FileName is the database's file name inside the data directory.
const FileName = "fetaix.db"

// DefaultPath returns the database file of a data directory.
func DefaultPath(dataDir string) string { return filepath.Join(dataDir, FileName) }

// busyTimeout is how long a statement waits for another connection's
// write lock before failing with SQLITE_BUSY.
const busyTimeout = 5 * time.Second

// Options are the choices of Open; the zero value means the defaults.
type Options struct {
	// Rating is the rating system's parameters; zero means
	// rating.DefaultParams().
	Rating rating.Params
	// Now is the clock (time.Now when nil); tests set it.
	Now func() time.Time
	// MustExist refuses to create a database that is not there: for
	// commands that read one.
	MustExist bool
	// RateNewPlayers moves both players' ratings in every rated game,
	// established or not (Established): for the tests of the rating
	// arithmetic between new players.
	RateNewPlayers bool
}

// Store is an open database. Its methods may be called from any
// goroutine.
type Store struct {
	db     *sql.DB
	path   string
	params rating.Params
	now    func() time.Time
	// rateNew: Options.RateNewPlayers
	rateNew bool
}

// ErrNoDatabase is returned by Open with MustExist when the file is
// missing.
var ErrNoDatabase = errors.New("no database")

// Open opens the database at path, creating it (and its directory) if
// needed unless opts.MustExist, and migrates its schema to this version's.
// A database written by a newer fetaix is refused (ErrNewerSchema).
func Open(path string, opts Options) (*Store, error) {
	if opts.MustExist {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%w at %s", ErrNoDatabase, path)
		}
	} else if err := createPrivate(path); err != nil {
		return nil, err
	}
	if !slices.Contains(sql.Drivers(), "sqlite") {
		return nil, errors.New("store: no SQLite driver in this program: import github.com/fetaix/fetaix/store/sqlite")
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, err
	}
	s := &Store{db: db, path: path, params: opts.Rating, now: opts.Now, rateNew: opts.RateNewPlayers}
	if s.params == (rating.Params{}) {
		s.params = rating.DefaultParams()
	}
	if s.now == nil {
		s.now = time.Now
	}
	if err := migrate(context.Background(), db, SchemaVersion()); err != nil {
		_ = db.Close() // the migration's error is the one to report
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// dsn is the driver's name for the database at path: a file: URI (so that
// any character of the path is escaped) with the pragmas every connection
// of the pool starts with, and BEGIN IMMEDIATE for transactions, which
// take the write lock at once (waiting for it under the busy timeout)
// rather than failing when a reader turns writer.
func dsn(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Set("_txlock", "immediate")
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path), RawQuery: q.Encode()}
	if u.Path[0] != '/' { // a Windows path: file:///C:/...
		u.Path = "/" + u.Path
	}
	return u.String()
}

// Path returns the database file's path.
func (s *Store) Path() string { return s.path }

// Close closes the database. Writers must be closed first.
func (s *Store) Close() error { return s.db.Close() }

// inTx runs f in a transaction (BEGIN IMMEDIATE: it holds the write lock
// throughout) and commits it, or rolls it back if f fails.
func (s *Store) inTx(ctx context.Context, f func(*sql.Tx) error) error {
	return inTx(ctx, s.db, f)
}

func inTx(ctx context.Context, db *sql.DB, f func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback() // f's error is the one to report
		return err
	}
	return tx.Commit()
}

// unix is the stored form of a time: Unix seconds.
func unix(t time.Time) int64 { return t.Unix() }

// fromUnix is the time of a stored Unix second; 0 is the zero time.
func fromUnix(sec int64) time.Time {
	if sec == 0 {
		return time.Time{}
	}
	return time.Unix(sec, 0)
}
