package server

import (
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/testdb"
	"github.com/fetaix/fetaix/store"
)

// migrated is a database of the schema's latest version, made once per
// test binary: the data directories of the tests' servers start with a
// copy of it, what a server's first start writes there, without the nine
// migrations' syncs to the disk at every start. The tests of a server
// given a data directory of their own, and the store's tests of
// migrations, still start from nothing.
var migrated = testdb.New(func(path string) error {
	st, err := store.Open(path, store.Options{})
	if err != nil {
		return err
	}
	return st.Close()
})

// dataDir returns a temporary data directory that holds a copy of
// migrated as its database.
func dataDir(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	if err := migrated.Write(store.DefaultPath(dir)); err != nil {
		tb.Fatal(err)
	}
	return dir
}
