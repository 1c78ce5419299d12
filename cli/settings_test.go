package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/prefs"
)

// TestPlayCorruptSettings: a corrupt settings file is reported once on
// stderr before the screen opens, its good lines still used, flags still
// override, and the bad line is not reported again.
func TestPlayCorruptSettings(t *testing.T) {
	t.Setenv(prefs.DirEnv, t.TempDir())
	path, _ := prefs.SettingsPath()
	if err := os.WriteFile(path, []byte("level = 4\ntheme = neon\nwhat is this\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	saved, gotPath, notice := openSettings(&errOut)
	if gotPath != path || !strings.Contains(errOut.String(), "neon") || !strings.Contains(errOut.String(), "what is this") {
		t.Fatalf("warnings %q (path %s)", errOut.String(), gotPath)
	}
	if !strings.Contains(notice, "2 problems") || !strings.Contains(notice, path) {
		t.Errorf("notice %q", notice)
	}
	if saved.Level != 4 || saved.Theme != "default" {
		t.Errorf("settings %+v", saved)
	}
	var out bytes.Buffer
	o, _, err := playOptions([]string{"--theme", "high-contrast"}, &out, &errOut, saved)
	if err != nil || o.Theme != "high-contrast" || o.Level != 4 {
		t.Errorf("options %+v %v", o, err)
	}
	errOut.Reset()
	if saved, _, notice = openSettings(&errOut); errOut.Len() != 0 || saved.Level != 4 || notice != "" {
		t.Errorf("reported again: %q", errOut.String())
	}
}
