package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/mattn/go-runewidth"
)

// TestWideAmbiguousRule: RUNEWIDTH_EASTASIAN decides when set, else the
// first non-empty of LC_ALL, LC_CTYPE and LANG: CJK ones are wide.
func TestWideAmbiguousRule(t *testing.T) {
	for _, c := range []struct {
		env  []string
		wide bool
	}{
		{nil, false},
		{[]string{"RUNEWIDTH_EASTASIAN=1"}, true},
		{[]string{"RUNEWIDTH_EASTASIAN=1", "LANG=en_US.UTF-8"}, true},
		{[]string{"RUNEWIDTH_EASTASIAN=0", "LANG=ja_JP.UTF-8"}, false},
		{[]string{"RUNEWIDTH_EASTASIAN=yes", "LANG=ja_JP.UTF-8"}, false},
		{[]string{"LANG=ja_JP.UTF-8"}, true},
		{[]string{"LANG=ko_KR.UTF-8"}, true},
		{[]string{"LANG=zh_CN"}, true},
		{[]string{"LANG=zh_TW.Big5"}, true},
		{[]string{"LANG=ja_JP.UTF-8@cjk_narrow"}, false},
		{[]string{"LANG=en_US.eucJP"}, true},
		{[]string{"LC_ALL=C", "LANG=zh_CN"}, false},
		{[]string{"LC_ALL=POSIX", "LANG=ja_JP.UTF-8"}, false},
		{[]string{"LC_CTYPE=ja_JP.UTF-8", "LANG=en_US.UTF-8"}, true},
		{[]string{"LC_ALL=en_GB.UTF-8", "LC_CTYPE=ja_JP.UTF-8"}, false},
		{[]string{"LANG=en_US.UTF-8"}, false},
		{[]string{"LANG=fr_FR.UTF-8"}, false},
		{[]string{"LANG=jam_JM.UTF-8"}, false},
		{[]string{"LANG=en_US.UTF-8", "LANG=ja_JP.UTF-8"}, true}, // the last wins
	} {
		if got := WideAmbiguous(EnvLookup(c.env)); got != c.wide {
			t.Errorf("%q: wide %v, want %v", c.env, got, c.wide)
		}
	}
}

// TestASCIIBoardFitsWideTerminal: measured with the East Asian width
// table, the Unicode board's rows stretch and its points leave their
// columns; the ASCII board's rows keep the width of the board block and
// every point stays at its column of the narrow board, at every size.
func TestASCIIBoardFitsWideTerminal(t *testing.T) {
	wide := runewidth.NewCondition()
	wide.EastAsianWidth = true
	narrow := runewidth.NewCondition()
	narrow.EastAsianWidth = false
	p := game.StartPosition()
	for _, b := range boardSizes {
		uni := themeFor("default", false, true, true).renderBoard(&boardMemo{}, p, &marks{}, b, false)
		asc := themeFor("default", true, true, true).renderBoard(&boardMemo{}, p, &marks{}, b, false)
		if len(uni) != len(asc) {
			t.Fatalf("size %v: %d rows in Unicode, %d in ASCII", b, len(uni), len(asc))
		}
		stretched := false
		for y := range asc {
			u, a := ansi.Strip(uni[y]), ansi.Strip(asc[y])
			if wide.StringWidth(u) != narrow.StringWidth(u) {
				stretched = true
			}
			if w, nw := wide.StringWidth(a), narrow.StringWidth(u); w != nw {
				t.Errorf("size %v row %d: ASCII row is %d cells wide under the wide table, the narrow board's %d\n%s", b, y, w, nw, a)
			}
			if y <= 4*b.sy && y%b.sy == 0 { // a rank: its points at their columns
				for i := 0; i < 5; i++ {
					x := b.cellX(i) + 1
					if got, want := glyphAt(wide, a, x), glyphAt(narrow, u, x); (got == "") != (want == "") || got == "" {
						t.Errorf("size %v row %d point %d: ASCII %q, narrow Unicode %q at column %d", b, y, i, got, want, x)
					}
					if got := glyphAt(wide, a, x); !strings.ContainsAny(got, ".wbWB") {
						t.Errorf("size %v row %d point %d: %q at column %d under the wide table, not a piece", b, y, i, got, x)
					}
				}
			}
		}
		if !stretched {
			t.Errorf("size %v: the Unicode board measures the same under the wide table: the table is not in effect", b)
		}
	}
}

// glyphAt is the character that starts at column x of s, measured with c
// ("" if none does).
func glyphAt(c *runewidth.Condition, s string, x int) string {
	col := 0
	for _, r := range s {
		if col == x {
			return string(r)
		}
		if col > x {
			return ""
		}
		col += c.RuneWidth(r)
	}
	return ""
}

// TestGlyphFitNote: a wide terminal's first game screen draws the ASCII
// board and says why, once; a later one draws it without the note; a
// narrow terminal's keeps the Unicode board and says nothing.
func TestGlyphFitNote(t *testing.T) {
	fit := NewGlyphFit(EnvLookup([]string{"LANG=ja_JP.UTF-8"}))
	first := newTest(t, fit.Apply(Options{Mode: ModeHotseat}), 80, 24)
	v := view(first)
	if !strings.Contains(v, WideGlyphsNote) || strings.ContainsAny(v, "●○─│") {
		t.Fatalf("first screen in a wide terminal: want the note and no Unicode board\n%s", v)
	}
	v = view(newTest(t, fit.Apply(Options{Mode: ModeHotseat}), 80, 24))
	if strings.Contains(v, WideGlyphsNote) || strings.ContainsAny(v, "●○─│") {
		t.Fatalf("second screen in a wide terminal: want the ASCII board without the note\n%s", v)
	}
	narrow := NewGlyphFit(EnvLookup([]string{"LANG=en_US.UTF-8"}))
	v = view(newTest(t, narrow.Apply(Options{Mode: ModeHotseat}), 80, 24))
	if strings.Contains(v, WideGlyphsNote) || !strings.ContainsAny(v, "●○") {
		t.Fatalf("narrow terminal: want the Unicode board without the note\n%s", v)
	}
}

// TestWideTerminalScreenFits: measured with the East Asian width table,
// no row of a wide terminal's game screen is wider than the window (the
// footer's separators are ASCII there: its row would overflow, and the
// last row's overflow scrolls the screen).
func TestWideTerminalScreenFits(t *testing.T) {
	wide := runewidth.NewCondition()
	wide.EastAsianWidth = true
	fit := NewGlyphFit(EnvLookup([]string{"RUNEWIDTH_EASTASIAN=1"}))
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		for _, mode := range []Mode{ModeAI, ModeHotseat} {
			v := view(newTest(t, fit.Apply(Options{Mode: mode}), sz[0], sz[1]))
			for i, l := range strings.Split(v, "\n") {
				if w := wide.StringWidth(ansi.Strip(l)); w > sz[0] {
					t.Errorf("%dx%d mode %v row %d: %d cells wide under the wide table: %q", sz[0], sz[1], mode, i, w, ansi.Strip(l))
				}
			}
		}
	}
}
