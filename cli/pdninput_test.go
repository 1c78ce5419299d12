package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadRecord: loadRecord reads the game of a PDN file by its number
// (wanted when the file holds several) and refuses one past its games.
func TestLoadRecord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	two := filepath.Join(dir, "two.pdn")
	if err := os.WriteFile(two, []byte("1. d2-c3 *\n1. d2-c3 b4xd2 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := loadRecord(two, 0); err == nil || !strings.Contains(err.Error(), "holds 2 games") {
		t.Errorf("several games without a choice: %v", err)
	}
	rec, err := loadRecord(two, 2)
	if err != nil || rec.Game.Ply() != 2 {
		t.Fatalf("game 2: %v, %v", rec, err)
	}
	if _, err := loadRecord(two, 3); err == nil {
		t.Error("game 3 of 2 loaded")
	}
	one := filepath.Join(dir, "one.pdn")
	if err := os.WriteFile(one, []byte("[White \"Ann\"]\n1. d2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if rec, err := loadRecord(one, 0); err != nil || rec.Tag("White") != "Ann" || rec.Game.Ply() != 1 {
		t.Errorf("one game: %v, %v", rec, err)
	}
}
