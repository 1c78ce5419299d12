package ui

import (
	"slices"
	"testing"

	"github.com/fetaix/fetaix/prefs"
)

// TestPrefsThemesMatch keeps the settings file's theme names (prefs is
// stdlib only and cannot import ui) equal to the themes the screen has.
func TestPrefsThemesMatch(t *testing.T) {
	if !slices.Equal(prefs.Themes, ThemeNames()) {
		t.Errorf("prefs.Themes %q, ui.ThemeNames() %q", prefs.Themes, ThemeNames())
	}
}
