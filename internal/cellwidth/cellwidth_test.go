package cellwidth

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// samples are texts of the fast path and around it: SGR sequences,
// other CSI, broken sequences, controls, wide and combining characters.
var samples = []string{
	"", "a", "White to move · c2c3", "\x1b[1;38;5;214mbold\x1b[m plain", "\x1b[0m",
	"\x1b[", "\x1b[12", "\x1b[1;2 q cursor", "\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\",
	"tab\there", "cr\rlf\n", "del\x7f", "café", "e\u0301", "棋盘", "🙂 ok", "\x1bc", "\x1b[?25l",
	"مرحبا", " \u0600 ", "·…—│●○", "é\u0301", "\u00ad", "▶\ufe0f", "\u2028", "\x9b1m", "x\x1b[38;2;1;2;3m", "\x1b[1m\x1b[", "\x1b[!p",
}

// TestWidthAndTruncateAreAnsis: Width and Truncate give x/ansi's result,
// on the samples and on random texts drawn from their pieces.
func TestWidthAndTruncateAreAnsis(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := Width(s), ansi.StringWidth(s); got != want {
			t.Fatalf("Width(%q) = %d, x/ansi says %d", s, got, want)
		}
		for w := range 12 {
			if got, want := Truncate(s, w, "…"), ansi.Truncate(s, w, "…"); got != want {
				t.Fatalf("Truncate(%q, %d) = %q, x/ansi says %q", s, w, got, want)
			}
		}
	}
	for _, s := range samples {
		check(s)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var b strings.Builder
		for range r.IntN(6) {
			p := samples[r.IntN(len(samples))]
			if p != "" {
				p = p[:r.IntN(len(p)+1)] // cut anywhere, even inside a sequence or a rune
			}
			b.WriteString(p)
		}
		check(b.String())
	}
}

// TestPlainWidthTakesOnlyWhatItKnows: the fast path measures printable
// ASCII and CSI sequences, and leaves everything else to x/ansi.
func TestPlainWidthTakesOnlyWhatItKnows(t *testing.T) {
	for s, want := range map[string]int{"abc": 3, "\x1b[1mab\x1b[m": 2, "": 0, "a\x1b[1;2 qb": 2} {
		if w, ok := plainWidth(s); !ok || w != want {
			t.Errorf("plainWidth(%q) = %d, %v; want %d, true", s, w, ok, want)
		}
	}
	for _, s := range []string{"棋", "\u25fd", "a\tb", "\x1b[", "\x1b]0;t\x07", "\x7f"} {
		if _, ok := plainWidth(s); ok {
			t.Errorf("plainWidth(%q) took it", s)
		}
	}
}

// TestNarrowBlocks: each character of narrowBlocks takes one cell, alone
// and beside every other, as x/ansi measures it.
func TestNarrowBlocks(t *testing.T) {
	var rs []rune
	for _, b := range narrowBlocks {
		for r := b[0]; r <= b[1]; r++ {
			rs = append(rs, r)
		}
	}
	for _, r := range rs {
		if w := ansi.StringWidth(string(r)); w != 1 {
			t.Errorf("%U takes %d cells", r, w)
		}
	}
	for _, a := range rs {
		for _, b := range append(rs, 'a', ' ') {
			if w := ansi.StringWidth(string([]rune{a, b})); w != 2 {
				t.Fatalf("%U %U take %d cells", a, b, w)
			}
		}
	}
}

func BenchmarkWidth(b *testing.B) {
	s := "\x1b[1mWhite to move\x1b[m · bob played c2c3 · 4:59"
	b.Run("cellwidth", func(b *testing.B) {
		for b.Loop() {
			Width(s)
		}
	})
	b.Run("ansi", func(b *testing.B) {
		for b.Loop() {
			ansi.StringWidth(s)
		}
	})
}
