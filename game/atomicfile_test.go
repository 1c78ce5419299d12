package game

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

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pdn")
	for _, content := range []string{"first", "second, longer"} {
		if err := WriteFileAtomic(path, []byte(content), 0o600); err != nil {
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
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "x"), []byte("x"), 0o644); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}

func TestCreateNewAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pdn")
	if err := CreateNewAtomic(path, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := CreateNewAtomic(path, []byte("other"), 0o644)
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

func TestSaveAndReadPDNFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pdn")
	g := NewGame(DefaultRules(), StartPosition())
	g.PlayText("d2-c3")
	rec := &Record{Game: g}
	if err := SavePDNFile(path, false, rec); err != nil {
		t.Fatal(err)
	}
	if err := SavePDNFile(path, false, rec); !errors.Is(err, fs.ErrExist) {
		t.Errorf("saving over an existing file without overwrite: %v", err)
	}
	g.PlayText("b4xd2")
	if err := SavePDNFile(path, true, rec); err != nil {
		t.Fatal(err)
	}
	recs, err := ReadPDNFile(path)
	if err != nil || len(recs) != 1 || recs[0].Game.Ply() != 2 {
		t.Fatalf("read back %v, %v", recs, err)
	}
	os.WriteFile(path, []byte("1. d2-c4 *"), 0o644)
	_, err = ReadPDNFile(path)
	var pe *PDNError
	if !errors.As(err, &pe) || pe.Line != 1 || pe.Col != 4 {
		t.Errorf("bad file: %v, want a *PDNError at line 1 column 4", err)
	}
	if _, err := ReadPDNFile(path + ".missing"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}
