package ui

import (
	"fmt"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// TestHelpScrolls: at 80×24 the help is longer than the window; the
// scroll keys and the mouse wheel move through it (down to the draw rules
// at its end) without closing it, its last line says how to scroll and how
// to leave, and esc returns to the game.
func TestHelpScrolls(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	keys(t, m, "?")
	top := view(m)
	if strings.Contains(top, "automatic") {
		t.Fatal("the whole help fits at 80×24: this test needs a longer one")
	}
	last := top[strings.LastIndex(top, "\n")+1:]
	for _, want := range []string{"scroll", "esc", "back to the game"} {
		if !strings.Contains(last, want) {
			t.Errorf("the help's last line does not say %q: %q", want, last)
		}
	}
	steps := []struct {
		what   string
		msg    tea.Msg
		atTop  bool
		prefix bool // the view must be the top's
	}{
		{"down", keypress.Key("down"), false, false},
		{"up", keypress.Key("up"), true, true},
		{"end", keypress.Key("end"), false, false},
		{"home", keypress.Key("home"), true, true},
		{"pgdown", keypress.Key("pgdown"), false, false},
		{"pgup", keypress.Key("pgup"), true, true},
		{"wheel down", keypress.Wheel(10, 10, false), false, false},
		{"wheel up", keypress.Wheel(10, 10, true), true, true},
	}
	for _, s := range steps {
		send(t, m, s.msg)
		if !showing[*helpScreen](m) {
			t.Fatalf("%s closed the help", s.what)
		}
		if got := view(m); (got == top) != s.atTop {
			t.Fatalf("%s: at the top %v, want %v:\n%s", s.what, got == top, s.atTop, got)
		}
	}
	keys(t, m, "end")
	end := view(m)
	for _, want := range []string{"Marks", "captured", "hint", "automatic", "repeats of the position"} {
		if !strings.Contains(end, want) {
			t.Errorf("the end of the help lacks %q:\n%s", want, end)
		}
	}
	keys(t, m, "esc")
	if m.active != nil {
		t.Fatal("esc did not return to the game")
	}
}

// helpLines scrolls the open help from its top to its end a line at a
// time and returns every line of content it showed, in order.
func helpLines(t *testing.T, m *Model) []string {
	t.Helper()
	keys(t, m, "home")
	if !showing[*helpScreen](m) {
		t.Fatal("home closed the help")
	}
	content := func() []string {
		lines := strings.Split(view(m), "\n")
		return lines[titleRows : len(lines)-1] // the title and the last line are not content
	}
	lines := content()
	for i := 0; i < 200; i++ {
		before := view(m)
		keys(t, m, "down")
		if view(m) == before {
			return lines
		}
		v := content()
		lines = append(lines, v[len(v)-1])
	}
	t.Fatal("the help does not stop scrolling")
	return nil
}

// TestHelpFitsWidth: at every size the help has all its keys, the marks
// and the rules, laid out to the width (one column when narrow): no line
// is wider than the window nor cut short.
func TestHelpFitsWidth(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {60, 20}, {120, 40}, {200, 60}, {minWidth, minHeight}} {
		for _, mode := range []Mode{ModeAI, ModeRemote} {
			t.Run(fmt.Sprintf("%dx%d_%v", size[0], size[1], mode), func(t *testing.T) {
				m := newTest(t, Options{Mode: mode}, size[0], size[1])
				keys(t, m, "?")
				lines := helpLines(t, m)
				if f := footer(m); !strings.Contains(f, "esc") || !strings.Contains(f, "scroll") && len(lines) > size[1]-titleRows-1 {
					t.Errorf("the footer does not say how to scroll and how to leave: %q", f)
				}
				for _, line := range lines {
					if w := ansi.StringWidth(line); w > size[0] {
						t.Errorf("line wider (%d) than the window: %q", w, line)
					}
					if strings.HasSuffix(strings.TrimRight(line, " "), "…") {
						t.Errorf("line cut short: %q", line)
					}
				}
				all := strings.Join(lines, "\n")
				k := m.helpKeys()
				for _, col := range append(k.FullHelp(), k.recordHelp()...) {
					for _, b := range col {
						if !b.Enabled() { // a key that does not apply now (helpKeys)
							if strings.Contains(all, b.Help().Key+" "+b.Help().Desc) {
								t.Errorf("the help lists %s %s, which does not apply", b.Help().Key, b.Help().Desc)
							}
							continue
						}
						if !strings.Contains(all, b.Help().Key+" ") || !strings.Contains(all, b.Help().Desc) {
							t.Errorf("the help lacks %s %s", b.Help().Key, b.Help().Desc)
						}
					}
				}
				for _, want := range []string{"previous move", "Marks", "captured", "must capture", "repeats of the position"} {
					if !strings.Contains(all, want) {
						t.Errorf("the help lacks %q", want)
					}
				}
			})
		}
	}
}

// TestHelpColumns: in the narrowest window the key columns stand one
// under the other; in a wide one, side by side.
func TestHelpColumns(t *testing.T) {
	for _, c := range []struct {
		w, h       int
		sideBySide bool
	}{{minWidth, minHeight, false}, {120, 40, true}} {
		m := newTest(t, Options{Mode: ModeAI}, c.w, c.h)
		keys(t, m, "?")
		both := false
		for _, line := range helpLines(t, m) {
			both = both || strings.Contains(line, "undo") && strings.Contains(line, "new game")
		}
		if both != c.sideBySide {
			t.Errorf("%d×%d: columns side by side %v, want %v", c.w, c.h, both, c.sideBySide)
		}
	}
}

// TestHelpTooSmall: a window too small for the game is too small for the
// help too, and says so without crashing.
func TestHelpTooSmall(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 30, 12)
	keys(t, m, "?", "down", "end")
	send(t, m, keypress.Wheel(10, 10, false))
	if v := view(m); !strings.Contains(v, "too small") {
		t.Fatalf("30×12: %q", v)
	}
	send(t, m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := view(m); !strings.Contains(v, "help") || !strings.Contains(v, "scroll") {
		t.Fatalf("enlarged to 80×24, the help is not shown:\n%s", v)
	}
}

// TestHelpSaysHowToWin: the help tells a first-time player the goal (the
// opponent has no piece or no legal move) and the three rules they need
// first: men never move back, captures are compulsory and chain, a man
// reaching the far rank becomes a flying mulla.
func TestHelpSaysHowToWin(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	keys(t, m, "?")
	h := strings.Join(strings.Fields(ansi.Strip(m.helpContent(78))), " ")
	for _, want := range []string{
		"You win when your opponent has no piece left, or no legal move, on their turn",
		"Men never move back",
		"Captures are compulsory",
		"keeps capturing while it can",
		"far rank becomes a mulla",
		"any distance",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("the help does not say %q", want)
		}
	}
	if i, j := strings.Index(h, "You win"), strings.Index(h, "Keys"); i < 0 || i > j {
		t.Errorf("the goal is not told before the keys")
	}
}
