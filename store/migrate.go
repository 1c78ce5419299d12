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
// in the binary: NNNN_what.sql moves the schema to version NNNN from the
// file before it (the numbers increase; one may be skipped, so that work
// done apart can take numbers apart). A migration may also have a step in
// Go (goSteps, found by the file's name without its number), run after
// its SQL in the same transaction: data the SQL cannot compute. The table
// schema_version holds the version of a database; Open applies the files
// it has not seen, each in its own transaction with the new version
// number, so a database is always at one version or the next. A file once
// released is never edited: a change is a new file.

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one step of the schema.
type migration struct {
	version int
	name    string                                      // the file name
	sql     string                                      // run first
	step    func(ctx context.Context, tx *sql.Tx) error // then this, if any
}

// goSteps are the Go steps of migrations, by the name of their file less
// its number and ".sql".
var goSteps = map[string]func(ctx context.Context, tx *sql.Tx) error{
	"name_skeletons": rekeyNames,
}

// migrations are the steps, in order of their versions.
var migrations = loadMigrations(migrationFiles, goSteps)

// loadMigrations reads the embedded files and gives them their Go steps;
// it panics on a bad name, a number out of order, or a Go step without a
// file, which are mistakes in the source, caught by every test.
func loadMigrations(fsys fs.FS, steps map[string]func(context.Context, *sql.Tx) error) []migration {
	files, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	sort.Strings(files)
	var out []migration
	used := 0
	for _, file := range files {
		base := path.Base(file)
		num, what, ok := strings.Cut(strings.TrimSuffix(base, ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || len(num) != 4 || v < 1 || (len(out) > 0 && v <= out[len(out)-1].version) {
			panic(fmt.Sprintf("store: migration %s: want the name NNNN_what.sql, numbered after the one before", base))
		}
		text, err := fs.ReadFile(fsys, file)
		if err != nil {
			panic(err)
		}
		m := migration{version: v, name: base, sql: string(text), step: steps[what]}
		if m.step != nil {
			used++
		}
		out = append(out, m)
	}
	if used != len(steps) {
		panic("store: a Go step of a migration has no file")
	}
	return out
}

// ErrNewerSchema is returned for a database written by a newer fetaix.
var ErrNewerSchema = errors.New("the database was written by a newer fetaix")

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int { return migrations[len(migrations)-1].version }

// migrate brings db's schema up to version target (≤ SchemaVersion()):
// the migrations numbered up to target.
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
			if err != nil {
				return err
			}
			if v > SchemaVersion() {
				return fmt.Errorf("%w (schema version %d; this one knows up to %d)", ErrNewerSchema, v, SchemaVersion())
			}
			i := sort.Search(len(migrations), func(i int) bool { return migrations[i].version > v })
			if i == len(migrations) || migrations[i].version > target {
				done = true
				return nil
			}
			m := migrations[i]
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			if m.step != nil {
				if err := m.step(ctx, tx); err != nil {
					return fmt.Errorf("migration %s: %w", m.name, err)
				}
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
