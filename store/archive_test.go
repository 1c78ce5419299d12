package store

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/rating"
)

// writePDN writes records to dir/name as the server did before the store.
func writePDN(t *testing.T, dir, name string, recs ...*pdn.Record) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := pdnfile.Save(filepath.Join(dir, name), true, recs...); err != nil {
		t.Fatal(err)
	}
}

// TestImportOnceIsIdempotent: the games directory is imported on the
// first ImportOnce only; ImportDir again skips files already imported by
// name and content; an unreadable file is reported, the rest imported.
func TestImportOnceIsIdempotent(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	dir := GamesDir(t.TempDir())
	room := playedRecord(t, game.DefaultRules(), game.BlackWin)
	room.SetTag(pdn.TagWhite, "ann")
	room.SetTag(pdn.TagBlack, "bob")
	room.SetTag(pdn.TagDate, "2025.06.01")
	room.SetTag("TimeControl", "5+3")
	solo := playedRecord(t, game.DefaultRules(), game.WhiteWin)
	solo.SetTag(pdn.TagWhite, "carl")
	solo.SetTag(pdn.TagBlack, "Fetaix level 4 (strong)")
	solo.SetTag("TimeControl", "no clock")
	writePDN(t, dir, "20250601-101500-K7QM-1.pdn", room)
	writePDN(t, dir, "solo.pdn", solo, playedRecord(t, game.DefaultRules(), game.Draw))
	if err := os.WriteFile(filepath.Join(dir, "broken.pdn"), []byte("[White \"x\"\n1. z9-z8 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a game"), 0o644); err != nil {
		t.Fatal(err)
	}

	rep, ran, err := s.ImportOnce(ctx, dir)
	if err != nil || !ran {
		t.Fatalf("ImportOnce: %v, ran %v", err, ran)
	}
	if rep.Files != 2 || rep.Games != 3 || rep.Skipped != 0 || len(rep.Failed) != 1 ||
		filepath.Base(rep.Failed[0].File) != "broken.pdn" {
		t.Errorf("report %+v", rep)
	}
	if rep, ran, err := s.ImportOnce(ctx, dir); ran || err != nil || rep.Games != 0 {
		t.Errorf("second ImportOnce: %+v, ran %v, %v", rep, ran, err)
	}
	if rep, err := s.ImportDir(ctx, dir); err != nil || rep.Skipped != 2 || rep.Files != 0 || rep.Games != 0 {
		t.Errorf("ImportDir again: %+v, %v", rep, err)
	}
	if n := countGames(t, s); n != 3 {
		t.Fatalf("%d games after importing twice, want 3", n)
	}

	games, _ := s.RecentGames(ctx, 10)
	byWhite := map[string]GameSummary{}
	for _, g := range games {
		byWhite[g.White.Name] = g
		if g.Rated || g.White.Player != 0 || g.Black.Player != 0 || !g.Imported {
			t.Errorf("imported game %+v: want casual, no players", g)
		}
	}
	if g := byWhite["ann"]; g.Class != rating.Clock || g.Result != game.BlackWin || g.Termination != "resignation" ||
		g.Played.Format("2006.01.02") != "2025.06.01" {
		t.Errorf("room game imported as %+v", g)
	}
	if g := byWhite["carl"]; g.Class != rating.Untimed || g.Level != 4 {
		t.Errorf("solo game imported as %+v", g)
	}
	if g := byWhite["?"]; g.Level != 0 || g.Result != game.Draw {
		t.Errorf("untagged game imported as %+v", g)
	}

	// The same name with other content is another file.
	writePDN(t, dir, "solo.pdn", solo)
	if rep, err := s.ImportDir(ctx, dir); err != nil || rep.Files != 1 || rep.Games != 1 {
		t.Errorf("ImportDir of a changed file: %+v, %v", rep, err)
	}
	if rep, err := s.ImportDir(ctx, filepath.Join(dir, "missing")); err != nil || rep.Files+rep.Skipped != 0 {
		t.Errorf("ImportDir of a missing directory: %+v, %v", rep, err)
	}
}

// TestExportReadsBack: the export of every game, or one player's, is a PDN
// file holding those games, oldest first.
func TestExportReadsBack(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	var want []string
	for i, g := range []FinishedGame{
		finished(t, seat(ann), Seat{Name: "g1"}, game.WhiteWin, false),
		finished(t, Seat{Name: "g2"}, Seat{Name: "g3"}, game.Draw, false),
		finished(t, Seat{Name: "g4"}, seat(ann), game.Ongoing, false),
	} {
		c.Advance(time.Minute)
		g.Record.SetTag(pdn.TagWhite, g.White.Name)
		g.Record.SetComment(0, "game "+string(rune('A'+i)))
		text, _ := pdn.Format(g.Record)
		want = append(want, text)
		save(t, s, g)
	}
	var all strings.Builder
	if n, err := s.Export(ctx, &all, 0); err != nil || n != 3 {
		t.Fatalf("Export: %d, %v", n, err)
	}
	if all.String() != strings.Join(want, "\n") {
		t.Errorf("export:\n%s\nwant:\n%s", all.String(), strings.Join(want, "\n"))
	}
	recs, err := pdn.Parse(all.String())
	if err != nil || len(recs) != 3 {
		t.Fatalf("export reads back as %d games, %v", len(recs), err)
	}
	var hers strings.Builder
	if n, err := s.Export(ctx, &hers, ann.ID); err != nil || n != 2 || hers.String() != want[0]+"\n"+want[2] {
		t.Errorf("Ann's export (%d, %v):\n%s", n, err, hers.String())
	}
}

// TestBackupIsACompleteCopy: VACUUM INTO, with a writer at work, gives a
// database that opens by itself and holds the games; an existing file is
// never replaced.
func TestBackupIsACompleteCopy(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	for range 5 {
		save(t, s, finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.WhiteWin, false))
	}
	w := newWriter(t, s, WriterOptions{})
	for range 50 { // writes under way during the backup
		if err := w.Submit(finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.Draw, false)); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "backup.db")
	if err := s.Backup(ctx, path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Error("the backup left a WAL file beside it")
	}
	b, err := Open(path, Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var check string
	if err := b.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Errorf("integrity_check of the backup: %q, %v", check, err)
	}
	if n := countGames(t, b); n < 5 || n > 55 {
		t.Errorf("backup holds %d games, want 5 to 55", n)
	}
	if err := s.Backup(ctx, path); !errors.Is(err, fs.ErrExist) {
		t.Errorf("backup over an existing file: %v", err)
	}
	if err := s.Backup(ctx, filepath.Join(t.TempDir(), "no", "dir", "b.db")); err == nil {
		t.Error("backup into a missing directory succeeded")
	}
}

// TestImportRefusesAGameTooLarge: a record whose text is over MaxGamePDN
// (a comment of 300 KB) is not archived: its file is reported, the others
// imported.
func TestImportRefusesAGameTooLarge(t *testing.T) {
	s := openTemp(t, nil)
	dir := GamesDir(t.TempDir())
	big := playedRecord(t, game.DefaultRules(), game.WhiteWin)
	big.SetComment(1, strings.Repeat("long ", 60<<10))
	writePDN(t, dir, "big.pdn", big)
	writePDN(t, dir, "small.pdn", playedRecord(t, game.DefaultRules(), game.Draw))
	rep, err := s.ImportDir(t.Context(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Files != 1 || len(rep.Failed) != 1 || filepath.Base(rep.Failed[0].File) != "big.pdn" ||
		!errors.Is(rep.Failed[0].Err, ErrGameTooLarge) {
		t.Fatalf("report %+v", rep)
	}
}

// TestImportedClassFromTimeControl: an imported record's class follows
// its TimeControl tag: none is untimed, days per move correspondence,
// anything else a clock.
func TestImportedClassFromTimeControl(t *testing.T) {
	for tc, want := range map[string]rating.Class{
		"": rating.Untimed, "no clock": rating.Untimed, "5+3": rating.Clock,
		"1 day/move": rating.Correspondence, "14 days/move": rating.Correspondence,
	} {
		rec := playedRecord(t, game.DefaultRules(), game.Draw)
		rec.SetTag("TimeControl", tc)
		if got := importedGame(rec, time.Now()).Class; got != want {
			t.Errorf("TimeControl %q: class %v, want %v", tc, got, want)
		}
	}
}

// TestTournamentGamesListsAnEventsGames: a game saved with a tournament
// is listed under that event, and not under another; a game without one
// is under none.
func TestTournamentGamesListsAnEventsGames(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	for _, ev := range []int64{7, 0, 7, 8} {
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Save(ctx, FinishedGame{Record: pdn.NewRecord(g), White: Seat{Name: "a"}, Black: Seat{Name: "b"}, Tournament: ev}); err != nil {
			t.Fatal(err)
		}
	}
	for ev, want := range map[int64]int{7: 2, 8: 1, 9: 0} {
		got, err := s.TournamentGames(ctx, ev, 0)
		if err != nil || len(got) != want {
			t.Errorf("event %d: %d games (%v), want %d", ev, len(got), err, want)
		}
	}
}
