package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

func TestArchiveExport(t *testing.T) {
	dir := testDB(t)
	code, out, errOut := runFetaix("archive", "export", "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs, err := pdn.Parse(out)
	if err != nil || len(recs) != 3 {
		t.Fatalf("export reads back as %d games, %v:\n%s", len(recs), err, out)
	}
	if !strings.Contains(errOut, "exported 3 games") {
		t.Errorf("stderr %q", errOut)
	}

	code, out, _ = runFetaix("archive", "export", "--player", "ann", "--db", store.DefaultPath(dir))
	recs, err = pdn.Parse(out)
	if code != 0 || err != nil || len(recs) != 2 {
		t.Fatalf("Ann's export: exit %d, %d games, %v", code, len(recs), err)
	}
	for _, r := range recs {
		if r.Tag(pdn.TagWhite) != "Ann" && r.Tag(pdn.TagBlack) != "Ann" {
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

// TestArchiveExportWritesTheChat: fetaix archive export writes a game's
// chat as a PDN comment after its last move, each line as the room showed
// it, a '}' in a message kept from ending the comment; a game without
// chat gets none.
func TestArchiveExportWritesTheChat(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := store.Open(store.DefaultPath(dir), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for range 2 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	for i, chat := range [][]store.ChatLine{
		{{Author: "ann", Text: "good luck"}, {Author: "carol", Spectator: true, Text: "go {bob}"}},
		nil,
	} {
		rec := pdn.NewRecord(g)
		rec.SetTag(pdn.TagWhite, "ann")
		rec.SetTag(pdn.TagBlack, "bob")
		if _, err := s.Save(t.Context(), store.FinishedGame{Record: rec, White: store.Seat{Name: "ann"},
			Black: store.Seat{Name: "bob"}, Chat: chat}); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	s.Close()

	code, out, errOut := runFetaix("archive", "export", "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs, err := pdn.Parse(out)
	if err != nil || len(recs) != 2 {
		t.Fatalf("export reads back as %d games, %v:\n%s", len(recs), err, out)
	}
	const want = "chat: ann: good luck · carol (spectator): go (bob)"
	if got := recs[0].Comment(2); got != want {
		t.Errorf("the comment after the last move of the game with chat: %q, want %q\n%s", got, want, out)
	}
	if strings.Count(out, "{") != 1 {
		t.Errorf("want one comment in the export, the chat of the first game:\n%s", out)
	}
}

func TestArchiveBackup(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	target := filepath.Join(t.TempDir(), "copy.db")
	// Flags after the file work too.
	code, _, errOut := runFetaix("archive", "backup", target, "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, out, _ := runFetaix("archive", "export", "--db", target)
	if recs, err := pdn.Parse(out); code != 0 || err != nil || len(recs) != 3 {
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
	t.Parallel()
	empty := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"archive"}, 2, "want export, import or backup"},
		{[]string{"archive", "restore"}, 2, `unknown subcommand "restore"`},
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
	t.Parallel()
	games := t.TempDir()
	db := filepath.Join(t.TempDir(), "fetaix.db")
	if err := os.WriteFile(filepath.Join(games, "a.pdn"), []byte("[White \"Ann\"]\n1. c2-c3 c4xc2 *\n\n1. b2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "b.pdn"), []byte("1. c2-c4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runFetaix("archive", "import", games, "--db", db)
	if code != 1 || !strings.Contains(errOut, "imported 2 games from 1 file") || !strings.Contains(errOut, "not imported: "+filepath.Join(games, "b.pdn")) {
		t.Fatalf("first import: exit %d, %q", code, errOut)
	}
	if err := os.WriteFile(filepath.Join(games, "b.pdn"), []byte("1. c2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runFetaix("archive", "import", "--db", db, games)
	if code != 0 || !strings.Contains(errOut, "imported 1 game from 1 file; 1 file imported before") {
		t.Fatalf("second import: exit %d, %q", code, errOut)
	}
	code, out, _ := runFetaix("archive", "export", "--db", db)
	if recs, err := pdn.Parse(out); code != 0 || err != nil || len(recs) != 3 {
		t.Fatalf("the archive holds %d games (exit %d, %v)", len(recs), code, err)
	}
	if code, _, errOut := runFetaix("archive", "import", filepath.Join(games, "a.pdn"), "--db", db); code != 1 || !strings.Contains(errOut, "is not a directory") {
		t.Errorf("a file for DIR: exit %d, %q", code, errOut)
	}
}
