package names

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestLookAlikesOfAliceShareItsKey: every way found to write a name that
// shows as "alice" (or nearly) and is not refused is the same name as
// "alice": case, full-width letters, dotless ı, accents, whole-Cyrillic
// look-alikes.
func TestLookAlikesOfAliceShareItsKey(t *testing.T) {
	want := Key("alice")
	for _, name := range []string{
		"Alice", "ALICE",
		"ａｌｉｃｅ",                // full-width
		"alıce",                // dotless ı (Latin)
		"alicé", "alice\u0301", // an accent, composed or combining
		"ali\u0307ce",             // a dot above the i
		"\U0001d41a\U0001d425ice", // mathematical bold a, l
		"  alice  ",
	} {
		clean, err := Clean(name)
		if err != nil {
			t.Errorf("Clean(%q): %v, want it accepted", name, err)
			continue
		}
		if got := Key(clean); got != want {
			t.Errorf("Key(Clean(%q)) = %q, want %q (Key(alice))", name, got, want)
		}
	}
	// Letters of one script that look like Latin ones.
	for _, pair := range [][2]string{
		{"асе", "ace"},         // Cyrillic а с е
		{"ορο", "opo"},         // Greek ο ρ
		{"рорсоrn", "popcorn"}, // Cyrillic р о с, then Latin
		{"rnary", "mary"},      // rn looks like m
	} {
		if Key(pair[0]) != Key(pair[1]) {
			t.Errorf("Key(%q) = %q, Key(%q) = %q: want them equal", pair[0], Key(pair[0]), pair[1], Key(pair[1]))
		}
	}
}

// TestRefusedNames: names that pass for another, or for the server's
// own words, or show nothing, are refused, each with its reason.
func TestRefusedNames(t *testing.T) {
	for name, want := range map[string]error{
		"alice\ufe0f":             ErrInvisible, // variation selector: shows as "alice"
		"alice\ufe00":             ErrInvisible,
		"\u3164":                  ErrInvisible, // Hangul filler
		"alice\u3164":             ErrInvisible,
		"\uffa0":                  ErrInvisible, // half-width Hangul filler
		"\u115fbob":               ErrInvisible,
		"\u2800":                  ErrInvisible, // Braille pattern blank
		"alice\u2800":             ErrInvisible,
		"al\u200bice":             ErrInvisible, // zero-width space (Cf)
		"alice\u202e":             ErrInvisible, // right-to-left override
		"\u00adalice":             ErrInvisible, // soft hyphen
		"ali\u034fce":             ErrInvisible, // combining grapheme joiner
		"\x1b[31mred":             ErrInvisible,
		"tab\there":               ErrInvisible,
		"bad\xffutf8":             ErrInvisible,
		"\ue000alice":             ErrInvisible, // private use
		"alice\u2028":             ErrInvisible, // line separator
		"a\u1680b":                ErrInvisible, // Ogham space mark: a space NFKC keeps
		"":                        ErrEmpty,
		"   ":                     ErrEmpty,
		"...":                     ErrEmpty,
		"аlice":                   ErrScripts, // Cyrillic а
		"alicе":                   ErrScripts, // Cyrillic е
		"pаypal":                  ErrScripts,
		"alice\u0301\u0301\u0301": ErrMarks,
		"player 1":                ErrReserved,
		"Player 12":               ErrReserved,
		"player1":                 ErrReserved,
		"player l":                ErrReserved, // l looks like 1
		"ｐｌａｙｅｒ ２":                ErrReserved,
		"player":                  ErrReserved,
		"alice (guest)":           ErrReserved,
		"alice（guest）":            ErrReserved, // full-width brackets
		"bob (Guest)":             ErrReserved,
		"guest":                   ErrReserved,
		"Guest 2":                 ErrReserved,
		"computer":                ErrReserved,
		"Computer":                ErrReserved,
		"the computer":            ErrReserved,
		"cοmputer":                ErrScripts, // Greek ο
		"Fetaix level 2 (novice)": ErrReserved,
		"fetaix":                  ErrReserved,
		"spectator":               ErrReserved,
		"bob (spectator)":         ErrReserved,
		"You":                     ErrReserved,
		"White":                   ErrReserved,
		"black":                   ErrReserved,
		"opponent":                ErrReserved,
		"127.0.0.3":               ErrAddress,
		"::1":                     ErrAddress,
		"2001:db8::1":             ErrAddress,
		"2001:db8::/64":           ErrAddress,
		"10.0.0.0/8":              ErrAddress,
		"fe80::1%eth0":            ErrAddress,
		"SHA256:abc":              ErrAddress,
		"sha256:uNiVztksCsDhcc0u": ErrAddress,
		"MD5:12:34":               ErrAddress,
		"１２７.０.０.３":               ErrAddress,   // full-width digits, after NFKC
		"▸ alice took back":       ErrChatMarks, // the chat's note mark
		"↳ victim":                ErrChatMarks, // the chat's continued-row mark
	} {
		got, err := Clean(name)
		if !errors.Is(err, want) {
			t.Errorf("Clean(%q) = %q, %v; want %v", name, got, err, want)
		}
	}
}

// TestAcceptedNames: names of one script, with their accents, digits and
// spaces, are kept (normalised), and distinct names stay distinct.
func TestAcceptedNames(t *testing.T) {
	for name, want := range map[string]string{
		"alice":                 "alice",
		"Élodie":                "Élodie",
		"E\u0301lodie":          "Élodie", // NFC composes the accent
		"bob   smith ":          "bob smith",
		"Дмитрий":               "Дмитрий",
		"山田たろう":                 "山田たろう", // Han with Hiragana
		"김철수":                   "김철수",
		"Νίκος":                 "Νίκος",
		"player one":            "player one",
		"youngster":             "youngster",
		"guestbook":             "guestbook",
		"x_42":                  "x_42",
		"ﬁsh":                   "fish", // the ligature, NFKC
		strings.Repeat("x", 40): strings.Repeat("x", MaxLen),
		"tiếng việt":            "tiếng việt",
	} {
		got, err := Clean(name)
		if err != nil || got != want {
			t.Errorf("Clean(%q) = %q, %v; want %q", name, got, err, want)
			continue
		}
		if again, err := Clean(got); err != nil || again != got {
			t.Errorf("Clean(Clean(%q)) = %q, %v; want it unchanged", name, again, err)
		}
	}
	for _, pair := range [][2]string{{"alice", "alicia"}, {"bob", "rob"}, {"Дмитрий", "Dmitri"}, {"ann", "anne"}} {
		if Key(pair[0]) == Key(pair[1]) {
			t.Errorf("%q and %q share the key %q", pair[0], pair[1], Key(pair[0]))
		}
	}
}

// TestMixedScriptsErrorNamesThem: the refusal says which scripts.
func TestMixedScriptsErrorNamesThem(t *testing.T) {
	_, err := Clean("аlice")
	if err == nil || !strings.Contains(err.Error(), "Cyrillic") || !strings.Contains(err.Error(), "Latin") {
		t.Errorf("Clean(аlice): %v; want it to name Cyrillic and Latin", err)
	}
}

// TestLimitMarksKeepsTwoACharacter: chat lines keep at most two
// combining marks on a character, as names may carry, and lose nothing
// else.
func TestLimitMarksKeepsTwoACharacter(t *testing.T) {
	for in, want := range map[string]string{
		"a" + strings.Repeat("\u0301", 199) + "b": "a\u0301\u0301b",
		"ệ" + strings.Repeat("\u0300", 5):         "ệ", // two already, decomposed
		"café, Việt Nam":                          "café, Việt Nam",
		"plain text":                              "plain text",
	} {
		if got := LimitMarks(in); got != norm.NFC.String(want) {
			t.Errorf("LimitMarks(%q) = %q; want %q", in, got, want)
		}
	}
}
