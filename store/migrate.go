package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// The schema is versioned by numbered SQL files in migrations/, embedded
// in the binary: NNNN_what.sql moves the schema from version NNNN−1 to
// NNNN. The table schema_version holds the version of a database; Open
// applies the files it has not seen, each in its own transaction with the
// new version number, so a database is always at one version or the next.
// A file once released is never edited: a change is a new file.

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one step of the schema.
type migration struct {
	version int
	name    string // the file name
	sql     string
}

// migrations are the steps, migrations[i] leading to version i+1.
var migrations = loadMigrations(migrationFiles)

// loadMigrations reads the embedded files; it panics on a gap or a bad
// name, which is a mistake in the source, caught by every test.
func loadMigrations(fsys fs.FS) []migration {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	var out []migration
	for i, name := range names {
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v != i+1 {
			panic(fmt.Sprintf("store: migration %s: want the name %04d_what.sql", base, i+1))
		}
		text, err := fs.ReadFile(fsys, name)
		if err != nil {
			panic(err)
		}
		out = append(out, migration{version: v, name: base, sql: string(text)})
	}
	return out
}

// ErrNewerSchema is returned for a database written by a newer fetaix.
var ErrNewerSchema = errors.New("the database was written by a newer fetaix")

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int { return len(migrations) }

// migrate brings db's schema up to version target (≤ len(migrations)).
func migrate(ctx context.Context, db *sql.DB, target int) error {
	if err := checkForeign(ctx, db); err != nil {
		return err
	}
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	for {
		done := false
		err := inTx(ctx, db, func(tx *sql.Tx) error {
			v, err := schemaVersion(ctx, tx)
			switch {
			case err != nil:
				return err
			case v > len(migrations):
				return fmt.Errorf("%w (schema version %d; this one knows up to %d)", ErrNewerSchema, v, len(migrations))
			case v >= target:
				done = true
				return nil
			}
			m := migrations[v]
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			return setSchemaVersion(ctx, tx, m.version)
		})
		if err != nil || done {
			return err
		}
	}
}

// ErrNotFetaix is returned for an SQLite database that holds tables but no
// schema version: someone else's, which the store leaves alone.
var ErrNotFetaix = errors.New("not a fetaix database")

// checkForeign refuses a database with tables but no schema_version.
func checkForeign(ctx context.Context, db *sql.DB) error {
	var versioned, tables int
	err := db.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE name = 'schema_version'), count(*)
		FROM sqlite_master WHERE type = 'table'`).Scan(&versioned, &tables)
	if err != nil {
		return err
	}
	if versioned == 0 && tables > 0 {
		return ErrNotFetaix
	}
	return nil
}

// schemaVersion reads the version; a database without one is at 0.
func schemaVersion(ctx context.Context, q querier) (int, error) {
	var v int
	err := q.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

func setSchemaVersion(ctx context.Context, tx *sql.Tx, v int) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM schema_version`); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (?)`, v)
	return err
}

// querier is what reads need of a *sql.DB or *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}
