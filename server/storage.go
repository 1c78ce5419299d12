package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/store"
)

// CheckStorage tries writing into the games directory, as the server
// starts: a full or read-only data dir is then reported at once rather
// than when the first game ends.
func (h *Hub) CheckStorage() error {
	dir := store.GamesDir(h.dataDir)
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
func storageTrouble(err error) string {
	var coded interface{ Code() int } // SQLite's result codes
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "disk full"
	case errors.Is(err, syscall.EROFS), errors.Is(err, fs.ErrPermission):
		return "data dir read-only"
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteFull:
		return "disk full"
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteReadOnly:
		return "database read-only"
	case errors.As(err, new(dbError)):
		return "database error"
	}
	return "data dir not writable"
}

// SQLite's primary result codes that players are told in words.
const (
	sqliteReadOnly = 8
	sqliteFull     = 13
)

// saveProblem is what players see of a game that could not be written
// (err) or was written after all (nil); short, to fit a header row.
func saveProblem(what string, err error) string {
	if err != nil {
		return fmt.Sprintf("%s not saved yet (%s); the server keeps it and retries", what, storageTrouble(err))
	}
	return what + " saved after all"
}
