package i18n

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestVisualKeepsMovesLeftToRight checks the visual order of mixed
// Arabic lines: the Arabic read from the right (its letters reversed in
// memory), the moves and points kept as typed.
func TestVisualKeepsMovesLeftToRight(t *testing.T) {
	cases := []struct{ logical, visual string }{
		{"الأبيض لعب c2-c3", "c2-c3 بعل ضيبألا"},
		{"الأسود يأخذ a1xc3xe5.", ".a1xc3xe5 ذخأي دوسألا"},
		{"الأخذ إلزامي على الأسود: c1, c3 (!)", "(!) c1, c3 :دوسألا ىلع يمازلإ ذخألا"},
		{"انتهت المباراة: تعادل (12 نصف نقلة)", "(ةلقن فصن 12) لداعت :ةارابملا تهتنا"},
		{"no Arabic: c2-c3", "no Arabic: c2-c3"},
		{"سطر\nc2-c3 ثم", "رطس\nمث c2-c3"},
	}
	for _, c := range cases {
		got := Visual(c.logical)
		if got != c.visual {
			t.Errorf("Visual(%q) = %q, want %q", c.logical, got, c.visual)
		}
		if ansi.StringWidth(got) != ansi.StringWidth(c.logical) {
			t.Errorf("Visual(%q) changes the width: %d to %d", c.logical, ansi.StringWidth(c.logical), ansi.StringWidth(got))
		}
	}
}

// TestIsolatedArgumentStaysWhole checks that an argument in Latin
// letters next to neutral characters keeps its order, and that the
// isolates leave no trace.
func TestIsolatedArgumentStaysWhole(t *testing.T) {
	l := New(Arabic, BidiApp)
	got := l.V("ui.status.toMove", "Side", "Bob (c2)")
	want := "Bob (c2) ىلع رودلا"
	if got != want {
		t.Errorf("V = %q, want %q", got, want)
	}
	if logical := New(Arabic, BidiTerminal).V("ui.status.toMove", "Side", "Bob (c2)"); logical != "الدور على Bob (c2)" {
		t.Errorf("terminal mode = %q, want the logical order without isolates", logical)
	}
}

// TestShowByMode checks that only Arabic in app mode is reordered.
func TestShowByMode(t *testing.T) {
	line := "الأبيض لعب c2-c3"
	if got := New(Arabic, BidiTerminal).Show(line); got != line {
		t.Errorf("terminal mode reorders: %q", got)
	}
	if got := New(French, BidiApp).Show(line); got != line {
		t.Errorf("French reorders: %q", got)
	}
	if got := New(Arabic, BidiApp).Show(line); got != "c2-c3 بعل ضيبألا" {
		t.Errorf("app mode = %q", got)
	}
}

// TestIsolatesTakeNoCell checks that the isolate marks a logical text
// holds until Show removes them count for no cell: the layout measures
// the logical text, the screen shows the visual one.
func TestIsolatesTakeNoCell(t *testing.T) {
	logical := New(Arabic, BidiApp).T("ui.status.toMove", "Side", "Bob c2")
	if ansi.StringWidth(logical) != ansi.StringWidth(New(Arabic, BidiApp).Show(logical)) {
		t.Errorf("%q is %d cells, shown %d", logical, ansi.StringWidth(logical), ansi.StringWidth(New(Arabic, BidiApp).Show(logical)))
	}
}

// TestArrowsPointTheWayTheyRead: between two points the arrow stays in
// their left-to-right run; between Arabic words the catalog writes ←,
// which the visual order leaves pointing from the first word read to
// the next.
func TestArrowsPointTheWayTheyRead(t *testing.T) {
	if got := Visual("سحب c2 → c3"); got != "c2 → c3 بحس" {
		t.Errorf("points: %q", got)
	}
	if got := Visual("تعادل ← خسارة"); got != "ةراسخ ← لداعت" {
		t.Errorf("words: %q", got)
	}
}

// TestMarksStayOnTheirLetters: reversing an Arabic word for the screen
// keeps each combining mark after its own letter (تعلّم: the shadda on
// the lām, not on the mīm), and brackets are still mirrored.
func TestMarksStayOnTheirLetters(t *testing.T) {
	t.Parallel()
	const lam, shadda, mim = '\u0644', '\u0651', '\u0645'
	word := "تعل" + string(shadda) + "م"
	got := []rune(Visual(word))
	want := []rune{mim, lam, shadda, '\u0639', '\u062a'}
	if string(got) != string(want) {
		t.Errorf("Visual(%q) = %U, want %U", word, got, want)
	}
	if got := Visual("(ب" + string('\u064c') + ")"); got != "(ب\u064c)" {
		t.Errorf("brackets and a tanween: %q (%U)", got, []rune(got))
	}
	if got := Visual(string(shadda) + "ب"); got != "ب"+string(shadda) {
		t.Errorf("a mark with no letter before it: %U", []rune(got))
	}
}
