package server

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxPackageLines bounds the non-test lines of each package of the
// server, so that none grows back into a flat package of every layer.
const maxPackageLines = 8000

// TestServerPackagesStaySmall: the server and each package below it hold
// at most maxPackageLines lines of non-test Go.
func TestServerPackagesStaySmall(t *testing.T) {
	t.Parallel()
	lines := map[string]int{} // directory: its non-test lines
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines[filepath.Dir(path)] += bytes.Count(b, []byte("\n"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) < 2 || lines["."] == 0 || lines["room"] == 0 {
		t.Fatalf("the server's packages not found: %v", lines)
	}
	for dir, n := range lines {
		if n > maxPackageLines {
			t.Errorf("server/%s holds %d non-test lines, above %d", dir, n, maxPackageLines)
		}
	}
}
