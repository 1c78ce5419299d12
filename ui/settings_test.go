package ui

import (
	"testing"

	"github.com/fetaix/fetaix/prefs"
)

// TestBoardSizeSettings: each board-size setting caps the board at its own
// size in a window that fits the largest, and the settings file accepts
// every choice.
func TestBoardSizeSettings(t *testing.T) {
	want := map[string]boardSize{"auto": boardSizes[0], "large": boardSizes[0],
		"medium": boardSizes[1], "small": boardSizes[2]}
	if len(prefs.BoardSizes) != len(want) {
		t.Fatalf("settings offer %v, the test knows %d sizes", prefs.BoardSizes, len(want))
	}
	for _, name := range prefs.BoardSizes {
		var s prefs.Settings
		if err := s.Set("board-size", name); err != nil {
			t.Fatalf("board-size = %s: %v", name, err)
		}
		m := newTest(t, ApplySettings(Options{Mode: ModeHotseat}, s), 120, 40)
		if got := m.layout().board; got != want[name] {
			t.Errorf("board-size = %s: board %v, want %v", name, got, want[name])
		}
	}
}
