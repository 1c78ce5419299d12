package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/rating"
)

// A finished game the database cannot take (a full disk, a read-only
// file) is kept by the server in memory and retried; what is still not
// stored when the server stops, or beyond what it keeps in memory, is
// written by WriteHeld to a file of HeldDir, with everything the archive
// needs (its players, whether it is rated, its chat). StoreHeld, at the
// next start, stores each such game with its rating update and removes
// its file. A file's game is stored once: its identifier is recorded in
// the same transaction (held_games), so a crash between the commit and
// the removal does not store it twice.

// HeldDir is the directory of a data dir holding the games the server
// could not store.
func HeldDir(dataDir string) string { return filepath.Join(GamesDir(dataDir), "unstored") }

// heldExt is the file name extension of held games.
const heldExt = ".json"

// heldFile is a held game as its file holds it.
type heldFile struct {
	UID   string     `json:"uid"`
	PDN   string     `json:"pdn"`
	White Seat       `json:"white"`
	Black Seat       `json:"black"`
	Rated bool       `json:"rated"`
	Class string     `json:"class"`
	Level int        `json:"level,omitempty"`
	Ended time.Time  `json:"ended"`
	Chat  []ChatLine `json:"chat,omitempty"`
	// Live is the game's row among the games in progress, deleted as it
	// is stored (live.go).
	Live *LiveRef `json:"live,omitempty"`
}

// WriteHeld writes g into dir as a new file, for StoreHeld, and returns
// its path.
func WriteHeld(dir string, g FinishedGame) (string, error) {
	p, err := prepare(g, time.Now())
	if err != nil {
		return "", err
	}
	uid := make([]byte, 12)
	if _, err := rand.Read(uid); err != nil {
		return "", err
	}
	h := heldFile{UID: hex.EncodeToString(uid), PDN: p.pdn, White: p.g.White, Black: p.g.Black,
		Rated: p.g.Rated, Class: p.g.Class.String(), Level: p.g.Level, Ended: p.g.Ended, Chat: p.chat}
	if g.Live.Code != "" {
		h.Live = &g.Live
	}
	data, err := json.MarshalIndent(h, "", "\t")
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, DirMode); err != nil {
		return "", err
	}
	path := filepath.Join(dir, h.Ended.UTC().Format("20060102-150405")+"-"+h.UID+heldExt)
	return path, atomicfile.CreateNew(path, append(data, '\n'), FileMode)
}

// HeldReport says what StoreHeld did.
type HeldReport struct {
	Stored int // games stored
	Again  int // files whose game was stored before (now removed)
	Failed []ImportFailure
}

// StoreHeld stores the games of dir's files (WriteHeld) in the order they
// ended, each with its rating update, and removes each file once its game
// is committed. A file that cannot be read is reported and left; the error
// is for the database failing (the files not stored yet stay for the next
// start). A missing dir holds nothing.
func (s *Store) StoreHeld(ctx context.Context, dir string) (HeldReport, error) {
	var rep HeldReport
	names, err := filepath.Glob(filepath.Join(dir, "*"+heldExt))
	if err != nil {
		return rep, err
	}
	sort.Strings(names) // named by their end
	for _, path := range names {
		again, err := s.storeHeldFile(ctx, path)
		switch {
		case errors.As(err, new(fileError)):
			rep.Failed = append(rep.Failed, ImportFailure{File: path, Err: err})
			continue
		case err != nil:
			return rep, fmt.Errorf("storing %s: %w", path, err)
		case again:
			rep.Again++
		default:
			rep.Stored++
		}
		if err := os.Remove(path); err != nil {
			rep.Failed = append(rep.Failed, ImportFailure{File: path, Err: err})
		}
	}
	return rep, nil
}

// storeHeldFile stores one file's game; again says it was stored before.
func (s *Store) storeHeldFile(ctx context.Context, path string) (again bool, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return false, fileError{err}
	}
	var h heldFile
	if err := json.Unmarshal(data, &h); err != nil {
		return false, fileError{err}
	}
	recs, err := pdn.Parse(h.PDN)
	if err != nil || len(recs) != 1 {
		return false, fileError{fmt.Errorf("the game record: %v (%d games)", err, len(recs))}
	}
	class, err := rating.ParseClass(h.Class)
	if err != nil {
		return false, fileError{err}
	}
	p, err := prepare(FinishedGame{Record: recs[0], White: h.White, Black: h.Black, Rated: h.Rated,
		Class: class, Level: h.Level, Ended: h.Ended, Chat: h.Chat}, s.now())
	if err == nil && h.Live != nil {
		p.g.Live = *h.Live
	}
	if err != nil || h.UID == "" {
		return false, fileError{fmt.Errorf("the game: %v (uid %q)", err, h.UID)}
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM held_games WHERE uid = ?`, h.UID).Scan(&n); err != nil {
			return err
		}
		if again = n > 0; again {
			return nil
		}
		saved, err := s.writeGame(ctx, tx, p)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO held_games (uid, game_id) VALUES (?, ?)`, h.UID, saved.ID)
		return err
	})
	return again, err
}

// metaLastStart is the meta key CheckWritable writes.
const metaLastStart = "last_start"

// CheckWritable writes into the database (the time of this start), so
// that a database that cannot be written is known as the server starts
// rather than when the first game ends.
func (s *Store) CheckWritable(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`,
		metaLastStart, s.now().UTC().Format(time.RFC3339))
	return err
}
