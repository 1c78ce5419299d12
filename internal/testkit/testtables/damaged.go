package testtables

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Damaged copies the default rules' tables of up to 3 pieces (Default's)
// into a directory of t's and flips the last byte of class's file (e.g.
// "WW-B") there, so that reading that class fails its checksum; it returns
// the directory, to give as a tables directory.
func Damaged(t testing.TB, class string) string {
	t.Helper()
	if _, err := Default(3); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	from, err := baseDir()
	mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	src, dst := tables.RulesDir(piecesDir(from, 3), game.DefaultRules()), tables.RulesDir(base, game.DefaultRules())
	if err := copyClasses(dst, src, 3); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dst, class+".tb")
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

// copyClasses copies the class files of up to pieces pieces (such as
// "WW-B.tb") from the directory src into dst, which it makes.
func copyClasses(dst, src string, pieces int) error {
	files, err := filepath.Glob(filepath.Join(src, "*.tb"))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		name := filepath.Base(f)
		if len(strings.TrimSuffix(name, ".tb"))-1 > pieces {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dst, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
