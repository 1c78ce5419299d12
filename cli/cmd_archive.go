package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/store"
)

func init() {
	register(&command{name: "archive", summary: "export the server's archived games as PDN, import PDN files, or back up its database", usage: archiveUsage, sub: []*command{
		{name: "export", run: runArchiveExport},
		{name: "import", run: runArchiveImport},
		{name: "backup", run: runArchiveBackup},
	}})
}

const archiveUsage = `Usage:
  fetaix archive export [--player NAME] [--db FILE] [--data-dir DIR] > games.pdn
  fetaix archive backup FILE [--db FILE] [--data-dir DIR]
  fetaix archive import DIR [--db FILE] [--data-dir DIR]

export writes every archived game of fetaix serve, oldest first, as one PDN
file to standard output; with --player, only the games of the player of that
name (any case).
backup copies the database to FILE while the server runs (SQLite's VACUUM
INTO: one consistent, compacted file); FILE must not exist.
import adds the games of DIR's *.pdn files not imported before (a file is
known by its name and content), e.g. DATA-DIR/games after a file that
fetaix serve could not import at its first start has been mended; files that
other tools wrote are read leniently. Each file that cannot be read is
named, with why, and the exit status is then 1.
The database is --db FILE ($FETAIX_DB), else DATA-DIR/fetaix.db.`

func runArchiveExport(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("archive export", "archive export [--player NAME] [--db FILE] [--data-dir DIR]", stdout, stderr)
	player := fs.String("player", "", "only the games of the player with this `NAME`")
	db := addDBFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	s, err := db.open()
	if err != nil {
		return err
	}
	defer s.Close() //nolint:errcheck // every change was committed in its own transaction
	ctx := context.Background()
	var id store.PlayerID
	if *player != "" {
		p, err := s.PlayerByName(ctx, *player)
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("--player: no player named %q (fetaix players lists them)", *player)
		} else if err != nil {
			return err
		}
		id = p.ID
	}
	n, err := s.Export(ctx, stdout, id)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "fetaix archive: exported %s\n", plural.Count(n, "game", "games"))
	return nil
}

func runArchiveBackup(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	flags := newFlags("archive backup", "archive backup FILE [--db FILE] [--data-dir DIR]", stdout, stderr)
	db := addDBFlags(flags)
	rest, err := parseInterspersed(flags, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return &usageError{"backup: want exactly one FILE to write", "see fetaix help archive"}
	}
	s, err := db.open()
	if err != nil {
		return err
	}
	defer s.Close() //nolint:errcheck // every change was committed in its own transaction
	target := rest[0]
	if err := s.Backup(context.Background(), target); errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists: a backup never replaces a file", target)
	} else if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "fetaix archive: backed up %s to %s\n", s.Path(), target)
	return nil
}

// errImportFailed marks an import some of whose files could not be read
// (each has been named on stderr).
var errImportFailed = errors.New("some files were not imported")

func runArchiveImport(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	flags := newFlags("archive import", "archive import DIR [--db FILE] [--data-dir DIR]", stdout, stderr)
	db := addDBFlags(flags)
	rest, err := parseInterspersed(flags, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return &usageError{"import: want exactly one DIR of .pdn files", "see fetaix help archive"}
	}
	if st, err := os.Stat(rest[0]); err != nil || !st.IsDir() {
		return fmt.Errorf("%s is not a directory", rest[0])
	}
	s, err := db.create()
	if err != nil {
		return err
	}
	defer s.Close() //nolint:errcheck // every change was committed in its own transaction
	rep, err := s.ImportDir(context.Background(), rest[0])
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "fetaix archive: imported %s from %s; %s imported before\n",
		plural.Count(rep.Games, "game", "games"), plural.Count(rep.Files, "file", "files"), plural.Count(rep.Skipped, "file", "files"))
	for _, f := range rep.Failed {
		fmt.Fprintf(stderr, "fetaix archive: not imported: %s: %v\n", f.File, f.Err)
	}
	if len(rep.Failed) > 0 {
		return errImportFailed
	}
	return nil
}
