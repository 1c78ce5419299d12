package testdb

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteCopiesWhatCreateMade: create runs once, however many copies
// are written, and each copy holds what it wrote; a template whose create
// leaves more than its one file, or fails, fails every Write.
func TestWriteCopiesWhatCreateMade(t *testing.T) {
	calls := 0
	tmpl := New(func(path string) error {
		calls++
		return os.WriteFile(path, []byte("schema"), 0o644)
	})
	for i := range 3 {
		path := filepath.Join(t.TempDir(), "copy")
		if err := tmpl.Write(path); err != nil {
			t.Fatal(err)
		}
		if b, err := os.ReadFile(path); err != nil || string(b) != "schema" {
			t.Fatalf("copy %d: %q, %v", i, b, err)
		}
	}
	if calls != 1 {
		t.Errorf("create ran %d times, want once", calls)
	}

	wal := New(func(path string) error {
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			return err
		}
		return os.WriteFile(path+"-wal", nil, 0o644)
	})
	if err := wal.Write(filepath.Join(t.TempDir(), "copy")); err == nil {
		t.Error("a template of two files was written")
	}
	failed := errors.New("no database")
	bad := New(func(string) error { return failed })
	if err := bad.Write(filepath.Join(t.TempDir(), "copy")); !errors.Is(err, failed) {
		t.Errorf("a failed template: %v", err)
	}
}
