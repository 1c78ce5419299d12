package room

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// CheckStorage tries writing into the games directory, as the server
// starts: a full or read-only data dir is then reported at once rather
// than when the first game ends.
func (h *Hub) CheckStorage() error {
	dir := store.GamesDir(h.DataDir)
	if err := os.MkdirAll(dir, store.DirMode); err != nil {
		return err
	}
	probe := filepath.Join(dir, ".write-test")
	if err := atomicfile.WriteFile(probe, []byte("fetaix\n"), store.FileMode); err != nil {
		return err
	}
	return os.Remove(probe)
}

// storageTrouble says in players' words what went wrong with the disk,
// without the server's paths.
func storageTrouble(err error) string { return storageTroubleSaid(err).String() }

// storageTroubleSaid is storageTrouble for each reader's language.
func storageTroubleSaid(err error) Said {
	var coded interface{ Code() int } // SQLite's result codes
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return say(txtDiskFull)
	case errors.Is(err, syscall.EROFS), errors.Is(err, fs.ErrPermission):
		return say(txtDirReadOnly)
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteFull:
		return say(txtDiskFull)
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteReadOnly:
		return say(txtDBReadOnly)
	case errors.As(err, new(dbError)):
		return say(txtDBError)
	}
	return say(txtDirNotWritable)
}

// The words of storageTroubleSaid, gameSaveSaid and LastGameSaveIn.
const (
	txtDiskFull       i18n.ID = "room.storage.diskFull"
	txtDirReadOnly    i18n.ID = "room.storage.dirReadOnly"
	txtDBReadOnly     i18n.ID = "room.storage.dbReadOnly"
	txtDBError        i18n.ID = "room.storage.dbError"
	txtDirNotWritable i18n.ID = "room.storage.dirNotWritable"
	txtGameNotSaved   i18n.ID = "room.storage.notSaved"
	txtGameSavedAfter i18n.ID = "room.storage.savedAfter"
	txtLastNotSaved   i18n.ID = "room.storage.lastNotSaved"
	txtLastSavedAfter i18n.ID = "room.storage.lastSavedAfter"
)

// gameSaveSaid is what players see of a room's game gameNo that could not
// be written (err) or was written after all (nil), for each reader's
// language.
func gameSaveSaid(gameNo int, err error) Said {
	if err != nil {
		return say(txtGameNotSaved, "N", gameNo, "Trouble", storageTroubleSaid(err))
	}
	return say(txtGameSavedAfter, "N", gameNo)
}

// SQLite's primary result codes that players are told in words.
const (
	sqliteReadOnly = 8
	sqliteFull     = 13
)

// LastGameSaveIn is what a player sees, in l's language, of their last
// game against the computer that could not be written (err) or was
// written after all (nil); short, to fit a header row.
func LastGameSaveIn(l *i18n.Localizer, err error) string {
	if err != nil {
		return l.T(txtLastNotSaved, "Trouble", storageTroubleSaid(err).In(l))
	}
	return l.T(txtLastSavedAfter)
}
