package store

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestOpenCreatesPrivateFiles: a new database, its directory, its -wal and
// -shm files, its held games and a backup are readable by their owner
// only, whatever the umask lets through; WideMode names a wider mode.
func TestOpenCreatesPrivateFiles(t *testing.T) {
	old := syscall.Umask(0o022) // the usual umask, which lets 0755 and 0644 through
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "data")
	path := filepath.Join(dir, FileName)
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if err := s.CheckWritable(ctx); err != nil { // a write: the -wal and -shm files exist
		t.Fatal(err)
	}
	backup := filepath.Join(t.TempDir(), "backup.db")
	if err := s.Backup(ctx, backup); err != nil {
		t.Fatal(err)
	}
	held, err := WriteHeld(HeldDir(dir), finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.Draw, false))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want fs.FileMode
	}{
		{dir, DirMode}, {path, FileMode}, {path + "-wal", FileMode}, {path + "-shm", FileMode},
		{backup, FileMode}, {HeldDir(dir), DirMode}, {held, FileMode},
	} {
		info, err := os.Stat(c.path)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		if got := info.Mode().Perm(); got != c.want {
			t.Errorf("%s: mode %04o, want %04o", filepath.Base(c.path), got, c.want)
		}
		if m := WideMode(c.path); m != "" {
			t.Errorf("WideMode(%s) = %q, want none", filepath.Base(c.path), m)
		}
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if m := WideMode(dir); m != "0755" {
		t.Errorf("WideMode of a 0755 directory = %q", m)
	}
}
