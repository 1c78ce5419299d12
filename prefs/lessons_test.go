package prefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLessonsFileRoundTrip: a missing file is no progress; what is
// written is read back without the comment; a file too large to be one
// is an error, and the file is left as it was.
func TestLessonsFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", LessonsFile)
	if text, err := ReadLessons(path); err != nil || text != "" {
		t.Fatalf("missing file: %q, %v", text, err)
	}
	const progress = "board/diagonal=2 board/points=3"
	if err := WriteLessons(path, progress); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(data), "#") {
		t.Fatalf("no comment first: %q, %v", data, err)
	}
	if text, err := ReadLessons(path); err != nil || text != progress {
		t.Fatalf("read back %q, %v; want %q", text, err, progress)
	}
	big := strings.Repeat("x", maxFileSize+1)
	if err := os.WriteFile(path, []byte(big), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadLessons(path); err == nil {
		t.Fatal("a file too large read as progress")
	}
}
