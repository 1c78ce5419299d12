package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestSaveAndReadPDNFile: records saved to a file never replace one unless
// asked, and read back; a broken file is an error with its place.
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
