package game

import (
	"strings"
	"testing"
)

// TestParseColor: the names and letters of both sides in any case, and a
// String that reads back; anything else is an error quoting the text.
func TestParseColor(t *testing.T) {
	for text, want := range map[string]Color{"white": White, "w": White, "WHITE": White, "W": White,
		"black": Black, "b": Black, "Black": Black, "B": Black} {
		if c, err := ParseColor(text); err != nil || c != want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", text, c, err, want)
		}
	}
	for _, c := range []Color{White, Black} {
		if got, err := ParseColor(c.String()); err != nil || got != c {
			t.Errorf("ParseColor(%q) = %v, %v", c.String(), got, err)
		}
	}
	for _, text := range []string{"", "green", "wb", " white", "1"} {
		if _, err := ParseColor(text); err == nil || !strings.Contains(err.Error(), `"`+text+`"`) {
			t.Errorf("ParseColor(%q): error %v", text, err)
		}
	}
}
