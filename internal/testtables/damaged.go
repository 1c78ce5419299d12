package testtables

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Damaged builds the default rules' tables of up to 3 pieces in a
// directory of t's and flips the last byte of class's file (e.g. "WW-B"),
// so that reading that class fails its checksum; it returns the
// directory, to give as a tables directory.
func Damaged(t testing.TB, class string) string {
	t.Helper()
	base := t.TempDir()
	if _, err := tables.Build(base, game.DefaultRules(), tables.BuildOptions{Pieces: 3, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(tables.RulesDir(base, game.DefaultRules()), class+".tb")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-1] ^= 1
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return base
}
