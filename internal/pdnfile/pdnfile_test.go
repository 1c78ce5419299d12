package pdnfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// TestSaveAndRead: records saved to a file never replace one unless
// asked, and read back; a broken file is an error with its name and
// place; a strict read refuses what a lenient one warns about.
func TestSaveAndRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pdn")
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("d2-c3"); err != nil {
		t.Fatal(err)
	}
	rec := &pdn.Record{Game: g}
	if err := Save(path, false, rec); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, false, rec); !errors.Is(err, fs.ErrExist) {
		t.Errorf("saving over an existing file without overwrite: %v", err)
	}
	if _, err := g.PlayText("b4xd2"); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, true, rec); err != nil {
		t.Fatal(err)
	}
	recs, _, err := Read(path, pdn.Options{})
	if err != nil || len(recs) != 1 || recs[0].Game.Ply() != 2 {
		t.Fatalf("read back %v, %v", recs, err)
	}
	if err := os.WriteFile(path, []byte("1. d2-c4 *"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err = Read(path, pdn.Options{})
	var pe *pdn.Error
	if !errors.As(err, &pe) || pe.Line != 1 || pe.Col != 4 || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("bad file: %v, want %s: and a *pdn.Error at line 1 column 4", err, path)
	}
	if _, _, err := Read(path+".missing", pdn.Options{}); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if err := os.WriteFile(path, []byte("[Event \"a\\qb\"]\n1. d2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if recs, _, err := Read(path, pdn.Options{}); err != nil || len(recs) != 1 {
		t.Errorf("lenient read of a bad escape: %v, %v", recs, err)
	}
	if _, _, err := Read(path, pdn.Options{Strict: true}); err == nil {
		t.Error("strict read of a bad escape: no error")
	}
}
