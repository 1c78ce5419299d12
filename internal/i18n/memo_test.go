package i18n

import (
	"fmt"
	"testing"
)

// shout is a named string that formats itself: a text given one is never
// kept, since what it shows is its String.
type shout string

func (s shout) String() string { return string(s) + "!" }

// TestKeptTextsAreTheTextsFilledIn checks that a text asked for again, in
// each language, with counts and arguments, is the text go-i18n fills in,
// and that the memo tells apart what the text depends on: the language,
// the count and each argument.
func TestKeptTextsAreTheTextsFilledIn(t *testing.T) {
	type ask struct {
		id    ID
		count any
		args  []any
	}
	asks := []ask{
		{"ui.status.toMove", nil, []any{"Side", "White"}},
		{"ui.status.toMove", nil, []any{"Side", "Black"}},
		{"ui.status.toMove", nil, []any{"Side", "Blancs"}},
		{"ui.plies", 1, nil}, {"ui.plies", 2, nil}, {"ui.plies", 5, nil}, {"ui.plies", 50, nil},
		{"ui.panel.piecesLeft", 2, []any{"N", " 2"}}, {"ui.panel.piecesLeft", 2, []any{"N", "2"}},
		{"ui.panel.piecesLeft", 11, []any{"N", "11"}},
	}
	for _, l := range Langs {
		loc := New(l, BidiTerminal)
		for _, a := range asks {
			want := loc.fill(a.id, a.count, a.args)
			for range 3 { // the first fills it in, the others find it
				if got := loc.localize(a.id, a.count, a.args); got != want {
					t.Fatalf("%s %s %v %v = %q, want %q", l, a.id, a.count, a.args, got, want)
				}
			}
		}
	}
	if en, fr := New(English, BidiTerminal).N("ui.plies", 2), New(French, BidiTerminal).N("ui.plies", 2); en == fr {
		t.Fatalf("English and French alike: %q", en)
	}
	if one, two := New(English, BidiTerminal).N("ui.plies", 1), New(English, BidiTerminal).N("ui.plies", 2); one == two {
		t.Fatalf("counts 1 and 2 alike: %q", one)
	}
}

// TestTextsOfSelfFormattingValuesAreNotKept checks that a value that
// formats itself is not a key: its text is filled in each time.
func TestTextsOfSelfFormattingValuesAreNotKept(t *testing.T) {
	if _, ok := memoKeyOf(English, "ui.status.toMove", nil, []any{"Side", shout("White")}); ok {
		t.Fatal("a Stringer is a key")
	}
	if _, ok := memoKeyOf(English, "ui.status.toMove", nil, []any{"Side", "White"}); !ok {
		t.Fatal("a string is not a key")
	}
	if got := New(English, BidiTerminal).T("ui.status.toMove", "Side", shout("White")); got != "White! to move" {
		t.Fatalf("with a Stringer: %q", got)
	}
}

// TestMemoStaysBounded checks that the memo holds at most two
// generations of texts, however many different texts are asked for.
func TestMemoStaysBounded(t *testing.T) {
	loc := New(English, BidiTerminal)
	for i := range 3*memoSize + 5 {
		want := fmt.Sprintf("P%d to move", i)
		if got := loc.T("ui.status.toMove", "Side", fmt.Sprintf("P%d", i)); got != want {
			t.Fatalf("%q, want %q", got, want)
		}
	}
	memo.mu.Lock()
	n := len(memo.new) + len(memo.older)
	memo.mu.Unlock()
	if n > 2*memoSize {
		t.Fatalf("the memo holds %d texts", n)
	}
}
