// Package testtables gives a test binary the default rules' endgame
// tables, built once in a directory of its own that Main removes: for
// tests that need the same small tables in several tests.
package testtables

import (
	"os"
	"sync"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

var (
	mu    sync.Mutex
	dir   string
	built = map[int]*tables.Set{}
)

// Main runs the tests of m and removes the tables built, then exits: a
// package's TestMain.
func Main(m *testing.M) {
	code := m.Run()
	mu.Lock()
	if dir != "" {
		os.RemoveAll(dir)
	}
	mu.Unlock()
	os.Exit(code)
}

// Default returns the default rules' tables of up to pieces pieces,
// built on the first call for that many (on 2 threads), then kept.
func Default(pieces int) (*tables.Set, error) {
	mu.Lock()
	defer mu.Unlock()
	if set := built[pieces]; set != nil {
		return set, nil
	}
	if dir == "" {
		d, err := os.MkdirTemp("", "fetaix-testtables")
		if err != nil {
			return nil, err
		}
		dir = d
	}
	set, err := tables.Build(dir, game.DefaultRules(), tables.BuildOptions{Pieces: pieces, Threads: 2})
	if err != nil {
		return nil, err
	}
	built[pieces] = set
	return set, nil
}
