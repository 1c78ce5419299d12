package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/fetaix/fetaix/server"
	"github.com/fetaix/fetaix/store"
	_ "github.com/fetaix/fetaix/store/sqlite" // the store's driver
)

// Environment variables of the store's commands: FETAIX_DB names the
// database as --db does, FETAIX_DATA_DIR the data dir as for fetaix serve.
const (
	dbEnv      = "FETAIX_DB"
	dataDirEnv = "FETAIX_DATA_DIR"
)

// dbFlags are the flags of the commands that read the store: --db FILE,
// else DATA-DIR/fetaix.db of --data-dir (by default the data dir of
// fetaix serve).
type dbFlags struct {
	db, dataDir string
}

// addDBFlags declares --db and --data-dir on fs.
func addDBFlags(fs *flag.FlagSet) *dbFlags {
	f := &dbFlags{}
	fs.StringVar(&f.db, "db", "", "database `FILE` (env "+dbEnv+"; default DATA-DIR/"+store.FileName+")")
	fs.StringVar(&f.dataDir, "data-dir", "", "data `DIR` of fetaix serve (env "+dataDirEnv+"; default $XDG_DATA_HOME/fetaix or ~/.local/share/fetaix)")
	return f
}

// path returns the database file the flags name: --db, $FETAIX_DB,
// --data-dir's, $FETAIX_DATA_DIR's, or the default data dir's.
func (f *dbFlags) path() (string, error) {
	if f.db != "" {
		return f.db, nil
	}
	if f.dataDir != "" {
		return store.DefaultPath(f.dataDir), nil
	}
	if db := os.Getenv(dbEnv); db != "" {
		return db, nil
	}
	if dir := os.Getenv(dataDirEnv); dir != "" {
		return store.DefaultPath(dir), nil
	}
	dir, err := server.DefaultDataDir()
	if err != nil {
		return "", fmt.Errorf("--data-dir: %w", err)
	}
	return store.DefaultPath(dir), nil
}

// create opens the database the flags name, creating it if missing.
func (f *dbFlags) create() (*store.Store, error) {
	path, err := f.path()
	if err != nil {
		return nil, err
	}
	return store.Open(path, store.Options{})
}

// open opens the existing database the flags name.
func (f *dbFlags) open() (*store.Store, error) {
	path, err := f.path()
	if err != nil {
		return nil, err
	}
	s, err := store.Open(path, store.Options{MustExist: true})
	if errors.Is(err, store.ErrNoDatabase) {
		return nil, fmt.Errorf("%w (fetaix serve creates it; name another with --db FILE or --data-dir DIR)", err)
	}
	return s, err
}
