package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"
	"testing/fstest"
)

// schema returns every table, index and trigger of a database with the
// SQL that made it.
func schema(t *testing.T, db *sql.DB) []string {
	t.Helper()
	return textRows(t, db, `SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master ORDER BY type, name`)
}

// textRows returns the rows of a query of one text column.
func textRows(t *testing.T, db *sql.DB, query string) []string {
	t.Helper()
	rows, err := db.Query(query)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOpenFromEmpty: a new file gets the latest schema, in WAL mode, with
// foreign keys, the busy timeout and full sync on every connection.
func TestOpenFromEmpty(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	if v, err := schemaVersion(ctx, s.db); err != nil || v != SchemaVersion() || v < 3 {
		t.Fatalf("schema version %d, %v; want %d", v, err, SchemaVersion())
	}
	// Hold two connections at once, so that both are checked.
	conns := make([]*sql.Conn, 2)
	for i := range conns {
		c, err := s.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
	}
	for i, c := range conns {
		for pragma, want := range map[string]string{
			"journal_mode": "wal", "foreign_keys": "1", "busy_timeout": "5000", "synchronous": "2",
		} {
			var got string
			if err := c.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("connection %d: PRAGMA %s = %s, want %s", i, pragma, got, want)
			}
		}
	}
}

// seeds put data into a database at a given version, to check that the
// later migrations keep it: seeds[v] needs the schema of version v.
var seeds = map[int]string{
	1: `INSERT INTO players (id, name, name_key, created) VALUES (7, 'Ann', 'Ann', 1000);
		INSERT INTO keys (fingerprint, player_id, added) VALUES ('SHA256:ann', 7, 1000);`,
	2: `INSERT INTO ratings (player_id, class, r, rd, vol, games, wins, draws, losses, last_game)
		VALUES (7, 'untimed', 1612, 48, 0.06, 3, 2, 1, 0, 2000);`,
	4: `INSERT INTO games (id, pdn, white_id, black_id, white_name, black_name, result, termination, rated, class, rules, played)
		VALUES (40, '[Event "?"] *', 7, NULL, 'Ann', 'guest', '*', 'interrupted', 0, 'clock', '', 3000);
		INSERT INTO chat (id, game_id, author, spectator, at, text) VALUES (41, 40, 'Ann', 0, 3000, 'hello');
		INSERT INTO held_games (uid, game_id) VALUES ('held-40', 40);`,
}

// TestMigrateFromEveryVersion builds a database at each earlier version,
// with data, then opens it: the schema must be the one a new file gets,
// and the data still there.
func TestMigrateFromEveryVersion(t *testing.T) {
	fresh := openTemp(t, nil)
	want := schema(t, fresh.db)
	ctx := context.Background()
	for i := range migrations {
		k := 0 // the version before migrations[i]
		if i > 0 {
			k = migrations[i-1].version
		}
		t.Run(fmt.Sprintf("from%d", k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			db, err := sql.Open("sqlite", dsn(path))
			if err != nil {
				t.Fatal(err)
			}
			if err := migrate(ctx, db, k); err != nil {
				t.Fatal(err)
			}
			for v := 1; v <= k; v++ {
				if _, err := db.Exec(seeds[v]); seeds[v] != "" && err != nil {
					t.Fatalf("seed of version %d: %v", v, err)
				}
			}
			if v, _ := schemaVersion(ctx, db); v != k {
				t.Fatalf("built version %d, want %d", v, k)
			}
			db.Close()

			s, err := Open(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if got := schema(t, s.db); !reflect.DeepEqual(got, want) {
				t.Errorf("schema migrated from %d differs from a new one:\n got %q\nwant %q", k, got, want)
			}
			if k >= 1 {
				p, err := s.PlayerByKey(ctx, "SHA256:ann")
				if err != nil || p.ID != 7 || p.Name != "Ann" {
					t.Errorf("player of version 1 after migrating: %+v, %v", p, err)
				}
			}
			if k >= 2 {
				st, err := s.RankOf(ctx, 7, 0)
				if err != nil || st.Rating.R != 1612 || st.Games() != 3 {
					t.Errorf("rating of version 2 after migrating: %+v, %v", st, err)
				}
			}
			if k >= 4 {
				checkGamesKept(t, s.db)
			}
		})
	}
}

// checkGamesKept checks that seeds[4]'s game, its chat line and its held
// file are all there: a rebuild of the games table (0013) must not drop
// the rows that refer to it.
func checkGamesKept(t *testing.T, db *sql.DB) {
	t.Helper()
	var class, text, uid string
	err := db.QueryRow(`SELECT g.class, c.text, h.uid FROM games g JOIN chat c ON c.game_id = g.id
		JOIN held_games h ON h.game_id = g.id WHERE g.id = 40`).Scan(&class, &text, &uid)
	if err != nil || class != "clock" || text != "hello" || uid != "held-40" {
		t.Errorf("game of version 4 after migrating: %q %q %q, %v", class, text, uid, err)
	}
}

// TestCorrespondenceClassIsStored: the ratings and games tables take the
// correspondence class (0013), and refuse a class that is none.
func TestCorrespondenceClassIsStored(t *testing.T) {
	s := openTemp(t, nil)
	keyHolder(t, s, "SHA256:ann", "Ann")
	for _, q := range []string{
		`INSERT INTO ratings (player_id, class, r, rd, vol, games, wins, draws, losses, last_game)
			SELECT id, 'correspondence', 1500, 350, 0.06, 0, 0, 0, 0, 0 FROM players`,
		`INSERT INTO games (pdn, white_name, black_name, result, termination, rated, class, rules, played)
			VALUES ('*', 'a', 'b', '*', '', 0, 'correspondence', '', 1)`,
	} {
		if _, err := s.db.Exec(q); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
	if _, err := s.db.Exec(`INSERT INTO games (pdn, white_name, black_name, result, termination, rated, class, rules, played)
			VALUES ('*', 'a', 'b', '*', '', 0, 'blitz', '', 1)`); err == nil {
		t.Error("a game of class blitz was stored")
	}
}

func TestNewerSchemaIsRefused(t *testing.T) {
	s := openTemp(t, nil)
	if _, err := s.db.Exec(`UPDATE schema_version SET version = ?`, SchemaVersion()+1); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := Open(s.Path(), Options{}); !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("opening a newer schema: %v, want ErrNewerSchema", err)
	}
}

// TestOthersDatabasesAreLeftAlone: an SQLite file of another program is
// refused, and not given the store's tables.
func TestOthersDatabasesAreLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.db")
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes (text TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := Open(path, Options{}); !errors.Is(err, ErrNotFetaix) {
		t.Fatalf("opening another program's database: %v, want ErrNotFetaix", err)
	}
	notSQLite := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notSQLite, []byte("this is not a database, but it is long enough to look like a header or so\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(notSQLite, Options{}); err == nil {
		t.Fatal("opened a text file as a database")
	}
}

func TestMustExist(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", FileName)
	if _, err := Open(path, Options{MustExist: true}); !errors.Is(err, ErrNoDatabase) {
		t.Fatalf("Open(MustExist) of a missing file: %v", err)
	}
	if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Open(MustExist) created the directory")
	}
}

// TestOpenPathWithOddCharacters: the path goes into a file: URI escaped,
// so characters that mean something in a URI are just characters.
func TestOpenPathWithOddCharacters(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("? is not allowed in Windows file names")
	}
	path := filepath.Join(t.TempDir(), "a b?c=1&d%20#e", "fetaix.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	keyHolder(t, s, "SHA256:x", "x")
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the database is not at %q: %v", path, err)
	}
}

// TestMigrationFilesAndGoSteps: files are taken in the order of their
// numbers, which may skip one; a Go step goes with the file of its name
// whatever its number; a number out of order, a bad name, or a Go step
// without its file is a mistake in the source.
func TestMigrationFilesAndGoSteps(t *testing.T) {
	step := func(context.Context, *sql.Tx) error { return nil }
	files := fstest.MapFS{
		"migrations/0001_a.sql": {Data: []byte("A")},
		"migrations/0003_b.sql": {Data: []byte("B")},
	}
	got := loadMigrations(files, map[string]func(context.Context, *sql.Tx) error{"b": step})
	if len(got) != 2 || got[0].version != 1 || got[1].version != 3 || got[0].step != nil || got[1].step == nil || got[1].sql != "B" {
		t.Errorf("loaded %+v", got)
	}
	for _, c := range []struct {
		what  string
		file  string // beside 0001_a.sql
		steps map[string]func(context.Context, *sql.Tx) error
	}{
		{"a Go step without its file", "0002_b.sql", map[string]func(context.Context, *sql.Tx) error{"c": step}},
		{"a bad name", "2_b.sql", nil},
		{"a number taken twice", "0001_b.sql", nil},
	} {
		fsys := fstest.MapFS{"migrations/0001_a.sql": {Data: []byte("A")}, "migrations/" + c.file: {Data: []byte("B")}}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", c.what)
				}
			}()
			loadMigrations(fsys, c.steps)
		}()
	}
}
