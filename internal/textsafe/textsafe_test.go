package textsafe

import (
	"strings"
	"testing"
)

func TestNameKeepsEscapesOffOtherScreens(t *testing.T) {
	for in, want := range map[string]string{
		"alice":                      "alice",
		"\x1b[2J\x1b]0;pwned\x07bob": "[2J]0;pwnedbob",
		"":                           GuestName,
		"\x00\x01":                   GuestName,
		"ünïcødé":                    "ünïcødé",
		strings.Repeat("x", 50):      strings.Repeat("x", MaxName),
		"  spaced  ":                 "spaced",
		"\xff\xfe":                   GuestName, // invalid UTF-8
	} {
		if got := Name(in); got != want {
			t.Errorf("Name(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLineDropsBidiAndZeroWidth: characters that reorder or hide text on
// the reader's screen are format characters, and go.
func TestLineDropsBidiAndZeroWidth(t *testing.T) {
	for in, want := range map[string]string{
		"abc\u202edcba":            "abcdcba", // right-to-left override
		"\u2066x\u2069":            "x",       // isolate and its end
		"zero\u200bwidth":          "zerowidth",
		"jo\u200din\u200cer\ufeff": "joiner", // ZWJ, ZWNJ, BOM
		"tab\there\nnewline\r":     "tabherenewline",
		"gg\u00a0wp":               "ggwp", // no-break space: not the ASCII space
	} {
		if got := Line(in, 200); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLineCountsCharactersNotBytes(t *testing.T) {
	if got := Line(strings.Repeat("é", 10), 4); got != "éééé" {
		t.Errorf("Line = %q, want 4 characters", got)
	}
}
