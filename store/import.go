package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/rating"
)

// Before the store, the server wrote each finished game to
// DATA-DIR/games/*.pdn. Those files are imported into the archive once,
// when the store first opens; a file is known by its name and the SHA-256
// of its content, so importing again imports nothing new, and each file is
// imported in one transaction, whole or not at all. Imported games are
// casual (they never count for the ratings) and belong to no player: a
// name in a file proves nothing about who played.

// GamesDir is the directory of a data dir holding PDN game files.
func GamesDir(dataDir string) string { return filepath.Join(dataDir, "games") }

// ImportReport says what an import did.
type ImportReport struct {
	Files   int // files imported
	Games   int // games imported from them
	Skipped int // files imported before
	Failed  []ImportFailure
}

// ImportFailure is a file that could not be imported, and why.
type ImportFailure struct {
	File string
	Err  error
}

// metaImported is the meta key set once ImportOnce has run.
const metaImported = "games_imported"

// ImportOnce imports dir's PDN files (ImportDir) unless an earlier
// ImportOnce has; ran says whether it did. Files that failed are in the
// report and are not tried again by ImportOnce.
func (s *Store) ImportOnce(ctx context.Context, dir string) (rep ImportReport, ran bool, err error) {
	var done int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM meta WHERE key = ?`, metaImported).Scan(&done); err != nil {
		return rep, false, err
	}
	if done > 0 {
		return rep, false, nil
	}
	if rep, err = s.ImportDir(ctx, dir); err != nil {
		return rep, true, err
	}
	_, err = s.db.ExecContext(ctx, `INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)`,
		metaImported, s.now().UTC().Format(time.RFC3339))
	return rep, true, err
}

// ImportDir imports every *.pdn file of dir not imported before, in name
// order. A file that cannot be read or parsed is reported in the report
// and the others go on; the error is for the database failing. A missing
// dir has nothing to import.
func (s *Store) ImportDir(ctx context.Context, dir string) (ImportReport, error) {
	var rep ImportReport
	names, err := filepath.Glob(filepath.Join(dir, "*.pdn"))
	if err != nil {
		return rep, err
	}
	sort.Strings(names)
	for _, path := range names {
		n, err := s.importFile(ctx, path)
		switch {
		case errors.Is(err, errImportedBefore):
			rep.Skipped++
		case errors.As(err, new(fileError)):
			rep.Failed = append(rep.Failed, ImportFailure{File: path, Err: err})
		case err != nil:
			return rep, fmt.Errorf("importing %s: %w", path, err)
		default:
			rep.Files++
			rep.Games += n
		}
	}
	return rep, nil
}

var errImportedBefore = errors.New("imported before")

// fileError is a problem with a file rather than with the database.
type fileError struct{ err error }

func (e fileError) Error() string { return e.err.Error() }
func (e fileError) Unwrap() error { return e.err }

// importFile imports one file in a transaction and returns its number of
// games.
func (s *Store) importFile(ctx context.Context, path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, fileError{err}
	}
	info, err := os.Stat(path)
	if err != nil {
		return 0, fileError{err}
	}
	sum := sha256.Sum256(data)
	name, hash := filepath.Base(path), hex.EncodeToString(sum[:])
	recs, err := pdn.Parse(string(data))
	if err != nil {
		return 0, fileError{err}
	}
	var games []*pending
	for i, rec := range recs {
		p, err := prepare(importedGame(rec, info.ModTime()), s.now())
		if err != nil {
			return 0, fileError{fmt.Errorf("game %d: %w", i+1, err)}
		}
		games = append(games, p)
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO imported_files (name, sha256, imported, games)
			VALUES (?, ?, ?, ?)`, name, hash, unix(s.now()), len(games))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errImportedBefore
		}
		fileID, err := res.LastInsertId()
		if err != nil {
			return err
		}
		for _, p := range games {
			p.importedFrom = fileID
			if _, err := s.writeGame(ctx, tx, p); err != nil {
				return err
			}
		}
		return nil
	})
	return len(games), err
}

// importedGame is a record of a file as a finished game: casual, its
// class from its TimeControl tag, the computer's level from a side named
// as the computer is in records ("Fetaix level 3 (…)"), and its end from
// its Date tag, or the file's modification time when that falls on the
// same day (it is more precise) or the tag is not a date.
func importedGame(rec *pdn.Record, modTime time.Time) FinishedGame {
	g := FinishedGame{Record: rec, Class: rating.Untimed, Ended: modTime}
	switch tc := strings.ToLower(strings.TrimSpace(rec.Tag("TimeControl"))); {
	case tc == "" || tc == "-" || tc == "?" || tc == "no clock":
	case strings.HasSuffix(tc, "/move"): // "3 days/move" (server/room.Options.ClockText)
		g.Class = rating.Correspondence
	default:
		g.Class = rating.Clock
	}
	levels := 0
	for _, tag := range []string{pdn.TagWhite, pdn.TagBlack} {
		if m := computerName.FindStringSubmatch(rec.Tag(tag)); m != nil {
			g.Level, _ = strconv.Atoi(m[1])
			levels++
		}
	}
	if levels != 1 { // the computer against itself, or no computer
		g.Level = 0
	}
	if day, err := time.ParseInLocation("2006.01.02", rec.Tag(pdn.TagDate), time.Local); err == nil &&
		day.Format("2006.01.02") != modTime.Local().Format("2006.01.02") {
		g.Ended = day
	}
	return g
}

// computerName matches the computer's name in game records
// (ui.ComputerName).
var computerName = regexp.MustCompile(`^Fetaix level ([1-9][0-9]?)\b`)
