package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

func TestArchiveExport(t *testing.T) {
	dir := testDB(t)
	code, out, errOut := runFetaix("archive", "export", "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs, err := game.ParsePDN(out)
	if err != nil || len(recs) != 3 {
		t.Fatalf("export reads back as %d games, %v:\n%s", len(recs), err, out)
	}
	if !strings.Contains(errOut, "exported 3 games") {
		t.Errorf("stderr %q", errOut)
	}

	code, out, _ = runFetaix("archive", "export", "--player", "ann", "--db", store.DefaultPath(dir))
	recs, err = game.ParsePDN(out)
	if code != 0 || err != nil || len(recs) != 2 {
		t.Fatalf("Ann's export: exit %d, %d games, %v", code, len(recs), err)
	}
	for _, r := range recs {
		if r.Tag(game.TagWhite) != "Ann" && r.Tag(game.TagBlack) != "Ann" {
			t.Errorf("a game without Ann: %v", r.Tags)
		}
	}

	t.Setenv(dbEnv, store.DefaultPath(dir))
	if code, out, _ := runFetaix("archive", "export", "--player", "Bob"); code != 0 || strings.Count(out, "[Event ") != 3 {
		t.Errorf("Bob's export through $%s: exit %d:\n%s", dbEnv, code, out)
	}
	if code, _, errOut := runFetaix("archive", "export", "--player", "Zed"); code != 1 || !strings.Contains(errOut, `no player named "Zed"`) {
		t.Errorf("unknown player: exit %d, %q", code, errOut)
	}
}

func TestArchiveBackup(t *testing.T) {
	dir := testDB(t)
	target := filepath.Join(t.TempDir(), "copy.db")
	// Flags after the file work too.
	code, _, errOut := runFetaix("archive", "backup", target, "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, out, _ := runFetaix("archive", "export", "--db", target)
	if recs, err := game.ParsePDN(out); code != 0 || err != nil || len(recs) != 3 {
		t.Errorf("the backup exports %d games (exit %d, %v)", len(recs), code, err)
	}
	before, _ := os.ReadFile(target)
	if code, _, errOut := runFetaix("archive", "backup", "--data-dir", dir, target); code != 1 || !strings.Contains(errOut, "already exists") {
		t.Errorf("existing target: exit %d, %q", code, errOut)
	}
	if after, _ := os.ReadFile(target); string(after) != string(before) {
		t.Error("the existing target was changed")
	}
}

func TestArchiveBadInput(t *testing.T) {
	empty := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"archive"}, 2, "want export, import or backup"},
		{[]string{"archive", "restore"}, 2, `unknown action "restore"`},
		{[]string{"archive", "backup", "--data-dir", empty}, 2, "want exactly one FILE"},
		{[]string{"archive", "backup", "a.db", "b.db", "--data-dir", empty}, 2, "want exactly one FILE"},
		{[]string{"archive", "export", "--data-dir", empty}, 1, "no database at " + store.DefaultPath(empty)},
		{[]string{"archive", "export", "--db", filepath.Join(empty, "x.db")}, 1, "no database at"},
		{[]string{"archive", "export", "stray"}, 2, `unexpected argument "stray"`},
	} {
		code, _, errOut := runFetaix(c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
	if _, err := os.Stat(store.DefaultPath(empty)); err == nil {
		t.Error("a read command created a database")
	}
	if code, out, _ := runFetaix("help", "archive"); code != 0 || !strings.Contains(out, "fetaix archive backup FILE") {
		t.Errorf("help archive: exit %d\n%s", code, out)
	}
}

// TestArchiveImport: import adds the games of a directory's PDN files to
// the database (creating it), once; a file that cannot be read is named
// and makes the status 1, and once mended it is imported by the next run.
func TestArchiveImport(t *testing.T) {
	games := t.TempDir()
	db := filepath.Join(t.TempDir(), "fetaix.db")
	os.WriteFile(filepath.Join(games, "a.pdn"), []byte("[White \"Ann\"]\n1. c2-c3 c4xc2 *\n\n1. b2-c3 *\n"), 0o644)
	os.WriteFile(filepath.Join(games, "b.pdn"), []byte("1. c2-c4 *\n"), 0o644)
	code, _, errOut := runFetaix("archive", "import", games, "--db", db)
	if code != 1 || !strings.Contains(errOut, "imported 2 games from 1 file") || !strings.Contains(errOut, "not imported: "+filepath.Join(games, "b.pdn")) {
		t.Fatalf("first import: exit %d, %q", code, errOut)
	}
	os.WriteFile(filepath.Join(games, "b.pdn"), []byte("1. c2-c3 *\n"), 0o644)
	code, _, errOut = runFetaix("archive", "import", "--db", db, games)
	if code != 0 || !strings.Contains(errOut, "imported 1 game from 1 file; 1 file imported before") {
		t.Fatalf("second import: exit %d, %q", code, errOut)
	}
	code, out, _ := runFetaix("archive", "export", "--db", db)
	if recs, err := game.ParsePDN(out); code != 0 || err != nil || len(recs) != 3 {
		t.Fatalf("the archive holds %d games (exit %d, %v)", len(recs), code, err)
	}
	if code, _, errOut := runFetaix("archive", "import", filepath.Join(games, "a.pdn"), "--db", db); code != 1 || !strings.Contains(errOut, "is not a directory") {
		t.Errorf("a file for DIR: exit %d, %q", code, errOut)
	}
}
