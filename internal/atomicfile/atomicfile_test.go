package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// dirNames lists the names in dir, to check no temporary file is left.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pdn")
	for _, content := range []string{"first", "second, longer"} {
		if err := WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, %v; want 0600", info.Mode(), err)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %q, want only game.pdn", names)
	}
	if err := WriteFile(filepath.Join(dir, "missing", "x"), []byte("x"), 0o644); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}

func TestCreateNew(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pdn")
	if err := CreateNew(path, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := CreateNew(path, []byte("other"), 0o644)
	var ee *ExistsError
	if !errors.As(err, &ee) || ee.Path != path || !errors.Is(err, fs.ErrExist) {
		t.Fatalf("second create: %v, want an *ExistsError for %s", err, path)
	}
	if got, _ := os.ReadFile(path); string(got) != "mine" {
		t.Errorf("existing file changed to %q", got)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %q, want only game.pdn", names)
	}
}
