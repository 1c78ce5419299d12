package termio

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
)

// emulated returns a w×h terminal emulator and a writer feeding it.
func emulated(w, h int) *vt.Emulator {
	emu := vt.NewEmulator(w, h)
	go func() { _, _ = io.Copy(io.Discard, emu) }() // its answers to queries
	return emu
}

// sameScreen fails unless the two emulators show the same cells (text and
// style).
func sameScreen(t *testing.T, step int, got, want *vt.Emulator, w, h int) {
	t.Helper()
	for y := range h {
		for x := range w {
			g, e := got.CellAt(x, y), want.CellAt(x, y)
			gs, es := " ", " "
			if g != nil && g.Content != "" {
				gs = g.Content
			}
			if e != nil && e.Content != "" {
				es = e.Content
			}
			if gs != es || (g != nil && e != nil && !g.Style.Equal(&e.Style)) {
				t.Fatalf("step %d: cell (%d,%d) is %q, want %q\ngot:\n%s\nwant:\n%s", step, x, y, gs, es, got.String(), want.String())
			}
		}
	}
}

// randomParts are the lines of text cut into parts of one or more lines at
// random, as a screen drawn from parts gives them (partedScreen).
func randomParts(rng *rand.Rand, text []string) []string {
	var parts []string
	for i := 0; i < len(text); {
		n := 1 + rng.IntN(len(text)-i)
		parts = append(parts, strings.Join(text[i:i+n], "\n"))
		i += n
	}
	return parts
}

// TestScreenWriterDrawsWhatAFullRedrawShows: after every view of a random
// series (lines changing in places, growing, shrinking, styled, with wide
// and combining characters, given in parts of one or more lines), the
// terminal fed only the ScreenWriter's changes shows exactly what a
// terminal shows that was given the view whole on a cleared screen.
func TestScreenWriterDrawsWhatAFullRedrawShows(t *testing.T) {
	t.Parallel()
	const w, h = 30, 8
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"a", "b", "c", " ", "  ", "●", "世", "e\u0301", "\x1b[1mB\x1b[m", "\x1b[38;5;2mg\x1b[0m",
		"\x1b[7m\x1b[31mr", "\x1b[m", "\x1b[0;4mu", "xyz"}
	line := func() []string {
		l := make([]string, rng.IntN(20))
		for j := range l {
			l[j] = pieces[rng.IntN(len(pieces))]
		}
		return l
	}
	lines := make([][]string, h)
	text := make([]string, h)
	var out bytes.Buffer
	sw := NewScreenWriter(&out, colorprofile.TrueColor)
	got := emulated(w, h)
	for step := range 500 {
		for range 1 + rng.IntN(3) { // change a few lines, or a few cells of one
			i := rng.IntN(h)
			switch k := rng.IntN(4); {
			case k == 0 && len(lines[i]) > 0: // a piece replaced: the rest stays in place
				lines[i][rng.IntN(len(lines[i]))] = pieces[rng.IntN(len(pieces))]
			case k == 1:
				lines[i] = slices.Insert(lines[i], rng.IntN(len(lines[i])+1), pieces[rng.IntN(len(pieces))])
			case k == 2:
				lines[i] = line()
			default: // the first and the last pieces (runs of unchanged cells between)
				if len(lines[i]) > 0 {
					lines[i][0] = pieces[rng.IntN(len(pieces))]
					lines[i][len(lines[i])-1] = pieces[rng.IntN(len(pieces))]
				}
			}
			text[i] = strings.Join(lines[i], "")
		}
		out.Reset()
		sw.Draw(randomParts(rng, text), w, h)
		_, _ = got.Write(out.Bytes())
		want := emulated(w, h)
		for y, l := range text {
			_, _ = want.Write([]byte(ansi.CursorPosition(1, y+1) + ansi.TruncateWc(l, w, "") + ansi.ResetStyle))
		}
		sameScreen(t, step, got, want, w, h)
	}
}

// TestScreenWriterWritesOnlyTheChange: a view that changes one cell of
// one line is written as that cell, not as its line or the screen.
func TestScreenWriterWritesOnlyTheChange(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	sw := NewScreenWriter(&out, colorprofile.TrueColor)
	rows := []string{"Clock 10:00   White to move", "Board", strings.Repeat("=", 40)}
	sw.Draw(rows, 80, 24)
	if !strings.HasPrefix(out.String(), screenStart) || !strings.Contains(out.String(), "White to move") {
		t.Fatalf("first draw %q: want the screen's modes and every line", out.String())
	}
	out.Reset()
	sw.Draw(rows, 80, 24)
	if out.Len() != 0 {
		t.Fatalf("the same view wrote %q, want nothing", out.String())
	}
	rows[0] = "Clock 09:59   White to move"
	sw.Draw(rows, 80, 24)
	if want := ansi.CursorPosition(7, 1) + "09:59"; out.String() != want {
		t.Fatalf("one clock change wrote %q, want %q", out.String(), want)
	}
	out.Reset()
	rows[2] = ""
	sw.Draw(rows, 80, 24)
	if want := ansi.CursorPosition(1, 3) + ansi.EraseLineRight; out.String() != want {
		t.Fatalf("an emptied line wrote %q, want %q", out.String(), want)
	}
	out.Reset()
	sw.Draw(rows, 100, 30)
	if !strings.Contains(out.String(), ansi.EraseEntireScreen) || !strings.Contains(out.String(), "Board") {
		t.Fatalf("a new window size wrote %q, want the screen cleared and redrawn", out.String())
	}
	out.Reset()
	sw.Close()
	sw.Draw([]string{"after"}, 100, 30)
	if !strings.HasSuffix(out.String(), screenEnd) || strings.Contains(out.String(), "after") {
		t.Fatalf("close wrote %q, want the modes undone and nothing drawn after", out.String())
	}
}

// BenchmarkScreenWriterClockTick: a view whose clock changed.
func BenchmarkScreenWriterClockTick(b *testing.B) {
	rows := make([]string, 34)
	for i := range rows {
		rows[i] = fmt.Sprintf("\x1b[38;5;%dm%s\x1b[m row %d", i, strings.Repeat("█▌", 30), i)
	}
	sw := NewScreenWriter(io.Discard, colorprofile.ANSI256)
	sw.Draw(rows, 100, 34)
	for i := 0; b.Loop(); i++ {
		rows[0] = fmt.Sprintf("clock %02d:%02d", i/60%60, i%60)
		sw.Draw(rows, 100, 34)
	}
}

// TestLineCellsOfSymbolsAsParsedInFull: a line of every character of the
// symbols' table, each followed by a letter, a style, a combining mark, a
// joiner, a wide character or the line's end, has the cells the
// terminal's parsing of every grapheme gives (lineCellsInFull), whole
// and cut at a width.
func TestLineCellsOfSymbolsAsParsedInFull(t *testing.T) {
	var b strings.Builder
	afters := []string{"a", "\x1b[1m", "\u0301", "\u200d", "漢", "\u2500", "\x1b[m "}
	for i := range len(symbols) {
		b.WriteRune(symbolsFirst + rune(i))
		b.WriteString(afters[i%len(afters)])
	}
	b.WriteRune(symbolsFirst + 0x500) // a symbol at the end
	line := b.String()
	for _, width := range []int{1 << 20, 1, 7, 100} {
		fast := lineCells(nil, line, width)
		full := lineCellsInFull(line, width)
		if !slices.Equal(fast, full) {
			for i := range min(len(fast), len(full)) {
				if fast[i] != full[i] {
					t.Fatalf("width %d: cell %d is %+v, parsed in full %+v", width, i, fast[i], full[i])
				}
			}
			t.Fatalf("width %d: %d cells, parsed in full %d", width, len(fast), len(full))
		}
	}
}

// TestLineCellsResumedAsParsedInFull: a line that starts with the bytes
// of another (a line as it was and as it is) has, parsed on from the
// other's resume point, the cells it has parsed in full, for random
// lines of styles, wide and combining characters, symbols, joiners and
// controls, whole and cut at a width.
func TestLineCellsResumedAsParsedInFull(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "b", " ", "  ", "●", "世", "e\u0301", "\u0301", "\u200d", "\x1b[1mB\x1b[m", "\x1b[38;5;2mg\x1b[0m",
		"\x1b[7m\x1b[31mr", "\x1b[m", "\x1b[0;4mu", "xyz", "\u2500", "·", "\r", "\x1b]8;;x\x07", "\x1b[", "1", "m", "\x1b"}
	line := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	resumed := 0
	for range 20000 {
		prefix := line(rng.IntN(12))
		a, b := prefix+line(rng.IntN(8)), prefix+line(rng.IntN(8))
		for _, width := range []int{1 << 20, 9} {
			cur, at := lineCellsShared(nil, b, width, commonPrefix(a, b))
			if want := lineCells(nil, b, width); !slices.Equal(cur, want) {
				t.Fatalf("%q: %+v, parsed in full %+v", b, cur, want)
			}
			got := parseCells(slices.Clone(cur[:at.cells]), a, width, at)
			if want := lineCells(nil, a, width); !slices.Equal(got, want) {
				t.Fatalf("%q resumed at %+v from %q:\n%+v, parsed in full\n%+v", a, at, b, got, want)
			}
			if at.off > 0 {
				resumed++
			}
		}
	}
	if resumed < 1000 {
		t.Fatalf("resumed %d times: the test does not test", resumed)
	}
}

// TestLineCellsOfSGRsAsParsedInFull: random lines of SGR sequences (with
// private markers, colons, intermediates, cut short), other sequences,
// text and controls have the cells the terminal's parsing of every
// sequence gives (lineCellsInFull), whole and cut at a width.
func TestLineCellsOfSGRsAsParsedInFull(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", " ", "●", "·", "\x1b[m", "\x1b[0m", "\x1b[1;38;5;214m", "\x1b[38:2::1:2:3m", "\x1b[?25m",
		"\x1b[<1m", "\x1b[1 m", "\x1b[1", "m", "\x1b[", "\x1b", "\x1b[2K", "\x1b]0;t\x07", "\x1b[;1m", "\x1b[0;7m",
		"\u0301", "\x1bm", "\x1b[1;\x1b[2m", "\r", "\x9b1m"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(14) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		line := b.String()
		for _, width := range []int{1 << 20, 5} {
			fast := lineCells(nil, line, width)
			full := lineCellsInFull(line, width)
			if !slices.Equal(fast, full) {
				t.Fatalf("%q at width %d: %+v, parsed in full %+v", line, width, fast, full)
			}
		}
	}
}

// lineCellsInFull is lineCells with every sequence and character read
// through the terminal's parsing, none through the quick paths.
func lineCellsInFull(line string, width int) []cell {
	return parseCellsAt(nil, line, width, resumePoint{}, true, nil)
}
