package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// versionBefore is the schema version just before the migration whose
// file is named NNNN_what.sql, whatever its number.
func versionBefore(t *testing.T, what string) int {
	t.Helper()
	for i, m := range migrations {
		if strings.HasSuffix(m.name, "_"+what+".sql") {
			if i == 0 {
				return 0
			}
			return migrations[i-1].version
		}
	}
	t.Fatalf("no migration %s", what)
	return 0
}

// oldNames are players of a database from before names were keyed by
// their look, all distinct there (by case): id, name, created.
var oldNames = []struct {
	id      PlayerID
	name    string
	created int64
}{
	{1, "alice", 2000},
	{2, "ａｌｉｃｅ", 1000},    // full-width, and older than alice
	{3, "аlice", 500},     // Cyrillic а: refused, however old
	{4, "alıce", 4000},    // dotless ı
	{5, "player 1", 5000}, // the placeholder of an unnamed player
	{6, "Bob", 500},
	{7, "élodie", 100},
	{8, "elodie", 100}, // as old as élodie, and after it by id
	{9, "alice\ufe0f", 50},
	{10, "", 10},
}

// TestMigrationKeysNamesByTheirLook: a database whose players hold names
// that look alike, or that the name policy refuses, opened by this
// build: the oldest player of each look keeps the name (as the policy
// cleans it), every later one and every refused name is withdrawn with
// the reason, the former name kept; the withdrawn players are asked to
// choose again. The step changes nothing when it runs again.
func TestMigrationKeysNamesByTheirLook(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, db, versionBefore(t, "name_skeletons")); err != nil {
		t.Fatal(err)
	}
	for _, p := range oldNames {
		name := sql.NullString{String: p.name, Valid: p.name != ""}
		if _, err := db.Exec(`INSERT INTO players (id, name, name_key, created) VALUES (?, ?, ?, ?)`,
			p.id, name, name, p.created); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()

	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := map[PlayerID]struct{ name, withdrawn string }{
		1:  {"", "that name is taken"},
		2:  {"alice", ""},
		3:  {"", "names may not mix scripts: Cyrillic and Latin"},
		4:  {"", "looks like an existing player's name: alice"},
		5:  {"", "the server shows that name"},
		6:  {"Bob", ""},
		7:  {"élodie", ""},
		8:  {"", "looks like an existing player's name: élodie"},
		9:  {"", "names may not contain invisible"},
		10: {"", ""},
	}
	for _, old := range oldNames {
		p, err := s.PlayerByID(ctx, old.id)
		w := want[old.id]
		if err != nil || p.Name != w.name || !strings.HasPrefix(p.Withdrawn, w.withdrawn) || (w.withdrawn == "") != (p.Withdrawn == "") {
			t.Errorf("player %d (%q): %+v, %v; want the name %q, withdrawn: %q", old.id, old.name, p, err, w.name, w.withdrawn)
		}
		var former sql.NullString
		if err := s.db.QueryRow(`SELECT former_name FROM players WHERE id = ?`, old.id).Scan(&former); err != nil {
			t.Fatal(err)
		}
		if w.withdrawn != "" && former.String != old.name {
			t.Errorf("player %d: former name %q, want %q", old.id, former.String, old.name)
		}
	}
	if p, err := s.PlayerByName(ctx, "ALICE"); err != nil || p.ID != 2 {
		t.Errorf("PlayerByName(ALICE) = %+v, %v; want player 2", p, err)
	}
	// A withdrawn player may not take the look another holds.
	if _, err := s.SetName(ctx, 4, "alice"); err == nil || !strings.Contains(err.Error(), "taken") {
		t.Errorf("player 4 taking alice: %v", err)
	}

	before := playerRows(t, s.db)
	if err := s.inTx(ctx, func(tx *sql.Tx) error { return rekeyNames(ctx, tx) }); err != nil {
		t.Fatal(err)
	}
	if after := playerRows(t, s.db); !reflect.DeepEqual(after, before) {
		t.Errorf("rekeyNames again changed the players:\n got %q\nwant %q", after, before)
	}
}

// playerRows are the players table's rows as text.
func playerRows(t *testing.T, db *sql.DB) []string {
	t.Helper()
	return textRows(t, db, `SELECT id || '|' || coalesce(name, '-') || '|' || coalesce(name_key, '-') || '|' ||
		coalesce(former_name, '-') || '|' || coalesce(withdrawn_why, '-') FROM players ORDER BY id`)
}
