package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Backup writes a copy of the database to path with VACUUM INTO, while
// the store stays open and in use: the copy is one consistent snapshot,
// compacted, and a complete database by itself (no WAL file beside it).
// An existing path is refused rather than replaced. The copy is readable
// by its owner only (FileMode).
func (s *Store) Backup(ctx context.Context, path string) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s: %w", path, fs.ErrExist)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if info, err := os.Stat(filepath.Dir(path)); err != nil {
		return err
	} else if !info.IsDir() {
		return fmt.Errorf("%s: not a directory", filepath.Dir(path))
	}
	// the copy is created empty, readable by its owner only, for VACUUM
	// INTO to fill (it takes an empty file)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, FileMode)
	if err != nil {
		return err
	}
	_ = f.Close() // nothing was written to it; VACUUM INTO opens it by name
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		_ = os.Remove(path) // the vacuum's error is the one to report
		return fmt.Errorf("backup to %s: %w", path, err)
	}
	return nil
}
