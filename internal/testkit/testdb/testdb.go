// Package testdb gives tests a fresh database without running its
// migrations each time: a Template makes the database once per test
// binary, on first need, keeps its file's bytes, and writes them out for
// every test that asks. (A migrated database takes a transaction, and so
// a sync to the disk, per migration: tens of milliseconds a test.)
package testdb

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Template is a database made once and copied.
type Template struct {
	create func(path string) error
	once   sync.Once
	data   []byte
	err    error
}

// New returns a template that create makes: it writes a database to path,
// whole in that one file, once it returns (an SQLite database closed, its
// write-ahead log folded in).
func New(create func(path string) error) *Template {
	return &Template{create: create}
}

// Write writes the template's database to path, whose directory must
// exist, making the template on the first call.
func (t *Template) Write(path string) error {
	t.once.Do(t.make)
	if t.err != nil {
		return t.err
	}
	return os.WriteFile(path, t.data, 0o644)
}

// make runs create in a directory of its own and keeps the one file it
// leaves.
func (t *Template) make() {
	dir, err := os.MkdirTemp("", "fetaix-testdb")
	if err != nil {
		t.err = err
		return
	}
	defer os.RemoveAll(dir) //nolint:errcheck // a temporary directory left behind harms no test
	path := filepath.Join(dir, "db")
	if t.err = t.create(path); t.err != nil {
		return
	}
	files, err := os.ReadDir(dir)
	if err != nil {
		t.err = err
		return
	}
	if len(files) != 1 {
		t.err = fmt.Errorf("testdb: the template left %d files, want its database alone", len(files))
		return
	}
	t.data, t.err = os.ReadFile(path)
}
