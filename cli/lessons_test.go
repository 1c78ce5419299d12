package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/prefs"
)

// TestLessonsProgressKept: the lessons' progress is read from the config
// dir's lessons file and saved there; a file that does not read as
// progress is said as the screen opens and never written over.
func TestLessonsProgressKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(prefs.DirEnv, dir)
	o := lessonsOptions()
	if o.Notice != "" || len(o.Progress) != 0 || o.Save == nil {
		t.Fatalf("no file: %+v", o)
	}
	o.Progress.Record("board/points", 2)
	if err := o.Save(o.Progress); err != nil {
		t.Fatal(err)
	}
	if got := lessonsOptions().Progress; got["board/points"] != 2 {
		t.Fatalf("read back %v", got)
	}
	path := filepath.Join(dir, prefs.LessonsFile)
	const damaged = "board/points=2 this-is-not=progress\n"
	if err := os.WriteFile(path, []byte(damaged), 0o600); err != nil {
		t.Fatal(err)
	}
	o = lessonsOptions()
	if !strings.Contains(o.Notice, path) || !strings.Contains(o.Notice, "this-is-not=progress") {
		t.Errorf("the damaged file is not said: %q", o.Notice)
	}
	if err := o.Save(learn.Progress{"board/points": 3}); err == nil {
		t.Error("saving over a damaged file succeeded")
	}
	if data, _ := os.ReadFile(path); string(data) != damaged {
		t.Errorf("the damaged file was written over: %q", data)
	}
}
