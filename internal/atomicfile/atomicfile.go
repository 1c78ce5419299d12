// Package atomicfile saves files so that a reader, or the file after a
// crash, never shows a partial write: every package that saves a file
// (game records, preferences, the server's records) goes through it. It
// uses the standard library only.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ExistsError is returned by CreateNew when the file already exists.
// A user interface turns it into an "overwrite?" question and, if the user
// agrees, saves again with WriteFile. errors.Is(err, fs.ErrExist)
// holds for it.
type ExistsError struct {
	Path string
}

// Error says which file exists.
func (e *ExistsError) Error() string {
	return fmt.Sprintf("%s already exists", e.Path)
}

// Is makes errors.Is(err, fs.ErrExist) true.
func (e *ExistsError) Is(target error) bool { return target == fs.ErrExist }

// WriteFile writes data to path so that path holds either its old
// content or all of data, never a mix, even if the program or the machine
// stops half-way: it writes a temporary file in the same directory, flushes
// it to disk, gives it perm and renames it over path. An existing file at
// path is replaced; the directory must exist.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp) // the rename's error is the one to report
		return err
	}
	syncDir(filepath.Dir(path))
	return nil
}

// CreateNew is WriteFile that never replaces an existing file:
// if path exists it returns an *ExistsError and leaves it untouched. Where
// the file system supports hard links the check and the creation are one
// atomic step.
func CreateNew(path string, data []byte, perm fs.FileMode) error {
	if _, err := os.Lstat(path); err == nil {
		return &ExistsError{Path: path}
	}
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	// the temporary name goes, linked or not; after a rename it finds
	// nothing
	defer os.Remove(tmp) //nolint:errcheck // nothing to report either way
	err = os.Link(tmp, path)
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrExist):
		return &ExistsError{Path: path}
	default:
		// No hard links here (some file systems): fall back to a check
		// and a rename, which can only race with another writer.
		if _, serr := os.Lstat(path); serr == nil {
			return &ExistsError{Path: path}
		}
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
	}
	syncDir(filepath.Dir(path))
	return nil
}

// writeTemp writes data, flushed to disk and with mode perm, to a new
// temporary file beside path and returns its name.
func writeTemp(path string, data []byte, perm fs.FileMode) (string, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(perm)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(tmp) // the write's error is the one to report
		return "", fmt.Errorf("writing %s: %w", path, err)
	}
	return tmp, nil
}

// syncDir flushes a directory entry change to disk where the system allows
// it; failure only weakens durability, not atomicity, so it is ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}
