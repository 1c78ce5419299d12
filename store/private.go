package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// The database holds players' key fingerprints, addresses and reports:
// the store and the server create their directories and files readable by
// their owner only. SQLite gives the -wal and -shm files the database
// file's mode.
const (
	// DirMode is the mode of a directory the store or the server creates.
	DirMode fs.FileMode = 0o700
	// FileMode is the mode of a file the store or the server creates.
	FileMode fs.FileMode = 0o600
)

// createPrivate creates the database file at path, empty, with FileMode,
// and its directory with DirMode, unless they exist (an existing one
// keeps its mode; WideMode says whether it is wider).
func createPrivate(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), DirMode); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, FileMode)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return f.Close()
}

// WideMode returns, for an existing path, the permissions it gives other
// local users (group or others) as text, e.g. "0755", or "" when it gives
// them none (or path does not exist).
func WideMode(path string) string {
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm()&0o077 == 0 {
		return ""
	}
	return fmt.Sprintf("%04o", info.Mode().Perm())
}
